"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { STORE_LIMITS } from "@/lib/constants";
import type { CountryCode } from "libphonenumber-js";
import { loadPhoneRules } from "./form-values";
import { ListError, TextField } from "@/components/forms/text-field";

const NAME = "phoneNumbers.additionalPhones";

/**
 * Loads the phones' country check as the form mounts: true once it is here (or failed to load, as
 * the server checks phones too). A form with phones is not sent before.
 */
export function usePhoneRules() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => live && setReady(true);
    loadPhoneRules().then(done, done);
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** A mobile number of the country as an example, once the phone library has loaded. */
function useExampleNumber(region: string) {
  const [example, setExample] = useState<string>();
  useEffect(() => {
    let live = true;
    void Promise.all([
      import("libphonenumber-js"),
      import("libphonenumber-js/mobile/examples"),
    ]).then(([{ getExampleNumber }, { default: examples }]) => {
      if (live) setExample(getExampleNumber(region as CountryCode, examples)?.formatNational());
    });
    return () => {
      live = false;
    };
  }, [region]);
  return example;
}

/**
 * The primary phone and up to STORE_LIMITS.additionalPhones more, each a valid number of the
 * store's country (form fields `phoneNumbers.*`, as in the API).
 */
export function PhoneFields({ region }: { region: string }) {
  const t = useTranslations("stores.edit.phone");
  const { control, setValue, clearErrors } = useFormContext();
  const additional: string[] = useWatch({ control, name: NAME }) ?? [];
  const example = useExampleNumber(region);
  const hint = example ? t("example", { example }) : undefined;
  const replace = (next: string[]) => {
    clearErrors(NAME);
    setValue(NAME, next, { shouldDirty: true });
  };

  return (
    <div className="flex flex-col gap-4">
      <TextField
        name="phoneNumbers.primaryPhone"
        label={t("primary")}
        type="tel"
        autoComplete="tel"
        description={hint}
      />
      {additional.map((_, i) => (
        <div key={i} className="flex items-start gap-2">
          <TextField
            name={`${NAME}.${i}`}
            label={t("additional", { n: i + 1 })}
            type="tel"
            className="min-w-0 flex-1"
          />
          <Button
            variant="ghost"
            size="icon"
            className="mt-6"
            aria-label={t("remove", { n: i + 1 })}
            onClick={() => replace(additional.filter((__, j) => j !== i))}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      <ListError name={NAME} />
      {additional.length < STORE_LIMITS.additionalPhones ? (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => replace([...additional, ""])}
        >
          <Plus aria-hidden />
          {t("add")}
        </Button>
      ) : (
        <p className="text-muted-foreground text-sm">
          {t("limit", { max: STORE_LIMITS.additionalPhones })}
        </p>
      )}
    </div>
  );
}
