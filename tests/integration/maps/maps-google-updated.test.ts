// Google's own edits in the simulator (Business Information v1): get and list answer the merchant's
// resource flagged metadata.hasGoogleUpdated; :getGoogleUpdated answers Google's version,
// projected by its required readMask, with the diffMask of the fields Google changed; a PATCH
// naming a field replaces Google's update of it (the flag drops with the last one); another
// account's caller is refused; edits over time are off under tests unless configured.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { googleEditsPerStorePerDay } from "@/lib/maps-simulator/config";
import { simLocationId } from "@/lib/maps-simulator/ids";
import {
  BI,
  closeSimulator,
  openSimulator,
  simCall,
  type SimFixture,
} from "@/tests/integration/helpers/maps-sim";

let sim: SimFixture;
beforeAll(async () => {
  sim = await openSimulator(6);
}, 60_000);
afterAll(() => closeSimulator(sim));

const googleUpdated = (id: string, readMask: string | null, token = sim.acme) =>
  simCall(
    "GET",
    `${BI}/locations/${id}:getGoogleUpdated${readMask ? `?readMask=${readMask}` : ""}`,
    { token },
  );

describe("getGoogleUpdated", () => {
  it("answers the merchant's version with no diffMask while Google changed nothing", async () => {
    const id = simLocationId("1001", 0);
    const { status, body } = await googleUpdated(id, "name,title,metadata");
    expect(status).toBe(200);
    expect(body.location.name).toBe(`locations/${id}`);
    expect(body.location.metadata.hasGoogleUpdated).toBe(false);
    expect(body.diffMask).toBeUndefined();
    expect((await googleUpdated(id, null)).status).toBe(400);
  });

  it("answers Google's values and diffMask; get answers ours, flagged; a PATCH replaces them", async () => {
    const id = simLocationId("1001", 1);
    const before = await simCall("GET", `${BI}/locations/${id}?readMask=title,websiteUri`, {
      token: sim.acme,
    });
    const ours = before.body.title as string;
    const edit = await simCall("POST", `_admin/locations/${id}:googleUpdate`, {
      admin: true,
      body: { title: "Renamed by Google", profile: { description: "Google's words" } },
    });
    expect(edit.status).toBe(200);

    const got = await simCall("GET", `${BI}/locations/${id}?readMask=title,metadata`, {
      token: sim.acme,
    });
    expect(got.body.title).toBe(ours);
    expect(got.body.metadata.hasGoogleUpdated).toBe(true);
    const listed = await simCall(
      "GET",
      `${BI}/accounts/1001/locations?readMask=name,metadata&pageSize=100`,
      {
        token: sim.acme,
      },
    );
    const flagged = listed.body.locations.filter(
      (location: { metadata: { hasGoogleUpdated: boolean } }) => location.metadata.hasGoogleUpdated,
    );
    expect(flagged.map((location: { name: string }) => location.name)).toEqual([`locations/${id}`]);

    const { body } = await googleUpdated(id, "title,profile");
    expect(body).toEqual({
      location: { title: "Renamed by Google", profile: { description: "Google's words" } },
      diffMask: "profile.description,title",
    });

    // Accepting: the merchant sends Google's title; only the description stays Google's.
    const accept = await simCall("PATCH", `${BI}/locations/${id}?updateMask=title`, {
      token: sim.acme,
      body: { title: "Renamed by Google" },
    });
    expect(accept.status).toBe(200);
    expect(accept.body.metadata.hasGoogleUpdated).toBe(true);
    expect((await googleUpdated(id, "title")).body.diffMask).toBe("profile.description");

    // Restoring ours: the last one gone, the flag drops.
    const restore = await simCall("PATCH", `${BI}/locations/${id}?updateMask=profile.description`, {
      token: sim.acme,
      body: { profile: { description: "Our words" } },
    });
    expect(restore.status).toBe(200);
    expect(restore.body.metadata.hasGoogleUpdated).toBe(false);
    const after = await googleUpdated(id, "profile");
    expect(after.body).toEqual({ location: { profile: { description: "Our words" } } });
  });

  it("refuses Google's edits the field's rules refuse, and another account's caller", async () => {
    const id = simLocationId("1001", 2);
    const bad = await simCall("POST", `_admin/locations/${id}:googleUpdate`, {
      admin: true,
      body: { websiteUri: "not a url" },
    });
    expect(bad.status).toBe(400);
    const unknown = await simCall("POST", `_admin/locations/${id}:googleUpdate`, {
      admin: true,
      body: { labels: ["x"] },
    });
    expect(unknown.status).toBe(400);
    // An empty body draws one plausible change.
    const drawn = await simCall("POST", `_admin/locations/${id}:googleUpdate`, {
      admin: true,
      body: {},
    });
    expect(drawn.status).toBe(200);
    expect(drawn.body.googleUpdated.diffMask).not.toBe("");
    expect((await googleUpdated(id, "title", sim.globex)).status).toBe(403);
  });

  it("makes edits over time only when configured", () => {
    expect(googleEditsPerStorePerDay()).toBe(0);
    vi.stubEnv("MAPS_SIM_GOOGLE_EDITS", "0.05");
    expect(googleEditsPerStorePerDay()).toBe(0.05);
    vi.stubEnv("MAPS_SIM_GOOGLE_EDITS", "off");
    expect(googleEditsPerStorePerDay()).toBe(0);
    vi.unstubAllEnvs();
    expect(googleEditsPerStorePerDay({ NODE_ENV: "production" })).toBeGreaterThan(0);
  });
});
