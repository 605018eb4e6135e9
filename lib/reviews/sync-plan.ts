/** Locations per batchGetReviews call: the maps service's limit. */
export const REVIEW_SYNC_BATCH = 50;
/** A review can become visible a little after its updateTime, and clocks differ; an hour re-read
 * costs nothing (one page of 50) and stored reviews are not notified again. */
export const REVIEW_SYNC_OVERLAP_MS = 60 * 60_000;
/** A store is read whole again once a day at most, to find reviews deleted on the service. */
export const REVIEW_FULL_PASS_AFTER_MS = 24 * 60 * 60_000;
/** Of the stores due a full read, one sync takes at most this share of the tenant's stores. */
export const REVIEW_FULL_PASS_SHARE = 1 / 24;

export type PlannedStore = {
  id: string;
  googleId: string;
  account: string;
  /** Reviews changed before this were read already; null: never synced, nothing stored. */
  since: Date | null;
  fullPassAt: Date | null;
};

export type SyncStore = { id: string; name: string; since: string | null };

export type ReviewSyncPayload = {
  account: string;
  full: boolean;
  stores: SyncStore[];
  /** ISO; the tenant's chosen sync period. Absent: the whole history. */
  from?: string;
};

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** At most a 24th of the stores are read whole per sync, so daily full reads spread over the day.
 * Incremental reads are batched with stores that stop at a similar moment, so one store read long
 * ago does not make its 49 neighbours page back. */
export function planReviewSync(
  stores: PlannedStore[],
  now: Date,
  { readFrom = null }: { readFrom?: Date | null } = {},
): ReviewSyncPayload[] {
  const due = stores
    .filter(
      (s) =>
        s.since &&
        (!s.fullPassAt || now.getTime() - s.fullPassAt.getTime() >= REVIEW_FULL_PASS_AFTER_MS),
    )
    .sort((a, b) => (a.fullPassAt?.getTime() ?? 0) - (b.fullPassAt?.getTime() ?? 0));
  const fullIds = new Set([
    ...stores.filter((s) => !s.since).map((s) => s.id),
    ...due.slice(0, Math.ceil(stores.length * REVIEW_FULL_PASS_SHARE)).map((s) => s.id),
  ]);
  const groups = new Map<string, PlannedStore[]>();
  for (const store of stores) {
    const key = `${fullIds.has(store.id) ? "full" : "recent"} ${store.account}`;
    const group = groups.get(key);
    if (group) group.push(store);
    else groups.set(key, [store]);
  }
  return [...groups.entries()].flatMap(([key, group]) => {
    const full = key.startsWith("full");
    const ordered = full
      ? group.sort((a, b) => a.googleId.localeCompare(b.googleId))
      : group.sort(
          (a, b) => b.since!.getTime() - a.since!.getTime() || a.googleId.localeCompare(b.googleId),
        );
    return chunks(ordered, REVIEW_SYNC_BATCH).map((batch) => ({
      account: batch[0]!.account,
      full,
      stores: batch.map((s) => ({
        id: s.id,
        name: `${s.account}/${s.googleId}`,
        since: s.since?.toISOString() ?? null,
      })),
      ...(full && readFrom ? { from: readFrom.toISOString() } : {}),
    }));
  });
}

export function readCutoff(payload: ReviewSyncPayload): number | null {
  if (payload.full && payload.from) return Date.parse(payload.from);
  if (payload.full || payload.stores.some((s) => !s.since)) return null;
  return Math.min(...payload.stores.map((s) => Date.parse(s.since!)));
}
