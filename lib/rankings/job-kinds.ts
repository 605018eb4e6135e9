import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { checkRankingItem, finishRankingRun } from "./check";
import { RANKING_CHECK } from "./kind";

registerJobKind(RANKING_CHECK, {
  item: checkRankingItem,
  finished: ({ db, jobId }) => finishRankingRun(db, jobId),
});
