import "server-only";
import { and, asc, desc, eq, lte } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { reportSchedules, type ReportFilterSnapshot } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/config";
import { queueEmail } from "@/lib/mail/outbox";
import { deliverPending } from "@/lib/mail/sender";
import { registerScheduledJob } from "@/lib/jobs/schedules";
import { addToWallTime, fromWallTime, todayIn } from "@/lib/posts/time";
import { buildReportFile, snapshotQuery, tenantTimeZoneOf } from "./pdf-file";
import { exportTranslator, formatRange } from "./pdf-text";
import { checkReportFilters } from "./share-links";
import type { ReportScheduleValues } from "./schema";

export type ReportScheduleRow = typeof reportSchedules.$inferSelect;

/** Scheduled reports leave at this hour of the tenant's morning, when yesterday is complete. */
const SEND_HOUR = "07:00";
/** How many schedules one tick sends; the rest wait for the next tick. */
const SCHEDULES_PER_TICK = 25;

/** Every report covers whole weeks or months ending yesterday. */
export function nextSendAt(frequency: "WEEKLY" | "MONTHLY", timeZone: string, now: Date): Date {
  const today = todayIn(timeZone, now);
  const [y, m, d] = today.split("-").map(Number);
  if (frequency === "MONTHLY") {
    const first = `${y}-${String(m).padStart(2, "0")}-01T${SEND_HOUR}`;
    return fromWallTime(addToWallTime(first, "MONTHLY", 1), timeZone);
  }
  const weekday = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  const untilMonday = (8 - weekday) % 7 || 7;
  const monday = new Date(Date.UTC(y!, m! - 1, d! + untilMonday)).toISOString().slice(0, 10);
  return fromWallTime(`${monday}T${SEND_HOUR}`, timeZone);
}

/** A schedule's filters as stored: lists always present, so the GraphQL shape needs no guessing. */
function snapshot(filters: ReportScheduleValues["filters"]): ReportFilterSnapshot {
  return {
    workspaceId: filters.workspaceId ?? null,
    storeIds: filters.storeIds ?? [],
    labels: filters.labels ?? [],
    cities: filters.cities ?? [],
    days: filters.days,
  };
}

export async function createReportSchedule(
  db: Db,
  caller: { tenantId: string; userId: string; locale: Locale },
  input: ReportScheduleValues,
  now = new Date(),
): Promise<ReportScheduleRow> {
  await checkReportFilters(db, { tenantId: caller.tenantId, ...input.filters });
  const timeZone = await tenantTimeZoneOf(db, { tenantId: caller.tenantId });
  const [row] = await db
    .insert(reportSchedules)
    .values({
      tenantId: caller.tenantId,
      createdBy: caller.userId,
      frequency: input.frequency,
      format: input.format,
      recipients: input.recipients,
      locale: input.locale ?? caller.locale,
      filters: snapshot(input.filters),
      nextRunAt: nextSendAt(input.frequency, timeZone, now),
    })
    .returning();
  return row!;
}

export async function listReportSchedules(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<ReportScheduleRow[]> {
  return db
    .select()
    .from(reportSchedules)
    .where(eq(reportSchedules.tenantId, tenantId))
    .orderBy(desc(reportSchedules.createdAt))
    .limit(200);
}

export async function deleteReportSchedule(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
) {
  const deleted = await db
    .delete(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.tenantId, tenantId)))
    .returning({ id: reportSchedules.id });
  return deleted.length > 0;
}

async function getSchedule(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.tenantId, tenantId)));
  return row ?? null;
}

async function writeScheduleEmail(db: Db, schedule: ReportScheduleRow, now: Date) {
  const locale: Locale = schedule.locale === "en" ? "en" : "es";
  const timeZone = await tenantTimeZoneOf(db, { tenantId: schedule.tenantId });
  const query = snapshotQuery(schedule.tenantId, schedule.filters, timeZone, now);
  const file = await buildReportFile(
    db,
    query,
    schedule.format === "CSV" ? "CSV" : "PDF",
    locale,
    now,
  );
  const t = exportTranslator(locale);
  const range = formatRange(file.report.performance.range, locale);
  return {
    tenantId: schedule.tenantId,
    recipients: schedule.recipients,
    subject: t("emailSubject", { range }),
    text: t("emailBody", { range, filename: file.filename }),
    attachments: [
      {
        filename: file.filename,
        contentType: file.contentType,
        base64: Buffer.from(file.bytes).toString("base64"),
      },
    ],
  };
}

/** Only while next_run_at is still the one read, so two workers never send the same run twice. */
async function sendDue(db: Db, schedule: ReportScheduleRow, now: Date): Promise<string | null> {
  const email = await writeScheduleEmail(db, schedule, now);
  const timeZone = await tenantTimeZoneOf(db, { tenantId: schedule.tenantId });
  const frequency = schedule.frequency === "MONTHLY" ? "MONTHLY" : "WEEKLY";
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(reportSchedules)
      .set({ nextRunAt: nextSendAt(frequency, timeZone, now), lastSentAt: now })
      .where(
        and(eq(reportSchedules.id, schedule.id), eq(reportSchedules.nextRunAt, schedule.nextRunAt)),
      )
      .returning({ id: reportSchedules.id });
    if (moved.length === 0) return null;
    return queueEmail(tx as unknown as Db, email);
  });
}

export async function sendDueReports(db: Db, now = new Date()): Promise<string[]> {
  const due = await db
    .select()
    .from(reportSchedules)
    .where(lte(reportSchedules.nextRunAt, now))
    .orderBy(asc(reportSchedules.nextRunAt))
    .limit(SCHEDULES_PER_TICK);
  const ids: string[] = [];
  for (const schedule of due) {
    const id = await sendDue(db, schedule, now);
    if (id) ids.push(id);
  }
  if (ids.length > 0) await deliverPending(db, ids);
  return ids;
}

export async function sendReportNow(
  db: Db,
  { tenantId, id, now = new Date() }: { tenantId: string; id: string; now?: Date },
) {
  const schedule = await getSchedule(db, tenantId, id);
  if (!schedule) return null;
  const outboxId = await queueEmail(db, await writeScheduleEmail(db, schedule, now));
  await db
    .update(reportSchedules)
    .set({ lastSentAt: now })
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.tenantId, tenantId)));
  await deliverPending(db, [outboxId]);
  return outboxId;
}

/** Scheduled report emails are looked for every hour, on the hour. */
export const REPORT_EMAILS_SCHEDULE = "report-emails";

registerScheduledJob({
  name: REPORT_EMAILS_SCHEDULE,
  cron: "0 * * * *",
  run: async ({ db }) => {
    await sendDueReports(db);
  },
});
