// A manager's single edit waited behind a tenant's nightly sync: every job now names the lane its
// maps calls wait in, decided once when it is enqueued.
import { describe, expect, it } from "vitest";
import { laneOf } from "@/lib/jobs/lanes";

const now = Date.parse("2026-11-29T12:00:00Z");

describe("laneOf", () => {
  it("puts a user's single item sent now in the interactive lane", () => {
    for (const kind of ["LOCATION_EDIT", "REVIEW_REPLY", "POST_PUBLISH", "MEDIA_DELETE"])
      expect(laneOf({ kind, itemCount: 1 }, now)).toBe("interactive");
  });

  it("puts the same kinds in bulk with more items or when planned for later", () => {
    expect(laneOf({ kind: "LOCATION_EDIT", itemCount: 2 }, now)).toBe("bulk");
    const later = new Date(now + 60_000);
    expect(laneOf({ kind: "POST_PUBLISH", itemCount: 1, startAfter: later }, now)).toBe("bulk");
    const earlier = new Date(now - 1);
    expect(laneOf({ kind: "POST_PUBLISH", itemCount: 1, startAfter: earlier }, now)).toBe(
      "interactive",
    );
  });

  it("puts syncs, imports, notifications, extracts and automatic replies in background", () => {
    for (const kind of [
      "REVIEW_SYNC",
      "METRICS_SYNC",
      "QANDA_SYNC",
      "STORES_SYNC",
      "LEAD_IMPORT_REVIEWS",
      "MAPS_NOTIFICATION",
      "MARKETING_EXTRACT",
      "REVIEW_AUTO_REPLY",
    ])
      expect(laneOf({ kind, itemCount: 1 }, now)).toBe("background");
  });
});
