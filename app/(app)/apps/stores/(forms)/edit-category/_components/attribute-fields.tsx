"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { STORE_MESSAGE_OPTIONS } from "@/components/forms/field-messages";
import { SelectField } from "@/components/forms/select-field";
import { Checkbox } from "@/components/ui/checkbox";
import { GroupError } from "@/components/ui/form-field";
import { cn } from "@/lib/utils";
import { NOT_SET, attributeKey, type OfferedAttribute } from "@/lib/stores/attribute-form";

export type AvailableAttribute = Omit<OfferedAttribute, "valueMetadata"> & {
  displayName: string;
  groupDisplayName?: string | null;
  valueMetadata: { value: unknown; displayName: string }[];
};

type FieldProps = { attribute: AvailableAttribute; name: string };

/** A group's error text and the id its group names in `aria-describedby` while it is shown. */
function groupError(labelId: string, text: string | undefined) {
  return { id: text ? `${labelId}-error` : undefined, text };
}

/** Yes, no or not said: three buttons in a row, wide enough for a thumb on a phone. */
function YesNoField({ attribute, name }: FieldProps) {
  const t = useTranslations("stores.edit.attributes");
  const message = useApiErrorMessage("stores.validation", STORE_MESSAGE_OPTIONS);
  const labelId = useId();
  const choices = [
    ["true", t("yes")],
    ["false", t("no")],
    [NOT_SET, t("notSet")],
  ] as const;
  return (
    <Controller
      name={name}
      render={({ field, fieldState }) => {
        const error = groupError(labelId, message.key(fieldState.error?.message));
        return (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <span id={labelId} className="text-sm font-medium">
              {attribute.displayName}
            </span>
            <div
              role="radiogroup"
              aria-labelledby={labelId}
              aria-invalid={fieldState.invalid || undefined}
              aria-describedby={error.id}
              className="bg-muted/40 grid shrink-0 grid-cols-3 gap-0.5 rounded-md border p-0.5 sm:w-64"
            >
              {choices.map(([value, label]) => (
                <label
                  key={value}
                  className={cn(
                    "has-focus-visible:ring-ring/50 flex min-h-9 cursor-pointer items-center justify-center rounded-[5px] px-2 text-center text-sm has-focus-visible:ring-[3px]",
                    // Unsaid is the quiet choice: a yes or a no is what stands out down the list.
                    value === NOT_SET
                      ? "has-checked:bg-background has-checked:shadow-sm"
                      : "has-checked:bg-primary has-checked:text-primary-foreground",
                  )}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                    ref={value === "true" ? field.ref : undefined}
                  />
                  {label}
                </label>
              ))}
            </div>
            <GroupError id={error.id}>{error.text}</GroupError>
          </div>
        );
      }}
    />
  );
}

/** Several values at once (credit cards accepted): a checkbox each, two columns on a phone. */
function ManyValuesField({ attribute, name }: FieldProps) {
  const message = useApiErrorMessage("stores.validation", STORE_MESSAGE_OPTIONS);
  const labelId = useId();
  return (
    <Controller
      name={name}
      render={({ field, fieldState }) => {
        const ticked: string[] = Array.isArray(field.value) ? field.value : [];
        const error = groupError(labelId, message.key(fieldState.error?.message));
        return (
          <div
            role="group"
            aria-labelledby={labelId}
            aria-describedby={error.id}
            className="flex flex-col gap-2"
          >
            <span id={labelId} className="text-sm font-medium">
              {attribute.displayName}
            </span>
            <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
              {attribute.valueMetadata.map((option) => {
                const value = String(option.value);
                const id = `${labelId}-${value}`;
                return (
                  <label
                    key={value}
                    htmlFor={id}
                    className="flex min-h-9 items-center gap-2 text-sm"
                  >
                    <Checkbox
                      id={id}
                      checked={ticked.includes(value)}
                      onCheckedChange={(checked) =>
                        field.onChange(
                          checked ? [...ticked, value] : ticked.filter((v) => v !== value),
                        )
                      }
                      onBlur={field.onBlur}
                    />
                    {option.displayName}
                  </label>
                );
              })}
            </div>
            <GroupError id={error.id}>{error.text}</GroupError>
          </div>
        );
      }}
    />
  );
}

function AttributeField({ attribute }: { attribute: AvailableAttribute }) {
  const t = useTranslations("stores.edit.attributes");
  const name = `attributes.${attributeKey(attribute.parent)}`;
  if (attribute.valueType === "BOOL") return <YesNoField attribute={attribute} name={name} />;
  if (attribute.valueType === "REPEATED_ENUM")
    return <ManyValuesField attribute={attribute} name={name} />;
  return (
    <SelectField
      name={name}
      label={attribute.displayName}
      options={[
        { value: NOT_SET, label: t("notSet") },
        ...attribute.valueMetadata.map((option) => ({
          value: String(option.value),
          label: option.displayName,
        })),
      ]}
    />
  );
}

/**
 * The attributes the store's category offers (form field `attributes`), in the maps service's
 * groups; null when they could not be read now.
 */
export function AttributeFields({
  available,
  categoryChanged,
}: {
  available: AvailableAttribute[] | null;
  /** The primary category was changed in the form: the list below is the old category's. */
  categoryChanged: boolean;
}) {
  const t = useTranslations("stores.edit.attributes");
  const headingId = useId();
  const groups = new Map<string, AvailableAttribute[]>();
  for (const attribute of available ?? []) {
    const group = attribute.groupDisplayName || t("otherGroup");
    groups.set(group, [...(groups.get(group) ?? []), attribute]);
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t pt-5">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-base font-semibold">
          {t("title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("hint")}</p>
        {categoryChanged ? (
          <p className="text-sm font-medium" role="status">
            {t("categoryChanged")}
          </p>
        ) : null}
      </div>
      {available === null ? (
        <p className="text-sm">{t("unavailable")}</p>
      ) : available.length === 0 ? (
        <p className="text-sm">{t("none")}</p>
      ) : (
        [...groups].map(([group, attributes], i) => (
          <div
            key={group}
            role="group"
            aria-labelledby={`${headingId}-${i}`}
            className="flex flex-col gap-4"
          >
            <h3
              id={`${headingId}-${i}`}
              className="text-muted-foreground text-xs font-semibold tracking-wide uppercase"
            >
              {group}
            </h3>
            {attributes.map((attribute) => (
              <AttributeField key={attribute.parent} attribute={attribute} />
            ))}
          </div>
        ))
      )}
    </section>
  );
}
