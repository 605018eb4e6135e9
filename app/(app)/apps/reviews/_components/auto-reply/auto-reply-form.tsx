"use client";

import { ShieldCheck } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useTransition } from "react";
import { Controller, FormProvider, useForm, useWatch, type Resolver } from "react-hook-form";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { useHydrated } from "@/components/common/use-hydrated";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@/components/ui/form-field";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { AUTO_REPLY_MESSAGE_VALUES } from "@/lib/reviews/rules";
import type { AutoReplySettingsInput } from "@/lib/reviews/schema";
import {
  formIssuePath,
  toFormValues,
  type AutoReplyFormValues,
  type AutoReplySettingsData,
  type TemplateOption,
} from "./auto-reply-form-values";
import { DelayField } from "./delay-field";
import { RuleFields } from "./rule-fields";
import { UpdateAutoReplySettingsMutation } from "@/lib/reviews/operations";

const FORM_FIELDS = new Set(["enabled", "delayMinutes", "rules"]);

// The form's rules (zod and the shared schema) load as the form mounts, not with the page; a check
// asked before they are here waits for them.
const loadRules = () => import("./auto-reply-form-schema");
const autoReplyResolver: Resolver<AutoReplyFormValues, unknown, AutoReplySettingsInput> = (
  values,
  context,
  options,
) => loadRules().then((rules) => rules.autoReplyResolver(values, context, options));

/** The tenant's switch, delay and rules, saved together (the API replaces every rule). */
export function AutoReplyForm({
  settings,
  templates,
}: {
  settings: AutoReplySettingsData;
  templates: TemplateOption[];
}) {
  const t = useTranslations("autoReplies");
  const message = useApiErrorMessage("autoReplies.validation", {
    values: AUTO_REPLY_MESSAGE_VALUES,
  });
  const errorMessage = useApiErrorMessage("autoReplies.errors");
  const hydrated = useHydrated();
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const form = useForm<AutoReplyFormValues, unknown, AutoReplySettingsInput>({
    resolver: autoReplyResolver,
    defaultValues: toFormValues(settings),
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  const [save, { loading }] = useGraphQLMutation(UpdateAutoReplySettingsMutation);
  const { isDirty } = form.formState;
  const enabled = useWatch({ control: form.control, name: "enabled" });
  // Switching on needs a template (spec §4); switching off stays possible in any case.
  const cannotEnable = templates.length === 0 && !enabled;

  useEffect(() => {
    void loadRules();
  }, []);

  // Issues such as a repeated rule or the delay belong to several fields: after a first send,
  // every change checks the whole form again so no stale message stays behind.
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: () => {
        if (form.formState.isSubmitted) void form.trigger();
      },
    });
  }, [form]);

  async function send(input: AutoReplySettingsInput) {
    const result = await save({ input }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    const saved = result.data?.updateAutoReplySettings;
    if (saved) {
      toast.success(t(saved.enabled ? "toasts.savedOn" : "toasts.savedOff"));
      form.reset(toFormValues(saved));
      startRefresh(() => router.refresh());
      return;
    }
    const issues = badInputIssues(result.error);
    const fieldOf = (path: string) =>
      FORM_FIELDS.has(path.split(".")[0]!) ? formIssuePath(path) : null;
    if (issues && showServerIssues(form.setError, issues, fieldOf)) return;
    toast.error(errorMessage(result.error));
  }

  return (
    <Card className="gap-5 py-5">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle as="h2">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={form.handleSubmit(send)}
            className="flex flex-col gap-6"
            data-testid="auto-reply-form"
          >
            <p className="bg-muted/60 text-muted-foreground flex gap-2 rounded-md p-3 text-sm">
              <ShieldCheck className="text-success mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{t("safety")}</span>
            </p>
            <Controller
              control={form.control}
              name="enabled"
              render={({ field, fieldState }) => (
                <Field
                  orientation="horizontal"
                  invalid={fieldState.invalid}
                  className="items-start gap-3"
                >
                  <FieldControl>
                    <Switch
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                      disabled={cannotEnable}
                      className="mt-0.5"
                    />
                  </FieldControl>
                  <div className="flex flex-col gap-1">
                    <FieldLabel>{t("enabled.label")}</FieldLabel>
                    <FieldDescription>
                      {t(field.value ? "enabled.on" : "enabled.off")}
                    </FieldDescription>
                    <FieldError>
                      {fieldState.error ? message.key(fieldState.error.message) : undefined}
                    </FieldError>
                  </div>
                </Field>
              )}
            />
            {cannotEnable ? (
              <p
                className="border-warning/50 bg-warning/10 rounded-md border p-3 text-sm"
                data-testid="auto-reply-needs-templates"
              >
                {t("enabled.needsTemplates")}{" "}
                <Link
                  href="/apps/reviews?tab=templates"
                  className="text-primary font-medium underline underline-offset-4"
                >
                  {t("enabled.goToTemplates")}
                </Link>
              </p>
            ) : null}
            <DelayField />
            <RuleFields templates={templates} />
            <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-end">
              {isDirty ? (
                <p className="text-muted-foreground text-sm sm:mr-auto">{t("unsaved")}</p>
              ) : null}
              <Button
                type="button"
                variant="outline"
                disabled={!isDirty || loading}
                onClick={() => form.reset()}
              >
                {t("discard")}
              </Button>
              <Button
                type="submit"
                disabled={loading || !hydrated}
                aria-busy={loading || undefined}
              >
                {loading ? t("saving") : t("save")}
              </Button>
            </div>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
