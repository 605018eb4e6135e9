// A small reader of the Google Ads Query Language, enough for the queries the app sends:
// SELECT fields FROM resource [WHERE a AND b ...] [ORDER BY field [ASC|DESC]] [LIMIT n], with
// =, !=, >, >=, <, <=, IN (...), NOT IN (...), LIKE. Anything else is refused, as Google would.

export type GaqlValue = string | number | boolean;
export type Condition = { field: string; op: string; values: GaqlValue[] };
export type GaqlQuery = {
  fields: string[];
  resource: string;
  where: Condition[];
  orderBy: { field: string; desc: boolean } | null;
  limit: number | null;
};

export class GaqlError extends Error {
  constructor(
    readonly code:
      | "QUERY_ERROR"
      | "UNRECOGNIZED_FIELD"
      | "INVALID_RESOURCE_NAME"
      | "PROHIBITED_FIELD_IN_SELECT_CLAUSE",
    message: string,
  ) {
    super(message);
  }
}

const FIELD = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;
const TOKEN =
  /\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|!=|>=|<=|[=<>(),]|[A-Za-z_][\w.]*|-?\d+(?:\.\d+)?)/y;

function tokens(query: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  let rest = query.trim();
  while (rest.length) {
    TOKEN.lastIndex = 0;
    const match = TOKEN.exec(rest);
    if (!match) throw new GaqlError("QUERY_ERROR", `Unexpected input: ${rest.slice(0, 20)}`);
    out.push(match[1]!);
    rest = rest.slice(match[0].length).trimStart();
  }
  return out;
}

function literal(token: string | undefined): GaqlValue {
  if (token === undefined) throw new GaqlError("QUERY_ERROR", "A value is missing.");
  if (/^['"]/.test(token)) return token.slice(1, -1).replace(/\\(.)/g, "$1");
  if (/^-?\d/.test(token)) return Number(token);
  if (/^(true|false)$/i.test(token)) return token.toLowerCase() === "true";
  if (/^[A-Z][A-Z0-9_]*$/.test(token)) return token;
  throw new GaqlError("QUERY_ERROR", `Not a value: ${token}`);
}

export function parseGaql(query: string): GaqlQuery {
  const t = tokens(query);
  let i = 0;
  const keyword = (word: string) => t[i]?.toUpperCase() === word && (i++, true);
  const skip = (token: string) => t[i] === token && (i++, true);
  const field = () => {
    const name = t[i++];
    if (!name || !FIELD.test(name))
      throw new GaqlError("QUERY_ERROR", `Not a field: ${name ?? "(end)"}`);
    return name;
  };
  if (!keyword("SELECT")) throw new GaqlError("QUERY_ERROR", "A query starts with SELECT.");
  const fields = [field()];
  while (skip(",")) fields.push(field());
  if (!keyword("FROM")) throw new GaqlError("QUERY_ERROR", "FROM is missing.");
  const resource = t[i++] ?? "";
  if (!/^[a-z][a-z_]*$/.test(resource))
    throw new GaqlError("QUERY_ERROR", `Not a resource: ${resource}`);
  const where: Condition[] = [];
  if (keyword("WHERE")) {
    do {
      const name = field();
      let op = t[i++]?.toUpperCase() ?? "";
      if (op === "NOT" && keyword("IN")) op = "NOT IN";
      if (op === "IN" || op === "NOT IN") {
        if (t[i++] !== "(") throw new GaqlError("QUERY_ERROR", "IN takes a list in brackets.");
        const values = [literal(t[i++])];
        while (skip(",")) values.push(literal(t[i++]));
        if (t[i++] !== ")") throw new GaqlError("QUERY_ERROR", "The IN list is not closed.");
        where.push({ field: name, op, values });
      } else if (["=", "!=", ">", ">=", "<", "<=", "LIKE"].includes(op)) {
        where.push({ field: name, op, values: [literal(t[i++])] });
      } else throw new GaqlError("QUERY_ERROR", `Operator not understood: ${op || "(end)"}`);
    } while (keyword("AND"));
  }
  let orderBy: GaqlQuery["orderBy"] = null;
  if (keyword("ORDER")) {
    if (!keyword("BY")) throw new GaqlError("QUERY_ERROR", "ORDER needs BY.");
    const name = field();
    const desc = keyword("DESC");
    if (!desc) keyword("ASC");
    orderBy = { field: name, desc };
  }
  let limit: number | null = null;
  if (keyword("LIMIT")) {
    const n = Number(t[i++]);
    if (!Number.isInteger(n) || n <= 0)
      throw new GaqlError("QUERY_ERROR", "LIMIT takes a positive whole number.");
    limit = n;
  }
  if (i < t.length) throw new GaqlError("QUERY_ERROR", `Unexpected input: ${t[i]}`);
  return { fields, resource, where, orderBy, limit };
}

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const camelPath = (field: string) => field.split(".").map(camel);

export function valueAt(row: Record<string, unknown>, field: string): unknown {
  let value: unknown = row;
  for (const key of camelPath(field)) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

function compare(a: unknown, b: GaqlValue): number {
  const numeric = typeof b === "number" || (typeof a === "number" && !Number.isNaN(Number(b)));
  if (numeric) return Number(a) - Number(b);
  return String(a ?? "").localeCompare(String(b));
}

function like(value: unknown, pattern: GaqlValue): boolean {
  const re = String(pattern)
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/%/g, ".*")
    .replace(/_/g, ".");
  return new RegExp(`^${re}$`, "s").test(String(value ?? ""));
}

function holds(row: Record<string, unknown>, c: Condition): boolean {
  const value = valueAt(row, c.field);
  const listed = (v: unknown) => c.values.some((x) => compare(v, x) === 0);
  const [first] = c.values as [GaqlValue];
  switch (c.op) {
    case "=":
      return Array.isArray(value) ? value.some(listed) : listed(value);
    case "!=":
      return !listed(value);
    case "IN":
      return listed(value);
    case "NOT IN":
      return !listed(value);
    case "LIKE":
      return like(value, first);
    case ">":
      return compare(value, first) > 0;
    case ">=":
      return compare(value, first) >= 0;
    case "<":
      return compare(value, first) < 0;
    default:
      return compare(value, first) <= 0;
  }
}

function pick(row: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = valueAt(row, field);
    if (value === undefined || value === null) continue;
    const path = camelPath(field);
    let node = out;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] = value;
  }
  return out;
}

/**
 * The query's answer over rows made for its resource. `allowed` are the resources a row of it
 * joins (campaign, metrics...): a field of any other is refused, as Google refuses it.
 */
export function runGaql(query: GaqlQuery, rows: Record<string, unknown>[], allowed: string[]) {
  for (const field of [
    ...query.fields,
    ...query.where.map((c) => c.field),
    ...(query.orderBy ? [query.orderBy.field] : []),
  ]) {
    const head = field.slice(0, field.indexOf("."));
    if (!allowed.includes(head))
      throw new GaqlError("UNRECOGNIZED_FIELD", `Unrecognized field in the query: '${field}'.`);
  }
  let found = rows.filter((row) => query.where.every((c) => holds(row, c)));
  if (query.orderBy) {
    const { field, desc } = query.orderBy;
    found = [...found].sort(
      (a, b) => (desc ? -1 : 1) * compare(valueAt(a, field), valueAt(b, field) as GaqlValue),
    );
  }
  if (query.limit !== null) found = found.slice(0, query.limit);
  return {
    results: found.map((row) => pick(row, query.fields)),
    fieldMask: query.fields.map((f) => camelPath(f).join(".")).join(","),
  };
}
