"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { badInputIssues } from "@/components/forms/server-issues";
import {
  Field,
  FieldControl,
  FieldError,
  FieldDescription,
  FieldLabel,
} from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { RejectEditMutation } from "@/lib/approvals/operations";
import { useGraphQLMutation } from "@/lib/http/use-graphql";

/** The reason's most characters (lib/approvals/schema.ts REJECT_REASON_MAX). */
const REASON_MAX = 500;

/** Rejects a held edit with a reason its author reads; nothing is sent to the maps service. */
export function RejectDialog({
  id,
  title,
  onClose,
  onRejected,
}: {
  id: string;
  title: string;
  onClose: () => void;
  onRejected: () => void;
}) {
  const t = useTranslations("stores.approvals");
  const errorText = useApiErrorMessage(["stores.approvals.errors"]);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [reject, { loading }] = useGraphQLMutation(RejectEditMutation);

  async function submit() {
    const text = reason.trim();
    if (!text) return setProblem(t("errors.reasonRequired"));
    if (text.length > REASON_MAX) return setProblem(t("errors.reasonTooLong"));
    const answer = await reject({ id, reason: text }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (!answer.data) {
      const onReason = badInputIssues(answer.error)?.find((issue) => issue.path === "reason");
      if (onReason) return setProblem(errorText(answer.error));
      toast.error(errorText(answer.error));
      return onClose();
    }
    toast.success(t("queue.rejectedToast"));
    onRejected();
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t("rejectDialog.title")}
      description={`${title}. ${t("rejectDialog.description")}`}
      onSubmit={submit}
      submitLabel={t("rejectDialog.submit")}
      cancelLabel={t("rejectDialog.cancel")}
      pending={loading}
    >
      <Field invalid={problem !== null}>
        <FieldLabel>{t("rejectDialog.reason")}</FieldLabel>
        <FieldControl>
          <Textarea
            value={reason}
            data-autofocus
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
          />
        </FieldControl>
        <FieldDescription>{t("rejectDialog.reasonHint")}</FieldDescription>
        <FieldError>{problem}</FieldError>
      </Field>
    </FormDialog>
  );
}
