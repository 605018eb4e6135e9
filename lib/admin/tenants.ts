import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { writeAudit, changedFields, type AuditActor } from "@/lib/audit/write";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { qualified } from "@/lib/db/qualified";
import {
  featureFlags,
  locations,
  moduleStatus,
  tenantConfigs,
  tenants,
  users,
  type TenantConfigValue,
} from "@/lib/db/schema";
import { ensureDefaultWorkspace } from "@/lib/workspaces/queries";
import { AdminError, notFoundError } from "./errors";
import type { TenantInput } from "./schema";

// A Super Admin's functions across tenants (ARCHITECTURE §4): explicit, separate from every
// tenant-scoped query, and reached only through the resolvers' Super Admin check.

export type TenantView = {
  id: string;
  name: string;
  status: "ACTIVE" | "DISABLE";
  timeZone: string;
  whitelistedDomains: string[];
  userCount: number;
  storeCount: number;
  createdAt: Date;
  configs: { config: string; value: Required<TenantConfigValue>[] }[];
  featureFlags: { name: string; isActive: boolean; value: string | null }[];
};

/** Every tenant, or those of `ids`, with counts, configs and flags in three statements. */
export async function listTenants(db: Db, ids?: string[]): Promise<TenantView[]> {
  const where = ids ? inArray(tenants.id, ids) : undefined;
  const rows = await db
    .select({
      tenant: tenants,
      userCount: sql<number>`(select count(*)::int from ${users} u where u.tenant_id = ${qualified(tenants.id)})`,
      storeCount: sql<number>`(select count(*)::int from ${locations} l where l.tenant_id = ${qualified(tenants.id)})`,
    })
    .from(tenants)
    .where(where)
    .orderBy(asc(tenants.name));
  const tenantIds = rows.map((row) => row.tenant.id);
  if (tenantIds.length === 0) return [];
  const [configs, flags] = await Promise.all([
    db.select().from(tenantConfigs).where(inArray(tenantConfigs.tenantId, tenantIds)),
    db.select().from(featureFlags).where(inArray(featureFlags.tenantId, tenantIds)),
  ]);
  return rows.map(({ tenant, userCount, storeCount }) => ({
    id: tenant.id,
    name: tenant.name,
    status: tenant.status,
    timeZone: tenant.timeZone,
    whitelistedDomains: tenant.whitelistedDomains,
    userCount,
    storeCount,
    createdAt: tenant.createdAt,
    configs: configs
      .filter((c) => c.tenantId === tenant.id)
      .sort((a, b) => a.config.localeCompare(b.config))
      .map((c) => ({
        config: c.config,
        value: c.values.map((v) => ({
          name: v.name,
          value: v.value ?? null,
          stringValue: v.stringValue ?? null,
          boolean: v.boolean ?? null,
        })),
      })),
    featureFlags: flags
      .filter((f) => f.tenantId === tenant.id)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((f) => ({ name: f.name, isActive: f.isActive, value: f.value })),
  }));
}

async function tenantOf(db: Db, id: string): Promise<TenantView> {
  const [tenant] = await listTenants(db, [id]);
  if (!tenant) throw notFoundError("tenant");
  return tenant;
}

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminError("tenantNameTaken", "name");
    throw error;
  }
}

/** A new customer: the tenant and its default workspace. Users and stores come next (rar-steps). */
export async function createTenant(
  db: Db,
  actor: AuditActor,
  input: TenantInput,
): Promise<TenantView> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tenants)
        .values({
          name: input.name,
          ...(input.timeZone ? { timeZone: input.timeZone } : {}),
          whitelistedDomains: input.whitelistedDomains ?? [],
        })
        .returning({ id: tenants.id });
      await ensureDefaultWorkspace(tx, { tenantId: row!.id });
      await writeAudit(tx, actor, {
        tenantId: row!.id,
        action: "tenant.create",
        targetType: "tenant",
        targetId: row!.id,
        changes: { ...input },
      });
      return tenantOf(tx, row!.id);
    }),
  );
}

export async function updateTenant(
  db: Db,
  actor: AuditActor,
  id: string,
  input: TenantInput,
): Promise<TenantView> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const before = await tenantOf(tx, id);
      const set = {
        name: input.name,
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
        ...(input.whitelistedDomains ? { whitelistedDomains: input.whitelistedDomains } : {}),
      };
      await tx.update(tenants).set(set).where(eq(tenants.id, id));
      const changes = changedFields(before, set);
      if (Object.keys(changes).length > 0)
        await writeAudit(tx, actor, {
          tenantId: id,
          action: "tenant.update",
          targetType: "tenant",
          targetId: id,
          changes,
        });
      return tenantOf(tx, id);
    }),
  );
}

/**
 * ACTIVE or DISABLE. A disabled tenant's users cannot sign in, and every request of a session they
 * have open is refused (the session check reads the tenant's status). A Super Admin cannot
 * disable the tenant they sign in with.
 */
export async function setTenantStatus(
  db: Db,
  actor: AuditActor & { tenantId: string | null },
  id: string,
  status: "ACTIVE" | "DISABLE",
): Promise<TenantView> {
  if (status === "DISABLE" && id === actor.tenantId)
    throw new AdminError("disableOwnTenant", "status");
  return db.transaction(async (tx) => {
    const before = await tenantOf(tx, id);
    if (before.status !== status) {
      await tx.update(tenants).set({ status }).where(eq(tenants.id, id));
      await writeAudit(tx, actor, {
        tenantId: id,
        action: "tenant.status",
        targetType: "tenant",
        targetId: id,
        changes: { status: { from: before.status, to: status } },
      });
    }
    return tenantOf(tx, id);
  });
}

/** Replaces one config's values (e.g. LEADS with IS_LEAD). */
export async function setTenantConfig(
  db: Db,
  actor: AuditActor,
  id: string,
  config: string,
  values: TenantConfigValue[],
): Promise<TenantView> {
  return db.transaction(async (tx) => {
    const before = await tenantOf(tx, id);
    await tx
      .insert(tenantConfigs)
      .values({ tenantId: id, config, values })
      .onConflictDoUpdate({
        target: [tenantConfigs.tenantId, tenantConfigs.config],
        set: { values },
      });
    await writeAudit(tx, actor, {
      tenantId: id,
      action: "tenant.config",
      targetType: "tenantConfig",
      targetId: config,
      changes: {
        from: before.configs.find((c) => c.config === config)?.value ?? null,
        to: values,
      },
    });
    return tenantOf(tx, id);
  });
}

export async function setFeatureFlag(
  db: Db,
  actor: AuditActor,
  id: string,
  flag: { name: string; isActive: boolean; value?: string | null },
): Promise<TenantView> {
  return db.transaction(async (tx) => {
    const before = await tenantOf(tx, id);
    const value = flag.value ?? null;
    await tx
      .insert(featureFlags)
      .values({ tenantId: id, name: flag.name, isActive: flag.isActive, value })
      .onConflictDoUpdate({
        target: [featureFlags.tenantId, featureFlags.name],
        set: { isActive: flag.isActive, value },
      });
    await writeAudit(tx, actor, {
      tenantId: id,
      action: "tenant.featureFlag",
      targetType: "featureFlag",
      targetId: flag.name,
      changes: {
        from: before.featureFlags.find((f) => f.name === flag.name) ?? null,
        to: { isActive: flag.isActive, value },
      },
    });
    return tenantOf(tx, id);
  });
}

/** A module in maintenance shows its users the maintenance notice, in every tenant. */
export async function setModuleStatus(
  db: Db,
  actor: AuditActor,
  name: string,
  status: "ACTIVE" | "MAINTENANCE",
): Promise<{ name: string; status: string }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(moduleStatus).where(eq(moduleStatus.name, name));
    if (!before) throw notFoundError("module");
    if (before.status !== status) {
      await tx
        .update(moduleStatus)
        .set({ status })
        .where(and(eq(moduleStatus.name, name)));
      await writeAudit(tx, actor, {
        tenantId: null,
        action: "module.status",
        targetType: "module",
        targetId: name,
        changes: { status: { from: before.status, to: status } },
      });
    }
    return { name, status };
  });
}
