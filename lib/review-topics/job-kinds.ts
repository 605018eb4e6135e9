import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { REVIEW_TOPICS_ANALYZE } from "./kind";
import { analyzeTopicPage } from "./service";

registerJobKind(REVIEW_TOPICS_ANALYZE, { item: analyzeTopicPage });
