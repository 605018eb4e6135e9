import { getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/common/section-card";
import { query } from "@/lib/apollo/rsc-client";
import { ApprovalRuleQuery } from "@/lib/approvals/operations";
import { RuleForm } from "./rule-form";

/** The tenant's approval rule: which roles' store edits wait for an admin. */
export async function RuleSection() {
  const [t, { data }] = await Promise.all([
    getTranslations("stores.approvals.rule"),
    query({ query: ApprovalRuleQuery }),
  ]);
  const rule = data?.approvalRule;
  return (
    <SectionCard title={t("title")} description={t("description")}>
      {rule ? (
        <RuleForm roles={rule.roles} />
      ) : (
        <p className="text-destructive text-sm">{t("saveError")}</p>
      )}
    </SectionCard>
  );
}
