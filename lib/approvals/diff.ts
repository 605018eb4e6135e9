// Held edits shown as a diff: per store and field, the value kept from the maps service
// (location_details) and the value the edit would set, each as one readable line. Pure.

type Json = Record<string, unknown>;

export type FieldChange = { field: string; old: string | null; new: string | null };

/** What the store holds now, as location_details keeps it. */
export type StoredListing = {
  location: Json;
  attributes: unknown[];
  placeActionLinks: unknown[];
};

const text = (value: unknown): string | null =>
  value === undefined || value === null || value === "" ? null : String(value);

const list = (values: (string | null)[]): string | null => {
  const kept = values.filter((value): value is string => Boolean(value));
  return kept.length ? kept.join(", ") : null;
};

function time(value: unknown): string {
  const t = (value ?? {}) as { hours?: number; minutes?: number };
  return `${String(t.hours ?? 0).padStart(2, "0")}:${String(t.minutes ?? 0).padStart(2, "0")}`;
}

function date(value: unknown): string {
  const d = (value ?? {}) as { year?: number; month?: number; day?: number };
  return `${d.year ?? "????"}-${String(d.month ?? 0).padStart(2, "0")}-${String(d.day ?? 0).padStart(2, "0")}`;
}

function phones(value: unknown): string | null {
  const p = (value ?? {}) as { primaryPhone?: string; additionalPhones?: string[] };
  return list([text(p.primaryPhone), ...(p.additionalPhones ?? []).map(text)]);
}

function categories(value: unknown): string | null {
  const c = (value ?? {}) as {
    primaryCategory?: { displayName?: string; name?: string };
    additionalCategories?: { displayName?: string; name?: string }[];
  };
  const name = (one?: { displayName?: string; name?: string }) =>
    text(one?.displayName ?? one?.name);
  return list([name(c.primaryCategory), ...(c.additionalCategories ?? []).map(name)]);
}

function address(value: unknown): string | null {
  const a = (value ?? {}) as {
    addressLines?: string[];
    locality?: string;
    administrativeArea?: string;
    postalCode?: string;
    regionCode?: string;
  };
  return list([
    ...(a.addressLines ?? []).map(text),
    text(a.postalCode),
    text(a.locality),
    text(a.administrativeArea),
    text(a.regionCode),
  ]);
}

function regularHours(value: unknown): string | null {
  const periods = ((value ?? {}) as { periods?: Json[] }).periods ?? [];
  if (!periods.length) return null;
  return periods
    .map((p) => `${String(p.openDay).slice(0, 3)} ${time(p.openTime)}–${time(p.closeTime)}`)
    .join("; ");
}

function specialHours(value: unknown): string | null {
  const periods = ((value ?? {}) as { specialHourPeriods?: Json[] }).specialHourPeriods ?? [];
  if (!periods.length) return null;
  return periods
    .map((p) =>
      p.closed
        ? `${date(p.startDate)} closed`
        : `${date(p.startDate)} ${time(p.openTime)}–${time(p.closeTime)}`,
    )
    .join("; ");
}

function openInfo(value: unknown): string | null {
  const o = (value ?? {}) as { status?: string; openingDate?: unknown };
  return list([text(o.status), o.openingDate ? date(o.openingDate) : null]);
}

function attributes(value: unknown): string | null {
  const items = (Array.isArray(value) ? value : []) as Json[];
  return list(
    items.map((a) => {
      const name = String(a.name ?? "").replace(/^.*attributes\//, "");
      const values = Array.isArray(a.values) ? a.values.join("/") : "";
      const uris = Array.isArray(a.uriValues)
        ? (a.uriValues as { uri?: string }[]).map((u) => u.uri).join("/")
        : "";
      return `${name}=${values || uris}`;
    }),
  );
}

function links(value: unknown): string | null {
  const items = (Array.isArray(value) ? value : []) as Json[];
  return list(items.map((l) => `${String(l.placeActionType)} ${String(l.uri)}`));
}

/** One field's value in words; an unknown field reads as its JSON. */
export function readableValue(field: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  switch (field) {
    case "title":
    case "websiteUri":
    case "storeCode":
      return text(value);
    case "profile":
      return text((value as { description?: string }).description);
    case "labels":
      return list((Array.isArray(value) ? value : []).map(text));
    case "phoneNumbers":
      return phones(value);
    case "categories":
      return categories(value);
    case "storefrontAddress":
      return address(value);
    case "latlng": {
      const l = value as { latitude?: number; longitude?: number };
      return `${l.latitude ?? "?"}, ${l.longitude ?? "?"}`;
    }
    case "regularHours":
      return regularHours(value);
    case "specialHours":
      return specialHours(value);
    case "openInfo":
      return openInfo(value);
    case "attributes":
      return attributes(value);
    case "placeActionLinks":
      return links(value);
    default:
      return JSON.stringify(value);
  }
}

function storedValue(field: string, stored: StoredListing | null): unknown {
  if (!stored) return undefined;
  if (field === "attributes") return stored.attributes;
  if (field === "placeActionLinks") return stored.placeActionLinks;
  return stored.location[field];
}

/**
 * The edit's fields against what the store holds, in the patch's field order. A bulk phone edit
 * that leaves the additional phones out keeps the store's own, as the edit will.
 */
export function patchDiff(patch: Json, stored: StoredListing | null): FieldChange[] {
  return Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => {
      const current = storedValue(field, stored);
      let next = value;
      if (field === "phoneNumbers" && (value as Json).additionalPhones === undefined)
        next = {
          ...(value as Json),
          additionalPhones: (current as Json | undefined)?.additionalPhones ?? [],
        };
      if (field === "openInfo") next = { ...((current as Json) ?? {}), ...(value as Json) };
      return { field, old: readableValue(field, current), new: readableValue(field, next) };
    });
}
