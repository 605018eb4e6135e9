import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import {
  autoReplyRules,
  autoReplySettings,
  reviewTemplates,
  type ReviewTemplate,
} from "@/lib/db/schema";
import { ReviewInputError, ReviewNotFoundError, TemplateInUseError } from "./errors";
import { templateInputSchema, type TemplateInput } from "./schema";

type Scope = { tenantId: string };

const idSchema = z.uuid();

function parseTemplate(input: unknown): TemplateInput {
  const parsed = templateInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new ReviewInputError(
    parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}

/** Template deletions and rule changes take turns, so a rule never keeps a deleted template. */
export async function lockAutoReplySettings(tx: Db, { tenantId }: { tenantId: string }) {
  await tx.insert(autoReplySettings).values({ tenantId }).onConflictDoNothing();
  const [settings] = await tx
    .select()
    .from(autoReplySettings)
    .where(eq(autoReplySettings.tenantId, tenantId))
    .for("update");
  return settings!;
}

async function requireUniqueName(tx: Db, tenantId: string, name: string, exceptId?: string) {
  const [twin] = await tx
    .select({ id: reviewTemplates.id })
    .from(reviewTemplates)
    .where(
      and(
        eq(reviewTemplates.tenantId, tenantId),
        sql`lower(${reviewTemplates.name}) = lower(${name})`,
        exceptId ? ne(reviewTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (twin) throw new ReviewInputError([{ path: "name", message: "duplicateName" }]);
}

/** A unique-index violation of a name written at the same moment: the same refusal. */
function duplicateNameOnRace(error: unknown): never {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  if ((cause as { code?: string }).code === "23505")
    throw new ReviewInputError([{ path: "name", message: "duplicateName" }]);
  throw error;
}

export async function listReviewTemplates(db: Db, { tenantId }: Scope): Promise<ReviewTemplate[]> {
  return db
    .select()
    .from(reviewTemplates)
    .where(eq(reviewTemplates.tenantId, tenantId))
    .orderBy(asc(sql`lower(${reviewTemplates.name})`), asc(reviewTemplates.id));
}

export async function createReviewTemplate(
  db: Db,
  { tenantId, input }: Scope & { input: unknown },
): Promise<ReviewTemplate> {
  const template = parseTemplate(input);
  return db
    .transaction(async (tx) => {
      await requireUniqueName(tx, tenantId, template.name);
      const [created] = await tx
        .insert(reviewTemplates)
        .values({ tenantId, ...template })
        .returning();
      return created!;
    })
    .catch(duplicateNameOnRace);
}

export async function updateReviewTemplate(
  db: Db,
  { tenantId, id, input }: Scope & { id: string; input: unknown },
): Promise<ReviewTemplate> {
  if (!idSchema.safeParse(id).success) throw new ReviewNotFoundError("template");
  const template = parseTemplate(input);
  return db
    .transaction(async (tx) => {
      await requireUniqueName(tx, tenantId, template.name, id);
      const [updated] = await tx
        .update(reviewTemplates)
        .set({ ...template, updatedAt: new Date() })
        .where(and(eq(reviewTemplates.id, id), eq(reviewTemplates.tenantId, tenantId)))
        .returning();
      if (!updated) throw new ReviewNotFoundError("template");
      return updated;
    })
    .catch(duplicateNameOnRace);
}

/** Refused (TEMPLATE_IN_USE) while a rule uses it, or when it is the last and auto replies are on. */
export async function deleteReviewTemplate(
  db: Db,
  { tenantId, id }: Scope & { id: string },
): Promise<true> {
  if (!idSchema.safeParse(id).success) throw new ReviewNotFoundError("template");
  return db.transaction(async (tx) => {
    const settings = await lockAutoReplySettings(tx, { tenantId });
    const [user] = await tx
      .select({ id: autoReplyRules.id })
      .from(autoReplyRules)
      .where(
        and(
          eq(autoReplyRules.tenantId, tenantId),
          sql`${id}::uuid = any(${autoReplyRules.templateIds})`,
        ),
      )
      .limit(1);
    if (user) throw new TemplateInUseError("RULE");
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(reviewTemplates)
      .where(eq(reviewTemplates.tenantId, tenantId));
    const [deleted] = await tx
      .delete(reviewTemplates)
      .where(and(eq(reviewTemplates.id, id), eq(reviewTemplates.tenantId, tenantId)))
      .returning({ id: reviewTemplates.id });
    if (!deleted) throw new ReviewNotFoundError("template");
    if (settings.enabled && count <= 1) throw new TemplateInUseError("AUTO_REPLY_ON");
    return true as const;
  });
}
