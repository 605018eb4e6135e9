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
import { SetTenantMapsDailyCapMutation } from "@/lib/admin/operations/quotas";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { DAILY_CAP_RANGE, type DailyCapError } from "@/lib/maps/daily-cap";
import type { capRules } from "./cap-rules";

type FormValues = z.input<typeof capRules>;
type FormOutput = z.output<typeof capRules>;

const CAP_ERRORS: readonly string[] = ["whole", "range"] satisfies DailyCapError[];

/** A tenant's daily cap of maps updates, saved on its own; empty removes it (audited). */
export function CapForm({
  tenantId,
  name,
  cap,
}: {
  tenantId: string;
  name: string;
  cap: number | null;
}) {
  const t = useTranslations("admin.quotas");
  const { number } = useFormatNumber();
  // The range as the language writes numbers: "1 to 10,000", "1 a 10.000".
  const range = { min: number(DAILY_CAP_RANGE.min), max: number(DAILY_CAP_RANGE.max) };
  const errorMessage = useApiErrorMessage("admin.quotas.capErrors");
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [save, saving] = useGraphQLMutation(SetTenantMapsDailyCapMutation);
  const rules = useZodRules(() => import("./cap-rules").then((m) => m.capRules));
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: rules.resolver as unknown as Resolver<FormValues, unknown, FormOutput>,
    defaultValues: { cap: cap === null ? "" : String(cap) },
  });

  async function send({ cap: next }: FormOutput) {
    const result = await save({ tenantId, cap: next }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    const saved = result.data?.setTenantMapsDailyCap;
    if (!saved) {
      const issues = badInputIssues(result.error);
      if (
        issues &&
        showServerIssues(form.setError, issues, (path) => (path === "cap" ? "cap" : null))
      )
        return;
      toast.error(errorMessage(result.error));
      return;
    }
    form.reset({ cap: saved.dailyCap == null ? "" : String(saved.dailyCap) });
    toast.success(t(saved.dailyCap == null ? "capCleared" : "capSaved", { name: saved.name }));
    startRefresh(() => router.refresh());
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(send)}
      className="flex items-start gap-2"
      aria-label={t("capOf", { name })}
      data-testid="quota-cap-form"
    >
      <ControlledField
        control={form.control}
        name="cap"
        label={<span className="sr-only">{t("capOf", { name })}</span>}
        hint={t("capHint", range)}
        hintClassName="sr-only"
        className="w-36"
        message={(key) =>
          key
            ? t(`capErrors.${CAP_ERRORS.includes(key) ? (key as DailyCapError) : "range"}`, range)
            : undefined
        }
        render={(field) => (
          <Input {...field} inputMode="numeric" autoComplete="off" placeholder={t("noCap")} />
        )}
      />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={saving.loading || refreshing || !form.formState.isDirty}
      >
        {t("saveCap")}
      </Button>
    </form>
  );
}
