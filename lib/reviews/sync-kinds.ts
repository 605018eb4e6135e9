import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { finishReviewSync } from "./sync";
import { syncReviewBatch } from "./sync-item";

registerJobKind("REVIEW_SYNC", { item: syncReviewBatch, finished: finishReviewSync });
