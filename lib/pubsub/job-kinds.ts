import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { applyMapsNotification, MAPS_NOTIFICATION_KIND } from "./refresh";

registerJobKind(MAPS_NOTIFICATION_KIND, { item: applyMapsNotification });
