"use client";

import { Plus, Users } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { roleKey } from "@/components/admin/role-key";
import { EditDeleteButtons } from "@/components/common/edit-delete-buttons";
import { SectionCard } from "@/components/common/section-card";
import { EmptyState } from "@/components/feedback/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { AdminRoleFragment } from "@/lib/graphql/generated/client/graphql";
import { DeleteRoleDialog } from "./delete-role-dialog";
import { RoleEditorDialog, type RoleEditorTarget } from "./role-editor-dialog";
import { sectionMessageKey, sectionsOf } from "./role-sections";

/** The roles tab's body: built-in roles (read only) and custom roles with create, edit and delete. */
export function RolesManager({ roles }: { roles: AdminRoleFragment[] }) {
  const t = useTranslations("admin.roles");
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [editor, setEditor] = useState<RoleEditorTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminRoleFragment | null>(null);
  const refresh = () => startRefresh(() => router.refresh());
  const builtIn = roles.filter((role) => !role.custom);
  const custom = roles.filter((role) => role.custom);
  const createButton = (
    <Button onClick={() => setEditor({ mode: "create" })} data-testid="role-create">
      <Plus aria-hidden />
      {t("create")}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4" aria-busy={refreshing || undefined}>
      <SectionCard
        title={t("customTitle")}
        description={t("customDescription")}
        action={custom.length > 0 ? createButton : null}
      >
        {custom.length === 0 ? (
          <EmptyState
            title={t("empty.title")}
            description={t("empty.description")}
            action={createButton}
            className="py-6"
          />
        ) : (
          <ul className="flex flex-col divide-y rounded-md border" aria-label={t("customTitle")}>
            {custom.map((role) => (
              <li
                key={role.id}
                data-testid="custom-role"
                data-name={role.name}
                className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start sm:gap-4 sm:p-4"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <h3 className="font-medium [overflow-wrap:anywhere]">{role.name}</h3>
                  {role.description ? (
                    <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
                      {role.description}
                    </p>
                  ) : null}
                  <ul className="flex flex-wrap gap-1" aria-label={t("grants")}>
                    {role.grants.map((grant) => (
                      <li key={grant}>
                        <Badge variant="secondary">{grant}</Badge>
                      </li>
                    ))}
                  </ul>
                  <p className="text-muted-foreground flex items-center gap-1 text-xs">
                    <Users className="size-3.5" aria-hidden />
                    {t("userCount", { count: role.userCount })}
                  </p>
                </div>
                <EditDeleteButtons
                  labels={{
                    edit: t("edit"),
                    editNamed: t("editNamed", { name: role.name }),
                    delete: t("delete.delete"),
                    deleteNamed: t("deleteNamed", { name: role.name }),
                  }}
                  onEdit={() => setEditor({ mode: "edit", role })}
                  onDelete={() => setDeleting(role)}
                />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard title={t("builtInTitle")} description={t("builtInDescription")}>
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t("builtInTitle")}>
          {builtIn.map((role) => {
            const key = `builtIn.${roleKey(role.name)}`;
            return (
              <li
                key={role.id}
                data-testid="built-in-role"
                className="flex flex-col gap-1.5 rounded-md border p-3"
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-medium">{role.name}</h3>
                  <span className="text-muted-foreground text-xs">
                    {t("userCount", { count: role.userCount })}
                  </span>
                </div>
                <p className="text-muted-foreground text-sm">
                  {t.has(key) ? t(key) : role.description}
                </p>
                <p className="text-xs">
                  <span className="font-medium">{t("opens")}</span>{" "}
                  {sectionsOf(role.grants)
                    .map((section) => t(`sections.${sectionMessageKey(section)}`))
                    .join(", ") || t("opensNone")}
                </p>
              </li>
            );
          })}
        </ul>
      </SectionCard>

      {editor ? (
        <RoleEditorDialog
          target={editor}
          onClose={() => setEditor(null)}
          onSaved={() => {
            setEditor(null);
            refresh();
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
      ) : null}
    </div>
  );
}
