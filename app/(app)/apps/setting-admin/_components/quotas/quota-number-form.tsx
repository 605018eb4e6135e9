"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

type Rules = z.ZodType<{ value: number | null }, { value: string }>;
type FormValues = { value: string };

export type QuotaNumberFormProps = {
  /** Names the form and its field ("Daily cap of alpha"). */
  label: string;
  hint: string;
  /** False: the hint is read by screen readers only (a narrow cell of a table). */
  showHint?: boolean;
  placeholder?: string;
  value: number | null;
  /** `() => import("./x-rules").then((m) => m.xRules)`: text to number, issues named by key. */
  rules: () => Promise<Rules>;
  /** The text of a rule's or the server's issue key for the field. */
  issueText: (key: string) => string;
  /** The server's name of the field, so its issues land on it. */
  serverField: string;
  /** The namespace of the refusals' texts (useApiErrorMessage). */
  errorNamespace: string;
  /** Saves the value; answers what was saved and the toast's text. Throws when refused. */
  save: (value: number | null) => Promise<{ value: number | null; message: string }>;
  testId: string;
  className?: string;
};

/**
 * One number of the quotas tab (a tenant's cap or weight, a project's background share), saved on
 * its own: a field and a save button, server issues on the field, a toast, then the page again.
 */
export function QuotaNumberForm(props: QuotaNumberFormProps) {
  const t = useTranslations("admin.quotas");
  const errorMessage = useApiErrorMessage(props.errorNamespace);
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const rules = useZodRules(props.rules);
  const text = (value: number | null) => (value === null ? "" : String(value));
  const form = useForm<FormValues, unknown, { value: number | null }>({
    resolver: rules.resolver as unknown as Resolver<FormValues, unknown, { value: number | null }>,
    defaultValues: { value: text(props.value) },
  });
  const [saving, startSaving] = useTransition();

  function send({ value }: { value: number | null }) {
    startSaving(async () => {
      try {
        const saved = await props.save(value);
        form.reset({ value: text(saved.value) });
        toast.success(saved.message);
        startRefresh(() => router.refresh());
      } catch (error) {
        const issues = badInputIssues(error);
        const onField = (path: string) => (path === props.serverField ? "value" : null);
        if (issues && showServerIssues(form.setError, issues, onField)) return;
        toast.error(errorMessage(error));
      }
    });
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(send)}
      className="flex items-start gap-2"
      aria-label={props.label}
      data-testid={props.testId}
    >
      <ControlledField
        control={form.control}
        name="value"
        label={<span className="sr-only">{props.label}</span>}
        hint={props.hint}
        hintClassName={props.showHint ? undefined : "sr-only"}
        className={props.className ?? "w-36"}
        message={(key) => (key ? props.issueText(key) : undefined)}
        render={(field) => (
          <Input
            {...field}
            inputMode="numeric"
            autoComplete="off"
            placeholder={props.placeholder}
          />
        )}
      />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={saving || refreshing || !form.formState.isDirty}
      >
        {t("save")}
      </Button>
    </form>
  );
}
