import "server-only";
import { eq, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { recordLogin, recordLoginFailure } from "./sign-in-events";
import { credentialsSchema } from "@/lib/validation/auth";
import { hashPassword, verifyPassword } from "./password";
import {
  accountKey,
  clearRateLimit,
  ipKey,
  isKnownAddress,
  isRateLimited,
  LOGIN_LIMITS,
  loginSubject,
  pairKey,
  recordFailure,
  rememberAddress,
  type RateLimitRule,
} from "./rate-limit";
import type { RequestMeta } from "./request-meta";
import { issueAccessToken } from "./token";
import type { AccessErrorCode, SessionClaims } from "./types";
import { accessProblem, claimsFor, loadAuthUserById, type AuthUser } from "./user-access";

export type CredentialsFailure = "WRONG_CREDENTIALS" | "RATE_LIMITED" | AccessErrorCode;

export type CredentialsResult =
  { ok: true; user: AuthUser; claims: SessionClaims } | { ok: false; code: CredentialsFailure };

type CheckedAttempt = {
  result: CredentialsResult;
  account: { id: string; tenantId: string | null } | null;
};

export type LoginResult = {
  success: boolean;
  token: string | null;
  /** "OK" or a LoginFailureMessage (spec §7). */
  message: string;
  email: string | null;
  tenant: string | null;
  userId: string | null;
};

// Unknown users are checked against this hash too, so both wrong answers cost the same scrypt run.
let dummyHash: Promise<string> | undefined;
function timingDecoy(): Promise<string> {
  dummyHash ??= hashPassword("storeplus-timing-decoy");
  return dummyHash;
}

// A username match wins over an email match.
async function findUserId(db: Db, name: string): Promise<string | null> {
  const lower = name.toLowerCase();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, lower), eq(sql`lower(${users.email})`, lower)))
    .limit(2);
  const byUsername = rows.find((row) => row.username?.toLowerCase() === lower);
  return (byUsername ?? rows[0])?.id ?? null;
}

export type CredentialsAttempt = RequestMeta & { user: string; password: string; source: string };

// Unknown user and wrong password answer alike. Failures count per (account, address), per account
// and per address (login-limits.ts); over any limit answers RATE_LIMITED before the password is
// checked. A success clears only its pair: clearing the account's count would hand a slow guesser a
// new hundred tries.
async function checkCredentials(
  db: Db,
  input: CredentialsAttempt,
  now: Date,
): Promise<CheckedAttempt> {
  const parsed = credentialsSchema.safeParse({ user: input.user, password: input.password });
  if (!parsed.success) return { result: { ok: false, code: "WRONG_CREDENTIALS" }, account: null };
  const { user: name, password } = parsed.data;

  const userId = await findUserId(db, name);
  const user = userId ? await loadAuthUserById(db, userId) : null;
  const account = user ? { id: user.id, tenantId: user.tenantId } : null;
  const refuse = (code: CredentialsFailure): CheckedAttempt => ({
    result: { ok: false, code },
    account,
  });

  const subject = loginSubject(user?.id ?? null, name);
  const keys: { key: string; rule: RateLimitRule; waivedAtKnownAddress?: true }[] = [
    { key: pairKey(subject, input.ip), rule: LOGIN_LIMITS.pair },
    { key: accountKey(subject), rule: LOGIN_LIMITS.account, waivedAtKnownAddress: true },
  ];
  if (input.ip) keys.push({ key: ipKey(input.ip), rule: LOGIN_LIMITS.ip });

  for (const { key, rule, waivedAtKnownAddress } of keys) {
    if (!(await isRateLimited(db, key, rule, now))) continue;
    const known =
      waivedAtKnownAddress &&
      user &&
      input.ip &&
      (await isKnownAddress(db, user.id, input.ip, now));
    if (!known) return refuse("RATE_LIMITED");
  }

  const valid = await verifyPassword(password, user?.passwordHash ?? (await timingDecoy()));
  if (!user || !user.passwordHash || !valid) {
    for (const { key, rule } of keys) await recordFailure(db, key, rule, now);
    return refuse("WRONG_CREDENTIALS");
  }
  await clearRateLimit(db, pairKey(subject, input.ip));

  const problem = accessProblem(user, now);
  if (problem) return refuse(problem);
  if (input.ip) await rememberAddress(db, user.id, input.ip, now);
  return { result: { ok: true, user, claims: claimsFor(user) }, account };
}

// Every way in (web form, GraphQL login) goes through here, so no attempt goes unrecorded.
export async function verifyCredentials(
  db: Db,
  input: CredentialsAttempt,
  now: Date = new Date(),
): Promise<CredentialsResult> {
  const { result, account } = await checkCredentials(db, input, now);
  const origin = { source: input.source, ip: input.ip, userAgent: input.userAgent };
  if (result.ok) {
    await recordLogin(db, {
      ...origin,
      userId: result.user.id,
      tenantId: result.user.tenantId,
      kind: result.user.kind,
      provider: "credentials",
    });
  } else {
    await recordLoginFailure(db, {
      ...origin,
      provider: "credentials",
      attempted: input.user.trim(),
      reason: result.code,
      account,
    });
  }
  return result;
}

/** The failures a sign-in reports as such; spec §7 reports any other as NO_MASTER_LOGGED_IN. */
const NAMED_FAILURES = [
  "WRONG_CREDENTIALS",
  "RATE_LIMITED",
  "TENANT_DISABLED",
  "USER_DISABLED",
] as const;
export type LoginFailureMessage = (typeof NAMED_FAILURES)[number] | "NO_MASTER_LOGGED_IN";

// A disabled organisation is named: the password was right, so it tells a guesser nothing.
export function loginMessageFor(code: CredentialsFailure): LoginFailureMessage {
  return (NAMED_FAILURES as readonly string[]).includes(code)
    ? (code as LoginFailureMessage)
    : "NO_MASTER_LOGGED_IN";
}

export async function loginWithCredentials(
  db: Db,
  input: RequestMeta & { user: string; pass: string; type: string },
): Promise<LoginResult> {
  const result = await verifyCredentials(db, {
    user: input.user,
    password: input.pass,
    source: input.type,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  if (!result.ok) {
    return {
      success: false,
      token: null,
      message: loginMessageFor(result.code),
      email: null,
      tenant: null,
      userId: null,
    };
  }
  const token = await issueAccessToken(result.claims);
  return {
    success: true,
    token,
    message: "OK",
    email: result.user.email,
    tenant: result.user.tenantId,
    userId: result.user.id,
  };
}
