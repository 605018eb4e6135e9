import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { applyPostItem } from "./apply-post";
import { POST_JOB_KIND } from "./send";

registerJobKind(POST_JOB_KIND, { item: applyPostItem });
