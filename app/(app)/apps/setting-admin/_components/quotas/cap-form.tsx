"use client";

import { useTranslations } from "next-intl";
import { SetTenantMapsDailyCapMutation } from "@/lib/admin/operations/quotas";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { dailyCapRange, type DailyCapError } from "@/lib/maps/daily-cap";
import { QuotaNumberForm } from "./quota-number-form";

const CAP_ERRORS: readonly string[] = ["whole", "range"] satisfies DailyCapError[];

/** A tenant's daily cap of maps updates, saved on its own; empty removes it (audited). */
export function CapForm({
  tenantId,
  name,
  cap,
  projectUpdatesPerDay,
}: {
  tenantId: string;
  name: string;
  cap: number | null;
  /** The updates a day of the tenant's maps project: no cap may be above it. */
  projectUpdatesPerDay: number;
}) {
  const t = useTranslations("admin.quotas");
  const { number } = useFormatNumber();
  // The range as the language writes numbers: "1 to 10,000", "1 a 10.000".
  const { min, max } = dailyCapRange(projectUpdatesPerDay);
  const range = { min: number(min), max: number(max) };
  return (
    <QuotaNumberForm
      label={t("capOf", { name })}
      hint={t("capHint", range)}
      placeholder={t("noCap")}
      value={cap}
      rules={() => import("./cap-rules").then((m) => m.capRules(projectUpdatesPerDay))}
      issueText={(key) =>
        t(`capErrors.${CAP_ERRORS.includes(key) ? (key as DailyCapError) : "range"}`, range)
      }
      serverField="cap"
      errorNamespace="admin.quotas.capErrors"
      save={async (value) => {
        const saved = (
          await requestGraphQL(SetTenantMapsDailyCapMutation, { tenantId, cap: value })
        ).setTenantMapsDailyCap;
        const message = t(saved.dailyCap == null ? "capCleared" : "capSaved", { name: saved.name });
        return { value: saved.dailyCap ?? null, message };
      }}
      testId="quota-cap-form"
    />
  );
}
