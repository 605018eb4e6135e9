import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { reviews } from "./reviews";
import { tenants } from "./tenants";
import { users } from "./users";

/** A tenant's brand voice for drafted replies (lib/review-drafts); one row per tenant, or none. */
export const brandVoices = pgTable(
  "brand_voices",
  {
    tenantId: uuid("tenant_id")
      .primaryKey()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** WARM, FRIENDLY, PROFESSIONAL or CONCISE. */
    tone: text("tone").notNull().default("WARM"),
    /** USTED or TU: how a Spanish reply addresses the reviewer. */
    formality: text("formality").notNull().default("USTED"),
    signOff: text("sign_off").notNull().default(""),
    avoidWords: text("avoid_words").array().notNull().default([]),
    maxLength: integer("max_length").notNull().default(400),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "brand_voices_tone_check",
      sql`${t.tone} in ('WARM','FRIENDLY','PROFESSIONAL','CONCISE')`,
    ),
    check("brand_voices_formality_check", sql`${t.formality} in ('USTED','TU')`),
    check("brand_voices_max_length_check", sql`${t.maxLength} between 50 and 400`),
  ],
);

/** A reply drafted for a review, offline or by a language model, until a person approves or
 * discards it. At most one open (DRAFT) draft per review. */
export const reviewDrafts = pgTable(
  "review_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    /** DRAFT, APPROVED or DISCARDED. */
    status: text("status").notNull().default("DRAFT"),
    /** "offline" for the built-in drafter, else the model's `<provider>:<model>`. */
    source: text("source").notNull(),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    /** A person changed the text the drafter wrote. */
    edited: boolean("edited").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("review_drafts_open_review_idx")
      .on(t.reviewId)
      .where(sql`${t.status} = 'DRAFT'`),
    index("review_drafts_tenant_status_idx").on(t.tenantId, t.status, t.createdAt, t.id),
    check("review_drafts_status_check", sql`${t.status} in ('DRAFT','APPROVED','DISCARDED')`),
  ],
);

export type BrandVoiceRow = typeof brandVoices.$inferSelect;
export type ReviewDraftRow = typeof reviewDrafts.$inferSelect;
