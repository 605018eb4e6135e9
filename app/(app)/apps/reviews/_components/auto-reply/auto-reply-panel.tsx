import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { graphql } from "@/lib/graphql/generated/client";

const AutoReplyPanelQuery = graphql(`
  query AutoReplyPanel {
    autoReplySettings {
      enabled
      delayMinutes
      rules {
        id
        rating
        withComment
        templates {
          id
        }
      }
      recent {
        id
        reviewId
        comment
        dueAt
        status
        error
        sentAt
      }
    }
    reviewTemplates {
      id
      name
    }
  }
`);

/** The "Automatic replies" tab of /apps/reviews: the tenant's switch, delay, rules and log. */
export async function AutoReplyPanel() {
  const [t, { data }] = await Promise.all([
    getTranslations("autoReplies"),
    query({ query: AutoReplyPanelQuery }),
  ]);
  const settings = data?.autoReplySettings;
  if (!settings || !data?.reviewTemplates)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadFailed")}
      </p>
    );
  return (
    <section className="flex flex-col gap-4" aria-label={t("title")}>
      <p className="text-muted-foreground text-sm">{t("description")}</p>
    </section>
  );
}
