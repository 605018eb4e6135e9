"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm, type Resolver } from "react-hook-form";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { badInputIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { AnswerQuestionMutation } from "@/lib/questions/operations";
import { AnswerTextField, type AnswerValues } from "../../_components/answer-text-field";

/** The business's answer to one question: checked as the server checks it, then sent by a job. */
export function AnswerForm({ questionId, current }: { questionId: string; current: string }) {
  const t = useTranslations("faq.form");
  const router = useRouter();
  const message = useApiErrorMessage(["faq.validation", "faq.errors"], {
    fallback: "faq.errors.updating",
  });
  const [send, sending] = useGraphQLMutation(AnswerQuestionMutation);
  const rules = useZodRules(() => import("@/lib/questions/schema").then((m) => m.answerFormSchema));
  const form = useForm<AnswerValues>({
    resolver: rules.resolver as unknown as Resolver<AnswerValues>,
    defaultValues: { text: current },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send({ questionId, text: values.text });
      toast.success(t("sent"));
      router.push("/apps/faq");
    } catch (error) {
      const issue = badInputIssues(error)?.find((i) => i.path === "text");
      if (issue) form.setError("text", { message: issue.message });
      else toast.error(message(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <AnswerTextField control={form.control} message={message} />
      <Button
        type="submit"
        className="self-start"
        disabled={sending.loading || form.formState.isSubmitting || !rules.schema}
      >
        {t("submit")}
      </Button>
    </form>
  );
}
