"use client";

import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { RoleHoldersQuery } from "@/lib/admin/operations/roles";

/** The most holders the impact query names: with more, holders change from the users tab. */
const LISTED = 20;

/**
 * Reads who holds a custom role. `userIds(removed)` is what to send as the role's holders: null
 * (leave them) when nobody was unticked or when there are more than the list names.
 */
export function useRoleHolders(roleId: string | null) {
  const query = useGraphQLQuery(RoleHoldersQuery, {
    variables: { id: roleId ?? "" },
    skip: roleId === null,
  });
  const impact = query.data?.roleImpact ?? null;
  const complete = impact !== null && impact.userCount <= LISTED;
  const userIds = (removed: ReadonlySet<string>): string[] | null =>
    complete && removed.size > 0
      ? impact.users.filter((user) => !removed.has(user.id)).map((user) => user.id)
      : null;
  return { loading: query.loading, error: query.error, impact, complete, userIds };
}

/**
 * Who holds a custom role, each a tick box: unticking takes the role from them on save (spec §6:
 * a user it would leave without roles keeps it, and the toast says so).
 */
export function RoleHolders({
  holders,
  removed,
  onToggle,
}: {
  holders: ReturnType<typeof useRoleHolders>;
  removed: ReadonlySet<string>;
  onToggle: (userId: string, keep: boolean) => void;
}) {
  const t = useTranslations("admin.roles.editor");
  const { impact, loading, error, complete } = holders;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t("holders")}</legend>
      {loading ? (
        <Skeleton className="h-9 w-full" />
      ) : error || !impact ? (
        <p className="text-destructive text-sm">{t("holdersFailed")}</p>
      ) : impact.userCount === 0 ? (
        <p className="text-muted-foreground text-sm">{t("noHolders")}</p>
      ) : !complete ? (
        <p className="text-muted-foreground text-sm">
          {t("tooManyHolders", { count: impact.userCount })}
        </p>
      ) : (
        <>
          <p className="text-muted-foreground text-xs">{t("holdersHint")}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {impact.users.map((user) => {
              const id = `holder-${user.id}`;
              return (
                <li key={user.id} className="flex items-center gap-2 rounded-md border p-2">
                  <Checkbox
                    id={id}
                    checked={!removed.has(user.id)}
                    onCheckedChange={(on) => onToggle(user.id, on === true)}
                  />
                  <label htmlFor={id} className="flex min-w-0 flex-col text-sm">
                    <span className="truncate font-medium">{user.name || user.email}</span>
                    <span className="text-muted-foreground truncate text-xs">{user.email}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </fieldset>
  );
}
