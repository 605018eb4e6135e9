import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tenants } from "./tenants";

export const userKind = pgEnum("user_kind", [
  "lead",
  "maps",
  "storeplus",
  "admin",
  "master",
  "super_admin",
]);
export const leadStep = pgEnum("lead_step", ["info", "locations", "insights", "user"]);

export type ThemeSettings = {
  layout: { style: string; config: Record<string, unknown> };
  theme: { main: string; navbar: string; toolbar: string; footer: string };
  direction: "ltr" | "rtl";
  customScrollbars: boolean;
};

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for users not yet assigned to a tenant (they land on /no-permissions?error=NO_TENANT). */
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    kind: userKind("kind").notNull(),
    email: text("email").notNull(),
    /** Sign-in name for StorePlus credentials (max 50); null for maps-account-only users. */
    username: text("username"),
    passwordHash: text("password_hash"),
    mapsSubject: text("maps_subject"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone"),
    position: text("position"),
    business: text("business"),
    country: text("country"),
    storeNumber: integer("store_number"),
    picture: text("picture"),
    language: text("language"),
    isStoreplusUser: boolean("is_storeplus_user").notNull().default(false),
    isMasterAccount: boolean("is_master_account").notNull().default(false),
    isLeads: boolean("is_leads").notNull().default(false),
    leadStep: leadStep("lead_step"),
    trialStartedAt: timestamp("trial_started_at", { withTimezone: true }),
    /** The "home info" flag of spec §2: send the user through /sync-new-user first. */
    homeInfo: boolean("home_info").notNull().default(false),
    validateGoogleAccount: boolean("validate_google_account").notNull().default(false),
    /** False for identities that exist without a user account (NO_USER_ACCOUNT). */
    hasUserAccount: boolean("has_user_account").notNull().default(true),
    themeSettings: jsonb("theme_settings").$type<ThemeSettings>(),
    /** Bumped on logout, disable or role change: tokens carrying an older version are refused. */
    sessionVersion: integer("session_version").notNull().default(1),
    /** Set while an admin has disabled the user: no sign-in, and open sessions end at once. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    uniqueIndex("users_username_idx").on(t.username),
    uniqueIndex("users_maps_subject_idx").on(t.mapsSubject),
    index("users_tenant_idx").on(t.tenantId),
  ],
);

/** Built-in roles have a null tenant; custom roles bundle built-in module roles (`grants`), and a
 * session holds the built-in names only. */
export const roles = pgTable(
  "roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    grants: text("grants").array().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One name per tenant whatever the case; built-in names are the null tenant's.
  (t) => [
    uniqueIndex("roles_tenant_name_idx").on(
      sql`coalesce(${t.tenantId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index("user_roles_role_idx").on(t.roleId)],
);

export type NameValue = { name: string; value: string };
export type ViewSection = { name: string; isActive: boolean };

export const memberSettings = pgTable("member_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
  syncAccount: jsonb("sync_account").$type<NameValue[]>().notNull().default([]),
  viewSectionsInfo: jsonb("view_sections_info").$type<ViewSection[]>().notNull().default([]),
  permissions: jsonb("permissions").$type<NameValue[]>().notNull().default([]),
});
