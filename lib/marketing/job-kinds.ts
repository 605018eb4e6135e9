import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { extractStoreItem } from "./extraction";
import { extractJobFinished } from "./pipeline";

/** The engine's kind of an extract job: one item per store, the later steps when it ends. */
export const EXTRACT_JOB_KIND = "MARKETING_EXTRACT";

registerJobKind(EXTRACT_JOB_KIND, { item: extractStoreItem, finished: extractJobFinished });
