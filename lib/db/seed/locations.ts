import type { locations } from "../schema";
import { createRandom } from "./random";
import { CITIES, STORE_LABELS, STREETS } from "./places";

export type NewLocation = typeof locations.$inferInsert;

export type LocationPlan = {
  tenantId: string;
  /** Maps-service account number, e.g. "1001" (stored as "accounts/1001"). */
  accountId: string;
  storeCodePrefix: string;
  brands: readonly string[];
  count: number;
  /** Only these countries (region codes); all cities when absent. */
  regionCodes?: readonly string[];
};

/** Store creation dates start here and step forward, so "newest first" has a stable meaning. */
const FIRST_CREATED_AT = Date.UTC(2024, 2, 1, 12, 0, 0);
const CREATED_STEP_MS = 37 * 60 * 1000;
const PLACE_ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-".split(
  "",
);

/** The maps-service resource name of the n-th store (1-based) of an account: stable for the simulator. */
export function locationGoogleId(accountId: string, n: number): string {
  return `locations/${accountId}${String(n).padStart(6, "0")}`;
}

function pickVerified(roll: number): string | null {
  if (roll < 0.86) return "COMPLETED";
  if (roll < 0.92) return "PENDING";
  if (roll < 0.96) return "FAILED";
  return null;
}

/** Generates the stores of one tenant: a pure function of the plan (same plan, same rows). */
export function generateLocations(plan: LocationPlan): NewLocation[] {
  const random = createRandom(`locations:${plan.storeCodePrefix}:${plan.accountId}`);
  const cities = plan.regionCodes
    ? CITIES.filter((city) => plan.regionCodes?.includes(city.regionCode))
    : CITIES;
  const codeWidth = Math.max(4, String(plan.count).length);
  const small = plan.count <= 12;
  const usedNames = new Set<string>();
  const rows: NewLocation[] = [];

  for (let i = 0; i < plan.count; i++) {
    const city = random.pick(cities);
    const street = random.pick(STREETS[city.regionCode]);
    const neighbourhood = random.pick(city.neighbourhoods);
    const brand = random.pick(plan.brands);
    let locationName = `${brand} ${neighbourhood}`;
    if (usedNames.has(locationName)) locationName = `${brand} ${neighbourhood} ${street}`;
    for (let n = 2; usedNames.has(locationName); n++)
      locationName = `${brand} ${neighbourhood} ${street} ${n}`;
    usedNames.add(locationName);

    const statusRoll = random.next();
    let openStatus =
      statusRoll < 0.04 ? "CLOSED_TEMPORARILY" : statusRoll < 0.06 ? "CLOSED_PERMANENTLY" : "OPEN";
    let duplicateLocation = random.chance(0.03);
    let verified = pickVerified(random.next());
    // Small (trial) tenants still show each case the onboarding location step handles.
    if (small) {
      openStatus = i === plan.count - 1 && plan.count >= 5 ? "CLOSED_TEMPORARILY" : "OPEN";
      duplicateLocation = i === 2;
      verified = i === 1 ? null : i === 3 ? "PENDING" : "COMPLETED";
    }

    const placeId = `ChIJ${Array.from({ length: 23 }, () => random.pick(PLACE_ID_ALPHABET)).join("")}`;
    const cid =
      String(random.int(100_000_000, 999_999_999)) + String(random.int(100_000_000, 999_999_999));
    const createdAt = new Date(FIRST_CREATED_AT + i * CREATED_STEP_MS);
    rows.push({
      id: random.uuid(),
      tenantId: plan.tenantId,
      googleId: locationGoogleId(plan.accountId, i + 1),
      account: `accounts/${plan.accountId}`,
      locationName,
      storeCode: random.chance(0.01)
        ? null
        : `${plan.storeCodePrefix}-${String(i + 1).padStart(codeWidth, "0")}`,
      labels: random.chance(0.6) ? [random.pick(STORE_LABELS)] : [],
      regionCode: city.regionCode,
      languageCode: city.languageCode,
      postalCode:
        city.postalPrefix +
        String(random.int(0, 10 ** city.postalDigits - 1)).padStart(city.postalDigits, "0"),
      administrativeArea: city.administrativeArea,
      locality: city.locality,
      addressLines: [
        `${street} ${random.int(100, 4999)}`,
        ...(random.chance(0.2) ? [`Local ${random.int(1, 40)}`] : []),
      ],
      duplicateLocation,
      mapsUri: `https://maps.google.com/maps?cid=${cid}`,
      newReviewUri: `https://search.google.com/local/writereview?placeid=${placeId}`,
      placeId,
      openStatus,
      verified,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}
