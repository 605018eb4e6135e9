"use client";

import { useEffect, useRef } from "react";
import { useLocale, useTranslations } from "next-intl";
import { CircleAlert, CircleCheck, Clock, Hourglass } from "lucide-react";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import {
  ITEM_ERROR_NAMESPACES,
  ITEM_ERROR_OPTIONS,
  itemErrorText,
} from "@/components/jobs/item-error";
import { STORE_CHANGE_VISIBLE_DAYS, STORE_REEDIT_HOURS } from "@/lib/constants";
import { formatDate } from "@/lib/format/date";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import type { Locale } from "@/lib/i18n/config";
import { JobProgressQuery } from "@/lib/jobs/operations";
import type { LastEdit, StoreEditContext } from "./store-edit-types";

const POLL_MS = 1_000;

type Outcome =
  | { state: "pending" }
  /** Held for an ADMIN's approval (lib/approvals): nothing is sent until one approves it. */
  | { state: "held" }
  | { state: "accepted" }
  | { state: "refused"; error: string | null; detail: string | null };

function outcomeOfEdit(edit: Pick<LastEdit, "status" | "held" | "error" | "errorDetail">): Outcome {
  if (edit.held) return { state: "held" };
  if (edit.status === "DONE") return { state: "accepted" };
  if (edit.status === "FAILED")
    return { state: "refused", error: edit.error ?? null, detail: edit.errorDetail ?? null };
  return { state: "pending" };
}

function OutcomeLine({
  outcome,
  prefix,
  sent,
}: {
  outcome: Outcome;
  prefix?: string;
  /** The change this page sent, as against the store's last one when the page loaded. */
  sent?: boolean;
}) {
  const t = useTranslations("stores.edit.outcome");
  const itemError = useApiErrorMessage(ITEM_ERROR_NAMESPACES, ITEM_ERROR_OPTIONS);
  const [Icon, text, tone] =
    outcome.state === "pending"
      ? [Clock, t("pending"), ""]
      : outcome.state === "held"
        ? [Hourglass, t("held"), ""]
        : outcome.state === "accepted"
          ? [CircleCheck, t("accepted"), "text-success"]
          : [
              CircleAlert,
              t("refused", { reason: itemErrorText(itemError, outcome.error, outcome.detail) }),
              "text-destructive",
            ];
  return (
    <p
      className={`flex items-start gap-2 font-medium ${outcome.state === "refused" ? tone : ""}`}
      data-outcome={outcome.state}
      data-sent={sent || undefined}
    >
      <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${tone}`} />
      <span>{prefix ? `${prefix} ${text}` : text}</span>
    </p>
  );
}

/** A change's job read again until the maps service has accepted or refused it. */
function JobOutcome({
  jobId,
  initial,
  prefix,
  sent,
  onSettled,
}: {
  jobId: string;
  initial: Outcome;
  prefix?: string;
  sent?: boolean;
  onSettled?: (accepted: boolean) => void;
}) {
  const { data, stopPolling } = useGraphQLQuery(JobProgressQuery, {
    variables: { id: jobId },
    pollInterval: POLL_MS,
  });
  const job = data?.job;
  const failed = job?.items[0];
  const outcome: Outcome = !job
    ? initial
    : job.status === "AWAITING_APPROVAL"
      ? { state: "held" }
      : job.status === "QUEUED" || job.status === "RUNNING"
        ? { state: "pending" }
        : job.failed > 0 || job.status === "FAILED"
          ? { state: "refused", error: failed?.error ?? null, detail: failed?.errorDetail ?? null }
          : { state: "accepted" };
  const reported = useRef(false);
  useEffect(() => {
    // A held edit is read on until an ADMIN approves (then sent) or rejects it.
    if (outcome.state === "pending" || outcome.state === "held" || reported.current) return;
    reported.current = true;
    stopPolling();
    onSettled?.(outcome.state === "accepted");
  }, [outcome.state, stopPolling, onSettled]);
  return <OutcomeLine outcome={outcome} prefix={prefix} sent={sent} />;
}

/**
 * Every store form's notes (spec §9): how the last change went (or the one just sent), that a
 * change may take days to show, and that a store edited recently is best left for a day.
 */
export function EditNotice({
  context,
  jobId,
  onSettled,
}: {
  context: StoreEditContext | null;
  /** The change this page just sent. */
  jobId: string | null;
  onSettled?: (accepted: boolean) => void;
}) {
  const t = useTranslations("stores.edit");
  const locale = useLocale() as Locale;
  const last = context?.lastEdit;
  const lastPrefix = last
    ? t("notice.lastEdit", {
        fields: last.fields
          .map((field) => (t.has(`fields.${field}`) ? t(`fields.${field}`) : field))
          .join(", "),
        date: formatDate(last.updatedAt, locale),
      })
    : undefined;
  return (
    <section
      aria-live="polite"
      data-testid="edit-notice"
      className="bg-muted/40 flex flex-col gap-1.5 rounded-lg border p-3 text-sm"
    >
      {jobId ? (
        <JobOutcome
          key={jobId}
          jobId={jobId}
          initial={{ state: "pending" }}
          sent
          onSettled={onSettled}
        />
      ) : last && ["pending", "held"].includes(outcomeOfEdit(last).state) ? (
        <JobOutcome jobId={last.jobId} initial={outcomeOfEdit(last)} prefix={lastPrefix} />
      ) : last ? (
        <OutcomeLine outcome={outcomeOfEdit(last)} prefix={lastPrefix} />
      ) : null}
      {context?.approvalRequired ? (
        <p data-testid="approval-required">{t("notice.approvalRequired")}</p>
      ) : null}
      <p className="text-muted-foreground">
        {t("notice.visibleAfter", { days: STORE_CHANGE_VISIBLE_DAYS })}
      </p>
      {context && (jobId || context.recentlyEdited) ? (
        <p className="text-muted-foreground">
          {t("notice.recentlyEdited", { hours: STORE_REEDIT_HOURS })}
        </p>
      ) : null}
    </section>
  );
}
