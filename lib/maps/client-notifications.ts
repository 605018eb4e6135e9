import "server-only";
import { accountResource } from "./resource-names";
import type { Transport } from "./transport";
import type {
  MapsNotificationType,
  NotificationSetting,
  NotificationSettingMaskPath,
} from "./types-notifications";

const FAMILY = "mybusinessnotifications" as const;

function settingPath(account: string): string {
  return `v1/${accountResource(account)}/notificationSetting`;
}

export function notificationsApi(t: Transport) {
  return {
    getNotificationSetting(account: string) {
      return t.get<NotificationSetting>(FAMILY, settingPath(account));
    },

    /** An empty topic or no types stops the account's notifications. */
    updateNotificationSetting(
      account: string,
      setting: { pubsubTopic?: string; notificationTypes?: readonly MapsNotificationType[] },
      updateMask: readonly NotificationSettingMaskPath[] = ["pubsubTopic", "notificationTypes"],
    ) {
      const name = `${accountResource(account)}/notificationSetting`;
      return t.send<NotificationSetting>(
        "PATCH",
        FAMILY,
        settingPath(account),
        { name, ...setting },
        { updateMask: updateMask.join(",") },
      );
    },
  };
}
