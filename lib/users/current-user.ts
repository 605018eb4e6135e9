import "server-only";
import { and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  adsAccounts,
  memberSettings,
  users,
  type NameValue,
  type TenantConfigValue,
  type ViewSection,
} from "@/lib/db/schema";
import type { LeadStep } from "@/lib/auth/types";
import { isExpiredLead } from "@/lib/leads/is-expired";

export type TenantConfigEntry = {
  config: string;
  value: {
    name: string;
    value: string | null;
    stringValue: string | null;
    boolean: boolean | null;
  }[];
};
export type AdsAccount = {
  customerId: string;
  currencyCode: string;
  dateTimeZone: string;
  descriptiveName: string;
  testAccount: boolean;
  status: string;
};

export type Me = {
  _id: string;
  memberId: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
  createdAt: Date;
  fullName: string;
  phone: string | null;
  position: string | null;
  business: string | null;
  tenant: string | null;
  isStoreplusUser: boolean;
  isMasterAccount: boolean;
  isLeads: boolean;
  leadStep: LeadStep | null;
  roles: string[];
  info: ViewSection[];
  tenantConfigInfo: TenantConfigEntry[];
  sync: NameValue[];
  permissions: NameValue[];
  googleAdsAccount: AdsAccount | null;
  isExpiredLeads: boolean;
  validateGoogleAccount: boolean;
  shortcuts: string[];
};

/** The `user` query's answer (spec §7): the user, member settings, tenant configs and ads account. */
export type CurrentUserProfile = {
  validateGoogleAccount: boolean;
  me: Me;
  memberSettings: {
    syncAccount: NameValue[];
    viewSectionsInfo: ViewSection[];
    permissions: NameValue[];
  };
  tenantConfigs: TenantConfigEntry[];
  googleAdsAccount: AdsAccount | null;
};

// The password hash never leaves the auth module.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose
const { passwordHash: _omitted, ...profileColumns } = getTableColumns(users);

// Roles and tenant configs are aggregated in the same statement as the user: one round trip, no N+1.
const rolesOf = sql<string[]>`coalesce((
  select json_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = ${users.id}), '[]'::json)`;
const tenantConfigsOf = sql<{ config: string; value: TenantConfigValue[] }[]>`coalesce((
  select json_agg(json_build_object('config', tc.config, 'value', tc.values) order by tc.config)
  from tenant_configs tc where tc.tenant_id = ${users.tenantId}), '[]'::json)`;

/**
 * Builds the signed-in user's profile. `tenantId` is the session's tenant and is matched against
 * the user row, so a session can never read a user of another tenant. Null when no such user.
 */
export async function getCurrentUserProfile(
  db: Db,
  { userId, tenantId, now }: { userId: string; tenantId: string | null; now?: Date },
): Promise<CurrentUserProfile | null> {
  const [row] = await db
    .select({
      user: profileColumns,
      roles: rolesOf,
      tenantConfigs: tenantConfigsOf,
      settings: memberSettings,
      ads: adsAccounts,
    })
    .from(users)
    .leftJoin(memberSettings, eq(memberSettings.userId, users.id))
    .leftJoin(adsAccounts, eq(adsAccounts.tenantId, users.tenantId))
    .where(
      and(eq(users.id, userId), tenantId ? eq(users.tenantId, tenantId) : isNull(users.tenantId)),
    )
    .limit(1);
  if (!row) return null;

  const { user, settings } = row;
  // Stored config values may omit fields; the API always answers each one (null when unset).
  const tenantConfigs: TenantConfigEntry[] = row.tenantConfigs.map(({ config, value }) => ({
    config,
    value: value.map((v) => ({
      name: v.name,
      value: v.value ?? null,
      stringValue: v.stringValue ?? null,
      boolean: v.boolean ?? null,
    })),
  }));
  // The account's details are known once it is linked; before that the link's state is read
  // through the ads module's own query (adsAccount).
  const ads = row.ads;
  const googleAdsAccount: AdsAccount | null =
    ads && ads.currencyCode && ads.dateTimeZone && ads.descriptiveName
      ? {
          customerId: ads.customerId,
          currencyCode: ads.currencyCode,
          dateTimeZone: ads.dateTimeZone,
          descriptiveName: ads.descriptiveName,
          testAccount: ads.testAccount,
          status: ads.status,
        }
      : null;
  const memberSettingsOut = {
    syncAccount: settings?.syncAccount ?? [],
    viewSectionsInfo: settings?.viewSectionsInfo ?? [],
    permissions: settings?.permissions ?? [],
  };
  const me: Me = {
    _id: user.id,
    memberId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    picture: user.picture,
    createdAt: user.createdAt,
    fullName: [user.firstName, user.lastName].filter(Boolean).join(" "),
    phone: user.phone,
    position: user.position,
    business: user.business,
    tenant: user.tenantId,
    isStoreplusUser: user.isStoreplusUser,
    isMasterAccount: user.isMasterAccount,
    isLeads: user.isLeads,
    leadStep: user.leadStep,
    roles: row.roles,
    info: memberSettingsOut.viewSectionsInfo,
    tenantConfigInfo: tenantConfigs,
    sync: memberSettingsOut.syncAccount,
    permissions: memberSettingsOut.permissions,
    googleAdsAccount,
    isExpiredLeads: isExpiredLead(user, now),
    validateGoogleAccount: user.validateGoogleAccount,
    // Shortcuts have no store yet; the field keeps the spec's shape.
    shortcuts: [],
  };
  return {
    validateGoogleAccount: user.validateGoogleAccount,
    me,
    memberSettings: memberSettingsOut,
    tenantConfigs,
    googleAdsAccount,
  };
}
