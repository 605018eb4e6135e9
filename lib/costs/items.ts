// Pure. Prices carry up to 6 decimals (numeric(12, 6)); amounts are worked in millionths as
// bigints, so every product and sum is exact, with no float drift.

/** MODEL_TOKENS: a language model's input and output tokens (drafted replies, topics). */
export const COST_ITEMS = [
  "MAPS_CALLS",
  "EDITS",
  "STORES",
  "POSTS",
  "ADS_SPEND",
  "MODEL_TOKENS",
] as const;
export type CostItem = (typeof COST_ITEMS)[number];

/**
 * Units of the shared maps quotas a tenant took, counted per day beside the priced items (and not
 * priced themselves): `MAPS_QUOTA:<api>` for one API's calls, `MAPS_QUOTA:updates` for updates.
 */
export const QUOTA_USAGE_PREFIX = "MAPS_QUOTA:";
export const quotaUsageItem = (unit: string) => `${QUOTA_USAGE_PREFIX}${unit}`;

export const COST_CURRENCIES = ["USD", "EUR", "ARS"] as const;
export type CostCurrency = (typeof COST_CURRENCIES)[number];

export const PRICE_DECIMALS = 6;
const SCALE = 10n ** BigInt(PRICE_DECIMALS);

export const PRICE_PATTERN = /^\d{1,6}(\.\d{1,6})?$/;

export function isValidPrice(value: string): boolean {
  return PRICE_PATTERN.test(value.trim());
}

/** "12.5" → 12500000n millionths. Throws on anything but a plain non-negative decimal. */
export function toMicros(value: string): bigint {
  const text = value.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal: ${value}`);
  const [, whole, fraction = ""] = match;
  if (fraction.length > PRICE_DECIMALS && /[1-9]/.test(fraction.slice(PRICE_DECIMALS)))
    throw new RangeError(`More than ${PRICE_DECIMALS} decimals: ${value}`);
  return (
    BigInt(whole!) * SCALE + BigInt(fraction.slice(0, PRICE_DECIMALS).padEnd(PRICE_DECIMALS, "0"))
  );
}

export function fromMicros(micros: bigint): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const fraction = (abs % SCALE).toString().padStart(PRICE_DECIMALS, "0");
  return `${negative ? "-" : ""}${abs / SCALE}.${fraction}`;
}

export function lineMicros(quantity: number | bigint, unitPrice: string): bigint {
  const count = typeof quantity === "bigint" ? quantity : BigInt(Math.trunc(quantity));
  return count * toMicros(unitPrice);
}

export type PriceOf = { unitPrice: string; currency: string };
export type CostLine = { item: CostItem; quantity: number; amount: string; currency: string };

/** Items may be priced in different currencies. */
export function costLines(
  quantities: Partial<Record<CostItem, number>>,
  prices: Partial<Record<CostItem, PriceOf>>,
): { lines: CostLine[]; totals: { currency: string; amount: string }[] } {
  const sums = new Map<string, bigint>();
  const lines = COST_ITEMS.map((item) => {
    const quantity = quantities[item] ?? 0;
    const price = prices[item] ?? { unitPrice: "0", currency: "USD" };
    const micros = lineMicros(quantity, price.unitPrice);
    sums.set(price.currency, (sums.get(price.currency) ?? 0n) + micros);
    return { item, quantity, amount: fromMicros(micros), currency: price.currency };
  });
  const totals = [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, micros]) => ({ currency, amount: fromMicros(micros) }));
  return { lines, totals };
}

export function monthRange(month: string): { start: string; end: string } | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const m = Number(match[2]);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { start: `${month}-01`, end: `${next}-01` };
}

export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}
