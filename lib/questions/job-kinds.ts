import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { applyAnswer, applyFaq } from "./apply";
import { FAQ_CREATE, QUESTION_ANSWER } from "./kind";

registerJobKind(QUESTION_ANSWER, { item: applyAnswer });
registerJobKind(FAQ_CREATE, { item: applyFaq });
