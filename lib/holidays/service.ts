import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { sendStoreEdits } from "@/lib/approvals/gate";
import type { Db } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import type { EditPayload } from "@/lib/stores/apply-edit";
import { loadDetails } from "@/lib/stores/details";
import { fromSpecialPeriods, toSpecialPeriods, type SpecialDay } from "@/lib/stores/hours";
import { matchingStoreIds, StoreInputError, type StoreSelection } from "@/lib/stores/service";
import { mergeProblem, mergeSpecialDays, type HolidayCountry, type MergeProblem } from "./rules";
import type { HolidayEntry } from "./schema";

// A preset's dates become one store edit job, an item per store with the store's own merged
// special hours. Nothing reaches the maps service here: the worker sends the items.

type Actor = { tenantId: string; userId: string };

/** The stores, as the store list's bulk edits name them: ids, or a selection less its excluded. */
export type HolidayTarget = { ids?: string[]; selection?: StoreSelection };

/** Shown on the page before applying, so only this many refused stores are named. */
const REFUSED_SHOWN = 20;
/** Stores read per statement while planning. */
const CHUNK = 1000;

export type HolidayPlan = {
  /** Stores of the preset's country that get new special hours. */
  edits: { locationId: string; days: SpecialDay[] }[];
  /** Stores of another country, skipped. */
  otherCountry: number;
  /** Stores of the country that already hold exactly these entries. */
  unchanged: number;
  /** Stores whose merged entries the maps service would not take, each with why. */
  refused: { locationId: string; locationName: string; reason: MergeProblem }[];
  refusedCount: number;
};

async function targetIds(db: Db, tenantId: string, target: HolidayTarget): Promise<string[]> {
  const excluded = new Set(target.selection?.excludeIds ?? []);
  const wanted =
    target.ids ??
    (await matchingStoreIds(db, { tenantId, ...(target.selection ?? { filter: {} }) }));
  return [...new Set(wanted)].filter((id) => !excluded.has(id));
}

/**
 * What a preset (or, with no entries, cleaning the past) does to each store of the target: the
 * tenant's own stores only; another tenant's ids are not read.
 */
export async function planHolidays(
  db: Db,
  {
    tenantId,
    country,
    entries,
    target,
    today,
  }: {
    tenantId: string;
    /** Null: every store, whatever its country (cleaning the past). */
    country: HolidayCountry | null;
    entries: HolidayEntry[];
    target: HolidayTarget;
    today: string;
  },
): Promise<HolidayPlan> {
  const ids = await targetIds(db, tenantId, target);
  const plan: HolidayPlan = {
    edits: [],
    otherCountry: 0,
    unchanged: 0,
    refused: [],
    refusedCount: 0,
  };
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const stores = await db
      .select({
        id: locations.id,
        locationName: locations.locationName,
        regionCode: locations.regionCode,
      })
      .from(locations)
      .where(
        and(
          eq(locations.tenantId, tenantId),
          sql`${locations.id} = any(${sql.param(chunk)}::uuid[])`,
        ),
      )
      .orderBy(locations.locationName);
    const details = await loadDetails(db, { tenantId, ids: stores.map((s) => s.id) });
    for (const store of stores) {
      if (country && store.regionCode !== country) {
        plan.otherCountry++;
        continue;
      }
      const current = fromSpecialPeriods(
        details.get(store.id)?.location.specialHours?.specialHourPeriods,
      );
      const days = mergeSpecialDays(current, entries, today);
      if (JSON.stringify(days) === JSON.stringify(current)) {
        plan.unchanged++;
        continue;
      }
      const reason = mergeProblem(days);
      if (reason) {
        plan.refusedCount++;
        if (plan.refused.length < REFUSED_SHOWN)
          plan.refused.push({ locationId: store.id, locationName: store.locationName, reason });
        continue;
      }
      plan.edits.push({ locationId: store.id, days });
    }
  }
  return plan;
}

/** One store edit job (source HOLIDAYS), an item per store to change; refused when none is. */
async function sendPlan(db: Db, queue: PgBoss, actor: Actor, plan: HolidayPlan) {
  if (plan.edits.length === 0)
    throw new StoreInputError([{ path: "target", message: "noStoresToChange" }]);
  const sent = await sendStoreEdits(db, queue, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    kind: "LOCATION_EDIT",
    source: "HOLIDAYS",
    items: plan.edits.map(({ locationId, days }) => {
      const payload: EditPayload = {
        patch: { specialHours: { specialHourPeriods: toSpecialPeriods(days) } },
      };
      return { locationId, payload };
    }),
  });
  return { ...sent, plan };
}

/** Applies a preset's dates to the target's stores of its country, past entries cleaned. */
export async function applyHolidayPreset(
  db: Db,
  queue: PgBoss,
  input: Actor & {
    country: HolidayCountry;
    entries: HolidayEntry[];
    target: HolidayTarget;
    today: string;
  },
) {
  const plan = await planHolidays(db, input);
  return sendPlan(db, queue, input, plan);
}

/** Removes the target's special hours of past dates, whatever their country. */
export async function cleanPastSpecialHours(
  db: Db,
  queue: PgBoss,
  input: Actor & { target: HolidayTarget; today: string },
) {
  const plan = await planHolidays(db, { ...input, country: null, entries: [] });
  return sendPlan(db, queue, input, plan);
}
