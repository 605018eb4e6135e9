"use client";

import { useTranslations } from "next-intl";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { SaveTenantTopicMutation } from "@/lib/review-topics/operations";
import { TOPIC_LIMITS } from "@/lib/review-topics/rules";
import type { TenantTopicFormValues } from "@/lib/review-topics/schema";

export type TenantTopicRow = {
  id: string;
  key: string;
  nameEs: string;
  nameEn: string;
  keywordsEs: string[];
  keywordsEn: string[];
};

const FIELDS = new Set(["nameEs", "nameEn", "keywordsEs", "keywordsEn"]);

/** Adds or edits one of the tenant's topics; mounted only while open, so each opening starts fresh. */
export function TopicEditorDialog({
  topic,
  onClose,
  onSaved,
}: {
  /** Null for a new topic. */
  topic: TenantTopicRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("reviewTopics.own");
  const message = useApiErrorMessage("reviewTopics.validation", {
    values: { max: TOPIC_LIMITS.keywordsPerLanguage, topics: TOPIC_LIMITS.topicsPerTenant },
  });
  const rules = useZodRules(() =>
    import("@/lib/review-topics/schema").then((m) => m.tenantTopicFormSchema),
  );
  const form = useForm<TenantTopicFormValues>({
    resolver: rules.resolver as unknown as Resolver<TenantTopicFormValues>,
    defaultValues: {
      nameEs: topic?.nameEs ?? "",
      nameEn: topic?.nameEn ?? "",
      keywordsEs: topic?.keywordsEs.join(", ") ?? "",
      keywordsEn: topic?.keywordsEn.join(", ") ?? "",
    },
    mode: "onSubmit",
  });
  const [save, { loading }] = useGraphQLMutation(SaveTenantTopicMutation);

  async function send(values: TenantTopicFormValues) {
    // The resolver's output: the keywords already split into lists.
    const input = values as unknown as {
      nameEs: string;
      nameEn: string;
      keywordsEs: string[];
      keywordsEn: string[];
    };
    const result = await save({ input: { ...input, id: topic?.id ?? null } }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.saveTenantTopic) {
      toast.success(t("saved"));
      return onSaved();
    }
    const issues = badInputIssues(result.error);
    const fieldOf = (path: string) => {
      const field = path.replace(/^input\./, "").split(".")[0]!;
      return FIELDS.has(field) ? field : null;
    };
    if (issues && showServerIssues(form.setError, issues, fieldOf)) return;
    toast.error(message(result.error));
  }

  const text = (name: keyof TenantTopicFormValues, label: string, hint?: string) => (
    <ControlledField
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      message={(key) =>
        message.key(key, {
          length: name.startsWith("name") ? TOPIC_LIMITS.name : TOPIC_LIMITS.keyword,
        })
      }
      render={(field) =>
        name.startsWith("name") ? (
          <Input {...field} autoComplete="off" />
        ) : (
          <Textarea {...field} rows={2} />
        )
      }
    />
  );

  return (
    <FormProvider {...form}>
      <FormDialog
        onClose={onClose}
        title={t(topic ? "editTitle" : "createTitle")}
        description={t("dialogDescription")}
        onSubmit={form.handleSubmit(send)}
        formClassName="flex min-w-0 flex-col gap-5"
        submitLabel={loading ? t("saving") : t("save")}
        cancelLabel={t("cancel")}
        pending={loading}
        contentProps={{ className: "sm:max-w-xl", "data-testid": "topic-editor" }}
      >
        {text("nameEs", t("nameEs"))}
        {text("nameEn", t("nameEn"))}
        {text("keywordsEs", t("keywordsEs"), t("keywordsHint"))}
        {text("keywordsEn", t("keywordsEn"), t("keywordsHint"))}
      </FormDialog>
    </FormProvider>
  );
}
