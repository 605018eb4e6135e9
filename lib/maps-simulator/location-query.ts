import "server-only";
import { asc, desc, sql, type SQL } from "drizzle-orm";
import { escapeLike } from "@/lib/db/list-query";
import { invalidArgument } from "./http";
import { simLocations } from "./schema";

// The subset of Business Information's list filter and orderBy the simulator understands:
// `field = "value"` (exact) or `field:"value"` (contains) joined by AND; `labels:"x"` has a label.

const FIELDS: Record<string, SQL> = {
  title: sql`${simLocations.title}`,
  storeCode: sql`${simLocations.storeCode}`,
  "openInfo.status": sql`${simLocations.openStatus}`,
  "storefrontAddress.locality": sql`(${simLocations.data}->'storefrontAddress'->>'locality')`,
  "storefrontAddress.regionCode": sql`(${simLocations.data}->'storefrontAddress'->>'regionCode')`,
};

const TERM = /^\s*([A-Za-z.]+)\s*(=|:)\s*(?:"((?:[^"\\]|\\.)*)"|([^\s"]+))\s*$/;

export function parseLocationFilter(raw: string | null): SQL[] {
  if (!raw?.trim()) return [];
  if (raw.length > 500) throw invalidArgument("filter", "Filter too long");
  return raw.split(/\s+AND\s+/i).map((term) => {
    const match = TERM.exec(term);
    if (!match) throw invalidArgument("filter", `Invalid filter: ${term.slice(0, 80)}`);
    const [, field = "", op, quoted, bare] = match;
    const value = (quoted ?? bare ?? "").replace(/\\(.)/g, "$1");
    if (field === "labels") {
      if (op !== ":") throw invalidArgument("filter", "labels supports only ':'");
      return sql`(${simLocations.data}->'labels') @> ${JSON.stringify([value])}::jsonb`;
    }
    const column = FIELDS[field];
    if (!column) throw invalidArgument("filter", `Unsupported filter field: ${field.slice(0, 40)}`);
    return op === "="
      ? sql`${column} = ${value}`
      : sql`${column} ILIKE ${`%${escapeLike(value)}%`}`;
  });
}

const ORDERABLE = { title: simLocations.title, storeCode: simLocations.storeCode } as const;

/** By default the account's own order. */
export function parseLocationOrder(raw: string | null): SQL[] {
  if (!raw?.trim()) return [asc(simLocations.position), asc(simLocations.id)];
  const match = /^\s*(title|storeCode)(?:\s+(asc|desc|ASC|DESC))?\s*$/.exec(raw);
  if (!match) throw invalidArgument("order_by", "Supported: title, storeCode");
  const column = ORDERABLE[match[1] as keyof typeof ORDERABLE];
  const direction = match[2]?.toLowerCase() === "desc" ? desc : asc;
  return [direction(column), asc(simLocations.id)];
}
