import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { applyMediaDelete, applyMediaItem } from "./apply-media";
import { MEDIA_JOB_KIND } from "./service";
import { MEDIA_DELETE_KIND } from "./store-media";

registerJobKind(MEDIA_JOB_KIND, { item: applyMediaItem });
registerJobKind(MEDIA_DELETE_KIND, { item: applyMediaDelete });
