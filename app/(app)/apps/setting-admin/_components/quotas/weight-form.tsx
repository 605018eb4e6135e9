"use client";

import { useTranslations } from "next-intl";
import { SetTenantMapsWeightMutation } from "@/lib/admin/operations/quotas";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { MAPS_WEIGHT_RANGE, type MapsWeightError } from "@/lib/maps/weight";
import { QuotaNumberForm } from "./quota-number-form";

const WEIGHT_ERRORS: readonly string[] = ["whole", "range"] satisfies MapsWeightError[];

/** A tenant's weight in the fair share of its project's quotas, saved on its own (audited). */
export function WeightForm({
  tenantId,
  name,
  weight,
}: {
  tenantId: string;
  name: string;
  weight: number;
}) {
  const t = useTranslations("admin.quotas");
  return (
    <QuotaNumberForm
      label={t("weightOf", { name })}
      hint={t("weightHint", MAPS_WEIGHT_RANGE)}
      value={weight}
      rules={() => import("./weight-rules").then((m) => m.weightRules)}
      issueText={(key) =>
        t(
          `weightErrors.${WEIGHT_ERRORS.includes(key) ? (key as MapsWeightError) : "range"}`,
          MAPS_WEIGHT_RANGE,
        )
      }
      serverField="weight"
      errorNamespace="admin.quotas.weightErrors"
      save={async (value) => {
        const saved = (
          await requestGraphQL(SetTenantMapsWeightMutation, { tenantId, weight: value ?? 0 })
        ).setTenantMapsWeight;
        return {
          value: saved.weight,
          message: t("weightSaved", { name: saved.name, weight: saved.weight }),
        };
      }}
      testId="quota-weight-form"
      className="w-20"
    />
  );
}
