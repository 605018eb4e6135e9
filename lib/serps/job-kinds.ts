import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { checkSerpItem, finishSerpRun } from "./check";
import { SERP_CHECK } from "./kind";

registerJobKind(SERP_CHECK, {
  item: checkSerpItem,
  finished: ({ db, jobId }) => finishSerpRun(db, jobId),
});
