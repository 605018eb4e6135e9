import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { applyPostItem } from "./apply-post";
import { POST_JOB_KIND } from "./service";

registerJobKind(POST_JOB_KIND, { item: applyPostItem });
