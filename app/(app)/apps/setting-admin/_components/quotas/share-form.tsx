"use client";

import { useTranslations } from "next-intl";
import { SetMapsBackgroundShareMutation } from "@/lib/admin/operations/quotas";
import { requestGraphQL } from "@/lib/http/request-graphql";
import {
  BACKGROUND_SHARE_RANGE,
  DEFAULT_BACKGROUND_SHARE_PERCENT,
  type BackgroundShareError,
} from "@/lib/maps/background-share";
import { QuotaNumberForm } from "./quota-number-form";

const SHARE_ERRORS: readonly string[] = ["whole", "range", "unknownProject"] satisfies (
  BackgroundShareError | "unknownProject"
)[];
type ShareErrorKey = BackgroundShareError | "unknownProject";

/**
 * A project's background share, in percent of its minute, saved on its own (audited): empty while
 * the default applies, and emptied to go back to it.
 */
export function ShareForm({ project, percent }: { project: string; percent: number | null }) {
  const t = useTranslations("admin.quotas");
  const range = { ...BACKGROUND_SHARE_RANGE, default: DEFAULT_BACKGROUND_SHARE_PERCENT };
  return (
    <QuotaNumberForm
      label={t("shareOf", { project })}
      hint={t("shareHint", range)}
      placeholder={String(DEFAULT_BACKGROUND_SHARE_PERCENT)}
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
          await requestGraphQL(SetMapsBackgroundShareMutation, { project, percent: value })
        ).setMapsBackgroundShare;
        const shown = { project, percent: saved.backgroundSharePercent };
        return saved.backgroundShareSet
          ? { value: saved.backgroundSharePercent, message: t("shareSaved", shown) }
          : { value: null, message: t("shareReset", shown) };
      }}
      testId="quota-share-form"
      className="w-20"
    />
  );
}
