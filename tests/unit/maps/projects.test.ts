import { describe, expect, it } from "vitest";
import { getMapsConfig } from "@/lib/maps/config";
import {
  mapsProjectsProblem,
  parseMapsProjects,
  tenantMapsProject,
  MapsProjectsError,
} from "@/lib/maps/projects";
import { startProblems } from "@/lib/config/deploy-target";
import { productionStartProblem } from "@/lib/maps/service-mode.mjs";

// Every tenant drew on one maps project; a deployment now names several, each with its own
// client and quotas, and a bad list must stop the server with the reason, not fail a tenant's call.
const east = { id: "east", clientId: "east-client", clientSecret: "east-secret" };
const west = {
  id: "west",
  clientId: "west-client",
  clientSecret: "west-secret",
  requestsPerMinute: 120,
  updatesPerDay: 500,
};
const env = (projects: unknown) => ({ MAPS_PROJECTS: JSON.stringify(projects) });

describe("parseMapsProjects", () => {
  it("reads each project's client and quotas, the quotas defaulting to the maps service's", () => {
    expect(parseMapsProjects(env([east, west]))).toEqual([
      { ...east, requestsPerMinute: 300, updatesPerDay: 10_000 },
      west,
    ]);
  });

  it("is today's one client, id default, when MAPS_PROJECTS is unset", () => {
    expect(parseMapsProjects({})).toEqual([
      {
        id: "default",
        clientId: "storeplus-dev",
        clientSecret: "storeplus-dev-secret",
        requestsPerMinute: 300,
        updatesPerDay: 10_000,
      },
    ]);
    const google = {
      MAPS_SERVICE: "google",
      MAPS_OAUTH_CLIENT_ID: "id",
      MAPS_OAUTH_CLIENT_SECRET: "s",
    };
    expect(parseMapsProjects(google)[0]).toMatchObject({ id: "default", clientId: "id" });
    expect(parseMapsProjects({ MAPS_PROJECTS: "  " })[0]!.id).toBe("default");
  });

  it.each([
    ["bad JSON", "[{ id: east }]", /is not valid JSON/],
    ["not an array", JSON.stringify(east), /JSON array of at least one project/],
    ["an empty array", "[]", /JSON array of at least one project/],
    ["no secret", JSON.stringify([{ id: "east", clientId: "c" }]), /entry 1: clientSecret/],
    ["a bad id", JSON.stringify([east, { ...west, id: "West Coast" }]), /entry 2: id must be/],
    ["a zero quota", JSON.stringify([{ ...east, requestsPerMinute: 0 }]), /requestsPerMinute/],
    [
      "a fraction",
      JSON.stringify([{ ...east, updatesPerDay: 2.5 }]),
      /updatesPerDay must be a whole/,
    ],
    ["an unknown field", JSON.stringify([{ ...east, quota: 1 }]), /entry 1: .*quota/],
    ["the same id twice", JSON.stringify([east, { ...west, id: "east" }]), /"east" twice/],
    [
      "one client twice",
      JSON.stringify([east, { ...west, clientId: "east-client" }]),
      /client "east-client"/,
    ],
  ])("refuses %s with a message that names MAPS_PROJECTS", (_case, raw, message) => {
    expect(() => parseMapsProjects({ MAPS_PROJECTS: raw })).toThrow(MapsProjectsError);
    expect(() => parseMapsProjects({ MAPS_PROJECTS: raw })).toThrow(message);
    expect(mapsProjectsProblem({ MAPS_PROJECTS: raw })).toMatch(/^MAPS_PROJECTS /);
  });

  it("stops the server at start on a bad list, and lets google start with MAPS_PROJECTS alone", () => {
    expect(startProblems({ MAPS_PROJECTS: "nope" })).toEqual([
      expect.stringMatching(/^MAPS_PROJECTS is not valid JSON/),
    ]);
    const google = { NODE_ENV: "production", MAPS_SERVICE: "google", ...env([east, west]) };
    expect(productionStartProblem(google)).toBeNull();
    expect(startProblems(google)).toEqual([]);
    expect(productionStartProblem({ NODE_ENV: "production", MAPS_SERVICE: "google" })).toMatch(
      /MAPS_OAUTH_CLIENT_ID/,
    );
  });
});

describe("a tenant's project", () => {
  const two = env([east, west]);

  it("is the first for none, the named one, and the first again for one no longer configured", () => {
    expect(tenantMapsProject(null, two)).toMatchObject({ project: { id: "east" }, missing: false });
    expect(tenantMapsProject("west", two)).toMatchObject({
      project: { id: "west" },
      missing: false,
    });
    expect(tenantMapsProject("north", two)).toMatchObject({
      project: { id: "east" },
      missing: true,
    });
  });

  it("gives the OAuth config that project's client, the first's by default", () => {
    expect(getMapsConfig(two)).toMatchObject({ project: "east", clientId: "east-client" });
    const config = getMapsConfig(two, tenantMapsProject("west", two).project);
    expect(config).toMatchObject({
      project: "west",
      clientId: "west-client",
      clientSecret: "west-secret",
    });
  });
});
