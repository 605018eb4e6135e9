import "server-only";
import { count, sql } from "drizzle-orm";
import { writeAudit, changedFields, type AuditActor } from "@/lib/audit/write";
import type { Db } from "@/lib/db/client";
import { costPrices, tenants } from "@/lib/db/schema";
import { csvLine } from "@/lib/format/csv";
import {
  COST_ITEMS,
  costLines,
  monthOf,
  monthRange,
  type CostItem,
  type CostLine,
  type PriceOf,
} from "./items";
import { mapsQuotaCosts, type TenantMapsQuotaCost } from "./maps-quota";

// Super Admins only, across tenants. Stores are the month's largest count seen, and the live count
// in the current month.

export type CostPriceRecord = {
  item: CostItem;
  unitPrice: string;
  currency: string;
  updatedAt: Date | null;
};

/** An item never priced costs 0 USD. */
export async function listCostPrices(db: Db): Promise<CostPriceRecord[]> {
  const rows = await db.select().from(costPrices);
  const byItem = new Map(rows.map((row) => [row.item, row]));
  return COST_ITEMS.map((item) => {
    const row = byItem.get(item);
    return {
      item,
      // numeric comes back as text: "0.002000"; kept as text, never a float.
      unitPrice: row ? String(row.unitPrice) : "0",
      currency: row?.currency ?? "USD",
      updatedAt: row?.updatedAt ?? null,
    };
  });
}

export async function updateCostPrice(
  db: Db,
  actor: AuditActor,
  { item, unitPrice, currency }: { item: CostItem; unitPrice: string; currency: string },
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = (await listCostPrices(tx)).find((price) => price.item === item)!;
    await tx
      .insert(costPrices)
      .values({ item, unitPrice, currency })
      .onConflictDoUpdate({
        target: costPrices.item,
        set: { unitPrice, currency, updatedAt: sql`now()` },
      });
    await writeAudit(tx, actor, {
      tenantId: null,
      action: "costs.price",
      targetType: "costItem",
      targetId: item,
      changes: changedFields(
        { unitPrice: normalise(before.unitPrice), currency: before.currency },
        { unitPrice: normalise(unitPrice), currency },
      ),
    });
  });
}

/** "0.500000" and "0.5" are the same price. */
function normalise(price: string): string {
  const [whole, fraction = ""] = price.split(".");
  const trimmed = fraction.replace(/0+$/, "");
  return trimmed ? `${Number(whole)}.${trimmed}` : String(Number(whole));
}

export type TenantCost = {
  tenantId: string;
  tenant: string;
  /** Its spend is 0 until an ads module records it. */
  adsLinked: boolean;
  lines: CostLine[];
  totals: { currency: string; amount: string }[];
  /** Its units of the shared maps quotas: not priced, shown beside the costs. */
  mapsQuota: TenantMapsQuotaCost;
};

type QuantityRow = Record<Lowercase<CostItem>, string | number> & {
  tenant_id: string;
  name: string;
  ads_linked: boolean;
};

/** One statement, paged by tenant name. */
function quantitiesSql(month: string, now: Date) {
  const range = monthRange(month)!;
  const current = month === monthOf(now);
  const sum = (item: CostItem) =>
    sql.raw(`coalesce(sum(u.count) filter (where u.item = '${item}'), 0)::bigint`);
  return sql`
    select t.id as tenant_id, t.name,
      exists (select 1 from ads_accounts a where a.tenant_id = t.id) as ads_linked,
      ${sum("MAPS_CALLS")} as maps_calls,
      ${sum("EDITS")} as edits,
      greatest(
        coalesce(max(u.count) filter (where u.item = 'STORES'), 0),
        ${current ? sql`(select count(*) from locations l where l.tenant_id = t.id)` : sql`0`}
      )::bigint as stores,
      ${sum("POSTS")} as posts,
      ${sum("ADS_SPEND")} as ads_spend,
      ${sum("MODEL_TOKENS")} as model_tokens
    from tenants t
    left join tenant_usage u
      on u.tenant_id = t.id and u.day >= ${range.start}::date and u.day < ${range.end}::date
    group by t.id, t.name`;
}

const quantitiesOf = (row: QuantityRow): Record<CostItem, number> =>
  Object.fromEntries(
    COST_ITEMS.map((item) => [item, Number(row[item.toLowerCase() as Lowercase<CostItem>])]),
  ) as Record<CostItem, number>;

async function pricesByItem(db: Db): Promise<Record<CostItem, PriceOf>> {
  return Object.fromEntries(
    (await listCostPrices(db)).map((price) => [price.item, price]),
  ) as unknown as Record<CostItem, PriceOf>;
}

const rowsOf = (result: unknown) => (result as { rows: QuantityRow[] }).rows;

export type CostTable = {
  month: string;
  items: TenantCost[];
  total: number;
  totals: { lines: CostLine[]; totals: { currency: string; amount: string }[] };
};

export async function costTable(
  db: Db,
  {
    month,
    limit,
    offset,
    now = new Date(),
  }: { month: string; limit: number; offset: number; now?: Date },
): Promise<CostTable> {
  const prices = await pricesByItem(db);
  const quantities = quantitiesSql(month, now);
  const [page, sums, [counted]] = await Promise.all([
    db.execute(sql`${quantities} order by t.name, t.id limit ${limit} offset ${offset}`),
    db.execute(sql`
      select ${sql.join(
        COST_ITEMS.map((item) =>
          sql.raw(`coalesce(sum(${item.toLowerCase()}), 0)::bigint as ${item.toLowerCase()}`),
        ),
        sql`, `,
      )}, '' as tenant_id, '' as name, false as ads_linked
      from (${quantities}) q`),
    db.select({ n: count() }).from(tenants),
  ]);
  const rows = rowsOf(page);
  const quota = await mapsQuotaCosts(db, {
    tenantIds: rows.map((row) => row.tenant_id),
    month,
    now,
  });
  const items = rows.map((row) => ({
    tenantId: row.tenant_id,
    tenant: row.name,
    adsLinked: Boolean(row.ads_linked),
    ...costLines(quantitiesOf(row), prices),
    mapsQuota: quota.get(row.tenant_id)!,
  }));
  const [all] = rowsOf(sums);
  return {
    month,
    items,
    total: counted?.n ?? 0,
    totals: costLines(all ? quantitiesOf(all) : {}, prices),
  };
}

/**
 * The month's table as CSV: per tenant its priced items, then its use of the shared maps quotas
 * (updates, and calls per API used that month, by name), then a TOTAL line.
 */
export async function costCsv(db: Db, month: string, now: Date = new Date()): Promise<string> {
  const prices = await pricesByItem(db);
  const rows = rowsOf(await db.execute(sql`${quantitiesSql(month, now)} order by t.name, t.id`));
  const quota = await mapsQuotaCosts(db, {
    tenantIds: rows.map((row) => row.tenant_id),
    month,
    now,
  });
  const apis = [
    ...new Set([...quota.values()].flatMap((use) => use.apis.map((a) => a.api))),
  ].sort();
  const header = [
    "month",
    "tenant",
    ...COST_ITEMS.flatMap((item) => [
      `${item.toLowerCase()}_quantity`,
      `${item.toLowerCase()}_unit_price`,
      `${item.toLowerCase()}_amount`,
      `${item.toLowerCase()}_currency`,
    ]),
    "total",
    "total_currency",
    "maps_updates",
    ...apis.map((api) => `maps_calls_${api}`),
  ];
  type QuotaCounts = { updates: number; calls: Map<string, number> };
  const countsOf = (use: TenantMapsQuotaCost | undefined): QuotaCounts => ({
    updates: use?.updatesMonth ?? 0,
    calls: new Map(use?.apis.map((a) => [a.api, a.month])),
  });
  const line = (
    tenant: string,
    quantities: Partial<Record<CostItem, number>>,
    counts: QuotaCounts,
  ) => {
    const { lines, totals } = costLines(quantities, prices);
    return csvLine([
      month,
      tenant,
      ...lines.flatMap((l) => [l.quantity, prices[l.item].unitPrice, l.amount, l.currency]),
      // One currency (the usual case): a plain number; items priced in several: one per currency.
      totals.map((t) => t.amount).join(" + "),
      totals.map((t) => t.currency).join(" + "),
      counts.updates,
      ...apis.map((api) => counts.calls.get(api) ?? 0),
    ]);
  };
  const sums: Partial<Record<CostItem, number>> = {};
  const quotaSums: QuotaCounts = { updates: 0, calls: new Map() };
  const tenantLines = rows.map((row) => {
    const quantities = quantitiesOf(row);
    for (const [item, n] of Object.entries(quantities))
      sums[item as CostItem] = (sums[item as CostItem] ?? 0) + n;
    const counts = countsOf(quota.get(row.tenant_id));
    quotaSums.updates += counts.updates;
    for (const [api, n] of counts.calls)
      quotaSums.calls.set(api, (quotaSums.calls.get(api) ?? 0) + n);
    return line(row.name, quantities, counts);
  });
  return [csvLine(header), ...tenantLines, line("TOTAL", sums, quotaSums)].join("");
}
