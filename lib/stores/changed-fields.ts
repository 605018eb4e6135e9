// An edit form sends only what the user changed: the maps service counts every edit against the
// store's quota, and a field sent unchanged would still be rewritten (and could be refused).

type Patch = Record<string, unknown>;
type Attribute = { name: string };

/** Deep equality of JSON-like values; keys whose value is undefined count as absent. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = (value: object) =>
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k]) => k);
    const [keysA, keysB] = [keys(a), keys(b)];
    if (keysA.length !== keysB.length) return false;
    return keysA.every((key) =>
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }
  return false;
}

/** Attributes are sent one by one: only the ones whose value changed (the others are kept). */
function changedAttributes(before: unknown, after: Attribute[]): Attribute[] {
  const old = new Map(
    (Array.isArray(before) ? (before as Attribute[]) : []).map((a) => [a.name, a]),
  );
  return after.filter((attribute) => !sameValue(old.get(attribute.name), attribute));
}

/** Null when nothing changed. */
export function changedFields<P extends Patch>(before: P | null, after: P): Partial<P> | null {
  const changes: Patch = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (key === "attributes" && Array.isArray(value)) {
      const attributes = changedAttributes(before?.attributes, value as Attribute[]);
      if (attributes.length > 0) changes.attributes = attributes;
    } else if (!before || !sameValue(before[key], value)) changes[key] = value;
  }
  return Object.keys(changes).length > 0 ? (changes as Partial<P>) : null;
}
