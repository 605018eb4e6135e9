import { describe, expect, it } from "vitest";
import { MAPS_WRITE_KINDS, mapsEditSummary } from "@/lib/jobs/maps-edits-audit";
import { JOB_KINDS } from "@/lib/jobs/kinds";

describe("mapsEditSummary", () => {
  it("names the kind, the stores once each and the fields of differing requests", () => {
    const summary = mapsEditSummary({
      tenantId: "t",
      kind: "REVIEW_REPLY",
      items: [
        { locationId: "s1", payload: { reviewId: "r1", comment: "x".repeat(900) } },
        { locationId: "s1", payload: { reviewId: "r2", comment: "Thanks" } },
        { locationId: null, payload: { reviewId: "r3", comment: "Hi" } },
      ],
    });
    expect(summary).toMatchObject({
      kind: "REVIEW_REPLY",
      items: 3,
      stores: 1,
      storeIds: ["s1"],
      fields: ["comment", "reviewId"],
      sameForAll: false,
    });
    // Long texts are cut so a row stays small.
    const request = summary.request as { comment: string };
    expect(request.comment).toHaveLength(501);
  });

  it("keeps only field names when the request is too large to show", () => {
    const summary = mapsEditSummary({
      tenantId: "t",
      kind: "LOCATION_EDIT",
      items: [
        {
          locationId: "s1",
          payload: {
            patch: Object.fromEntries(
              Array.from({ length: 40 }, (_, i) => [`f${i}`, "v".repeat(200)]),
            ),
          },
        },
      ],
    });
    expect(summary.request).toBeUndefined();
    expect(summary.fields).toHaveLength(40);
  });

  it("audits only kinds that exist and write to the maps service", () => {
    for (const kind of MAPS_WRITE_KINDS) expect(Object.keys(JOB_KINDS)).toContain(kind);
    expect(MAPS_WRITE_KINDS.has("REVIEW_SYNC")).toBe(false);
    expect(MAPS_WRITE_KINDS.has("LEAD_IMPORT_REVIEWS")).toBe(false);
  });
});
