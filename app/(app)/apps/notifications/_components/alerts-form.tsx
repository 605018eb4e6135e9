"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { SectionCard } from "@/components/common/section-card";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast-store";
import { SendTestAlertMutation, UpdateAlertSettingsMutation } from "@/lib/alerts/operations";
import {
  ALERT_MODES,
  WEBHOOK_FORMATS,
  type AlertEventKind,
  type AlertMode,
  type WebhookFormat,
} from "@/lib/alerts/rules";
import { apiErrorDetails } from "@/lib/apollo/error-code";
import { useGraphQLMutation } from "@/lib/http/use-graphql";

export type AlertSettingsValue = {
  emailEnabled: boolean;
  webhookUrl: string;
  webhookFormat: WebhookFormat;
  events: { kind: AlertEventKind; mode: AlertMode }[];
};

const URL_REFUSALS = ["URL_INVALID", "HTTPS_REQUIRED", "ADDRESS_REFUSED"];

/** The user's channels and, per event, at once, in the digest or off; with a test send. */
export function AlertsForm({ initial }: { initial: AlertSettingsValue }) {
  const t = useTranslations("alerts");
  const errorMessage = useApiErrorMessage("alerts.errors");
  const router = useRouter();
  const [save, { loading: saving }] = useGraphQLMutation(UpdateAlertSettingsMutation);
  const [sendTest, { loading: testing }] = useGraphQLMutation(SendTestAlertMutation);
  const [value, setValue] = useState(initial);
  const [urlError, setUrlError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  const setMode = (kind: AlertEventKind, mode: AlertMode) =>
    setValue((v) => ({
      ...v,
      events: v.events.map((e) => (e.kind === kind ? { kind, mode } : e)),
    }));

  async function store(): Promise<boolean> {
    setProblem(null);
    setUrlError(undefined);
    try {
      await save({ input: { ...value, webhookUrl: value.webhookUrl.trim() || null } });
      return true;
    } catch (error) {
      const { reason } = apiErrorDetails(error);
      if (reason && URL_REFUSALS.includes(reason)) setUrlError(errorMessage(error));
      else setProblem(errorMessage(error));
      return false;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await store())) return;
    toast.success(t("saved"));
    router.refresh();
  }

  async function test() {
    if (!(await store())) return;
    try {
      const { sendTestAlert } = await sendTest({});
      if (sendTestAlert.ok) toast.success(t("testSent"));
      else
        setProblem(t("testFailed", { reason: errorMessage.key(sendTestAlert.error ?? "") ?? "" }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
    router.refresh();
  }

  const busy = saving || testing;
  return (
    <SectionCard title={t("title")} description={t("description")} busy={busy}>
      <form onSubmit={submit} className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-sm font-semibold">{t("channelsTitle")}</legend>
          <div className="flex items-center gap-2">
            <Checkbox
              id="alerts-email"
              checked={value.emailEnabled}
              onCheckedChange={(checked) =>
                setValue((v) => ({ ...v, emailEnabled: checked === true }))
              }
            />
            <Label htmlFor="alerts-email" className="font-normal">
              {t("emailLabel")}
            </Label>
          </div>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <FormField label={t("webhookUrl")} description={t("webhookHint")} error={urlError}>
              <Input
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://hooks.slack.com/services/…"
                value={value.webhookUrl}
                onChange={(e) => setValue((v) => ({ ...v, webhookUrl: e.target.value }))}
              />
            </FormField>
            <FormField label={t("webhookFormat")}>
              <NativeSelect
                className="w-full"
                value={value.webhookFormat}
                onChange={(e) =>
                  setValue((v) => ({ ...v, webhookFormat: e.target.value as WebhookFormat }))
                }
              >
                {WEBHOOK_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {t(`formats.${format}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold">{t("eventsTitle")}</legend>
          <p className="text-muted-foreground text-sm">{t("eventsDescription")}</p>
          <ul className="flex flex-col gap-3">
            {value.events.map(({ kind, mode }) => (
              <li
                key={kind}
                className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between"
              >
                <Label htmlFor={`alerts-event-${kind}`} className="font-normal">
                  {t(`events.${kind}`)}
                </Label>
                <NativeSelect
                  id={`alerts-event-${kind}`}
                  value={mode}
                  onChange={(e) => setMode(kind, e.target.value as AlertMode)}
                >
                  {ALERT_MODES.map((option) => (
                    <option key={option} value={option}>
                      {t(`modes.${option}`)}
                    </option>
                  ))}
                </NativeSelect>
              </li>
            ))}
          </ul>
        </fieldset>
        {problem ? (
          <p role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {t("save")}
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={test}>
            {t("sendTest")}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
