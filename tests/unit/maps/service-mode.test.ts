import { describe, expect, it } from "vitest";
import { getMapsConfig } from "@/lib/maps/config";
import { mapsServiceMode, productionStartProblem } from "@/lib/maps/service-mode.mjs";

// A production build used to run the simulator by default, whose consent screen signs anyone in
// without a password (owner@acme.example gave an ADMIN session on acme).
describe("mapsServiceMode", () => {
  it("runs the simulator in development and tests when nothing is set", () => {
    expect(mapsServiceMode({})).toBe("simulator");
    expect(mapsServiceMode({ NODE_ENV: "development" })).toBe("simulator");
    expect(mapsServiceMode({ NODE_ENV: "test" })).toBe("simulator");
  });

  it("turns every maps service off in production unless one is named", () => {
    expect(mapsServiceMode({ NODE_ENV: "production" })).toBe("off");
    expect(mapsServiceMode({ NODE_ENV: "production", MAPS_SERVICE: "simulator" })).toBe(
      "simulator",
    );
    expect(mapsServiceMode({ NODE_ENV: "production", MAPS_SERVICE: "google" })).toBe("google");
  });

  it("treats an unknown value as off, never as the simulator", () => {
    expect(mapsServiceMode({ MAPS_SERVICE: "Google" })).toBe("off");
    expect(mapsServiceMode({ NODE_ENV: "production", MAPS_SERVICE: "sim" })).toBe("off");
  });

  it("gives the off mode no credentials and no simulator address", () => {
    const config = getMapsConfig({ NODE_ENV: "production" });
    expect(config.mode).toBe("off");
    expect(config.clientId).toBe("");
    expect(config.clientSecret).toBe("");
    expect(config.authorizeUrl).not.toContain("maps-sim");
    expect(config.apiBase("mybusiness")).not.toContain("maps-sim");
  });
});

describe("productionStartProblem", () => {
  it("refuses a production start that names no maps service", () => {
    expect(productionStartProblem({ NODE_ENV: "production" })).toMatch(/MAPS_SERVICE=simulator/);
  });

  it("refuses Google without its OAuth client", () => {
    expect(productionStartProblem({ MAPS_SERVICE: "google" })).toMatch(/MAPS_OAUTH_CLIENT_ID/);
    expect(productionStartProblem({ MAPS_SERVICE: "google", MAPS_OAUTH_CLIENT_ID: "id" })).toMatch(
      /MAPS_OAUTH_CLIENT_SECRET/,
    );
  });

  it("refuses an unknown service name", () => {
    expect(productionStartProblem({ MAPS_SERVICE: "gogle" })).toMatch(/not known/);
  });

  it("accepts Google with its client, and the demo simulator asked for by name", () => {
    expect(
      productionStartProblem({
        MAPS_SERVICE: "google",
        MAPS_OAUTH_CLIENT_ID: "id",
        MAPS_OAUTH_CLIENT_SECRET: "secret",
      }),
    ).toBeNull();
    expect(productionStartProblem({ MAPS_SERVICE: "simulator" })).toBeNull();
  });
});
