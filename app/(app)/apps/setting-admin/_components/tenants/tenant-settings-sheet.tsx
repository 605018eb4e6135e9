"use client";

import { useTranslations } from "next-intl";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import type { AdminTenantFragment } from "@/lib/graphql/generated/client/graphql";
import { TenantConfigsEditor } from "./tenant-configs-editor";
import { TenantFlagsEditor } from "./tenant-flags-editor";

/** A tenant's configurations (e.g. LEADS / IS_LEAD) and feature flags, each saved on its own. */
export function TenantSettingsSheet({
  tenant,
  onClose,
  onSaved,
}: {
  tenant: AdminTenantFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("admin.tenants.settings");
  return (
    <Sheet open={tenant !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent
        side="right"
        className="w-full overflow-y-auto sm:max-w-xl"
        data-testid="tenant-settings"
      >
        {tenant ? (
          <>
            <SheetHeader>
              <SheetTitle>{t("title", { name: tenant.name })}</SheetTitle>
              <SheetDescription>{t("description")}</SheetDescription>
            </SheetHeader>
            <div className="flex flex-col gap-6 px-4 pb-6">
              <TenantConfigsEditor
                key={`configs-${tenant.id}-${JSON.stringify(tenant.configs)}`}
                tenant={tenant}
                onSaved={onSaved}
              />
              <TenantFlagsEditor
                key={`flags-${tenant.id}-${JSON.stringify(tenant.featureFlags)}`}
                tenant={tenant}
                onSaved={onSaved}
              />
            </div>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
