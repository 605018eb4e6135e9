"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { SetApprovalRuleMutation } from "@/lib/approvals/operations";
import type { ApprovalRuleQuery } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";

type Role = ApprovalRuleQuery["approvalRule"]["roles"][number];

/** The roles as tick boxes; saving sets the rule (no role ticked turns approvals off). */
export function RuleForm({ roles }: { roles: Role[] }) {
  const t = useTranslations("stores.approvals.rule");
  const errorText = useApiErrorMessage(["stores.approvals.errors"]);
  const router = useRouter();
  const legendId = useId();
  const [ticked, setTicked] = useState(
    () => new Set(roles.filter((role) => role.required).map((role) => role.id)),
  );
  const [save, { loading }] = useGraphQLMutation(SetApprovalRuleMutation);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const answer = await save({ roleIds: [...ticked] }).catch((error: unknown) => {
      toast.error(errorText(error));
      return null;
    });
    if (!answer) return;
    toast.success(t(ticked.size ? "saved" : "savedNone"));
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" data-testid="approval-rule">
      <fieldset className="flex flex-col gap-2" aria-describedby={legendId}>
        <legend className="mb-1 text-sm font-medium">{t("rolesLabel")}</legend>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {roles.map((role) => {
            const id = `approval-role-${role.id}`;
            return (
              <li key={role.id} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={ticked.has(role.id)}
                  onCheckedChange={(checked) =>
                    setTicked((current) => {
                      const next = new Set(current);
                      if (checked === true) next.add(role.id);
                      else next.delete(role.id);
                      return next;
                    })
                  }
                />
                <Label htmlFor={id} className="font-normal">
                  {role.name}
                  {role.custom ? (
                    <span className="text-muted-foreground text-xs">({t("custom")})</span>
                  ) : null}
                </Label>
              </li>
            );
          })}
        </ul>
        <p id={legendId} className="text-muted-foreground text-sm">
          {ticked.size === 0 ? t("none") : null}
        </p>
      </fieldset>
      <Button type="submit" className="self-start" disabled={loading} aria-busy={loading}>
        {t("save")}
      </Button>
    </form>
  );
}
