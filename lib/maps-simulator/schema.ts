import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Attribute, Location, Review } from "@/lib/maps/types";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** The simulator keeps its state apart from the product's tables. */
export const mapsSim = pgSchema("maps_sim");

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const simIdentities = mapsSim.table("identities", {
  sub: text("sub").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  givenName: text("given_name").notNull(),
  familyName: text("family_name").notNull(),
  createdAt: createdAt(),
});

export const simAccounts = mapsSim.table("accounts", {
  id: text("id").primaryKey(),
  accountName: text("account_name").notNull(),
  type: text("type").notNull().default("LOCATION_GROUP"),
  verificationState: text("verification_state").notNull().default("VERIFIED"),
  vettedState: text("vetted_state").notNull().default("NOT_VETTED"),
  createdAt: createdAt(),
});

export const simAccountAdmins = mapsSim.table(
  "account_admins",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => simAccounts.id, { onDelete: "cascade" }),
    sub: text("sub")
      .notNull()
      .references(() => simIdentities.sub, { onDelete: "cascade" }),
    role: text("role").notNull().default("PRIMARY_OWNER"),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.sub] }),
    index("sim_account_admins_sub_idx").on(t.sub),
  ],
);

// `data` holds the resource minus its name, projected by readMask and patched by updateMask; the
// columns beside it exist to filter, order and page with indexes.
export const simLocations = mapsSim.table(
  "locations",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => simAccounts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    storeCode: text("store_code"),
    openStatus: text("open_status").notNull().default("OPEN"),
    data: jsonb("data").$type<Omit<Location, "name">>().notNull(),
    attributes: jsonb("attributes")
      .$type<Attribute[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sim_locations_account_position_idx").on(t.accountId, t.position),
    index("sim_locations_account_title_idx").on(t.accountId, t.title, t.id),
    index("sim_locations_account_store_code_idx").on(t.accountId, t.storeCode),
  ],
);

/** The newest attempt decides a location's state. */
export const simVerifications = mapsSim.table(
  "verifications",
  {
    id: text("id").primaryKey(),
    locationId: text("location_id")
      .notNull()
      .references(() => simLocations.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    state: text("state").notNull(),
    createTime: timestamp("create_time", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sim_verifications_location_idx").on(t.locationId, t.createTime)],
);

/** Only a hash is stored, and a code is spent once. */
export const simOAuthCodes = mapsSim.table("oauth_codes", {
  codeHash: text("code_hash").primaryKey(),
  sub: text("sub").notNull(),
  clientId: text("client_id").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  scope: text("scope").notNull(),
  codeChallenge: text("code_challenge"),
  codeChallengeMethod: text("code_challenge_method"),
  nonce: text("nonce"),
  /** "offline" earns a refresh token, as at Google. */
  accessType: text("access_type").notNull().default("online"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Hashed. A replayed code revokes the tokens it produced. */
export const simOAuthTokens = mapsSim.table(
  "oauth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    kind: text("kind").$type<"access" | "refresh">().notNull(),
    sub: text("sub").notNull(),
    clientId: text("client_id").notNull(),
    scope: text("scope").notNull(),
    codeHash: text("code_hash"),
    /** Null for refresh tokens: they last until revoked. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("sim_oauth_tokens_sub_idx").on(t.sub),
    index("sim_oauth_tokens_code_idx").on(t.codeHash),
  ],
);

// Only reviews that differ from the seeded ones; untouched seeded reviews follow from the location
// id, which keeps seeding fast.
export const simReviews = mapsSim.table(
  "reviews",
  {
    /** Unique across locations, as Google's are. */
    id: text("id").primaryKey(),
    locationId: text("location_id")
      .notNull()
      .references(() => simLocations.id, { onDelete: "cascade" }),
    updateTime: timestamp("update_time", { withTimezone: true }).notNull(),
    data: jsonb("data").$type<SimReviewRecord>().notNull(),
  },
  (t) => [index("sim_reviews_location_idx").on(t.locationId, t.updateTime)],
);

export type SimStoredReview = Omit<Review, "name">;

/** `deletedAt` makes it a tombstone that hides the review (seeded ones too). */
export type SimReviewRecord = SimStoredReview & { deletedAt?: string };

/** Questions asked through the API (a business's own FAQs), beside the seeded ones. */
export const simQuestions = mapsSim.table(
  "questions",
  {
    id: text("id").primaryKey(),
    locationId: text("location_id")
      .notNull()
      .references(() => simLocations.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    createTime: timestamp("create_time", { withTimezone: true }).notNull(),
    updateTime: timestamp("update_time", { withTimezone: true }).notNull(),
  },
  (t) => [index("sim_questions_location_idx").on(t.locationId)],
);

/** One per question. */
export const simAnswers = mapsSim.table(
  "answers",
  {
    locationId: text("location_id")
      .notNull()
      .references(() => simLocations.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    text: text("text").notNull(),
    createTime: timestamp("create_time", { withTimezone: true }).notNull(),
    updateTime: timestamp("update_time", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.questionId] })],
);

/** One per (location, action type, uri), as at Google. */
export const simPlaceActionLinks = mapsSim.table(
  "place_action_links",
  {
    id: text("id").primaryKey(),
    locationId: text("location_id")
      .notNull()
      .references(() => simLocations.id, { onDelete: "cascade" }),
    placeActionType: text("place_action_type").notNull(),
    uri: text("uri").notNull(),
    isPreferred: boolean("is_preferred").notNull().default(false),
    providerType: text("provider_type").notNull().default("MERCHANT"),
    createTime: timestamp("create_time", { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp("update_time", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sim_place_action_links_unique_idx").on(t.locationId, t.placeActionType, t.uri),
    index("sim_place_action_links_location_idx").on(t.locationId, t.createTime),
  ],
);

/** A repeat answers the location the first call made. */
export const simCreateRequests = mapsSim.table(
  "create_requests",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => simAccounts.id, { onDelete: "cascade" }),
    requestId: text("request_id").notNull(),
    locationId: text("location_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.requestId] })],
);

// Shared by every process serving the simulator: one row per bucket, counting since its window
// opened.
export const simQuotaUsage = mapsSim.table("quota_usage", {
  bucket: text("bucket").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  used: integer("used").notNull(),
});

export const simFaults = mapsSim.table(
  "faults",
  {
    id: text("id").primaryKey(),
    locationId: text("location_id")
      .notNull()
      .references(() => simLocations.id, { onDelete: "cascade" }),
    httpStatus: integer("http_status").notNull(),
    googleStatus: text("google_status").notNull(),
    /** Blamed in the BadRequest detail of a forced 400. */
    field: text("field"),
    /** Only calls with this HTTP method fail; any call when null. */
    method: text("method"),
    remaining: integer("remaining").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sim_faults_location_idx").on(t.locationId, t.createdAt)],
);

// The bytes fetched are kept so googleUrl can serve them.
export const simMedia = mapsSim.table(
  "media",
  {
    id: text("id").primaryKey(),
    locationId: text("location_id")
      .notNull()
      .references(() => simLocations.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    mediaFormat: text("media_format").notNull(),
    category: text("category"),
    sourceUrl: text("source_url"),
    mimeType: text("mime_type").notNull(),
    widthPixels: integer("width_pixels").notNull(),
    heightPixels: integer("height_pixels").notNull(),
    description: text("description"),
    attributionName: text("attribution_name"),
    viewCount: integer("view_count").notNull().default(0),
    bytes: bytea("bytes"),
    createTime: timestamp("create_time", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sim_media_location_idx").on(t.locationId, t.source, t.createTime)],
);

// `data` holds the LocalPost resource minus what lives in columns; PROCESSING until `settlesAt`.
export const simLocalPosts = mapsSim.table(
  "local_posts",
  {
    id: text("id").primaryKey(),
    locationId: text("location_id")
      .notNull()
      .references(() => simLocations.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    outcome: text("outcome").notNull().default("LIVE"),
    settlesAt: timestamp("settles_at", { withTimezone: true }).notNull().defaultNow(),
    createTime: timestamp("create_time", { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp("update_time", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sim_local_posts_location_idx").on(t.locationId, t.createTime)],
);

// No row (or no types) means nothing is published.
export const simNotificationSettings = mapsSim.table("notification_settings", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => simAccounts.id, { onDelete: "cascade" }),
  pubsubTopic: text("pubsub_topic").notNull().default(""),
  notificationTypes: text("notification_types").array().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What Google decided about a location beyond its resource (the admin API sets it): its standing
 * (SUSPENDED or DISABLED for the guidelines, OWNERSHIP_CONFLICT, WAITING for a quality review) and
 * the outcome its next verify call ends in. No row: a location in good standing.
 */
export const simLocationStanding = mapsSim.table("location_standing", {
  locationId: text("location_id")
    .primaryKey()
    .references(() => simLocations.id, { onDelete: "cascade" }),
  standing: text("standing"),
  nextVerifyOutcome: text("next_verify_outcome"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What Google changed on a location beyond what its merchant set, one row per field path of the
 * diffMask (title, phoneNumbers, profile.description…): `value` is Google's. get and list answer
 * the merchant's resource with metadata.hasGoogleUpdated while a row exists; getGoogleUpdated
 * answers the resource with these values over it; a PATCH naming the field takes its row away.
 */
export const simGoogleUpdates = mapsSim.table(
  "google_updates",
  {
    locationId: text("location_id")
      .notNull()
      .references(() => simLocations.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    value: jsonb("value").$type<unknown>(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.field] })],
);
