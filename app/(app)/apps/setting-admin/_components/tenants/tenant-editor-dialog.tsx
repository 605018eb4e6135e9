"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import type { AdminTenantFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { CreateTenantMutation, UpdateTenantMutation } from "@/lib/admin/operations/tenants";
import { splitDomains } from "./split-domains";
import type { tenantEditorRules } from "./tenant-editor-rules";

const DEFAULT_ZONE = "America/Argentina/Buenos_Aires";

type FormValues = z.input<typeof tenantEditorRules>;
type FormOutput = z.output<typeof tenantEditorRules>;

export type TenantEditorTarget = { mode: "create" } | { mode: "edit"; tenant: AdminTenantFragment };

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return ["UTC"];
  }
}

/** Creates or edits a tenant: its one-word name, its time zone and its whitelisted domains. */
export function TenantEditorDialog({
  target,
  onClose,
  onSaved,
}: {
  target: TenantEditorTarget;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("admin.tenants");
  const message = useApiErrorMessage("admin.tenants.validation");
  const errorMessage = useApiErrorMessage("admin.tenants.errors");
  const editing = target.mode === "edit" ? target.tenant : null;
  const zones = useMemo(() => {
    const all = timeZones();
    const current = editing?.timeZone;
    return current && !all.includes(current) ? [current, ...all] : all;
  }, [editing?.timeZone]);
  const rules = useZodRules(() => import("./tenant-editor-rules").then((m) => m.tenantEditorRules));
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: rules.resolver as unknown as Resolver<FormValues, unknown, FormOutput>,
    defaultValues: {
      name: editing?.name ?? "",
      timeZone: editing?.timeZone ?? DEFAULT_ZONE,
      domains: editing?.whitelistedDomains.join("\n") ?? "",
    },
  });
  const [create, created] = useGraphQLMutation(CreateTenantMutation);
  const [update, updated] = useGraphQLMutation(UpdateTenantMutation);
  const sending = created.loading || updated.loading;

  async function send(values: FormOutput) {
    const input = {
      name: values.name,
      timeZone: values.timeZone,
      whitelistedDomains: splitDomains(values.domains),
    };
    const result = await (editing ? update({ id: editing.id, input }) : create({ input })).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    const data = result.data as
      { createTenant?: { name: string }; updateTenant?: { name: string } } | undefined;
    const saved = data?.createTenant ?? data?.updateTenant;
    if (saved) {
      toast.success(t(editing ? "toasts.updated" : "toasts.created", { name: saved.name }));
      return onSaved();
    }
    const issues = badInputIssues(result.error);
    const fieldOf = (path: string) => {
      const head = path.split(".")[0];
      if (head === "whitelistedDomains") return "domains";
      return head === "name" || head === "timeZone" ? head : null;
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
      contentProps={{ className: "max-h-[90vh] overflow-y-auto", "data-testid": "tenant-editor" }}
    >
      <ControlledField
        control={form.control}
        name="name"
        label={t("editor.name")}
        hint={t("editor.nameHint")}
        hintClassName="text-xs"
        message={message.key}
        render={(field) => <Input {...field} autoComplete="off" />}
      />
      <ControlledField
        control={form.control}
        name="timeZone"
        label={t("editor.timeZone")}
        message={message.key}
        render={(field) => (
          <select
            {...field}
            className="border-input bg-card focus-visible:border-ring focus-visible:ring-ring/40 h-9 w-full rounded-md border px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px]"
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, " ")}
              </option>
            ))}
          </select>
        )}
      />
      <ControlledField
        control={form.control}
        name="domains"
        label={t("editor.domains")}
        hint={t("editor.domainsHint")}
        hintClassName="text-xs"
        message={message.key}
        render={(field) => <Textarea {...field} rows={3} placeholder="example.com" />}
      />
    </FormDialog>
  );
}
