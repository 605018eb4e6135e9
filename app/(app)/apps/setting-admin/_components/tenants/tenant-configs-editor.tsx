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
import { SetTenantConfigMutation } from "@/lib/admin/operations/tenants";

type Value = {
  name: string;
  value: string | null;
  stringValue: string | null;
  boolean: boolean | null;
};
type Config = { config: string; values: Value[] };

const isBoolean = (value: Value) => value.boolean !== null;

/** The tenant's configurations: each value by its kind (a switch or a text), saved per config. */
export function TenantConfigsEditor({
  tenant,
  onSaved,
}: {
  tenant: AdminTenantFragment;
  onSaved: () => void;
}) {
  const t = useTranslations("admin.tenants.settings");
  const issueMessage = useApiErrorMessage("admin.tenants.validation");
  const errorMessage = useApiErrorMessage("admin.tenants.errors");
  const [configs, setConfigs] = useState<Config[]>(
    tenant.configs.map((config) => ({
      config: config.config,
      values: config.value.map((value) => ({
        name: value.name,
        value: value.value ?? null,
        stringValue: value.stringValue ?? null,
        boolean: value.boolean ?? null,
      })),
    })),
  );
  const [newConfig, setNewConfig] = useState("");
  const [save, { loading }] = useGraphQLMutation(SetTenantConfigMutation);

  const change = (index: number, values: Value[]) =>
    setConfigs((all) => all.map((c, i) => (i === index ? { ...c, values } : c)));

  async function send(config: Config) {
    // The server's schema, loaded on the first save: zod stays out of the page's first load.
    const { tenantConfigSchema } = await import("@/lib/admin/schema");
    const parsed = tenantConfigSchema.safeParse({ config: config.config, values: config.values });
    if (!parsed.success) return toast.error(issueMessage.key(parsed.error.issues[0].message));
    const result = await save({
      id: tenant.id,
      config: parsed.data.config,
      values: parsed.data.values,
    }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.setTenantConfig) {
      toast.success(t("configSaved", { config: config.config, name: tenant.name }));
      onSaved();
    } else toast.error(errorMessage(result.error));
  }

  function addConfig() {
    const name = newConfig.trim();
    if (!name || configs.some((c) => c.config === name)) return;
    setConfigs((all) => [...all, { config: name, values: [] }]);
    setNewConfig("");
  }

  return (
    <section className="flex flex-col gap-3" aria-labelledby="tenant-configs-title">
      <h3 id="tenant-configs-title" className="font-semibold">
        {t("configsTitle")}
      </h3>
      {configs.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("noConfigs")}</p>
      ) : null}
      {configs.map((config, index) => (
        <div
          key={config.config}
          className="flex flex-col gap-3 rounded-md border p-3"
          data-testid="tenant-config"
          data-config={config.config}
        >
          <h4 className="font-mono text-sm font-medium">{config.config}</h4>
          {config.values.map((value, valueIndex) => {
            const id = `config-${index}-${valueIndex}`;
            const set = (next: Partial<Value>) =>
              change(
                index,
                config.values.map((v, i) => (i === valueIndex ? { ...v, ...next } : v)),
              );
            return (
              <div key={value.name} className="flex items-center justify-between gap-3">
                <Label htmlFor={id} className="font-mono text-xs">
                  {value.name}
                </Label>
                {isBoolean(value) ? (
                  <Switch
                    id={id}
                    checked={value.boolean === true}
                    onCheckedChange={(on) => set({ boolean: on })}
                  />
                ) : (
                  <Input
                    id={id}
                    className="max-w-56"
                    value={value.stringValue ?? value.value ?? ""}
                    onChange={(event) =>
                      value.stringValue !== null
                        ? set({ stringValue: event.target.value })
                        : set({ value: event.target.value })
                    }
                  />
                )}
              </div>
            );
          })}
          <NewValue
            onAdd={(value) => {
              if (config.values.some((v) => v.name === value.name)) return;
              change(index, [...config.values, value]);
            }}
          />
          <div className="flex justify-end">
            <Button size="sm" onClick={() => send(config)} disabled={loading}>
              {t("saveConfig")}
            </Button>
          </div>
        </div>
      ))}
      <div className="flex items-end gap-2">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="new-config">{t("newConfig")}</Label>
          <Input
            id="new-config"
            value={newConfig}
            placeholder="LEADS"
            onChange={(event) => setNewConfig(event.target.value.toUpperCase())}
          />
        </div>
        <Button variant="outline" onClick={addConfig} disabled={!newConfig.trim()}>
          <Plus aria-hidden />
          {t("add")}
        </Button>
      </div>
    </section>
  );
}

/** A value to add to a config: its name and whether it is a switch or a text. */
function NewValue({ onAdd }: { onAdd: (value: Value) => void }) {
  const t = useTranslations("admin.tenants.settings");
  const [name, setName] = useState("");
  const [kind, setKind] = useState<"boolean" | "text">("boolean");
  return (
    <div className="flex flex-wrap items-end gap-2 border-t pt-3">
      <Input
        aria-label={t("valueName")}
        placeholder={t("valueName")}
        value={name}
        className="min-w-0 flex-1"
        onChange={(event) => setName(event.target.value.toUpperCase())}
      />
      <select
        aria-label={t("valueKind")}
        value={kind}
        onChange={(event) => setKind(event.target.value as "boolean" | "text")}
        className="border-input bg-card h-9 rounded-md border px-2 text-sm"
      >
        <option value="boolean">{t("kindBoolean")}</option>
        <option value="text">{t("kindText")}</option>
      </select>
      <Button
        variant="outline"
        size="sm"
        disabled={!name.trim()}
        onClick={() => {
          onAdd({
            name: name.trim(),
            value: null,
            stringValue: kind === "text" ? "" : null,
            boolean: kind === "boolean" ? false : null,
          });
          setName("");
        }}
      >
        <Plus aria-hidden />
        {t("addValue")}
      </Button>
    </div>
  );
}
