"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { tenantInputSchema } from "@/lib/admin/schema";
import type { AdminTenantFragment } from "@/lib/graphql/generated/client/graphql";
import { CreateTenantMutation, UpdateTenantMutation } from "@/lib/admin/operations/tenants";

const DEFAULT_ZONE = "America/Argentina/Buenos_Aires";

const splitDomains = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim())
    .filter(Boolean);

/** The form: the name by the shared one-word rule, a zone, and domains one per line. */
const formSchema = z.object({
  name: tenantInputSchema.shape.name,
  timeZone: z.string().min(1, "invalidTimeZone"),
  domains: z.string().superRefine((text, ctx) => {
    const parsed = tenantInputSchema.shape.whitelistedDomains.safeParse(splitDomains(text));
    if (!parsed.success) ctx.addIssue({ code: "custom", message: parsed.error.issues[0].message });
  }),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

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
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: editing?.name ?? "",
      timeZone: editing?.timeZone ?? DEFAULT_ZONE,
      domains: editing?.whitelistedDomains.join("\n") ?? "",
    },
  });
  const [create, created] = useMutation(CreateTenantMutation);
  const [update, updated] = useMutation(UpdateTenantMutation);
  const sending = created.loading || updated.loading;

  async function send(values: FormOutput) {
    const input = {
      name: values.name,
      timeZone: values.timeZone,
      whitelistedDomains: splitDomains(values.domains),
    };
    const result = await (
      editing ? update({ variables: { id: editing.id, input } }) : create({ variables: { input } })
    ).catch((error: unknown) => ({ data: undefined, error }));
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
