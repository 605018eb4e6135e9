"use client";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useAdsMessage } from "@/components/ads/use-ads-message";
import { AutoRefresh } from "@/components/common/auto-refresh";
import { GenericDialog } from "@/components/common/generic-dialog";
import { SectionCard } from "@/components/common/section-card";
import { StatusChip } from "@/components/common/status-chip";
import { untilHydrated } from "@/components/common/until-hydrated";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { CancelAdsAccountLinkMutation, UnlinkAdsAccountMutation } from "@/lib/ads/operations";
import { formatCustomerId } from "@/lib/ads/rules";
import { formatMoment } from "@/lib/format/date";
import type { AdsAccountFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import { requestGraphQL } from "@/lib/http/request-graphql";
import type { Locale } from "@/lib/i18n/config";

// The form and its rules load with an unlinked account only, not with every visit to the list.
const LinkRequestForm = dynamic(
  () => import("./link-request-form").then((m) => untilHydrated(m.LinkRequestForm)),
  { loading: () => <Skeleton className="h-24 w-full" /> },
);

/** How often the card reads the account again while a platform admin or Google Ads decides. */
const WAITING_REFRESH_MS = 5000;

const STATE_COLOURS = {
  NOT_LINKED: "grey",
  VALIDATING: "yellow",
  CHECKING: "yellow",
  LINKED: "green",
} as const;

/**
 * The tenant's Google Ads account through its link's states (spec §4): a customer id to request
 * the link, the wait for a platform admin's approval (cancel), the invitation to accept in Google
 * Ads (unlink), and the linked account's details (unlink, after a confirmation).
 */
export function AccountCard({ account }: { account: AdsAccountFieldsFragment }) {
  const t = useTranslations("ads.account");
  const locale = useLocale() as Locale;
  const refusal = useAdsMessage().error;
  const router = useRouter();
  const [confirming, setConfirming] = useState<"unlink" | "cancel" | null>(null);
  const [busy, setBusy] = useState(false);
  const { state, service } = account;
  const customerId = account.customerId ? formatCustomerId(account.customerId) : "";

  if (service === "OFF")
    return (
      <SectionCard title={t("title")} description={t("offDescription")}>
        <p className="text-sm" data-testid="ads-service-off">
          {t("off")}
        </p>
      </SectionCard>
    );

  const end = async (which: "unlink" | "cancel") => {
    setBusy(true);
    try {
      if (which === "cancel") await requestGraphQL(CancelAdsAccountLinkMutation, {});
      else await requestGraphQL(UnlinkAdsAccountMutation, {});
      toast.success(t(which === "cancel" ? "cancelled" : "unlinked"));
      router.refresh();
    } catch (error) {
      toast.error(refusal(error));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <SectionCard
      title={t("title")}
      description={service === "SIMULATOR" ? t("simulator") : t("google")}
      action={
        <StatusChip status={state} colour={STATE_COLOURS[state]}>
          {t(`states.${state}`)}
        </StatusChip>
      }
      busy={busy}
    >
      <AutoRefresh
        active={state === "VALIDATING" || state === "CHECKING"}
        everyMs={WAITING_REFRESH_MS}
      />
      {state === "NOT_LINKED" ? <LinkRequestForm /> : null}
      {state === "VALIDATING" ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm">
            {t("validating", {
              customerId,
              date: account.requestedAt ? formatMoment(account.requestedAt, locale) : "—",
            })}
          </p>
          <Button variant="outline" onClick={() => setConfirming("cancel")} disabled={busy}>
            {t("cancel")}
          </Button>
        </div>
      ) : null}
      {state === "CHECKING" ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm">{t("checking", { customerId })}</p>
          <Button variant="outline" onClick={() => setConfirming("unlink")} disabled={busy}>
            {t("unlink")}
          </Button>
        </div>
      ) : null}
      {state === "LINKED" ? (
        <div className="flex flex-col items-start gap-3">
          <dl className="grid w-full gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">{t("name")}</dt>
            <dd className="flex flex-wrap items-center gap-2 font-medium">
              {account.descriptiveName ?? "—"}
              {account.testAccount ? <Badge variant="info">{t("testAccount")}</Badge> : null}
            </dd>
            <dt className="text-muted-foreground">{t("customerId")}</dt>
            <dd className="tabular-nums" data-testid="ads-customer-id">
              {customerId}
            </dd>
            <dt className="text-muted-foreground">{t("currency")}</dt>
            <dd>{account.currencyCode ?? "—"}</dd>
            <dt className="text-muted-foreground">{t("timeZone")}</dt>
            <dd>{account.dateTimeZone ?? "—"}</dd>
            {account.linkedAt ? (
              <>
                <dt className="text-muted-foreground">{t("linkedAt")}</dt>
                <dd>{formatMoment(account.linkedAt, locale)}</dd>
              </>
            ) : null}
          </dl>
          <Button variant="outline" onClick={() => setConfirming("unlink")} disabled={busy}>
            {t("unlink")}
          </Button>
        </div>
      ) : null}
      <GenericDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming === "cancel" ? t("cancelTitle") : t("unlinkTitle")}
        description={
          confirming === "cancel"
            ? t("cancelDescription", { customerId })
            : t("unlinkDescription", { customerId })
        }
        confirmLabel={confirming === "cancel" ? t("cancel") : t("unlink")}
        destructive={confirming === "unlink"}
        busy={busy}
        onConfirm={() => confirming && void end(confirming)}
      />
    </SectionCard>
  );
}
