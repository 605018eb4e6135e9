import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { LazyAutoReplyForm } from "./lazy-auto-reply-form";
import { RecentAutoReplies } from "./recent-auto-replies";
import { AutoReplyPanelQuery } from "@/lib/reviews/operations";

/** The "Automatic replies" tab of /apps/reviews: the tenant's switch, delay, rules and log. */
export async function AutoReplyPanel() {
  const [t, { data }] = await Promise.all([
    getTranslations("autoReplies"),
    query({ query: AutoReplyPanelQuery }),
  ]);
  const settings = data?.autoReplySettings;
  const templates = data?.reviewTemplates;
  if (!settings || !templates)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadFailed")}
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <LazyAutoReplyForm settings={settings} templates={templates} />
      <RecentAutoReplies records={settings.recent} />
    </div>
  );
}
