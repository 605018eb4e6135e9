"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { StatusChip } from "@/components/common/status-chip";
import { Badge } from "@/components/ui/badge";
import type {
  AdminRoleOptionFragment,
  AdminUserRowFragment,
} from "@/lib/graphql/generated/client/graphql";
import { UserActions } from "./user-actions";

// On a phone the user sits above its facts; from md up each fact has its own column.
const GRID =
  "grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-2 [grid-template-areas:'user_actions'_'roles_roles'_'kind_status'] md:grid-cols-[minmax(0,1.3fr)_minmax(0,1.2fr)_minmax(0,1fr)_6.5rem_2.5rem] md:items-center md:gap-x-4 md:[grid-template-areas:'user_roles_kind_status_actions']";

/** Kinds that sign in with their maps account: they never set a StorePlus password. */
const MAPS_KINDS = new Set(["maps", "lead"]);

/** The user's state as the list shows it: disabled, invited (no password yet) or active. */
export function userStatus(user: Pick<AdminUserRowFragment, "disabled" | "passwordSet" | "kind">) {
  if (user.disabled) return "disabled";
  return user.passwordSet || MAPS_KINDS.has(user.kind) ? "active" : "invited";
}

const STATUS_COLOUR = { active: "green", disabled: "grey", invited: "yellow" } as const;

/** The column headings of the wide rows; the cards of a phone need none. */
export function UserItemsHeader() {
  const t = useTranslations("admin.users.columns");
  return (
    <div
      aria-hidden
      className={`${GRID} text-muted-foreground hidden border-b px-4 py-2 text-xs font-medium md:grid`}
    >
      <span className="[grid-area:user]">{t("user")}</span>
      <span className="[grid-area:roles]">{t("roles")}</span>
      <span className="[grid-area:kind]">{t("kind")}</span>
      <span className="[grid-area:status]">{t("status")}</span>
    </div>
  );
}

/** One user: name and email, role chips, kind (with the linked maps account), status, actions. */
export function UserItem({
  user,
  roles,
}: {
  user: AdminUserRowFragment;
  roles: AdminRoleOptionFragment[];
}) {
  const t = useTranslations("admin.users");
  const headingId = useId();
  const status = userStatus(user);
  const kindKey = `kinds.${user.kind}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="admin-user"
      data-email={user.email}
      className={`${GRID} px-4 py-3`}
    >
      <div className="flex min-w-0 flex-col [grid-area:user]">
        <h3 id={headingId} className="truncate font-medium">
          {user.name || user.email}
        </h3>
        <p className="text-muted-foreground truncate text-sm">{user.email}</p>
      </div>
      <ul
        className="flex min-w-0 flex-wrap gap-1 [grid-area:roles]"
        aria-label={t("columns.roles")}
      >
        {user.roles.length === 0 ? (
          <li className="text-muted-foreground text-sm">{t("noRoles")}</li>
        ) : (
          user.roles.map((role) => (
            <li key={role}>
              <Badge variant="secondary" className="max-w-full truncate">
                {role}
              </Badge>
            </li>
          ))
        )}
      </ul>
      <div className="flex min-w-0 flex-col text-sm [grid-area:kind]">
        <span>{t.has(kindKey) ? t(kindKey) : user.kind}</span>
        {user.mapsAccount ? (
          <span className="text-muted-foreground truncate text-xs" title={user.mapsAccount}>
            {t("mapsAccount", { email: user.mapsAccount })}
          </span>
        ) : null}
      </div>
      <div className="justify-self-end [grid-area:status] md:justify-self-start">
        <StatusChip status={status.toUpperCase()} colour={STATUS_COLOUR[status]}>
          {t(`status.${status}`)}
        </StatusChip>
      </div>
      <div className="justify-self-end [grid-area:actions]">
        <UserActions user={user} roles={roles} />
      </div>
    </article>
  );
}
