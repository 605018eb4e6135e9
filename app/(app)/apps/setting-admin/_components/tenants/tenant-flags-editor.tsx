"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import type { AdminTenantFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { SetFeatureFlagMutation } from "@/lib/admin/operations/tenants";

type Flag = { name: string; isActive: boolean; value: string };

/** The server's schema, loaded on the first save: zod stays out of the page's first load. */
const loadSchema = () => import("@/lib/admin/schema");

/** The tenant's feature flags: active or not, and a value; each saved on its own. */
export function TenantFlagsEditor({
  tenant,
  onSaved,
}: {
  tenant: AdminTenantFragment;
  onSaved: () => void;
}) {
  const t = useTranslations("admin.tenants.settings");
  const issueMessage = useApiErrorMessage("admin.tenants.validation");
  const errorMessage = useApiErrorMessage("admin.tenants.errors");
  const [flags, setFlags] = useState<Flag[]>(
    tenant.featureFlags.map((flag) => ({ ...flag, value: flag.value ?? "" })),
  );
  const [draft, setDraft] = useState<Flag>({ name: "", isActive: true, value: "" });
  const [save, { loading }] = useGraphQLMutation(SetFeatureFlagMutation);

  async function send(flag: Flag) {
    const { featureFlagSchema } = await loadSchema();
    const parsed = featureFlagSchema.safeParse({ ...flag, value: flag.value || null });
    if (!parsed.success) return false;
    const result = await save({ id: tenant.id, input: parsed.data }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.setFeatureFlag) {
      toast.success(t("flagSaved", { flag: flag.name, name: tenant.name }));
      onSaved();
      return true;
    }
    toast.error(errorMessage(result.error));
    return false;
  }

  async function add() {
    const { featureFlagSchema } = await loadSchema();
    const parsed = featureFlagSchema.safeParse({ ...draft, value: draft.value || null });
    if (!parsed.success) return toast.error(issueMessage.key(parsed.error.issues[0].message));
    if (await send(draft)) {
      setFlags((all) => [...all.filter((f) => f.name !== draft.name), draft]);
      setDraft({ name: "", isActive: true, value: "" });
    }
  }

  return (
    <section className="flex flex-col gap-3" aria-labelledby="tenant-flags-title">
      <h3 id="tenant-flags-title" className="font-semibold">
        {t("flagsTitle")}
      </h3>
      {flags.length === 0 ? <p className="text-muted-foreground text-sm">{t("noFlags")}</p> : null}
      <ul className="flex flex-col gap-2">
        {flags.map((flag, index) => {
          const set = (next: Partial<Flag>) =>
            setFlags((all) => all.map((f, i) => (i === index ? { ...f, ...next } : f)));
          return (
            <li
              key={flag.name}
              className="flex flex-wrap items-center gap-2 rounded-md border p-2.5"
              data-testid="tenant-flag"
            >
              <span className="min-w-24 flex-1 font-mono text-xs font-medium">{flag.name}</span>
              <Switch
                checked={flag.isActive}
                aria-label={t("flagActive", { flag: flag.name })}
                onCheckedChange={(on) => set({ isActive: on })}
              />
              <Input
                aria-label={t("flagValue", { flag: flag.name })}
                placeholder={t("value")}
                className="w-36"
                value={flag.value}
                onChange={(event) => set({ value: event.target.value })}
              />
              <Button size="sm" variant="outline" onClick={() => send(flag)} disabled={loading}>
                {t("save")}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-32 flex-1 flex-col gap-1.5">
          <Label htmlFor="new-flag">{t("newFlag")}</Label>
          <Input
            id="new-flag"
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </div>
        <div className="flex items-center gap-2 pb-2">
          <Switch
            id="new-flag-active"
            checked={draft.isActive}
            onCheckedChange={(on) => setDraft({ ...draft, isActive: on })}
          />
          <Label htmlFor="new-flag-active">{t("active")}</Label>
        </div>
        <Input
          aria-label={t("value")}
          placeholder={t("value")}
          className="w-32"
          value={draft.value}
          onChange={(event) => setDraft({ ...draft, value: event.target.value })}
        />
        <Button variant="outline" onClick={add} disabled={!draft.name.trim() || loading}>
          <Plus aria-hidden />
          {t("add")}
        </Button>
      </div>
    </section>
  );
}
