import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { applyMediaItem } from "./apply-media";
import { MEDIA_JOB_KIND } from "./packages";

registerJobKind(MEDIA_JOB_KIND, { item: applyMediaItem });
