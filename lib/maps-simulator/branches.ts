// Real chains name every branch distinctly: an account walks its own order of neighbourhoods (round
// the cities), then a second branch per neighbourhood on a named street, then numbers them.
import { SIM_COUNTRIES, type SimCity, type SimCountry } from "./fixtures/places";
import { drawFrom } from "./ids";

export type SimBranch = {
  country: SimCountry;
  city: SimCity;
  neighbourhood: string;
  street: string | null;
  /** "Palermo", "Palermo – Av. Santa Fe (2)". */
  name: string;
};

type Place = { city: SimCity; neighbourhood: string; label: string; streets: readonly string[] };

/** "Centro", "Downtown": their city goes along. */
const SHARED_NEIGHBOURHOODS = (() => {
  const names = Object.values(SIM_COUNTRIES).flatMap((info) =>
    info.cities.flatMap((city) => city.neighbourhoods),
  );
  return new Set(names.filter((name, i) => names.indexOf(name) !== i));
})();

function shuffled<T>(items: readonly T[], seed: string): T[] {
  const draw = drawFrom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = draw.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const walks = new Map<string, readonly Place[]>();

/** Built once, then cached. */
function placesOf(accountId: string, country: SimCountry): readonly Place[] {
  const key = `${accountId}:${country}`;
  const cached = walks.get(key);
  if (cached) return cached;
  const info = SIM_COUNTRIES[country];
  const cities = shuffled(info.cities, `cities:${key}`).map((city) => ({
    city,
    neighbourhoods: shuffled(city.neighbourhoods, `neighbourhoods:${key}:${city.locality}`),
    streets: shuffled(city.streets, `streets:${key}:${city.locality}`),
  }));
  const places: Place[] = [];
  const rounds = Math.max(...cities.map((c) => c.neighbourhoods.length));
  for (let round = 0; round < rounds; round++)
    for (const { city, neighbourhoods, streets } of cities) {
      const neighbourhood = neighbourhoods[round];
      if (neighbourhood === undefined) continue;
      const label = !SHARED_NEIGHBOURHOODS.has(neighbourhood)
        ? neighbourhood
        : info.languageCode === "en"
          ? `${neighbourhood} ${city.locality}`
          : `${city.locality} ${neighbourhood}`;
      // "Belgrano – Belgrano" reads like a slip: a branch is never named after its own namesake.
      const ownStreets = streets.filter((street) => !street.includes(neighbourhood));
      places.push({ city, neighbourhood, label, streets: ownStreets });
    }
  walks.set(key, places);
  return places;
}

// Distinct for every index of an account.
export function simBranch(
  accountId: string,
  countries: readonly SimCountry[],
  index: number,
): SimBranch {
  const country = countries[index % countries.length];
  const k = Math.floor(index / countries.length);
  const places = placesOf(accountId, country);
  const position = k % places.length;
  const place = places[position];
  const round = Math.floor(k / places.length);
  const base = { country, city: place.city, neighbourhood: place.neighbourhood };
  if (round === 0) return { ...base, street: null, name: place.label };
  // Offset by the place, so the second branches of neighbouring places stand on different streets.
  const turn = round - 1 + position;
  const street = place.streets[turn % place.streets.length];
  const repeat = Math.floor((round - 1) / place.streets.length);
  const number = repeat > 0 ? ` (${repeat + 1})` : "";
  return { ...base, street, name: `${place.label} – ${street}${number}` };
}
