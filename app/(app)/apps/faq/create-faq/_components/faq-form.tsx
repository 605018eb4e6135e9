"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { CharacterCounter } from "@/components/common/character-counter";
import type { TargetWorkspace } from "@/components/common/selected-workspace";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { StoreTargetField } from "@/components/forms/store-target-field";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { CreateFaqMutation, FaqLocationsQuery } from "@/lib/questions/operations";
import {
  faqFormField,
  faqFormInput,
  QANDA_LIMITS,
  type FaqFormValues,
} from "@/lib/questions/rules";

/** The API's paths of an issue as the form's fields (its stores are held its own way). */
function formErrors(errors: FieldErrors): FieldErrors<FaqFormValues> {
  const { locationIds, workspaceId, ...rest } = errors;
  const stores = locationIds ?? workspaceId;
  return { ...rest, ...(stores ? { stores } : {}) } as FieldErrors<FaqFormValues>;
}

/** A new FAQ: the server's own rules on every field, then a job posts it to each store. */
export function FaqForm({ workspace }: { workspace: TargetWorkspace | null }) {
  const t = useTranslations("faq");
  const router = useRouter();
  const message = useApiErrorMessage(["faq.validation", "faq.errors"], {
    values: { max: QANDA_LIMITS.faqStores },
    fallback: "faq.errors.creating",
  });
  const [send, sending] = useGraphQLMutation(CreateFaqMutation);
  const rules = useZodRules(() => import("@/lib/questions/schema").then((m) => m.faqFormSchema));
  const resolver: Resolver<FaqFormValues> = async (values, context, options) => {
    const result = await rules.resolver(values, context, options as never);
    return Object.keys(result.errors).length
      ? { values: {}, errors: formErrors(result.errors) }
      : { values, errors: {} };
  };
  const form = useForm<FaqFormValues>({
    resolver,
    defaultValues: {
      question: "",
      answer: "",
      target: workspace ? "workspace" : "stores",
      stores: [],
      workspaceId: workspace?.id ?? null,
    },
  });
  const [question, answer] = useWatch({ control: form.control, name: ["question", "answer"] });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await send({ input: faqFormInput(values) });
      toast.success(t("create.created", { count: data.createFaq.count }));
      router.push("/apps/faq");
    } catch (error) {
      const issues = badInputIssues(error)?.map((issue) => ({
        ...issue,
        path: issue.path.replace(/^input\./, ""),
      }));
      const shown = issues && showServerIssues(form.setError, issues, faqFormField);
      if (!shown) toast.error(message(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <ControlledField
        control={form.control}
        name="question"
        label={t("create.question")}
        hint={t("create.questionHint", {
          min: QANDA_LIMITS.faqQuestion.min,
          max: QANDA_LIMITS.faqQuestion.max,
        })}
        message={(key) => message.key(key, { length: QANDA_LIMITS.faqQuestion })}
        render={(field) => <Input {...field} autoComplete="off" />}
        extra={() => (
          <CharacterCounter
            value={question ?? ""}
            max={QANDA_LIMITS.faqQuestion.max}
            className="text-sm"
          />
        )}
      />
      <ControlledField
        control={form.control}
        name="answer"
        label={t("create.answer")}
        hint={t("create.answerHint", { max: QANDA_LIMITS.faqAnswer.max })}
        message={(key) => message.key(key, { length: QANDA_LIMITS.faqAnswer })}
        render={(field) => (
          <Textarea {...field} rows={5} className="min-h-28 [overflow-wrap:anywhere]" />
        )}
        extra={() => (
          <CharacterCounter
            value={answer ?? ""}
            max={QANDA_LIMITS.faqAnswer.max}
            className="text-sm"
          />
        )}
      />
      <StoreTargetField
        control={form.control}
        workspace={workspace}
        legend={t("create.stores")}
        chosenLabel={t("create.chosenStores")}
        workspaceHint={t("create.workspaceHint")}
        message={(key) => message.key(key)}
        query={FaqLocationsQuery}
        storesOf={(data) => data.faqLocations}
      />
      <Button
        type="submit"
        className="self-start"
        disabled={sending.loading || form.formState.isSubmitting || !rules.schema}
      >
        {t("create.submit")}
      </Button>
    </form>
  );
}
