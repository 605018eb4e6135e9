import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { brandVoices, locations, reviewDrafts, reviews, reviewTemplates } from "@/lib/db/schema";
import { linkedTenantMapsClient } from "@/lib/auth/maps-access";
import { ANONYMOUS_REVIEWER } from "@/lib/maps/types-reviews";
import { detectLanguage } from "@/lib/reviews/sentiment";
import { firstNameOf } from "@/lib/reviews/template-vars";
import type { DraftLanguage, DraftSubject } from "./offline";
import {
  checkDraft,
  DEFAULT_BRAND_VOICE,
  phonesIn,
  type BrandVoice,
  type DraftStatus,
  type DraftViolation,
} from "./rules";
import type { DraftListParams } from "./schema";

type Scope = { tenantId: string };

export async function getBrandVoice(
  db: Db,
  { tenantId }: Scope,
): Promise<BrandVoice & { updatedAt: Date | null }> {
  const [row] = await db.select().from(brandVoices).where(eq(brandVoices.tenantId, tenantId));
  if (!row) return { ...DEFAULT_BRAND_VOICE, updatedAt: null };
  return {
    tone: row.tone as BrandVoice["tone"],
    formality: row.formality as BrandVoice["formality"],
    signOff: row.signOff,
    avoidWords: row.avoidWords,
    maxLength: row.maxLength,
    updatedAt: row.updatedAt,
  };
}

export async function listTemplateBodies(db: Db, { tenantId }: Scope) {
  return db
    .select({ name: reviewTemplates.name, body: reviewTemplates.body })
    .from(reviewTemplates)
    .where(eq(reviewTemplates.tenantId, tenantId))
    .orderBy(asc(reviewTemplates.name));
}

const subjectColumns = {
  reviewId: reviews.id,
  reviewerName: reviews.reviewerName,
  starRating: reviews.starRating,
  comment: reviews.comment,
  removedAt: reviews.removedAt,
  storeName: locations.locationName,
  city: locations.locality,
  languageCode: locations.languageCode,
};

type SubjectRow = {
  reviewId: string;
  reviewerName: string | null;
  starRating: number;
  comment: string | null;
  removedAt: Date | null;
  storeName: string;
  city: string | null;
  languageCode: string | null;
};

export type DraftSubjectRecord = DraftSubject & { comment: string | null; removed: boolean };

function languageOf(row: SubjectRow): DraftLanguage {
  const detected = row.comment ? detectLanguage(row.comment) : null;
  if (detected) return detected;
  return row.languageCode?.slice(0, 2).toLowerCase() === "en" ? "en" : "es";
}

function toSubject(row: SubjectRow): DraftSubjectRecord {
  return {
    reviewId: row.reviewId,
    language: languageOf(row),
    rating: row.starRating,
    hasComment: Boolean(row.comment?.trim()),
    comment: row.comment,
    removed: row.removedAt !== null,
    values: {
      firstName: firstNameOf(row.reviewerName),
      storeName: row.storeName,
      city: row.city ?? "",
    },
  };
}

/** The tenant's reviews of `ids` with their stores, as a drafter needs them (one query). */
export async function loadDraftSubjects(
  db: Db,
  { tenantId, ids }: Scope & { ids: string[] },
): Promise<DraftSubjectRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(subjectColumns)
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .where(and(eq(reviews.tenantId, tenantId), inArray(reviews.id, ids)));
  return rows.map(toSubject);
}

export type ReviewDraftRecord = {
  id: string;
  reviewId: string;
  text: string;
  status: DraftStatus;
  source: string;
  edited: boolean;
  inputTokens: number;
  outputTokens: number;
  createdAt: Date;
  updatedAt: Date;
  reviewer: string;
  rating: number;
  comment: string | null;
  storeName: string;
  city: string | null;
  reviewReplied: boolean;
  violations: DraftViolation[];
};

const draftColumns = {
  id: reviewDrafts.id,
  reviewId: reviewDrafts.reviewId,
  text: reviewDrafts.text,
  status: reviewDrafts.status,
  source: reviewDrafts.source,
  edited: reviewDrafts.edited,
  inputTokens: reviewDrafts.inputTokens,
  outputTokens: reviewDrafts.outputTokens,
  createdAt: reviewDrafts.createdAt,
  updatedAt: reviewDrafts.updatedAt,
  reviewerName: reviews.reviewerName,
  rating: reviews.starRating,
  comment: reviews.comment,
  replyComment: reviews.replyComment,
  storeName: locations.locationName,
  city: locations.locality,
  googleId: locations.googleId,
  regionCode: locations.regionCode,
};

/**
 * The store's own phone numbers, read from the maps service only for drafts that hold a number
 * (rarely); none when the tenant has no linked account or the read fails, so any number is refused.
 */
async function storePhones(
  db: Db,
  tenantId: string,
  rows: { text: string; googleId: string; regionCode: string | null }[],
): Promise<Map<string, string[]>> {
  const phones = new Map<string, string[]>();
  const wanted = [
    ...new Set(
      rows.filter((row) => phonesIn(row.text, row.regionCode).length).map((r) => r.googleId),
    ),
  ];
  if (wanted.length === 0) return phones;
  const client = await linkedTenantMapsClient(db, { tenantId }).catch(() => null);
  if (!client) return phones;
  const region = new Map(rows.map((row) => [row.googleId, row.regionCode]));
  await Promise.all(
    wanted.slice(0, 20).map(async (googleId) => {
      try {
        const location = await client.getLocation(googleId, "phoneNumbers");
        const numbers = [
          location.phoneNumbers?.primaryPhone,
          ...(location.phoneNumbers?.additionalPhones ?? []),
        ].filter((n): n is string => Boolean(n));
        phones.set(
          googleId,
          numbers.flatMap((n) => phonesIn(n, region.get(googleId))),
        );
      } catch {
        phones.set(googleId, []);
      }
    }),
  );
  return phones;
}

async function withViolations(
  db: Db,
  tenantId: string,
  rows: Awaited<ReturnType<typeof selectDrafts>>,
): Promise<ReviewDraftRecord[]> {
  const voice = await getBrandVoice(db, { tenantId });
  const phones = await storePhones(db, tenantId, rows);
  return rows.map((row) => ({
    id: row.id,
    reviewId: row.reviewId,
    text: row.text,
    status: row.status as DraftStatus,
    source: row.source,
    edited: row.edited,
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    reviewer: row.reviewerName || ANONYMOUS_REVIEWER,
    rating: row.rating,
    comment: row.comment,
    storeName: row.storeName,
    city: row.city,
    reviewReplied: row.replyComment !== null,
    violations:
      row.status === "DRAFT"
        ? checkDraft(row.text, {
            voice,
            storePhones: phones.get(row.googleId),
            regionCode: row.regionCode,
          })
        : [],
  }));
}

function selectDrafts(db: Db) {
  return db
    .select(draftColumns)
    .from(reviewDrafts)
    .innerJoin(reviews, eq(reviews.id, reviewDrafts.reviewId))
    .innerJoin(locations, eq(locations.id, reviews.locationId));
}

/** One page of the tenant's drafts of one status, newest first, each with the rules it breaks. */
export async function listReviewDrafts(
  db: Db,
  { tenantId, status, limit, offset }: Scope & DraftListParams,
): Promise<{ items: ReviewDraftRecord[]; total: number }> {
  const where = and(eq(reviewDrafts.tenantId, tenantId), eq(reviewDrafts.status, status));
  const [rows, [count]] = await Promise.all([
    selectDrafts(db)
      .where(where)
      .orderBy(desc(reviewDrafts.createdAt), desc(reviewDrafts.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviewDrafts)
      .where(where),
  ]);
  return { items: await withViolations(db, tenantId, rows), total: count?.total ?? 0 };
}

/** The tenant's drafts of `ids` (others' and unknown ids are left out). */
export async function getReviewDrafts(
  db: Db,
  { tenantId, ids }: Scope & { ids: string[] },
): Promise<ReviewDraftRecord[]> {
  if (ids.length === 0) return [];
  const rows = await selectDrafts(db).where(
    and(eq(reviewDrafts.tenantId, tenantId), inArray(reviewDrafts.id, ids)),
  );
  return withViolations(db, tenantId, rows);
}
