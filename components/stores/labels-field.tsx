"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { get, useFormContext, useFormState, useWatch } from "react-hook-form";
import { Plus, X } from "lucide-react";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { STORE_MESSAGE_OPTIONS } from "@/components/forms/field-messages";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MAPS_LOCATION_LIMITS as MAPS } from "@/lib/maps/limits";
import { ListError } from "@/components/forms/text-field";

type ErrorLike = { message?: string } | undefined;

/** The store's labels (tags, form field `labels`): typed one at a time, removed one at a time. */
export function LabelsField() {
  const t = useTranslations("stores.edit.labels");
  const message = useApiErrorMessage("stores.validation", STORE_MESSAGE_OPTIONS);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorsId = `${inputId}-errors`;
  const { control, setValue } = useFormContext();
  const labels: string[] = useWatch({ control, name: "labels" }) ?? [];
  const { errors } = useFormState({ control, name: "labels" });
  const [draft, setDraft] = useState("");
  const change = (next: string[]) =>
    setValue("labels", next, { shouldDirty: true, shouldValidate: true });
  const add = () => {
    if (!draft.trim()) return;
    change([...labels, draft.trim()]);
    setDraft("");
  };
  const itemErrors = labels.flatMap((label, i) => {
    const text = message.key((get(errors, `labels.${i}`) as ErrorLike)?.message, {
      length: { max: MAPS.label },
    });
    return text ? [`${label.slice(0, 40)}: ${text}`] : [];
  });

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>{t("label")}</Label>
      {labels.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("list")}>
          {labels.map((label, i) => (
            <li key={`${label}-${i}`}>
              <Badge variant="secondary" className="max-w-full gap-1 py-1 pr-1 text-sm">
                <span className="truncate">{label}</span>
                <button
                  type="button"
                  className="hover:bg-muted rounded-sm p-0.5"
                  aria-label={t("remove", { label })}
                  onClick={() => change(labels.filter((__, j) => j !== i))}
                >
                  <X aria-hidden className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={inputId}
          aria-describedby={[hintId, itemErrors.length > 0 && errorsId].filter(Boolean).join(" ")}
          aria-invalid={itemErrors.length > 0 || undefined}
          value={draft}
          autoComplete="off"
          placeholder={t("placeholder")}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            // Enter adds the label; it must not send the whole form.
            event.preventDefault();
            add();
          }}
        />
        <Button variant="outline" onClick={add} disabled={!draft.trim()}>
          <Plus aria-hidden />
          {t("add")}
        </Button>
      </div>
      <p id={hintId} className="text-muted-foreground text-sm">
        {t("hint", { max: MAPS.labels })}
      </p>
      {itemErrors.length > 0 ? (
        <div id={errorsId} role="alert" className="text-destructive flex flex-col gap-2 text-sm">
          {itemErrors.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      <ListError name="labels" />
    </div>
  );
}
