"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { GraphQLRequestError, requestGraphQL } from "@/lib/http/request-graphql";
import { SaveConnectorMutation } from "@/lib/marketing/operations";
import type { BigQueryInput } from "@/lib/marketing/schema";

const FIELDS = ["projectId", "datasetId", "credentials"] as const;
type Field = (typeof FIELDS)[number];

/** BigQuery's project, dataset and service-account key, checked by the server's schema too. */
export function BigQueryForm({
  saved,
}: {
  saved: { projectId: string; datasetId: string; clientEmail: string | null };
}) {
  const t = useTranslations("marketing");
  const router = useRouter();
  // The server's schema, loaded after the page (zod stays out of its first load).
  const rules = useZodRules(
    () => import("@/lib/marketing/schema").then((m) => m.bigQueryInputSchema),
    { raw: true },
  );
  const form = useForm<BigQueryInput>({
    // A blank key keeps the saved one: only a pasted key is parsed. The key is checked here but
    // sent as the text pasted (raw): the API takes the key file's JSON as a string.
    resolver: rules.resolver as never,
    defaultValues: {
      projectId: saved.projectId,
      datasetId: saved.datasetId,
      credentials: undefined,
    },
    mode: "onBlur",
  });
  const errorOf = (field: Field) => {
    const key = form.formState.errors[field]?.message;
    return key
      ? t.has(`validation.${key}`)
        ? t(`validation.${key as "INVALID_LENGTH"}`)
        : key
      : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestGraphQL(SaveConnectorMutation, {
        input: {
          type: "BIGQUERY",
          bigQuery: {
            projectId: values.projectId,
            datasetId: values.datasetId,
            credentials: values.credentials || null,
          },
        },
      });
      toast.success(t("connectors.saved"));
      form.resetField("credentials");
      router.refresh();
    } catch (error) {
      const issues = error instanceof GraphQLRequestError ? error.issues : [];
      for (const issue of issues) {
        const field = issue.path.replace(/^bigQuery\./, "");
        if ((FIELDS as readonly string[]).includes(field))
          form.setError(field as Field, { message: issue.message }, { shouldFocus: true });
      }
      if (issues.length === 0) toast.error(t("connectors.saveError"));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("connectors.projectId")} error={errorOf("projectId")}>
          <Input autoComplete="off" {...form.register("projectId")} />
        </FormField>
        <FormField label={t("connectors.datasetId")} error={errorOf("datasetId")}>
          <Input autoComplete="off" {...form.register("datasetId")} />
        </FormField>
      </div>
      <FormField
        label={t("connectors.credentials")}
        error={errorOf("credentials")}
        description={
          saved.clientEmail
            ? t("connectors.credentialsHint", { email: saved.clientEmail })
            : undefined
        }
      >
        <Textarea
          rows={5}
          spellCheck={false}
          className="font-mono text-xs"
          {...form.register("credentials", {
            setValueAs: (value: string) => value?.trim() || undefined,
          })}
        />
      </FormField>
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {t("connectors.save")}
      </Button>
    </form>
  );
}
