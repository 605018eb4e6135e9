/** The tenant config LEADS with IS_LEAD true marks a trial tenant: it hides workspace management (spec §2). */
export function isLeadTenant(
  configs: readonly {
    config: string;
    value: readonly { name: string; boolean?: boolean | null }[];
  }[],
): boolean {
  return configs.some(
    (entry) =>
      entry.config === "LEADS" &&
      entry.value.some((value) => value.name === "IS_LEAD" && value.boolean === true),
  );
}
