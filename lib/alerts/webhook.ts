import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { alertWebhookSecrets } from "@/lib/db/schema";
import { guardedFetch, OutboundError } from "@/lib/security/outbound-fetch";
import { isLoopbackHost, SIGNATURE_HEADER, WEBHOOK_TIMEOUT_MS, webhookUrlProblem } from "./rules";

// A tenant's webhooks are signed with its secret (made on first use, rotated by an ADMIN) and
// posted through the guarded fetch: https, no private address, a deadline.

/** Production's rules for webhook addresses; ALERT_WEBHOOKS_LOCAL=on lets a test server post to
 * a receiver on this machine over http. */
export function webhookProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === "production" && env.ALERT_WEBHOOKS_LOCAL !== "on";
}

export function checkWebhookUrl(url: string): ReturnType<typeof webhookUrlProblem> {
  return webhookUrlProblem(url, webhookProduction());
}

export function newSecret(): string {
  return `whsec_${randomBytes(24).toString("base64url")}`;
}

export async function tenantSecret(db: Db, tenantId: string): Promise<string> {
  await db
    .insert(alertWebhookSecrets)
    .values({ tenantId, secret: newSecret() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: alertWebhookSecrets.secret })
    .from(alertWebhookSecrets)
    .where(eq(alertWebhookSecrets.tenantId, tenantId));
  return row!.secret;
}

export async function rotateTenantSecret(
  db: Db,
  tenantId: string,
): Promise<{ secret: string; rotatedAt: Date }> {
  const secret = newSecret();
  const [row] = await db
    .insert(alertWebhookSecrets)
    .values({ tenantId, secret })
    .onConflictDoUpdate({
      target: alertWebhookSecrets.tenantId,
      set: { secret, rotatedAt: sql`now()` },
    })
    .returning({ rotatedAt: alertWebhookSecrets.rotatedAt });
  return { secret, rotatedAt: row!.rotatedAt };
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the time stops a replay of an old call. */
export function signature(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

export type WebhookResult = { ok: true } | { ok: false; code: string; retryable: boolean };

export async function postWebhook(
  url: string,
  body: string,
  secret: string,
): Promise<WebhookResult> {
  const problem = checkWebhookUrl(url);
  if (problem) return { ok: false, code: problem, retryable: false };
  const target = new URL(url);
  // Outside production a receiver on this machine is the developer's or the test's own.
  const allowOrigins =
    !webhookProduction() && isLoopbackHost(target.hostname) ? [target.origin] : [];
  try {
    const response = await guardedFetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signature(secret, body),
        "user-agent": "StorePlus-Alerts/1",
      },
      body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      maxBytes: 64 * 1024,
      maxRedirects: 0,
      allowOrigins,
    });
    if (response.ok) return { ok: true };
    const retryable = response.status === 429 || response.status >= 500;
    return { ok: false, code: `HTTP_${response.status}`, retryable };
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    const retryable = ["UNREACHABLE", "TIMEOUT"].includes(error.code);
    return { ok: false, code: error.code, retryable };
  }
}
