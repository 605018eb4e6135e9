import "server-only";
import { arrayContains, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { tenants, users } from "@/lib/db/schema";
import { createTrialLead, type MapsIdentity } from "./trial-signup";
import type { AccessErrorCode, SessionClaims } from "./types";
import {
  accessProblem,
  claimsFor,
  loadAuthUser,
  loadAuthUserById,
  type AuthUser,
} from "./user-access";

export type MapsSignInIntent = "signin" | "trial";
export type MapsSignInOutcome =
  | { ok: true; claims: SessionClaims; created: boolean }
  | {
      ok: false;
      code: AccessErrorCode;
      account?: { id: string; tenantId: string | null };
    };

// By linked subject, else by verified email.
async function findUser(db: Db, identity: MapsIdentity): Promise<AuthUser | null> {
  const bySubject = await loadAuthUser(db, eq(users.mapsSubject, identity.sub));
  if (bySubject) return bySubject;
  if (!identity.email || !identity.emailVerified) return null;
  return loadAuthUser(db, eq(sql`lower(${users.email})`, identity.email.toLowerCase()));
}

async function unknownEmailProblem(db: Db, email: string): Promise<AccessErrorCode> {
  const domain = email.split("@")[1]?.toLowerCase();
  if (!domain) return "NO_WHITELIST_ON_DOMAIN";
  const rows = await db
    .select({ status: tenants.status })
    .from(tenants)
    .where(arrayContains(tenants.whitelistedDomains, [domain]));
  if (rows.length === 0) return "NO_WHITELIST_ON_DOMAIN";
  // "Ask your administrator to register you" cannot help while the organisation is disabled.
  return rows.some((row) => row.status !== "DISABLE") ? "NO_USER_ACCOUNT" : "TENANT_DISABLED";
}

async function signInExisting(
  db: Db,
  user: AuthUser,
  identity: MapsIdentity,
  now: Date,
): Promise<MapsSignInOutcome> {
  const problem = accessProblem(user, now);
  const account = { id: user.id, tenantId: user.tenantId };
  // A disabled organisation is the answer whichever button was used: sending its S+ users to the
  // credentials form first would only lead them to the same refusal.
  if (problem === "TENANT_DISABLED") return { ok: false, code: problem, account };
  // An S+ user (or anyone with a StorePlus password) who never linked this maps identity must use
  // the StorePlus credentials.
  const credentialsUser = user.kind === "storeplus" || user.passwordHash !== null;
  if (credentialsUser && user.mapsSubject !== identity.sub)
    return { ok: false, code: "STOREPLUS_USER_ERROR", account };
  if (problem) return { ok: false, code: problem, account };
  if (!user.mapsSubject)
    await db.update(users).set({ mapsSubject: identity.sub }).where(eq(users.id, user.id));
  return { ok: true, claims: claimsFor(user), created: false };
}

// Spec §2, §6, §8: without a user, the trial option creates a lead and the sign-in option says why
// the email may not sign in.
export async function resolveMapsSignIn(
  db: Db,
  identity: MapsIdentity,
  intent: MapsSignInIntent,
  now: Date = new Date(),
): Promise<MapsSignInOutcome> {
  const existing = await findUser(db, identity);
  if (existing) return signInExisting(db, existing, identity, now);
  if (!identity.email || !identity.emailVerified) return { ok: false, code: "NO_USER_ACCOUNT" };

  if (intent === "signin")
    return { ok: false, code: await unknownEmailProblem(db, identity.email) };
  try {
    const userId = await createTrialLead(db, { ...identity, email: identity.email }, now);
    const created = await loadAuthUserById(db, userId);
    if (!created) throw new Error("trial lead vanished after creation");
    return { ok: true, claims: claimsFor(created), created: true };
  } catch (error) {
    // A double click may have created the same lead a moment ago: sign that one in.
    const raced = await findUser(db, identity);
    if (raced) return signInExisting(db, raced, identity, now);
    throw error;
  }
}
