import "server-only";
import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { num, rowsOf } from "@/lib/db/rows";
import { mapsQuotaTakes, mapsQuotaWaiters } from "@/lib/db/schema";
import { backgroundShareOf } from "@/lib/maps/background-share";
import { countQuotaUnits } from "@/lib/costs/usage";
import { apiQuotaKeyParts, isDayKey, quotaKeyApi, quotaWindows } from "@/lib/maps/quotas";
import { mapsWeightOf } from "@/lib/maps/weight";
import type { Lane } from "./lanes";
import {
  decideDay,
  decideMinute,
  laneCeiling,
  QUOTA_POLICY,
  type QuotaPolicySettings,
  type QuotaWaitReason,
} from "./quota-policy";

/**
 * One counter to take a unit from: `limit` units per `windowMs`. A sliding claim never lets more
 * than `limit` units into any stretch of `windowMs`, wherever the service starts its own window;
 * a fixed claim counts per epoch-aligned window (fine for a daily total). A shared claim is one
 * project's quota that every tenant draws on: lanes and fair share apply, and on a fixed claim
 * the tenant's own daily cap.
 */
export type QuotaClaim = {
  key: string;
  limit: number;
  windowMs: number;
  sliding?: boolean;
  shared?: boolean;
  /**
   * Units taken at once, all or none (1 by default): work that makes many calls in a row takes
   * them in one take, as a row of single takes none of which is refused would. At most `limit`.
   */
  units?: number;
};

/**
 * Who takes the unit; a null tenant (a call outside any job) is never held to a share. `backlog`:
 * the items of the taker's job ahead of it (lib/jobs/quota-scope.ts).
 */
export type QuotaTaker = { tenantId: string | null; lane: Lane; backlog?: number };

export type QuotaRefusal = { retryAt: Date; reason: QuotaWaitReason };

/**
 * A sliding window is widened by this much: the service counts a call when it arrives, a little
 * after the unit was taken here, so units at the edges of a window must not crowd into the next.
 */
const ARRIVAL_MARGIN = (windowMs: number) => Math.ceil(windowMs * 0.02) + 50;
/**
 * Old units are deleted on about this fraction of takes: cheap, and the table stays a day long.
 * Every key keeps a day, not just its own window, so the Super Admin sees the last hour and day.
 */
const PRUNE_CHANCE = 0.01;
/** A day's waiter stays a contender this long after its expected start (one minute's window). */
const dayWaiterGrace = (dayMs: number) => dayMs / 1440;

class QuotaSpent extends Error {
  constructor(
    readonly refusal: QuotaRefusal,
    /** Until when the taker contends for the key's units: its next ask, were it not paced. */
    readonly contendsUntil: Date,
  ) {
    super("quota spent");
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Take = { tx: Tx; claim: QuotaClaim; taker: QuotaTaker; now: number };

const unitsOf = (claim: QuotaClaim) => claim.units ?? 1;

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

function refuse(
  claim: QuotaClaim,
  reason: Omit<QuotaWaitReason, "key">,
  retryAt: number,
  contendsUntil = retryAt,
): never {
  const refusal = { retryAt: new Date(retryAt), reason: { ...reason, key: claim.key } };
  throw new QuotaSpent(refusal, new Date(contendsUntil));
}

/**
 * The weights of the tenants other than the taker that want units of this key (in this lane, when
 * given), read with their tenants' rows in the same statement.
 */
async function otherContenders(
  { tx, claim, taker }: Take,
  lane: Lane | null,
  waitersSince: number,
  takesSince: number | null,
): Promise<number[]> {
  if (!taker.tenantId) return [];
  const inLane = (column: SQL) => (lane ? sql`and ${column} = ${lane}` : sql``);
  const recentTakes =
    takesSince === null
      ? sql``
      : sql`union select tenant_id from maps_quota_takes where key = ${claim.key}
            ${inLane(sql`lane`)} and taken_at > ${at(takesSince)} and tenant_id is not null`;
  const found = rowsOf<{ weight: unknown }>(
    await tx.execute(sql`
      select t.maps_weight as weight from (
        select tenant_id from maps_quota_waiters where key = ${claim.key}
          ${inLane(sql`lane`)} and until > ${at(waitersSince)}
        ${recentTakes}
      ) contending left join tenants t on t.id = contending.tenant_id
      where contending.tenant_id <> ${taker.tenantId}
      group by contending.tenant_id, t.maps_weight`),
  );
  return found.map((row) => mapsWeightOf(row.weight));
}

/** The taker's weight, as a column of a statement the take runs anyway. */
const takerWeight = ({ claim, taker }: Take) =>
  claim.shared && taker.tenantId
    ? sql`(select maps_weight from tenants where id = ${taker.tenantId})`
    : sql`null`;

/**
 * The background share of an API key's project, as a column of the statement that counts its
 * window: read on every take, so an admin's change reaches every worker at its next take, with no
 * cache to expire.
 */
function projectBackgroundShare({ claim }: Take) {
  const project = claim.shared ? apiQuotaKeyParts(claim.key)?.project : undefined;
  return project === undefined
    ? sql`null`
    : sql`(select background_share_percent from maps_project_settings where project = ${project})`;
}

async function takeSliding(take: Take): Promise<void> {
  const { tx, claim, taker, now } = take;
  const width = claim.windowMs + ARRIVAL_MARGIN(claim.windowMs);
  const [use] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select count(*) as used,
        count(*) filter (where lane = 'background') as background_used,
        count(*) filter (where lane = ${taker.lane}) as lane_used,
        count(*) filter (where lane = ${taker.lane} and tenant_id = ${taker.tenantId}) as tenant_used,
        extract(epoch from min(taken_at)) * 1000 as oldest,
        extract(epoch from min(taken_at) filter (where lane = 'background')) * 1000
          as oldest_background,
        ${takerWeight(take)} as weight, ${projectBackgroundShare(take)} as background_share
      from maps_quota_takes where key = ${claim.key} and taken_at > ${at(now - width)}`),
  );
  const recent = now - claim.windowMs * QUOTA_POLICY.recentPart;
  const others = claim.shared ? await otherContenders(take, taker.lane, recent, recent) : [];
  const settings = { ...QUOTA_POLICY, backgroundShare: backgroundShareOf(use?.background_share) };
  // Several units are granted when the last of them would be: the others count as taken.
  const ahead = unitsOf(claim) - 1;
  const refusal = decideMinute(
    {
      limit: claim.limit,
      used: num(use?.used) + ahead,
      backgroundUsed: num(use?.background_used) + (taker.lane === "background" ? ahead : 0),
      laneUsed: num(use?.lane_used) + ahead,
      tenantUsed: num(use?.tenant_used) + ahead,
      lane: claim.shared ? taker.lane : "interactive",
      weight: mapsWeightOf(use?.weight),
      others,
    },
    settings,
  );
  if (refusal) {
    const expires = (oldest: unknown) => (oldest == null ? 0 : Math.ceil(num(oldest)) + width);
    const retryAt =
      refusal.kind === "share"
        ? now + claim.windowMs * QUOTA_POLICY.shareRetryPart
        : taker.lane === "background" && refusal.kind === "lane"
          ? expires(use?.oldest_background) || expires(use?.oldest)
          : expires(use?.oldest);
    // A paced item does not hold the others to their share while it sleeps: it contends again
    // when it asks again.
    const next = Math.max(retryAt, now + 1);
    refuse(claim, refusal, Math.max(next, pacedRetry(take, settings)), next);
  }
  await insertTake(take);
}

/**
 * When a refused item of a shared key may usefully ask again: not before the items ahead of it in
 * its job could have taken their units, at the most its lane may take in a window. Without it,
 * every refused item of a 5,000-store edit asks again the moment a unit frees, and the queue
 * spends its time refusing them while another tenant's items wait behind them to be fetched.
 */
function pacedRetry({ claim, taker, now }: Take, settings: QuotaPolicySettings): number {
  const backlog = taker.backlog ?? 0;
  if (!claim.shared || backlog === 0) return 0;
  const perWindow = Math.max(1, laneCeiling(taker.lane, claim.limit, settings));
  return now + Math.floor((backlog / perWindow) * claim.windowMs);
}

async function takeFixed(take: Take): Promise<void> {
  const { tx, claim, taker, now } = take;
  const start = Math.floor(now / claim.windowMs) * claim.windowMs;
  // The tenant's own cap only bounds its part of a shared project's day.
  const cap = claim.shared
    ? sql`(select maps_daily_cap from tenants where id = ${taker.tenantId})`
    : sql`null`;
  const [use] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select count(*) as used, count(*) filter (where tenant_id = ${taker.tenantId}) as tenant_used,
        ${cap} as tenant_cap, ${takerWeight(take)} as weight
      from maps_quota_takes where key = ${claim.key} and taken_at >= ${at(start)}`),
  );
  const grace = dayWaiterGrace(claim.windowMs);
  const others = claim.shared ? await otherContenders(take, null, now - grace, null) : [];
  const ahead = unitsOf(claim) - 1;
  const refusal = decideDay({
    limit: claim.limit,
    used: num(use?.used) + ahead,
    tenantUsed: num(use?.tenant_used) + ahead,
    tenantCap: use?.tenant_cap == null ? null : num(use.tenant_cap),
    weight: mapsWeightOf(use?.weight),
    others,
  });
  if (refusal)
    refuse(claim, refusal, refusal.kind === "share" ? now + grace : start + claim.windowMs);
  // Served: it no longer waits, so it no longer holds others to their share.
  if (claim.shared && taker.tenantId)
    await tx
      .delete(mapsQuotaWaiters)
      .where(
        and(eq(mapsQuotaWaiters.key, claim.key), eq(mapsQuotaWaiters.tenantId, taker.tenantId)),
      );
  await insertTake(take);
}

async function insertTake({ tx, claim, taker, now }: Take): Promise<void> {
  const unit = {
    key: claim.key,
    tenantId: taker.tenantId,
    lane: taker.lane,
    takenAt: new Date(now),
  };
  await tx.insert(mapsQuotaTakes).values(Array.from({ length: unitsOf(claim) }, () => unit));
  if (Math.random() >= PRUNE_CHANCE) return;
  const kept = Math.max(quotaWindows().dayMs, claim.windowMs + ARRIVAL_MARGIN(claim.windowMs));
  const stale = now - kept;
  await tx
    .delete(mapsQuotaTakes)
    .where(and(eq(mapsQuotaTakes.key, claim.key), lt(mapsQuotaTakes.takenAt, new Date(stale))));
  await tx
    .delete(mapsQuotaWaiters)
    .where(
      and(
        eq(mapsQuotaWaiters.key, claim.key),
        lt(mapsQuotaWaiters.until, new Date(now - claim.windowMs)),
      ),
    );
}

/**
 * A refused tenant contends for the key's next units until it is expected back. Its own daily cap
 * is not a claim on the others' units.
 */
async function recordWaiter(
  db: Db,
  taker: QuotaTaker,
  refusal: QuotaRefusal,
  until: Date,
): Promise<void> {
  if (!taker.tenantId || refusal.reason.kind === "tenantDay") return;
  await db
    .insert(mapsQuotaWaiters)
    .values({
      key: refusal.reason.key,
      tenantId: taker.tenantId,
      lane: taker.lane,
      until,
    })
    .onConflictDoUpdate({
      target: [mapsQuotaWaiters.key, mapsQuotaWaiters.tenantId, mapsQuotaWaiters.lane],
      set: { until: sql`greatest(${mapsQuotaWaiters.until}, excluded.until)` },
    });
}

/** What a granted shared unit counts as on the cost table: a call of its API, or an update. */
const costUnit = (claim: QuotaClaim) =>
  quotaKeyApi(claim.key) ?? (isDayKey(claim.key) ? "updates" : null);

/**
 * Takes a unit (or the claim's units) from every counter, all or none, in the database so every
 * worker shares them.
 * The keys are locked for the transaction in one order (so two takers never wait on each other),
 * then each window is counted and the unit recorded. Returns null when taken, else why not and
 * when to ask again.
 */
export async function takeQuotas(
  db: Db,
  claims: QuotaClaim[],
  taker: QuotaTaker,
  now = Date.now(),
): Promise<QuotaRefusal | null> {
  const shared = claims.filter((claim) => claim.shared);
  for (const { key, limit, units = 1 } of claims)
    // More than a window holds would be refused for ever.
    if (units !== 1 && !(Number.isInteger(units) && units >= 1 && units <= limit))
      throw new RangeError(`${units} units of ${key}, whose limit is ${limit}`);
  try {
    await db.transaction(async (tx) => {
      for (const key of [...new Set(claims.map((claim) => claim.key))].sort())
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      for (const claim of claims) {
        const take = { tx, claim, taker, now };
        await (claim.sliding ? takeSliding(take) : takeFixed(take));
      }
    });
    if (taker.tenantId)
      countQuotaUnits(
        db,
        taker.tenantId,
        shared.flatMap((claim) => {
          const unit = costUnit(claim);
          return unit ? Array<string>(unitsOf(claim)).fill(unit) : [];
        }),
        new Date(now),
      );
    return null;
  } catch (error) {
    if (!(error instanceof QuotaSpent)) throw error;
    if (shared.some((claim) => claim.key === error.refusal.reason.key))
      await recordWaiter(db, taker, error.refusal, error.contendsUntil);
    return error.refusal;
  }
}

/** takeQuotas for work of no tenant: answers only when the first spent counter has room again. */
export async function acquireQuotas(
  db: Db,
  claims: QuotaClaim[],
  now = Date.now(),
): Promise<Date | null> {
  const refusal = await takeQuotas(db, claims, { tenantId: null, lane: "interactive" }, now);
  return refusal?.retryAt ?? null;
}
