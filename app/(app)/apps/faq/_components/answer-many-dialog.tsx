"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import type { BulkSelection } from "@/components/data-table/types";
import { badInputIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { toast } from "@/components/ui/toast";
import type { QuestionFilter } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { AnswerQuestionsMutation } from "@/lib/questions/operations";
import { QANDA_LIMITS } from "@/lib/questions/rules";
import { AnswerTextField, type AnswerValues } from "./answer-text-field";

/** The answer-alike form, loaded when the selection bar's button first opens it. */
export function AnswerManyDialog({
  selection,
  filter,
  onClose,
  onDone,
}: {
  selection: BulkSelection;
  filter: QuestionFilter;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useTranslations("faq");
  const router = useRouter();
  const message = useApiErrorMessage(["faq.validation", "faq.errors"], {
    values: { max: QANDA_LIMITS.answerMany },
    fallback: "faq.errors.updating",
  });
  const [send, sending] = useGraphQLMutation(AnswerQuestionsMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rules = useZodRules(() => import("@/lib/questions/schema").then((m) => m.answerFormSchema));
  const form = useForm<AnswerValues>({
    resolver: rules.resolver as unknown as Resolver<AnswerValues>,
    defaultValues: { text: "" },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const variables =
      selection.mode === "ids"
        ? { questionIds: selection.ids, text: values.text }
        : { filter, excludedIds: selection.excludedIds, text: values.text };
    try {
      const data = await send(variables);
      toast.success(t("bulk.sent", { count: data.answerQuestions.count }));
      router.refresh();
      onDone();
    } catch (error) {
      const issue = badInputIssues(error)?.find((i) => i.path === "text");
      if (issue) form.setError("text", { message: issue.message });
      else setRefusal(message(error));
    }
  });

  return (
    <FormDialog
      onClose={onClose}
      title={t("bulk.title", { count: selection.count })}
      description={t("bulk.description")}
      onSubmit={onSubmit}
      submitLabel={t("bulk.submit")}
      pending={sending.loading}
      submitDisabled={!rules.schema}
      notice={
        refusal ? (
          <p role="alert" className="text-destructive text-sm">
            {refusal}
          </p>
        ) : null
      }
      contentProps={{ className: "max-h-[90dvh] overflow-y-auto sm:max-w-lg" }}
    >
      <AnswerTextField control={form.control} message={message} autoFocus />
    </FormDialog>
  );
}
