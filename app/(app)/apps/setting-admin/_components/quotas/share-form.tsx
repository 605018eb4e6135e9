"use client";

import { useTranslations } from "next-intl";
import { SetMapsBackgroundShareMutation } from "@/lib/admin/operations/quotas";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { BACKGROUND_SHARE_RANGE, type BackgroundShareError } from "@/lib/maps/background-share";
import { QuotaNumberForm } from "./quota-number-form";

const SHARE_ERRORS: readonly string[] = ["whole", "range", "unknownProject"] satisfies (
  BackgroundShareError | "unknownProject"
)[];
type ShareErrorKey = BackgroundShareError | "unknownProject";

/** A project's background share, in percent of its minute, saved on its own (audited). */
export function ShareForm({ project, percent }: { project: string; percent: number }) {
  const t = useTranslations("admin.quotas");
  return (
    <QuotaNumberForm
      label={t("shareOf", { project })}
      hint={t("shareHint", BACKGROUND_SHARE_RANGE)}
      value={percent}
      rules={() => import("./share-rules").then((m) => m.shareRules)}
      issueText={(key) =>
        t(
          `shareErrors.${SHARE_ERRORS.includes(key) ? (key as ShareErrorKey) : "range"}`,
          BACKGROUND_SHARE_RANGE,
        )
      }
      serverField="percent"
      errorNamespace="admin.quotas.shareErrors"
      save={async (value) => {
        const saved = (
          await requestGraphQL(SetMapsBackgroundShareMutation, { project, percent: value ?? 0 })
        ).setMapsBackgroundShare;
        return {
          value: saved.backgroundSharePercent,
          message: t("shareSaved", { project, percent: saved.backgroundSharePercent }),
        };
      }}
      testId="quota-share-form"
      className="w-20"
    />
  );
}
