"use client";
import { useTranslations } from "next-intl";
import { useController, useFormContext } from "react-hook-form";
import type { TargetWorkspace } from "@/components/common/selected-workspace";
import { DateInput } from "@/components/common/date-input";
import { ControlledField } from "@/components/forms/controlled-field";
import { StoreTargetField } from "@/components/forms/store-target-field";
import { ChoiceCard } from "@/components/ui/choice-card";
import { Input } from "@/components/ui/input";
import { AdsLocationsQuery } from "@/lib/ads/operations";
import { ADS_LIMITS } from "@/lib/ads/rules";
import type { CampaignFormValues } from "./campaign-form-values";
import { useAdsMessage } from "./use-ads-message";

type TextName = "name" | "radiusKm" | "dailyBudget" | "finalUrl";

/**
 * What every campaign has: its name, stores (the selected workspace's or some of them), one
 * campaign per store or one for all, the radius around each store, the daily budget in the
 * account's currency, its days and the page its ads lead to.
 */
export function CampaignCommonFields({
  workspace,
  currencyCode,
}: {
  workspace: TargetWorkspace | null;
  currencyCode: string | null;
}) {
  const t = useTranslations("ads.form");
  const message = useAdsMessage();
  const { control } = useFormContext<CampaignFormValues>();
  const perStore = useController({ control, name: "perStore" });

  const text = (name: TextName, props: React.ComponentProps<typeof Input> = {}, hint?: string) => (
    <ControlledField
      control={control}
      name={name}
      label={t(name)}
      hint={hint}
      hintClassName="text-xs"
      message={(key) => message.key(key)}
      render={(field) => <Input {...field} autoComplete="off" {...props} />}
    />
  );
  const day = (name: "startDate" | "endDate", hint?: string) => (
    <ControlledField
      control={control}
      name={name}
      label={t(name)}
      hint={hint}
      hintClassName="text-xs"
      message={(key) => message.key(key)}
      render={(field) => <DateInput {...field} />}
    />
  );

  return (
    <div className="flex flex-col gap-5">
      {text("name")}
      <StoreTargetField
        control={control}
        workspace={workspace}
        legend={t("stores")}
        chosenLabel={t("chosenStores")}
        workspaceHint={t("workspaceHint")}
        message={(key) => message.key(key)}
        query={AdsLocationsQuery}
        storesOf={(data) => data.adsLocations}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{t("perStore")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <ChoiceCard
            name="perStore"
            checked={!perStore.field.value}
            onSelect={() => perStore.field.onChange(false)}
          >
            <span>{t("oneForAll")}</span>
            <span className="text-muted-foreground text-xs">{t("oneForAllHint")}</span>
          </ChoiceCard>
          <ChoiceCard
            name="perStore"
            checked={perStore.field.value}
            onSelect={() => perStore.field.onChange(true)}
          >
            <span>{t("onePerStore")}</span>
            <span className="text-muted-foreground text-xs">{t("onePerStoreHint")}</span>
          </ChoiceCard>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {text(
          "radiusKm",
          { type: "number", inputMode: "decimal", step: 1 },
          t("radiusHint", ADS_LIMITS.radiusKm),
        )}
        {text(
          "dailyBudget",
          { type: "number", inputMode: "decimal", step: 0.01 },
          currencyCode ? t("budgetHint", { currency: currencyCode }) : t("budgetHintNoAccount"),
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {day("startDate", t("startHint"))}
        {day("endDate", t("endHint"))}
      </div>
      {text(
        "finalUrl",
        { type: "url", inputMode: "url", placeholder: "https://" },
        t("finalUrlHint"),
      )}
    </div>
  );
}
