"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { SetModuleStatusMutation } from "@/lib/admin/operations/tenants";

type Module = { name: string; status: string };

/** The product's modules (for every tenant): a switch puts one in maintenance or back. */
export function ModulesCard({ modules }: { modules: Module[] }) {
  const t = useTranslations("admin.tenants.modules");
  const tm = useTranslations("maintenance.modules");
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const errorMessage = useApiErrorMessage("admin.tenants.errors");
  const [shown, setShown] = useState(modules);
  const [save, { loading }] = useGraphQLMutation(SetModuleStatusMutation);

  async function toggle(module: Module, maintenance: boolean) {
    const status = maintenance ? "MAINTENANCE" : "ACTIVE";
    const name = tm.has(module.name) ? tm(module.name) : module.name;
    const result = await save({ name: module.name, status }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.setModuleStatus) {
      setShown((all) => all.map((m) => (m.name === module.name ? { ...m, status } : m)));
      toast.success(t(maintenance ? "toMaintenance" : "toActive", { name }));
      startRefresh(() => router.refresh());
    } else toast.error(errorMessage(result.error));
  }

  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle as="h2">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((module) => {
            const maintenance = module.status === "MAINTENANCE";
            const id = `module-${module.name}`;
            return (
              <li
                key={module.name}
                className="flex items-center justify-between gap-3 rounded-md border p-3"
                data-testid="module-status"
                data-module={module.name}
              >
                <label htmlFor={id} className="flex min-w-0 flex-col">
                  <span className="text-sm font-medium">
                    {tm.has(module.name) ? tm(module.name) : module.name}
                  </span>
                  <span className="text-muted-foreground text-xs">
                    {maintenance ? t("maintenance") : t("active")}
                  </span>
                </label>
                <Switch
                  id={id}
                  checked={maintenance}
                  disabled={loading}
                  onCheckedChange={(on) => toggle(module, on)}
                />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
