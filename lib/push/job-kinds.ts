import "server-only";
import { registerJobKind } from "@/lib/jobs/outcomes";
import { PUSH_DELIVERY_KIND } from "@/lib/notifications/push-fanout";
import { deliverPushItem } from "./deliver";

registerJobKind(PUSH_DELIVERY_KIND, { item: deliverPushItem });
