import { getFormatter, getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { AccountNotificationsForm } from "../lazy-tabs";
import { MapsNotificationSettingsQuery } from "@/lib/admin/operations/notifications";
import { WebhookSecretQuery } from "@/lib/alerts/operations";
import { WebhookSecretCard } from "./webhook-secret-card";

/**
 * The "Maps notifications" tab: per maps account of the tenant, the Pub/Sub topic the maps service
 * publishes to and which changes it announces, and the messages received lately; and the secret
 * that signs the tenant's alert webhooks.
 */
export async function MapsNotificationsPanel() {
  const [t, format, { data }, secret] = await Promise.all([
    getTranslations("admin.notifications"),
    getFormatter(),
    query({ query: MapsNotificationSettingsQuery, fetchPolicy: "no-cache" }),
    query({ query: WebhookSecretQuery, fetchPolicy: "no-cache", errorPolicy: "all" }),
  ]);
  const webhookSecret = secret.data?.webhookSecret;
  const settings = data?.mapsNotificationSettings;
  if (!settings)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadFailed")}
      </p>
    );
  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground text-sm">{t("intro")}</p>
      {settings.accounts.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("noAccounts")}</p>
      ) : (
        settings.accounts.map((account) => (
          <AccountNotificationsForm
            key={account.account}
            // Plain copies: the query's result objects cannot cross to a client component.
            setting={{
              account: account.account,
              storeCount: account.storeCount,
              pubsubTopic: account.pubsubTopic,
              notificationTypes: [...account.notificationTypes],
            }}
            types={[...settings.types]}
          />
        ))
      )}
      {webhookSecret ? (
        <WebhookSecretCard
          masked={webhookSecret.masked}
          rotatedAt={String(webhookSecret.rotatedAt)}
        />
      ) : null}
      <section aria-labelledby="maps-notifications-recent" className="flex flex-col gap-2">
        <h2 id="maps-notifications-recent" className="text-base font-semibold">
          {t("recent.title")}
        </h2>
        {settings.recentMessages.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("recent.empty")}</p>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full text-sm">
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("recent.type")}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("recent.store")}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("recent.when")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {settings.recentMessages.map((message) => (
                  <tr key={message.messageId} className="border-t">
                    <td className="px-3 py-2">
                      {t.has(`types.${message.type}.label`)
                        ? t(`types.${message.type}.label`)
                        : message.type}
                    </td>
                    <td className="px-3 py-2">
                      {message.locationName ?? message.location ?? t("recent.unknownStore")}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {format.dateTime(new Date(message.receivedAt), {
                        dateStyle: "medium",
                        timeStyle: "medium",
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
