"use client";

import { MoreHorizontal, Pencil, Plus, Power, PowerOff, SlidersHorizontal } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { StatusChip } from "@/components/common/status-chip";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/common/section-card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { AdminTenantFragment } from "@/lib/graphql/generated/client/graphql";
import { TenantEditorDialog, type TenantEditorTarget } from "./tenant-editor-dialog";
import { TenantSettingsSheet } from "./tenant-settings-sheet";
import { TenantStatusDialog } from "./tenant-status-dialog";

const GRID =
  "grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 [grid-template-areas:'name_actions'_'facts_facts'] md:grid-cols-[minmax(0,1fr)_7rem_5rem_5rem_2.5rem] md:items-center md:gap-x-4 md:[grid-template-areas:'name_status_users_stores_actions']";

/** Every tenant with its status and sizes; create, edit, disable / enable and its settings. */
export function TenantsManager({ tenants }: { tenants: AdminTenantFragment[] }) {
  const t = useTranslations("admin.tenants");
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [editor, setEditor] = useState<TenantEditorTarget | null>(null);
  const [statusOf, setStatusOf] = useState<AdminTenantFragment | null>(null);
  const [settingsId, setSettingsId] = useState<string | null>(null);
  const refresh = () => startRefresh(() => router.refresh());
  const settings = tenants.find((tenant) => tenant.id === settingsId) ?? null;

  return (
    <SectionCard
      title={t("title")}
      description={t("description")}
      action={
        <Button onClick={() => setEditor({ mode: "create" })} data-testid="tenant-create">
          <Plus aria-hidden />
          {t("create")}
        </Button>
      }
      busy={refreshing}
    >
      <div className="rounded-md border">
        <div
          aria-hidden
          className={`${GRID} text-muted-foreground hidden border-b px-4 py-2 text-xs font-medium md:grid`}
        >
          <span className="[grid-area:name]">{t("columns.name")}</span>
          <span className="[grid-area:status]">{t("columns.status")}</span>
          <span className="[grid-area:users]">{t("columns.users")}</span>
          <span className="[grid-area:stores]">{t("columns.stores")}</span>
        </div>
        <ul className="divide-y" aria-label={t("title")}>
          {tenants.map((tenant) => {
            const active = tenant.status === "ACTIVE";
            return (
              <li
                key={tenant.id}
                data-testid="tenant-row"
                data-name={tenant.name}
                className={`${GRID} px-4 py-3`}
              >
                <div className="flex min-w-0 flex-col [grid-area:name]">
                  <span className="truncate font-medium">{tenant.name}</span>
                  <span className="text-muted-foreground truncate text-xs">
                    {tenant.timeZone}
                    {tenant.whitelistedDomains.length > 0
                      ? ` · ${tenant.whitelistedDomains.join(", ")}`
                      : ""}
                  </span>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm [grid-area:facts] md:contents">
                  <span className="md:[grid-area:status]">
                    <StatusChip status={tenant.status} colour={active ? "green" : "grey"}>
                      {t(`status.${active ? "ACTIVE" : "DISABLE"}`)}
                    </StatusChip>
                  </span>
                  <span className="tabular-nums md:[grid-area:users]">
                    <span className="md:sr-only">{t("columns.users")}: </span>
                    {tenant.userCount}
                  </span>
                  <span className="tabular-nums md:[grid-area:stores]">
                    <span className="md:sr-only">{t("columns.stores")}: </span>
                    {tenant.storeCount}
                  </span>
                </div>
                <div className="justify-self-end [grid-area:actions]">
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t("actions.menu", { name: tenant.name })}
                        data-testid="tenant-actions"
                      >
                        <MoreHorizontal aria-hidden />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      <DropdownMenuItem onSelect={() => setEditor({ mode: "edit", tenant })}>
                        <Pencil aria-hidden />
                        {t("actions.edit")}
                      </DropdownMenuItem>
                      <DropdownMenuItem onSelect={() => setSettingsId(tenant.id)}>
                        <SlidersHorizontal aria-hidden />
                        {t("actions.settings")}
                      </DropdownMenuItem>
                      <DropdownMenuItem
                        onSelect={() => setStatusOf(tenant)}
                        className={active ? "text-destructive focus:text-destructive" : undefined}
                      >
                        {active ? <PowerOff aria-hidden /> : <Power aria-hidden />}
                        {active ? t("actions.disable") : t("actions.enable")}
                      </DropdownMenuItem>
                    </DropdownMenuContent>
                  </DropdownMenu>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      {editor ? (
        <TenantEditorDialog
          target={editor}
          onClose={() => setEditor(null)}
          onSaved={() => {
            setEditor(null);
            refresh();
          }}
        />
      ) : null}
      {statusOf ? (
        <TenantStatusDialog tenant={statusOf} onClose={() => setStatusOf(null)} onDone={refresh} />
      ) : null}
      <TenantSettingsSheet
        tenant={settings}
        onClose={() => setSettingsId(null)}
        onSaved={refresh}
      />
    </SectionCard>
  );
}
