import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { canAccessSection, effectiveRoles } from "@/lib/auth/sections";
import { rolesColumn } from "@/lib/auth/user-access";
import type { Db } from "@/lib/db/client";
import {
  alertDeliveries,
  alertEvents,
  alertSettings,
  tenants,
  users,
  type JobItem,
} from "@/lib/db/schema";
import { RetryableError, type ItemContext, type ItemOutcome } from "@/lib/jobs/outcomes";
import { queueEmail } from "@/lib/mail/outbox";
import { appOrigin } from "@/lib/maps/config";
import {
  alertLocale,
  digestMessage,
  emailOf,
  eventMessage,
  webhookBody,
  type AlertEvent,
  type AlertMessage,
} from "./message";
import {
  ALERT_EVENT_SECTIONS,
  ALERTED_JOB_KINDS,
  type AlertChannel,
  type AlertEventKind,
  type WebhookFormat,
} from "./rules";
import { postWebhook, tenantSecret } from "./webhook";

// An ALERT_DELIVERY item: a tenant's new events sent to each user who wants them at once, or (the
// hourly digest run) each user's past day in one message per channel. Every (user, event or day,
// channel) is one alert_deliveries row claimed before sending, so a retried item or a second run
// sends nothing twice; a webhook that failed for a reason worth retrying stays PENDING with its
// attempt counted until the queue's last try.

const payloadSchema = z.union([
  z.object({ eventIds: z.array(z.uuid()).min(1).max(5000) }),
  z.object({ digest: z.literal(true), now: z.iso.datetime().optional() }),
]);

export type Subscriber = {
  userId: string;
  email: string;
  language: string | null;
  roles: string[];
  isLeads: boolean;
  emailEnabled: boolean;
  webhookUrl: string | null;
  webhookFormat: WebhookFormat;
  events: Partial<Record<string, string>>;
};

export async function subscribers(
  db: Db,
  tenantId: string,
  userId?: string,
): Promise<Subscriber[]> {
  return db
    .select({
      userId: alertSettings.userId,
      email: users.email,
      language: users.language,
      roles: rolesColumn,
      isLeads: users.isLeads,
      emailEnabled: alertSettings.emailEnabled,
      webhookUrl: alertSettings.webhookUrl,
      webhookFormat: alertSettings.webhookFormat,
      events: alertSettings.events,
    })
    .from(alertSettings)
    .innerJoin(
      users,
      and(eq(users.id, alertSettings.userId), eq(users.tenantId, alertSettings.tenantId)),
    )
    .where(
      and(
        eq(alertSettings.tenantId, tenantId),
        sql`${users.disabledAt} is null`,
        userId ? eq(alertSettings.userId, userId) : undefined,
      ),
    );
}

/** Whether the user's roles show what the event is about. */
export function mayReceive(user: Pick<Subscriber, "roles" | "isLeads">, event: AlertEvent) {
  const section =
    event.kind === "JOB_FAILED"
      ? ALERTED_JOB_KINDS[String(event.data.jobKind)]
      : ALERT_EVENT_SECTIONS[event.kind];
  return section !== undefined && canAccessSection(effectiveRoles(user), section);
}

function channelsOf(user: Subscriber): AlertChannel[] {
  return [
    ...(user.emailEnabled && user.email ? (["EMAIL"] as const) : []),
    ...(user.webhookUrl ? (["WEBHOOK"] as const) : []),
  ];
}

type Send = { ok: true } | { ok: false; code: string; retryable: boolean };

/** One message on one channel; the delivery row is updated with how it went. */
async function sendOne(
  ctx: ItemContext,
  deliveryId: string,
  user: Subscriber,
  channel: AlertChannel,
  message: AlertMessage,
  secret: () => Promise<string>,
): Promise<Send> {
  const locale = alertLocale(user.language);
  if (channel === "EMAIL") {
    // The email and its delivery's SENT are one write: never queued twice.
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(alertDeliveries)
        .set({
          status: "SENT",
          attempts: sql`${alertDeliveries.attempts} + 1`,
          deliveredAt: new Date(),
          lastError: null,
        })
        .where(and(eq(alertDeliveries.id, deliveryId), eq(alertDeliveries.status, "PENDING")))
        .returning({ id: alertDeliveries.id });
      if (claimed)
        await queueEmail(tx as unknown as Db, {
          tenantId: ctx.tenantId,
          recipients: [user.email],
          ...emailOf(message, locale),
        });
    });
    return { ok: true };
  }
  const result = await postWebhook(
    user.webhookUrl!,
    webhookBody(message, user.webhookFormat, locale),
    await secret(),
  );
  const final = result.ok || !result.retryable || Boolean(ctx.lastTry);
  await ctx.db
    .update(alertDeliveries)
    .set({
      attempts: sql`${alertDeliveries.attempts} + 1`,
      status: result.ok ? "SENT" : final ? "FAILED" : "PENDING",
      lastError: result.ok ? null : result.code,
      deliveredAt: result.ok ? new Date() : null,
    })
    .where(eq(alertDeliveries.id, deliveryId));
  return result;
}

async function deliverEvents(ctx: ItemContext, eventIds: string[]): Promise<Send[]> {
  const events = await ctx.db
    .select()
    .from(alertEvents)
    .where(and(eq(alertEvents.tenantId, ctx.tenantId), inArray(alertEvents.id, eventIds)));
  const people = await subscribers(ctx.db, ctx.tenantId);
  const targets = people.flatMap((user) =>
    events.flatMap((event) => {
      const e = { ...event, kind: event.kind as AlertEventKind };
      if (user.events[event.kind] !== "IMMEDIATE" || !mayReceive(user, e)) return [];
      return channelsOf(user).map((channel) => ({ user, event: e, channel }));
    }),
  );
  if (targets.length === 0) return [];
  await ctx.db
    .insert(alertDeliveries)
    .values(
      targets.map(({ user, event, channel }) => ({
        tenantId: ctx.tenantId,
        userId: user.userId,
        eventId: event.id,
        kind: event.kind,
        channel,
      })),
    )
    .onConflictDoNothing();
  const pending = await ctx.db
    .select({
      id: alertDeliveries.id,
      userId: alertDeliveries.userId,
      eventId: alertDeliveries.eventId,
      channel: alertDeliveries.channel,
    })
    .from(alertDeliveries)
    .where(
      and(
        eq(alertDeliveries.tenantId, ctx.tenantId),
        inArray(alertDeliveries.eventId, eventIds),
        eq(alertDeliveries.status, "PENDING"),
      ),
    );
  const origin = appOrigin();
  const secret = lazySecret(ctx);
  const results: Send[] = [];
  for (const row of pending) {
    const target = targets.find(
      (t) =>
        t.user.userId === row.userId && t.event.id === row.eventId && t.channel === row.channel,
    );
    if (!target) continue;
    const message = eventMessage(target.event, alertLocale(target.user.language), origin);
    results.push(await sendOne(ctx, row.id, target.user, row.channel, message, secret));
  }
  return results;
}

function lazySecret(ctx: ItemContext) {
  let secret: Promise<string> | null = null;
  return () => (secret ??= tenantSecret(ctx.db, ctx.tenantId));
}

/** The tenant's local date and hour at `now`. */
function localClock(timeZone: string, now: Date): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

async function deliverDigests(ctx: ItemContext, now: Date, digestHour: number): Promise<Send[]> {
  const [tenant] = await ctx.db
    .select({ timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, ctx.tenantId));
  const timeZone = tenant?.timeZone ?? "UTC";
  const clock = localClock(timeZone, now);
  if (clock.hour < digestHour) return [];
  const day = previousDay(clock.day);
  const people = (await subscribers(ctx.db, ctx.tenantId)).filter((user) =>
    Object.values(user.events).includes("DIGEST"),
  );
  if (people.length === 0) return [];
  const events = await ctx.db
    .select()
    .from(alertEvents)
    .where(
      and(
        eq(alertEvents.tenantId, ctx.tenantId),
        sql`${alertEvents.createdAt} >= (${day}::date::timestamp at time zone ${timeZone})`,
        sql`${alertEvents.createdAt} < ((${day}::date + 1)::timestamp at time zone ${timeZone})`,
      ),
    )
    .orderBy(alertEvents.createdAt);
  const origin = appOrigin();
  const secret = lazySecret(ctx);
  const results: Send[] = [];
  for (const user of people) {
    const mine = events
      .map((event) => ({ ...event, kind: event.kind as AlertEventKind }))
      .filter((event) => user.events[event.kind] === "DIGEST" && mayReceive(user, event));
    if (mine.length === 0) continue;
    const message = digestMessage(mine, day, alertLocale(user.language), origin);
    for (const channel of channelsOf(user)) {
      await ctx.db
        .insert(alertDeliveries)
        .values({
          tenantId: ctx.tenantId,
          userId: user.userId,
          kind: "DIGEST",
          digestDay: day,
          channel,
        })
        .onConflictDoNothing();
      const [row] = await ctx.db
        .select({ id: alertDeliveries.id })
        .from(alertDeliveries)
        .where(
          and(
            eq(alertDeliveries.userId, user.userId),
            eq(alertDeliveries.digestDay, day),
            eq(alertDeliveries.channel, channel),
            eq(alertDeliveries.status, "PENDING"),
          ),
        );
      if (row) results.push(await sendOne(ctx, row.id, user, channel, message, secret));
    }
  }
  return results;
}

export async function deliverAlertItem(
  item: JobItem,
  ctx: ItemContext,
  options: { digestHour: number },
): Promise<ItemOutcome> {
  const parsed = payloadSchema.safeParse(item.payload);
  if (!parsed.success) return { ok: false, error: "INVALID_PAYLOAD" };
  const results =
    "eventIds" in parsed.data
      ? await deliverEvents(ctx, parsed.data.eventIds)
      : await deliverDigests(
          ctx,
          parsed.data.now ? new Date(parsed.data.now) : new Date(),
          options.digestHour,
        );
  const failed = results.filter((r): r is Extract<Send, { ok: false }> => !r.ok);
  if (failed.some((r) => r.retryable) && !ctx.lastTry)
    throw new RetryableError("WEBHOOK_RETRY", failed[0]!.code);
  const sent = results.length - failed.length;
  return failed.length && !sent
    ? { ok: false, error: failed[0]!.code }
    : { ok: true, result: { sent, failed: failed.length } };
}
