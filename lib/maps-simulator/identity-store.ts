import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { simAccountAdmins, simAccounts, simIdentities } from "./schema";

export type SimIdentityRow = typeof simIdentities.$inferSelect;

export function splitName(name: string): { givenName: string; familyName: string } {
  const [givenName, ...rest] = name.trim().split(/\s+/);
  return { givenName: givenName ?? "", familyName: rest.join(" ") };
}

export async function findIdentity(db: Db, sub: string): Promise<SimIdentityRow | undefined> {
  const [row] = await db.select().from(simIdentities).where(eq(simIdentities.sub, sub)).limit(1);
  return row;
}

// An unknown email gets a new identity that manages no account (how "no locations" sign-ins are
// tried).
export async function findOrCreateIdentityByEmail(
  db: Db,
  rawEmail: string,
): Promise<SimIdentityRow> {
  const email = rawEmail.trim().toLowerCase();
  const [existing] = await db
    .select()
    .from(simIdentities)
    .where(sql`lower(${simIdentities.email}) = ${email}`)
    .limit(1);
  if (existing) return existing;
  const local = email.split("@")[0] ?? email;
  const name = local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(" ");
  const row = {
    sub: `sim-${createHash("sha256").update(email).digest("hex").slice(0, 20)}`,
    email,
    name: name || email,
    ...splitName(name || email),
  };
  await db.insert(simIdentities).values(row).onConflictDoNothing();
  return (await findIdentity(db, row.sub)) ?? { ...row, createdAt: new Date() };
}

export type ManagedAccount = typeof simAccounts.$inferSelect & { role: string };

/** In id order, as Account Management lists them. */
export async function listManagedAccounts(db: Db, sub: string): Promise<ManagedAccount[]> {
  const rows = await db
    .select({ account: simAccounts, role: simAccountAdmins.role })
    .from(simAccountAdmins)
    .innerJoin(simAccounts, eq(simAccounts.id, simAccountAdmins.accountId))
    .where(eq(simAccountAdmins.sub, sub))
    .orderBy(simAccounts.id);
  return rows.map(({ account, role }) => ({ ...account, role }));
}

export async function managesAccount(db: Db, sub: string, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ accountId: simAccountAdmins.accountId })
    .from(simAccountAdmins)
    .where(and(eq(simAccountAdmins.sub, sub), eq(simAccountAdmins.accountId, accountId)))
    .limit(1);
  return Boolean(row);
}
