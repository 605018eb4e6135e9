import "server-only";
import type { Db } from "@/lib/db/client";
import { createMapsClient } from "@/lib/maps/client";
import { HANDLED_NOTIFICATION_TYPES } from "@/lib/maps/types-notifications";
import { simulatorFetch, simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { updateAccountSetting } from "@/lib/pubsub/settings";
import { tenantId } from "./tenants";

/** The demo's Pub/Sub topic: the simulator pushes its messages to the app's own endpoint. */
export const DEMO_PUBSUB_TOPIC = "projects/storeplus-demo/topics/maps-notifications";

/** Set the way an admin sets it, so a review written on the simulator reaches the demo inbox
 * within seconds. Runs in-process, as the activity seed does. */
export async function seedDemoMapsNotifications(db: Db): Promise<void> {
  const tokens = await simulatorSignIn("sim-owner-acme");
  const client = createMapsClient({ accessToken: tokens.access_token, fetch: simulatorFetch });
  await updateAccountSetting(
    db,
    client,
    { id: null, label: "demo seed" },
    {
      tenantId: tenantId("acme"),
      account: "accounts/1001",
      pubsubTopic: DEMO_PUBSUB_TOPIC,
      notificationTypes: [...HANDLED_NOTIFICATION_TYPES],
    },
  );
}
