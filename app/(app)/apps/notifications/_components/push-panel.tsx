import { getTranslations } from "next-intl/server";
import { BrowserPushCard } from "@/components/push/browser-push-card";
import { PushDevices } from "@/components/push/push-devices";
import { PushTypesForm } from "@/components/push/push-types-form";
import { query } from "@/lib/apollo/rsc-client";
import { browserPushSettings } from "@/lib/push/config";
import { NotificationPreferencesQuery } from "@/lib/push/operations";

/** The push tab: this browser, the types to push, and the user's devices. */
export async function PushPanel() {
  const [t, { data }] = await Promise.all([
    getTranslations("notifications"),
    query({ query: NotificationPreferencesQuery, errorPolicy: "all" }),
  ]);
  const preferences = data?.notificationPreferences;
  if (!preferences) return <p className="text-muted-foreground text-sm">{t("loadError")}</p>;
  const { mode, vapidPublicKey } = browserPushSettings();
  const devices = preferences.devices.map((device) => ({
    id: device.id,
    platform: device.platform,
    updatedAt: String(device.updatedAt),
  }));
  return (
    <div className="flex flex-col gap-4">
      <BrowserPushCard
        mode={mode}
        vapidPublicKey={vapidPublicKey}
        deviceIds={devices.map((device) => device.id)}
      />
      <PushTypesForm
        availableTypes={preferences.availableTypes}
        enabledTypes={preferences.enabledTypes}
      />
      <PushDevices devices={devices} />
    </div>
  );
}
