import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { applyAutoReply } from "./apply-auto-reply";
import { applyReviewReply } from "./apply-reply";

registerJobKind("REVIEW_REPLY", { item: applyReviewReply });
registerJobKind("REVIEW_AUTO_REPLY", { item: applyAutoReply });
