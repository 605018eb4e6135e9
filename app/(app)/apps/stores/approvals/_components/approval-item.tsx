"use client";
import { Check, ChevronDown, ChevronUp, X } from "lucide-react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ApproveEditMutation } from "@/lib/approvals/operations";
import { formatMoment } from "@/lib/format/date";
import type { PendingApprovalFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import type { Locale } from "@/lib/i18n/config";

// The diff and the reject dialog load when first opened.
const ApprovalDiff = dynamic(() => import("./approval-diff").then((m) => m.ApprovalDiff));
const RejectDialog = dynamic(() => import("./reject-dialog").then((m) => m.RejectDialog));

/** "Store edit: Phone, Website", in the fields' own words. */
function useEditTitle() {
  const t = useTranslations();
  return (approval: PendingApprovalFieldsFragment) => {
    const fields = approval.fields.map((field) =>
      t.has(`stores.edit.fields.${field}`) ? t(`stores.edit.fields.${field}`) : field,
    );
    const kind = t("jobs.kinds.LOCATION_EDIT");
    return fields.length ? t("jobs.heading", { kind, fields: fields.join(", ") }) : kind;
  };
}

/** One held edit: what, who, from where and when, how many stores; its diff; approve or reject. */
export function ApprovalItem({ approval }: { approval: PendingApprovalFieldsFragment }) {
  const t = useTranslations("stores.approvals.queue");
  const tJobs = useTranslations("jobs");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const errorText = useApiErrorMessage(["stores.approvals.errors"]);
  const title = useEditTitle()(approval);
  const diffId = useId();
  const [open, setOpen] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [approve, approving] = useGraphQLMutation(ApproveEditMutation);

  async function onApprove() {
    const answer = await approve({ id: approval.id }).catch((error: unknown) => {
      toast.error(errorText(error));
      return null;
    });
    if (answer) toast.success(t("approved"));
    router.refresh();
  }

  return (
    <article
      className="flex min-w-0 flex-col gap-3 border-b p-3 last:border-b-0"
      data-testid="approval-item"
      data-approval-id={approval.id}
      aria-label={title}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-medium [overflow-wrap:anywhere]">{title}</h3>
          <p className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span>
              {t("columns.author")}: {approval.author ?? t("unknownAuthor")}
            </span>
            <Badge variant="outline">{t(`sources.${approval.source}`)}</Badge>
            <span>{formatMoment(String(approval.createdAt), locale)} UTC</span>
            <span>{tJobs("storeCount", { count: approval.storeCount })}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={onApprove}
            disabled={approving.loading}
            aria-busy={approving.loading}
            aria-label={t("approveLabel", { edit: title })}
          >
            <Check aria-hidden />
            {t("approve")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setRejecting(true)}
            aria-label={t("rejectLabel", { edit: title })}
          >
            <X aria-hidden />
            {t("reject")}
          </Button>
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-expanded={open}
        aria-controls={diffId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
        {t(open ? "hideDiff" : "showDiff", { edit: title })}
      </Button>
      <div id={diffId} hidden={!open}>
        {open ? <ApprovalDiff id={approval.id} title={title} /> : null}
      </div>
      {rejecting ? (
        <RejectDialog
          id={approval.id}
          title={title}
          onClose={() => setRejecting(false)}
          onRejected={() => {
            setRejecting(false);
            router.refresh();
          }}
        />
      ) : null}
    </article>
  );
}
