"use client";

import { useTranslations } from "next-intl";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import type { scheduledJobInputSchema } from "@/lib/admin/schema";
import type { AdminScheduledJobFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { useCronHint } from "./use-cron-hint";
import { UpdateScheduledJobMutation } from "@/lib/admin/operations/scheduled-jobs";

type FormInput = z.input<typeof scheduledJobInputSchema>;
type FormOutput = z.output<typeof scheduledJobInputSchema>;
const FIELDS = ["scheduleExpression", "lambdaName", "arn"] as const;

/** Edits a job's schedule expression and its descriptive lambda name and arn. */
export function EditJobDialog({
  job,
  label,
  onClose,
  onSaved,
}: {
  job: AdminScheduledJobFragment;
  label: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("admin.scheduledJobs");
  const tv = useTranslations("admin.scheduledJobs.validation");
  const errorMessage = useApiErrorMessage("admin.scheduledJobs.errors");
  const hint = useCronHint();
  // The server's schema, loaded after the page (zod stays out of its first load).
  const rules = useZodRules(() =>
    import("@/lib/admin/schema").then((m) => m.scheduledJobInputSchema),
  );
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: rules.resolver as unknown as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: {
      scheduleExpression: job.scheduleExpression,
      lambdaName: job.lambdaName ?? "",
      arn: job.arn ?? "",
    },
  });
  const expression = useWatch({ control: form.control, name: "scheduleExpression" }) ?? "";
  const [save, { loading }] = useGraphQLMutation(UpdateScheduledJobMutation);
  const message = (key: string | undefined) =>
    key ? (tv.has(key) ? tv(key) : tv("invalid")) : undefined;

  async function send(input: FormOutput) {
    const result = await save({
      id: job.id,
      input: {
        scheduleExpression: input.scheduleExpression,
        lambdaName: input.lambdaName || null,
        arn: input.arn || null,
      },
    }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.updateScheduledJob) {
      toast.success(t("toasts.updated", { name: label }));
      return onSaved();
    }
    const issues = badInputIssues(result.error);
    const fieldOf = (path: string) => ((FIELDS as readonly string[]).includes(path) ? path : null);
    if (issues && showServerIssues(form.setError, issues, fieldOf)) return;
    toast.error(errorMessage(result.error));
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t("editor.title", { name: label })}
      description={t("editor.description")}
      onSubmit={form.handleSubmit(send)}
      formClassName="flex min-w-0 flex-col gap-5"
      submitLabel={loading ? t("editor.saving") : t("editor.save")}
      cancelLabel={t("editor.cancel")}
      pending={loading}
      contentProps={{ "data-testid": "edit-job-dialog" }}
    >
      {FIELDS.map((name) => (
        <ControlledField
          key={name}
          control={form.control}
          name={name}
          label={t(`editor.${name}`)}
          hint={
            name === "scheduleExpression"
              ? t("editor.cronHint", { hint: hint(expression) })
              : undefined
          }
          hintClassName="text-xs"
          message={message}
          render={(field) => (
            <Input
              {...field}
              value={field.value ?? ""}
              autoComplete="off"
              className={name === "lambdaName" ? undefined : "font-mono"}
            />
          )}
        />
      ))}
    </FormDialog>
  );
}
