import "server-only";
import { and, desc, eq, inArray, not, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  autoReplies,
  autoReplyRules,
  autoReplySettings,
  reviews,
  reviewTemplates,
  type AutoReply,
  type AutoReplyRule,
  type ReviewTemplate,
} from "@/lib/db/schema";
import { ReviewInputError, type ReviewIssue } from "./errors";
import { autoReplySettingsSchema, type AutoReplySettingsInput } from "./schema";
import { unknownPlaceholders } from "./template-vars";
import { lockAutoReplySettings } from "./templates";

export type AutoReplySettingsRecord = { tenantId: string; enabled: boolean; delayMinutes: number };

export const RECENT_AUTO_REPLIES = 20;

type Scope = { tenantId: string };

export async function getAutoReplySettings(
  db: Db,
  { tenantId }: Scope,
): Promise<AutoReplySettingsRecord> {
  const [row] = await db
    .select()
    .from(autoReplySettings)
    .where(eq(autoReplySettings.tenantId, tenantId));
  // Never saved: off, with the column defaults.
  return { tenantId, enabled: row?.enabled ?? false, delayMinutes: row?.delayMinutes ?? 60 };
}

export async function listAutoReplyRules(db: Db, { tenantId }: Scope): Promise<AutoReplyRule[]> {
  return db
    .select()
    .from(autoReplyRules)
    .where(eq(autoReplyRules.tenantId, tenantId))
    .orderBy(desc(autoReplyRules.starRating), desc(autoReplyRules.withComment));
}

export type RecentAutoReply = AutoReply & { reviewName: string; reviewerName: string | null };

export async function listRecentAutoReplies(
  db: Db,
  { tenantId }: Scope,
): Promise<RecentAutoReply[]> {
  const rows = await db
    .select({
      reply: autoReplies,
      reviewName: reviews.googleId,
      reviewerName: reviews.reviewerName,
    })
    .from(autoReplies)
    .innerJoin(
      reviews,
      and(eq(reviews.id, autoReplies.reviewId), eq(reviews.tenantId, autoReplies.tenantId)),
    )
    .where(eq(autoReplies.tenantId, tenantId))
    .orderBy(desc(autoReplies.createdAt), desc(autoReplies.id))
    .limit(RECENT_AUTO_REPLIES);
  return rows.map(({ reply, reviewName, reviewerName }) => ({
    ...reply,
    reviewName,
    reviewerName,
  }));
}

/** Another tenant's ids find nothing. */
export async function loadTemplates(
  db: Db,
  { tenantId, ids }: Scope & { ids: string[] },
): Promise<Map<string, ReviewTemplate>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(reviewTemplates)
    .where(and(eq(reviewTemplates.tenantId, tenantId), inArray(reviewTemplates.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

function schemaIssues(input: unknown): {
  settings?: AutoReplySettingsInput;
  issues: ReviewIssue[];
} {
  const parsed = autoReplySettingsSchema.safeParse(input);
  if (parsed.success) return { settings: parsed.data, issues: [] };
  return {
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    })),
  };
}

/** Templates saved before unknown placeholders were refused would send `{nombre}` as written. */
async function templateIssues(tx: Db, tenantId: string, settings: AutoReplySettingsInput) {
  const ids = [...new Set(settings.rules.flatMap((rule) => rule.templateIds))];
  const owned = await loadTemplates(tx, { tenantId, ids });
  return settings.rules.flatMap((rule, i) => {
    const path = `rules.${i}.templateIds`;
    if (!rule.templateIds.every((id) => owned.has(id)))
      return [{ path, message: "unknownTemplate" }];
    const unsendable = rule.templateIds.some(
      (id) => unknownPlaceholders(owned.get(id)!.body).length > 0,
    );
    return unsendable ? [{ path, message: "templatePlaceholder" }] : [];
  });
}

/** Replaces the rules; a rule kept for the same reviews keeps its place in the rotation. */
async function replaceRules(tx: Db, tenantId: string, rules: AutoReplySettingsInput["rules"]) {
  const kept = rules.map(
    (rule) =>
      sql`(${autoReplyRules.starRating} = ${rule.rating} and ${autoReplyRules.withComment} = ${rule.withComment})`,
  );
  await tx
    .delete(autoReplyRules)
    .where(and(eq(autoReplyRules.tenantId, tenantId), kept.length ? not(or(...kept)!) : undefined));
  if (rules.length === 0) return;
  await tx
    .insert(autoReplyRules)
    .values(
      rules.map((rule) => ({
        tenantId,
        starRating: rule.rating,
        withComment: rule.withComment,
        // A template named twice would make two replies in a row the same.
        templateIds: [...new Set(rule.templateIds)],
      })),
    )
    .onConflictDoUpdate({
      target: [autoReplyRules.tenantId, autoReplyRules.starRating, autoReplyRules.withComment],
      set: { templateIds: sql.raw("excluded.template_ids") },
    });
}

/** Switching on needs a template (templatesRequired); bad input writes nothing. */
export async function updateAutoReplySettings(
  db: Db,
  { tenantId, userId, input }: Scope & { userId: string; input: unknown },
): Promise<AutoReplySettingsRecord> {
  return db.transaction(async (tx) => {
    await lockAutoReplySettings(tx, { tenantId });
    const { settings, issues } = schemaIssues(input);
    if ((input as { enabled?: unknown } | null)?.enabled === true) {
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(reviewTemplates)
        .where(eq(reviewTemplates.tenantId, tenantId));
      if (count === 0) issues.unshift({ path: "enabled", message: "templatesRequired" });
    }
    if (settings && issues.length === 0)
      issues.push(...(await templateIssues(tx, tenantId, settings)));
    if (!settings || issues.length) throw new ReviewInputError(issues);
    await tx
      .update(autoReplySettings)
      .set({
        enabled: settings.enabled,
        delayMinutes: settings.delayMinutes,
        updatedAt: new Date(),
        updatedBy: userId,
      })
      .where(eq(autoReplySettings.tenantId, tenantId));
    await replaceRules(tx, tenantId, settings.rules);
    return { tenantId, enabled: settings.enabled, delayMinutes: settings.delayMinutes };
  });
}
