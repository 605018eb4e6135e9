"use client";
import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { AdminRoleOptionFragment } from "@/lib/graphql/generated/client/graphql";

/** The role facet's picker: the tenant's roles as chips; one at a time, a second press clears it. */
export function RolePicker({
  values,
  onChange,
  roles,
}: {
  values: readonly string[];
  onChange: (values: string[]) => void;
  roles: readonly AdminRoleOptionFragment[];
}) {
  const t = useTranslations("admin.users.facets");
  const current = values[0];
  return (
    <ul aria-label={t("rolesLabel")} className="flex max-h-64 flex-wrap gap-1.5 overflow-y-auto">
      {roles.map((role) => {
        const on = role.id === current;
        return (
          <li key={role.id} className="max-w-full">
            <Button
              type="button"
              size="sm"
              variant={on ? "default" : "outline"}
              aria-pressed={on}
              className="h-7 max-w-full rounded-full px-3"
              onClick={() => onChange(on ? [] : [role.id])}
            >
              {on ? <Check aria-hidden /> : null}
              <span className="truncate">{role.name}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
