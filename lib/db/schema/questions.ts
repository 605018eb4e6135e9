import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { jobItems } from "./jobs";
import { locations } from "./locations";
import { tenants } from "./tenants";

export const questions = pgTable(
  "questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    /** Maps-service resource name: locations/{l}/questions/{q}. */
    googleId: text("google_id").notNull(),
    text: text("text").notNull(),
    authorName: text("author_name"),
    /** REGULAR_USER, LOCAL_GUIDE or MERCHANT (a FAQ the business posted itself). */
    authorType: text("author_type"),
    totalAnswerCount: integer("total_answer_count").notNull().default(0),
    topAnswer: text("top_answer"),
    /** The business's own answer, as the maps service last said or our last send left it. */
    ownerAnswer: text("owner_answer"),
    ownerAnswerTime: timestamp("owner_answer_time", { withTimezone: true }),
    /** The latest answer sent through the job engine (QUESTION_ANSWER), while it is on its way. */
    answerJobItemId: uuid("answer_job_item_id").references(() => jobItems.id, {
      onDelete: "set null",
    }),
    createTime: timestamp("create_time", { withTimezone: true }).notNull(),
    updateTime: timestamp("update_time", { withTimezone: true }).notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("questions_tenant_google_idx").on(t.tenantId, t.googleId),
    index("questions_tenant_location_idx").on(t.tenantId, t.locationId),
  ],
);
