"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { SectionCard } from "@/components/common/section-card";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import type { NotificationType } from "@/lib/notifications/types";
import { SetNotificationPreferencesMutation } from "@/lib/push/operations";

/** Which notification types reach the user's phones and browsers. */
export function PushTypesForm({
  availableTypes,
  enabledTypes,
}: {
  availableTypes: readonly NotificationType[];
  enabledTypes: readonly NotificationType[];
}) {
  const t = useTranslations("push");
  const errorMessage = useApiErrorMessage("push.errors");
  const [save, { loading }] = useGraphQLMutation(SetNotificationPreferencesMutation);
  const [enabled, setEnabled] = useState(() => new Set(enabledTypes));
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (type: NotificationType, on: boolean) =>
    setEnabled((current) => {
      const next = new Set(current);
      if (on) next.add(type);
      else next.delete(type);
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const { setNotificationPreferences } = await save({
        input: { enabledTypes: availableTypes.filter((type) => enabled.has(type)) },
      });
      setEnabled(new Set(setNotificationPreferences.enabledTypes));
      toast.success(t("saved"));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <SectionCard title={t("typesTitle")} description={t("typesDescription")} busy={loading}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t("typesTitle")}</legend>
          <div className="flex gap-3 pb-1 text-sm">
            <Button
              type="button"
              variant="link"
              className="h-auto px-0"
              onClick={() => setEnabled(new Set(availableTypes))}
            >
              {t("all")}
            </Button>
            <Button
              type="button"
              variant="link"
              className="h-auto px-0"
              onClick={() => setEnabled(new Set())}
            >
              {t("none")}
            </Button>
          </div>
          <ul className="grid gap-2 sm:grid-cols-2">
            {availableTypes.map((type) => (
              <li key={type} className="flex items-start gap-2">
                <Checkbox
                  id={`push-type-${type}`}
                  checked={enabled.has(type)}
                  onCheckedChange={(value) => toggle(type, value === true)}
                  className="mt-0.5"
                />
                <Label htmlFor={`push-type-${type}`} className="leading-snug font-normal">
                  {t(`types.${type}`)}
                </Label>
              </li>
            ))}
          </ul>
        </fieldset>
        {problem ? (
          <p role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={loading}>
            {t("save")}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
