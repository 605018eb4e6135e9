import "server-only";
import { eq } from "drizzle-orm";
import { writeAudit, type AuditActor, type AuditEntry } from "@/lib/audit/write";
import type { Db } from "@/lib/db/client";
import { logEvents, users } from "@/lib/db/schema";
import { EVENT_TEXT_MAX, type EventUserType } from "@/lib/validation/events";

// Sign-ins and sign-outs leave an audit row and a tracking event (spec §3 Log event, §7).

export function userTypeOf(kind: string): EventUserType {
  return kind === "lead" || kind === "maps" ? "gbp" : "storeplus";
}

type AuthEventOrigin = { source: string; ip: string | null; userAgent: string | null };

async function recordAuthEvent(
  db: Db,
  event: {
    tenantId: string | null;
    userId: string | null;
    name: string;
    usertype: EventUserType;
    source: string;
    params: Record<string, unknown>;
  },
): Promise<void> {
  try {
    await db.insert(logEvents).values({ ...event, module: "auth", eventdate: new Date() });
  } catch (error) {
    // Tracking never blocks a sign-in or a sign-out.
    console.error(`${event.name} event could not be recorded`, error);
  }
}

/** The email, as every other audit row shows it. */
async function userLabel(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? "";
}

// Issue 11. Never blocks the sign-in, but a failure to write it is logged loudly.
async function auditAuth(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  try {
    await writeAudit(db, actor, entry);
  } catch (error) {
    console.error(`${entry.action} audit row could not be written`, error);
  }
}

/** Spec §7, for every way in: the API's login, the web form, the maps callback. */
export function recordLogin(
  db: Db,
  login: AuthEventOrigin & {
    userId: string;
    tenantId: string | null;
    kind: string;
    provider: string;
  },
): Promise<void> {
  const audit = (async () =>
    auditAuth(
      db,
      {
        id: login.userId,
        label: await userLabel(db, login.userId).catch(() => ""),
        ip: login.ip,
        userAgent: login.userAgent,
      },
      {
        tenantId: login.tenantId,
        action: "auth.signIn",
        targetType: "user",
        targetId: login.userId,
        changes: { provider: login.provider, source: login.source },
      },
    ))();
  const event = recordAuthEvent(db, {
    tenantId: login.tenantId,
    userId: login.userId,
    name: "login",
    usertype: userTypeOf(login.kind),
    source: login.source,
    params: { provider: login.provider, ip: login.ip, userAgent: login.userAgent },
  });
  return Promise.all([audit, event]).then(() => undefined);
}

// Its tracking event belongs to no tenant or user: a guessed name must not put events into
// someone's history. Its audit row goes to the account's tenant, so its admins see the attempts.
export function recordLoginFailure(
  db: Db,
  failure: AuthEventOrigin & {
    provider: string;
    attempted: string;
    reason: string;
    account?: { id: string; tenantId: string | null } | null;
  },
): Promise<void> {
  const account = failure.account ?? null;
  const audit = auditAuth(
    db,
    {
      id: null,
      label: failure.attempted.slice(0, EVENT_TEXT_MAX),
      ip: failure.ip,
      userAgent: failure.userAgent,
    },
    {
      tenantId: account?.tenantId ?? null,
      action: "auth.signInFailed",
      ...(account ? { targetType: "user", targetId: account.id } : {}),
      changes: { provider: failure.provider, source: failure.source, reason: failure.reason },
    },
  );
  const event = recordAuthEvent(db, {
    tenantId: null,
    userId: null,
    name: "login_failed",
    usertype: failure.provider === "credentials" ? "storeplus" : "gbp",
    source: failure.source,
    params: {
      provider: failure.provider,
      // As typed, but no longer than any event text: the name field is the caller's to fill.
      user: failure.attempted.slice(0, EVENT_TEXT_MAX),
      reason: failure.reason,
      ip: failure.ip,
      userAgent: failure.userAgent,
    },
  });
  return Promise.all([audit, event]).then(() => undefined);
}

export function recordLogout(
  db: Db,
  logout: AuthEventOrigin & { userId: string; tenantId: string | null; kind: string },
): Promise<void> {
  const audit = (async () =>
    auditAuth(
      db,
      {
        id: logout.userId,
        label: await userLabel(db, logout.userId).catch(() => ""),
        ip: logout.ip,
        userAgent: logout.userAgent,
      },
      {
        tenantId: logout.tenantId,
        action: "auth.signOut",
        targetType: "user",
        targetId: logout.userId,
        changes: { source: logout.source },
      },
    ))();
  const event = recordAuthEvent(db, {
    tenantId: logout.tenantId,
    userId: logout.userId,
    name: "logout",
    usertype: userTypeOf(logout.kind),
    source: logout.source,
    params: { ip: logout.ip, userAgent: logout.userAgent },
  });
  return Promise.all([audit, event]).then(() => undefined);
}
