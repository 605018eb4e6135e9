"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { roleKey } from "@/components/admin/role-key";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Checkbox } from "@/components/ui/checkbox";
import { GroupError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { BUNDLABLE_ROLES } from "@/lib/admin/role-options";
import type { roleInputSchema } from "@/lib/admin/schema";
import type { AdminRoleFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { useRoleChangeToast } from "./role-change-toast";
import { RoleHolders, useRoleHolders } from "./role-holders";
import { CreateRoleMutation, UpdateRoleMutation } from "@/lib/admin/operations/roles";

type FormInput = z.input<typeof roleInputSchema>;
type FormOutput = z.output<typeof roleInputSchema>;
const FIELDS = new Set(["name", "description", "grants"]);

export type RoleEditorTarget = { mode: "create" } | { mode: "edit"; role: AdminRoleFragment };

/** Creates or edits a custom role: its name, description and the module roles it bundles. */
export function RoleEditorDialog({
  target,
  onClose,
  onSaved,
}: {
  target: RoleEditorTarget;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("admin.roles");
  const tv = useTranslations("admin.roles.validation");
  const errorMessage = useApiErrorMessage("admin.roles.errors");
  const changeToast = useRoleChangeToast();
  const editing = target.mode === "edit" ? target.role : null;
  // The server's schema, loaded after the page (zod stays out of its first load).
  const rules = useZodRules(() => import("@/lib/admin/schema").then((m) => m.roleInputSchema));
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: rules.resolver as unknown as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: {
      name: editing?.name ?? "",
      description: editing?.description ?? "",
      grants: editing?.grants ?? [],
    },
  });
  const holders = useRoleHolders(editing?.id ?? null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [create, created] = useGraphQLMutation(CreateRoleMutation);
  const [update, updated] = useGraphQLMutation(UpdateRoleMutation);
  const sending = created.loading || updated.loading;
  const message = (key: string | undefined) =>
    key ? (tv.has(key) ? tv(key) : tv("invalid")) : undefined;

  async function send(input: FormOutput) {
    const result = await (
      editing
        ? update({ id: editing.id, input: { ...input, userIds: holders.userIds(removed) } })
        : create({ input })
    ).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    const data = result.data as
      | {
          createRole?: Parameters<typeof changeToast>[2] & { role: { name: string } | null };
          updateRole?: Parameters<typeof changeToast>[2] & { role: { name: string } | null };
        }
      | undefined;
    const change = data?.createRole ?? data?.updateRole;
    if (change) {
      changeToast(editing ? "updated" : "created", change.role?.name ?? input.name, change);
      return onSaved();
    }
    const issues = badInputIssues(result.error);
    const fieldOf = (path: string) => {
      const head = path.split(".")[0];
      return FIELDS.has(head) ? head : null;
    };
    if (issues && showServerIssues(form.setError, issues, fieldOf)) return;
    toast.error(errorMessage(result.error));
  }

  return (
    <FormDialog
      onClose={onClose}
      title={editing ? t("editor.editTitle", { name: editing.name }) : t("editor.createTitle")}
      description={t("editor.description")}
      onSubmit={form.handleSubmit(send)}
      formClassName="flex min-w-0 flex-col gap-5"
      submitLabel={sending ? t("editor.saving") : t(editing ? "editor.save" : "editor.create")}
      cancelLabel={t("editor.cancel")}
      pending={sending}
      contentProps={{
        className: "max-h-[90vh] overflow-y-auto sm:max-w-2xl",
        "data-testid": "role-editor",
      }}
    >
      <ControlledField
        control={form.control}
        name="name"
        label={t("editor.name")}
        message={message}
        render={(field) => <Input {...field} autoComplete="off" />}
      />
      <ControlledField
        control={form.control}
        name="description"
        label={t("editor.descriptionField")}
        message={message}
        render={(field) => <Textarea {...field} value={field.value ?? ""} rows={2} />}
      />
      <Controller
        name="grants"
        control={form.control}
        render={({ field, fieldState }) => {
          const value = field.value ?? [];
          const errorId = "role-grants-error";
          return (
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={fieldState.error ? errorId : undefined}
            >
              <legend className="mb-1 text-sm font-medium">{t("editor.grants")}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {BUNDLABLE_ROLES.map((role) => {
                  const id = `grant-${roleKey(role)}`;
                  return (
                    <div key={role} className="flex items-start gap-2 rounded-md border p-2.5">
                      <Checkbox
                        id={id}
                        checked={value.includes(role)}
                        onCheckedChange={(on) =>
                          field.onChange(
                            on === true ? [...value, role] : value.filter((r) => r !== role),
                          )
                        }
                        aria-invalid={fieldState.invalid || undefined}
                        className="mt-0.5"
                      />
                      <label htmlFor={id} className="flex cursor-pointer flex-col gap-0.5">
                        <span className="text-sm font-medium">{role}</span>
                        <span className="text-muted-foreground text-xs">
                          {t(`builtIn.${roleKey(role)}`)}
                        </span>
                      </label>
                    </div>
                  );
                })}
              </div>
              {fieldState.error ? (
                <GroupError id={errorId}>
                  {message(fieldState.error.message ?? fieldState.error.root?.message)}
                </GroupError>
              ) : null}
            </fieldset>
          );
        }}
      />
      {editing ? (
        <RoleHolders
          holders={holders}
          removed={removed}
          onToggle={(userId, keep) =>
            setRemoved((all) => {
              const next = new Set(all);
              if (keep) next.delete(userId);
              else next.add(userId);
              return next;
            })
          }
        />
      ) : null}
    </FormDialog>
  );
}
