import { describe, expect, it } from "vitest";
import {
  decodePageToken,
  encodePageToken,
  nextPageToken,
  parsePageSize,
} from "@/lib/maps-simulator/api-params";
import { SimApiError } from "@/lib/maps-simulator/http";
import { parseLocationFilter, parseLocationOrder } from "@/lib/maps-simulator/location-query";
import { parseReadMask, projectLocation } from "@/lib/maps-simulator/read-mask";

function refusal(run: () => unknown): SimApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof SimApiError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("readMask", () => {
  it("is required and only names Location fields", () => {
    expect(refusal(() => parseReadMask(null)).status).toBe("INVALID_ARGUMENT");
    expect(refusal(() => parseReadMask(" , ")).status).toBe("INVALID_ARGUMENT");
    expect(refusal(() => parseReadMask("name,password")).status).toBe("INVALID_ARGUMENT");
    expect(parseReadMask("name, title ,storefrontAddress.locality")).toEqual([
      "name",
      "title",
      "storefrontAddress.locality",
    ]);
  });

  it("projects only the masked paths", () => {
    const location = {
      name: "locations/1",
      title: "T",
      storeCode: "S",
      storefrontAddress: { regionCode: "AR", locality: "Rosario" },
    };
    expect(
      projectLocation(location, ["title", "storefrontAddress.locality", "websiteUri"]),
    ).toEqual({ title: "T", storefrontAddress: { locality: "Rosario" } });
  });
});

describe("paging", () => {
  it("reads pageSize like Google: default for 0 or absent, refusal past the maximum", () => {
    const limits = { default: 10, max: 100 };
    expect(parsePageSize(null, limits)).toBe(10);
    expect(parsePageSize("0", limits)).toBe(10);
    expect(parsePageSize("100", limits)).toBe(100);
    expect(refusal(() => parsePageSize("101", limits)).status).toBe("INVALID_ARGUMENT");
    expect(refusal(() => parsePageSize("-1", limits)).status).toBe("INVALID_ARGUMENT");
    expect(refusal(() => parsePageSize("ten", limits)).status).toBe("INVALID_ARGUMENT");
  });

  it("ties page tokens to their query", () => {
    const token = encodePageToken(20, "q1");
    expect(decodePageToken(token, "q1")).toBe(20);
    expect(refusal(() => decodePageToken(token, "q2")).status).toBe("INVALID_ARGUMENT");
    expect(refusal(() => decodePageToken("garbage!", "q1")).status).toBe("INVALID_ARGUMENT");
    expect(nextPageToken(20, 10, 30, "q1")).toBeUndefined();
    expect(nextPageToken(10, 10, 30, "q1")).toBe(encodePageToken(20, "q1"));
  });
});

describe("filter and orderBy", () => {
  it("accepts the supported subset and refuses the rest", () => {
    expect(
      parseLocationFilter('openInfo.status = "OPEN" AND title:"Palermo" AND labels:"mall"'),
    ).toHaveLength(3);
    expect(parseLocationFilter(null)).toEqual([]);
    expect(refusal(() => parseLocationFilter("phone = 1")).status).toBe("INVALID_ARGUMENT");
    expect(refusal(() => parseLocationFilter("title ~ x")).status).toBe("INVALID_ARGUMENT");
    expect(parseLocationOrder("title desc")).toHaveLength(2);
    expect(refusal(() => parseLocationOrder("name; drop table")).status).toBe("INVALID_ARGUMENT");
  });
});
