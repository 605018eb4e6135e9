"use client";
import { useTranslations } from "next-intl";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Field, FieldControl, FieldDescription, FieldLabel } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { buttonUrl, impliedAction, POST_ACTION_TYPES } from "@/lib/posts/options";
import type { PostFormValues } from "./post-form-values";
import { PostTextField } from "./post-text-field";

/** Radix's Select cannot hold "": "no button" is this value there, "" in the form. */
const NO_BUTTON = "NONE";

/**
 * Step 3: the button, its address and a UTM value; the address the button opens is shown as
 * sent (buttonUrl). A call post's button is a call, and a shop post's is "buy" unless chosen.
 */
export function ButtonStep() {
  const t = useTranslations("posts");
  const { control } = useFormContext<PostFormValues>();
  const [type, chosen, url, utmValue] = useWatch({
    control,
    name: ["type", "actionType", "url", "utmValue"],
  });
  const action = impliedAction(type, chosen || null);
  const calls = type === "CALL";
  const final = buttonUrl(url.trim(), utmValue.trim());
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Controller
        name="actionType"
        control={control}
        render={({ field }) => (
          <Field>
            <FieldLabel>{t("form.actionType")}</FieldLabel>
            <Select
              value={action ?? NO_BUTTON}
              disabled={calls}
              onValueChange={(value) => field.onChange(value === NO_BUTTON ? "" : value)}
            >
              <FieldControl>
                <SelectTrigger className="w-full sm:w-72" ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
              </FieldControl>
              <SelectContent>
                {type !== "SHOP" ? (
                  <SelectItem value={NO_BUTTON}>{t("form.noButton")}</SelectItem>
                ) : null}
                {POST_ACTION_TYPES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {t(`actions.${value}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {action === "CALL" ? (
              <FieldDescription className="text-xs">{t("form.callHint")}</FieldDescription>
            ) : null}
          </Field>
        )}
      />
      {action && action !== "CALL" ? (
        <>
          <PostTextField
            name="url"
            label={t("form.url")}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
          <PostTextField
            name="utmValue"
            label={t("form.utmValue")}
            hint={t("form.utmHint")}
            optional
          />
          {final ? (
            <div className="flex min-w-0 flex-col gap-1">
              <p className="text-sm font-medium">{t("form.finalUrl")}</p>
              <p
                data-testid="final-url"
                className="bg-muted rounded-md px-2 py-1.5 font-mono text-xs break-all"
              >
                {final}
              </p>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
