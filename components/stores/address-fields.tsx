"use client";

import { useMemo } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ONBOARDING_COUNTRIES, REGION_CODES } from "@/lib/constants";
import { MAPS_LOCATION_LIMITS as MAPS } from "@/lib/maps/limits";
import { SelectField } from "@/components/forms/select-field";
import { ListError, TextField } from "@/components/forms/text-field";

const LINES = "storefrontAddress.addressLines";
const COUNTRIES = [...new Set([...ONBOARDING_COUNTRIES, ...REGION_CODES.es, ...REGION_CODES.en])];

/** Postal address (`storefrontAddress.*`) and map pin (`latlng.*`) of a store, as in the API. */
export function AddressFields() {
  const t = useTranslations("stores.edit.address");
  const locale = useLocale();
  const { control, setValue, clearErrors } = useFormContext();
  const lines: string[] = useWatch({ control, name: LINES }) ?? [];
  const region: string = useWatch({ control, name: "storefrontAddress.regionCode" }) ?? "";
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return [...new Set([...COUNTRIES, ...(region ? [region] : [])])]
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale, region]);
  const replace = (next: string[]) => {
    clearErrors(LINES);
    setValue(LINES, next, { shouldDirty: true });
  };
  const line = { max: MAPS.addressLine };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="flex flex-col gap-3 sm:col-span-2">
        <legend className="sr-only">{t("lines")}</legend>
        {lines.map((_, i) => (
          <div key={i} className="flex items-start gap-2">
            <TextField
              name={`${LINES}.${i}`}
              label={t("line", { n: i + 1 })}
              autoComplete={`address-line${Math.min(i + 1, 3)}`}
              length={line}
              className="min-w-0 flex-1"
            />
            {lines.length > 1 ? (
              <Button
                variant="ghost"
                size="icon"
                className="mt-6"
                aria-label={t("removeLine", { n: i + 1 })}
                onClick={() => replace(lines.filter((__, j) => j !== i))}
              >
                <Trash2 aria-hidden />
              </Button>
            ) : null}
          </div>
        ))}
        <ListError name={LINES} max={MAPS.addressLines} />
        {lines.length < MAPS.addressLines ? (
          <Button variant="outline" className="self-start" onClick={() => replace([...lines, ""])}>
            <Plus aria-hidden />
            {t("addLine")}
          </Button>
        ) : null}
      </fieldset>
      <TextField
        name="storefrontAddress.locality"
        label={t("locality")}
        autoComplete="address-level2"
        length={{ min: 1, ...line }}
      />
      <TextField
        name="storefrontAddress.administrativeArea"
        label={t("administrativeArea")}
        autoComplete="address-level1"
        length={line}
      />
      <TextField
        name="storefrontAddress.postalCode"
        label={t("postalCode")}
        autoComplete="postal-code"
        length={line}
      />
      <SelectField name="storefrontAddress.regionCode" label={t("country")} options={countries} />
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">{t("pin")}</legend>
        <p className="text-muted-foreground -mt-2 text-sm sm:col-span-2">{t("pinHint")}</p>
        <TextField name="latlng.latitude" label={t("latitude")} inputMode="decimal" />
        <TextField name="latlng.longitude" label={t("longitude")} inputMode="decimal" />
      </fieldset>
    </div>
  );
}
