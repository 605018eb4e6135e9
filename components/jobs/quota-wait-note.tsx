import { useLocale, useTranslations } from "next-intl";
import type { JobProgressQuery } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { formatPostTime } from "@/lib/posts/format";

type QuotaWait = NonNullable<NonNullable<JobProgressQuery["job"]>["quotaWait"]>;

/**
 * Why a running job's stores wait for the maps service's quotas (lib/jobs/quota-policy.ts), and
 * when the first is expected to start on the tenant's clock: "sharing the reviews, posts and photos
 * API with 3 other companies; 40 stores wait; expected to start 11/29/2026 10:42".
 */
export function QuotaWaitNote({ wait, timeZone }: { wait: QuotaWait; timeZone: string }) {
  const t = useTranslations("jobs.quotaWait");
  const apis = useTranslations("mapsApis");
  const locale = useLocale() as Locale;
  const api = wait.api ? (apis.has(wait.api) ? apis(wait.api as "mybusiness") : wait.api) : "";
  return (
    <p className="text-muted-foreground text-sm" data-testid="quota-wait">
      {t(`reason.${wait.reason}`, { api, count: wait.sharingWith })}{" "}
      {t("expected", {
        count: wait.waitingItems,
        at: formatPostTime(wait.expectedStart, locale, timeZone),
      })}
    </p>
  );
}
