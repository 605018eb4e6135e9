import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { canAccessSection } from "@/lib/auth/sections";
import type { Db } from "@/lib/db/client";
import { alertDeliveries, alertSettings, users } from "@/lib/db/schema";
import { queueEmail } from "@/lib/mail/outbox";
import { appOrigin } from "@/lib/maps/config";
import { AlertsError } from "./errors";
import { alertLocale, emailOf, testMessage, webhookBody } from "./message";
import { getAlertSettings, getWebhookSecretRow, maskSecret } from "./queries";
import {
  ALERT_EVENT_KINDS,
  ALERT_EVENT_SECTIONS,
  ALERTED_JOB_KINDS,
  type AlertEventKind,
  type AlertMode,
} from "./rules";
import { alertSettingsSchema, type AlertSettingsInput } from "./schema";
import { checkWebhookUrl, postWebhook, rotateTenantSecret, tenantSecret } from "./webhook";

type Caller = { tenantId: string; userId: string };

/** The events the user's roles show: a failed job's through any of the alerted kinds' sections. */
export function availableAlertEvents(roles: readonly string[]): AlertEventKind[] {
  return ALERT_EVENT_KINDS.filter((kind) =>
    kind === "JOB_FAILED"
      ? Object.values(ALERTED_JOB_KINDS).some((section) => canAccessSection(roles, section))
      : canAccessSection(roles, ALERT_EVENT_SECTIONS[kind]),
  );
}

export async function alertSettingsOf(db: Db, caller: Caller, available: AlertEventKind[]) {
  const row = await getAlertSettings(db, caller);
  return {
    emailEnabled: row?.emailEnabled ?? false,
    webhookUrl: row?.webhookUrl ?? null,
    webhookFormat: row?.webhookFormat ?? ("SLACK" as const),
    events: available.map((kind) => ({
      kind,
      mode: (row?.events[kind] ?? "OFF") as AlertMode,
    })),
    availableEvents: available,
  };
}

export async function updateAlertSettings(
  db: Db,
  caller: Caller,
  input: AlertSettingsInput,
  available: AlertEventKind[],
) {
  const parsed = alertSettingsSchema.parse(input);
  if (parsed.webhookUrl) {
    const problem = checkWebhookUrl(parsed.webhookUrl);
    if (problem) throw new AlertsError(problem, "webhookUrl");
  }
  const refused = parsed.events.find((e) => e.mode !== "OFF" && !available.includes(e.kind));
  if (refused) throw new AlertsError("EVENT_NOT_ALLOWED", "events");
  const events = Object.fromEntries(parsed.events.map((e) => [e.kind, e.mode]));
  const values = {
    emailEnabled: parsed.emailEnabled,
    webhookUrl: parsed.webhookUrl,
    webhookFormat: parsed.webhookFormat,
    events,
  };
  await db
    .insert(alertSettings)
    .values({ ...caller, ...values })
    .onConflictDoUpdate({
      target: alertSettings.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
  return alertSettingsOf(db, caller, available);
}

/** A test on the user's channels, now; each is recorded as a delivery. Answers the first failure. */
export async function sendTestAlert(
  db: Db,
  caller: Caller,
): Promise<{ ok: boolean; error: string | null }> {
  const settings = await getAlertSettings(db, caller);
  const [user] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.id, caller.userId), eq(users.tenantId, caller.tenantId)));
  const email = settings?.emailEnabled && user?.email ? user.email : null;
  if (!settings || (!email && !settings.webhookUrl)) throw new AlertsError("NO_CHANNEL");
  const locale = alertLocale(user?.language);
  const message = testMessage(locale, appOrigin());
  let error: string | null = null;
  if (email) {
    await db.transaction(async (tx) => {
      await queueEmail(tx as unknown as Db, {
        tenantId: caller.tenantId,
        recipients: [email],
        ...emailOf(message, locale),
      });
      await tx.insert(alertDeliveries).values({
        ...caller,
        kind: "TEST",
        channel: "EMAIL",
        status: "SENT",
        attempts: 1,
        deliveredAt: new Date(),
      });
    });
  }
  if (settings.webhookUrl) {
    const result = await postWebhook(
      settings.webhookUrl,
      webhookBody(message, settings.webhookFormat, locale),
      await tenantSecret(db, caller.tenantId),
    );
    if (!result.ok) error = result.code;
    await db.insert(alertDeliveries).values({
      ...caller,
      kind: "TEST",
      channel: "WEBHOOK",
      status: result.ok ? "SENT" : "FAILED",
      attempts: 1,
      lastError: result.ok ? null : result.code,
      deliveredAt: result.ok ? new Date() : null,
    });
  }
  return { ok: error === null, error };
}

export async function webhookSecretInfo(db: Db, tenantId: string) {
  await tenantSecret(db, tenantId);
  const row = await getWebhookSecretRow(db, tenantId);
  return { masked: maskSecret(row!.secret), secret: null, rotatedAt: row!.rotatedAt };
}

/** A new secret, shown once in full. */
export async function rotateWebhookSecret(db: Db, tenantId: string) {
  const { secret, rotatedAt } = await rotateTenantSecret(db, tenantId);
  return { secret, masked: maskSecret(secret), rotatedAt };
}
