// Guards the demo store list that read "Acme Retail Centro" 31 times in 250 stores: branch names
// were drawn at random per store, so most of them repeated.
import { describe, expect, it } from "vitest";
import { buildSimLocation, simLocationTraits } from "@/lib/maps-simulator/build-location";
import { simBranch } from "@/lib/maps-simulator/branches";
import { SIM_BRANDS } from "@/lib/maps-simulator/fixtures/brands";
import { SIM_COUNTRIES } from "@/lib/maps-simulator/fixtures/places";
import { SIM_IDENTITIES } from "@/lib/maps-simulator/identities";
import { MAPS_LOCATION_LIMITS } from "@/lib/maps/limits";

const acme = { id: "1001", accountName: "Acme Retail" };
const originals = (count: number) =>
  Array.from({ length: count }, (_, index) => index).filter(
    (index) => simLocationTraits(index).duplicateOf === null,
  );

describe("branch names", () => {
  it("gives the first 2,000 stores of an account 2,000 different titles", () => {
    const titles = originals(2_000).map((index) => buildSimLocation(acme, index).title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("names each place once before any repeats it with a street, and a number comes last", () => {
    // Lucia Flowers: one country (ES), 14 neighbourhoods.
    const lucia = SIM_BRANDS["2003"].countries;
    const places = SIM_COUNTRIES.ES.cities.flatMap((city) => city.neighbourhoods).length;
    const names = Array.from({ length: 200 }, (_, i) => simBranch("2003", lucia, i).name);
    expect(names.slice(0, places).every((name) => !name.includes(" – "))).toBe(true);
    expect(names.slice(places, 4 * places).every((name) => / – [^()]+$/.test(name))).toBe(true);
    expect(names.at(-1)).toMatch(/ – .+ \(\d+\)$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it("spreads neighbouring stores over the cities", () => {
    // Within one country an account visits every city before it returns to one.
    for (const country of ["AR", "ES", "MX", "US"] as const) {
      const cities = SIM_COUNTRIES[country].cities.length;
      const visited = Array.from(
        { length: cities },
        (_, k) => simBranch("1001", [country], k).city.locality,
      );
      expect(new Set(visited).size, country).toBe(cities);
    }
  });

  it("tells same-named neighbourhoods apart by their city", () => {
    const names = Array.from({ length: 56 }, (_, i) => simBranch("1001", ["AR", "MX"], i).name);
    expect(names).toContain("Rosario Centro");
    expect(names).toContain("Monterrey Centro");
    expect(names).not.toContain("Centro");
  });

  it("is the same for the same account and index, and its own order for another account", () => {
    expect(simBranch("1001", ["AR"], 5)).toEqual(simBranch("1001", ["AR"], 5));
    const order = (id: string) =>
      Array.from({ length: 16 }, (_, i) => simBranch(id, ["AR"], i).name).join();
    expect(order("1001")).not.toBe(order("2001"));
  });

  it("stands every seeded store where its title says, within the service's title limit", () => {
    for (const account of SIM_IDENTITIES.flatMap((identity) => identity.accounts))
      for (let index = 0; index < account.locationCount; index++) {
        const location = buildSimLocation(account, index);
        const address = location.data.storefrontAddress!;
        expect(location.title.length).toBeLessThanOrEqual(MAPS_LOCATION_LIMITS.title);
        expect(location.title.startsWith(`${account.accountName} `)).toBe(true);
        const street = location.title.match(/ – (.+?)(?: \(\d+\))?$/)?.[1];
        if (street) expect(address.addressLines![0], location.title).toContain(street);
        const city = Object.values(SIM_COUNTRIES)
          .flatMap((info) => info.cities)
          .find((candidate) => candidate.locality === address.locality)!;
        expect(city.streets.some((s) => address.addressLines![0].includes(s))).toBe(true);
        expect(location.data.profile?.description).toContain(address.locality);
      }
  });
});
