"use client";

import { useTranslations } from "next-intl";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { toast } from "@/components/ui/toast";
import type { AdminTenantFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { SetTenantStatusMutation } from "@/lib/admin/operations/tenants";

/** Asks before a tenant is disabled (its users cannot sign in) or enabled again. */
export function TenantStatusDialog({
  tenant,
  onClose,
  onDone,
}: {
  tenant: AdminTenantFragment;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useTranslations("admin.tenants.statusDialog");
  const errorMessage = useApiErrorMessage("admin.tenants.errors");
  const [run, { loading }] = useGraphQLMutation(SetTenantStatusMutation);
  const disabling = tenant.status === "ACTIVE";
  const values = { name: tenant.name, count: tenant.userCount };

  async function confirm() {
    const status = disabling ? "DISABLE" : "ACTIVE";
    const result = await run({ id: tenant.id, status }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.setTenantStatus) {
      toast.success(t(disabling ? "disabled" : "enabled", values));
      onDone();
    } else toast.error(errorMessage(result.error));
    onClose();
  }

  return (
    <GenericDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(disabling ? "disableTitle" : "enableTitle", values)}
      description={t(disabling ? "disableDescription" : "enableDescription", values)}
      confirmLabel={t(disabling ? "disable" : "enable")}
      onConfirm={() => void confirm()}
      destructive={disabling}
      busy={loading}
      contentProps={{ "data-testid": "tenant-status-dialog" }}
    />
  );
}
