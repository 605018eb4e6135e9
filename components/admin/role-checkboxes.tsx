"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { useOptionalField } from "@/components/ui/form-field";
import { roleKey } from "./role-key";

export type RoleOption = { id: string; name: string; description: string; custom: boolean };

/**
 * The roles a user can be given, as tick boxes in two groups: the built-in module roles, each with
 * a line on what it opens, and the tenant's custom roles. Inside a `<Field>` each group is described
 * by the field's hint and error unless `describedBy` says otherwise.
 */
export function RoleCheckboxes({
  roles,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  roles: readonly RoleOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const t = useTranslations("admin.roles");
  const field = useOptionalField();
  const fieldParts = field
    ? [field.hasDescription && field.descriptionId, field.hasError && field.errorId]
        .filter(Boolean)
        .join(" ")
    : "";
  const described = describedBy ?? (fieldParts || undefined);
  const groups = [
    { id: "builtIn", label: t("builtInTitle"), roles: roles.filter((r) => !r.custom) },
    { id: "custom", label: t("customTitle"), roles: roles.filter((r) => r.custom) },
  ].filter((group) => group.roles.length > 0);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((v) => v !== id));

  return (
    <div className="flex flex-col gap-4" aria-invalid={invalid || undefined}>
      {groups.map((group) => (
        <fieldset key={group.id} className="flex flex-col gap-2" aria-describedby={described}>
          <legend className="text-muted-foreground mb-1 text-xs font-medium uppercase">
            {group.label}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {group.roles.map((role) => (
              <RoleBox
                key={role.id}
                role={role}
                checked={value.includes(role.id)}
                onChange={(on) => toggle(role.id, on)}
                description={
                  role.custom
                    ? role.description
                    : t.has(`builtIn.${roleKey(role.name)}`)
                      ? t(`builtIn.${roleKey(role.name)}`)
                      : role.description
                }
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

function RoleBox({
  role,
  checked,
  onChange,
  description,
}: {
  role: RoleOption;
  checked: boolean;
  onChange: (on: boolean) => void;
  description: string;
}) {
  const id = useId();
  return (
    <div className="hover:bg-muted/50 flex items-start gap-2 rounded-md border p-2.5">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(on) => onChange(on === true)}
        aria-describedby={`${id}-description`}
        className="mt-0.5"
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium [overflow-wrap:anywhere]">
          {role.name}
        </label>
        <span id={`${id}-description`} className="text-muted-foreground text-xs">
          {description}
        </span>
      </div>
    </div>
  );
}
