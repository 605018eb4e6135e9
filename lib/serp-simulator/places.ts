import "server-only";
import { isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { simLocations } from "@/lib/maps-simulator/schema";
import { simCid } from "@/lib/maps-simulator/ids";
import { drawFrom } from "@/lib/random";
import { distanceKm } from "./geo";
import { topicWords } from "./words";

// The places the search-results simulator ranks: the maps simulator's published locations (the
// tenants' stores, as the real maps service knows them) and competitors drawn from a seed for each
// cell of the map and topic searched, so the same competitor stands at the same spot every time.

export type Place = {
  placeId: string;
  cid: string;
  title: string;
  categories: string[];
  domain: string | null;
  url: string | null;
  address: string | null;
  latitude: number;
  longitude: number;
  rating: number;
  votes: number;
  claimed: boolean;
};

/** The degrees of one cell of the map: about 2 km. */
const CELL = 0.02;
/** The stores are read again after this long, so an edit of a title or a category shows. */
const STORES_TTL_MS = 60_000;

let stores: { at: number; byCell: Map<string, Place[]> } | null = null;

const cellOf = (latitude: number, longitude: number) =>
  [Math.floor(latitude / CELL), Math.floor(longitude / CELL)] as const;
const cellKey = (row: number, column: number) => `${row}:${column}`;

/** The published stores of the maps simulator, by cell. */
async function storesByCell(db: Db): Promise<Map<string, Place[]>> {
  if (stores && Date.now() - stores.at < STORES_TTL_MS) return stores.byCell;
  const rows = await db
    .select({ id: simLocations.id, title: simLocations.title, data: simLocations.data })
    .from(simLocations)
    .where(isNotNull(sql`${simLocations.data}->'metadata'->>'placeId'`));
  const byCell = new Map<string, Place[]>();
  for (const row of rows) {
    const { latlng, categories, websiteUri, storefrontAddress, metadata } = row.data;
    if (!latlng?.latitude || !latlng.longitude || !metadata?.placeId) continue;
    // A store's standing on the map: drawn from its id, as its reviews are.
    const draw = drawFrom(`serp-standing:${row.id}`);
    const url = websiteUri ?? null;
    const place: Place = {
      placeId: metadata.placeId,
      cid: simCid(row.id),
      title: row.title,
      categories: [
        categories?.primaryCategory?.displayName,
        ...(categories?.additionalCategories ?? []).map((c) => c.displayName),
      ].filter((c): c is string => Boolean(c)),
      domain: url ? new URL(url).hostname : null,
      url,
      address: storefrontAddress?.addressLines?.join(", ") ?? null,
      latitude: latlng.latitude,
      longitude: latlng.longitude,
      rating: Math.round((3.6 + draw.next() * 1.3) * 10) / 10,
      votes: draw.int(20, 900),
      claimed: true,
    };
    const key = cellKey(...cellOf(place.latitude, place.longitude));
    byCell.set(key, [...(byCell.get(key) ?? []), place]);
  }
  stores = { at: Date.now(), byCell };
  return byCell;
}

const NAMES = [
  "Central",
  "Plaza",
  "Norte",
  "Sur",
  "Roma",
  "Luna",
  "Sol",
  "Del Parque",
  "Victoria",
  "Primavera",
  "La Esquina",
  "Avenida",
  "Oasis",
  "Estrella",
  "Mercado",
  "Barrio",
  "Real",
  "Nova",
  "Faro",
  "Jardín",
];

const title = (words: string[]) =>
  words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");

/** The competitors of a cell for a topic: none to three, always the same for the same seed. */
function competitorsOf(row: number, column: number, topic: string[]): Place[] {
  const draw = drawFrom(`serp-cell:${row}:${column}:${topic.join(" ")}`);
  const count = draw.int(0, 3);
  return Array.from({ length: count }, (_, i) => {
    const name = `${title(topic)} ${draw.pick(NAMES)}`;
    const slug = `${topic.join("-")}-${row}-${column}-${i}`.replace(/[^a-z0-9-]/g, "");
    return {
      placeId: `ChIJsim${slug}`,
      cid: String(drawFrom(`serp-cid:${slug}`).int(10 ** 8, 10 ** 9)),
      title: name,
      categories: [title(topic)],
      domain: draw.chance(0.6) ? `${slug}.example` : null,
      url: null,
      address: null,
      latitude: (row + draw.next()) * CELL,
      longitude: (column + draw.next()) * CELL,
      rating: Math.round((3 + draw.next() * 2) * 10) / 10,
      votes: draw.int(3, 1200),
      claimed: draw.chance(0.7),
    };
  }).map((place) => ({ ...place, url: place.domain ? `https://${place.domain}/` : null }));
}

/** Every place within `radiusKm` of a point for a keyword: stores and the topic's competitors. */
export async function placesNear(
  db: Db,
  point: { latitude: number; longitude: number },
  radiusKm: number,
  keyword: string,
): Promise<(Place & { distanceKm: number })[]> {
  const byCell = await storesByCell(db);
  const topic = topicWords(keyword);
  const [row0, column0] = cellOf(point.latitude, point.longitude);
  const rows = Math.ceil(radiusKm / 111 / CELL);
  const columns = Math.ceil(
    radiusKm / (111 * Math.max(0.1, Math.cos((point.latitude * Math.PI) / 180))) / CELL,
  );
  const found: (Place & { distanceKm: number })[] = [];
  for (let row = row0 - rows; row <= row0 + rows; row++) {
    for (let column = column0 - columns; column <= column0 + columns; column++) {
      const here = [
        ...(byCell.get(cellKey(row, column)) ?? []),
        ...(topic.length > 0 ? competitorsOf(row, column, topic) : []),
      ];
      for (const place of here) {
        const d = distanceKm(point.latitude, point.longitude, place.latitude, place.longitude);
        if (d <= radiusKm) found.push({ ...place, distanceKm: d });
      }
    }
  }
  return found;
}

/** Every store, as a search made from a whole country sees them: at no distance. */
export async function placesAnywhere(db: Db): Promise<(Place & { distanceKm: number })[]> {
  const byCell = await storesByCell(db);
  return [...byCell.values()].flat().map((place) => ({ ...place, distanceKm: 0 }));
}

/** For tests: read the stores again at the next search. */
export function forgetSerpStores(): void {
  stores = null;
}
