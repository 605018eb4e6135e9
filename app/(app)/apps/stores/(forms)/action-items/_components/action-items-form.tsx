"use client";

import { useTranslations } from "next-intl";
import { Controller, useFieldArray } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { SelectField } from "@/components/forms/select-field";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import type { StoreEditContext } from "@/components/stores/store-edit-types";
import { ListError, TextField } from "@/components/forms/text-field";
import { useStoreEdit } from "@/components/stores/use-store-edit";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { PLACE_ACTION_TYPES } from "@/lib/maps/types-business";

type Link = {
  placeActionType: (typeof PLACE_ACTION_TYPES)[number];
  uri: string;
  isPreferred: boolean;
  isEditable?: boolean | null;
};

const NAME = "placeActionLinks";

/**
 * The store's action links: a type (book, order…), its address and whether it is the preferred
 * one of its type. Links another provider manages are shown but cannot be changed here.
 */
export function ActionItemsForm({ links, context }: { links: Link[]; context: StoreEditContext }) {
  const t = useTranslations("stores.edit.actions");
  const editable = links.filter((link) => link.isEditable !== false);
  const managed = links.filter((link) => link.isEditable === false);
  const { form, formProps } = useStoreEdit({
    context,
    rules: () => import("./action-items-rules").then((m) => m.actionItemsRules),
    defaultValues: {
      placeActionLinks: editable.map(({ placeActionType, uri, isPreferred }) => ({
        placeActionType,
        uri,
        isPreferred,
      })),
    },
    toPatch: (values) => ({ placeActionLinks: values.placeActionLinks }),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: NAME });
  const types = PLACE_ACTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));

  return (
    <StoreEditForm {...formProps}>
      {managed.length > 0 ? (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">{t("managed")}</p>
          <ul className="text-muted-foreground list-disc pl-5">
            {managed.map((link) => (
              <li key={`${link.placeActionType}-${link.uri}`} className="break-all">
                {t(`types.${link.placeActionType}`)}: {link.uri}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {fields.length === 0 ? <p className="text-muted-foreground text-sm">{t("none")}</p> : null}
      {fields.map((field, i) => (
        <fieldset key={field.id} className="flex flex-col gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">{t("link", { n: i + 1 })}</legend>
          <div className="grid gap-3 sm:grid-cols-[14rem_1fr]">
            <SelectField name={`${NAME}.${i}.placeActionType`} label={t("type")} options={types} />
            <TextField
              name={`${NAME}.${i}.uri`}
              label={t("uri")}
              type="url"
              inputMode="url"
              placeholder="https://"
            />
          </div>
          <div className="flex items-center justify-between gap-2">
            <Controller
              name={`${NAME}.${i}.isPreferred`}
              control={form.control}
              render={({ field: preferred }) => (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={`${field.id}-preferred`}
                    checked={preferred.value}
                    onCheckedChange={(checked) => preferred.onChange(checked === true)}
                  />
                  <Label htmlFor={`${field.id}-preferred`}>{t("preferred")}</Label>
                </div>
              )}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("removeN", { n: i + 1 })}
              onClick={() => remove(i)}
            >
              <Trash2 aria-hidden />
              {t("remove")}
            </Button>
          </div>
        </fieldset>
      ))}
      <ListError name={NAME} />
      <Button
        variant="outline"
        className="self-start"
        onClick={() =>
          append({ placeActionType: PLACE_ACTION_TYPES[0], uri: "", isPreferred: false })
        }
      >
        <Plus aria-hidden />
        {t("add")}
      </Button>
    </StoreEditForm>
  );
}
