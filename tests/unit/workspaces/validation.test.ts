import { describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "@/lib/constants";
import { canEditWorkspaces } from "@/lib/workspaces/access";
import { isLeadTenant } from "@/lib/workspaces/lead-config";
import {
  listWorkspacesSchema,
  setWorkspaceLocationsSchema,
  workspaceSchema,
} from "@/lib/workspaces/schema";

const ID = "5f0c2a54-8d5e-4b8e-9a43-0b1f6a3c2d11";
const OTHER = "6a1d3b65-9e6f-4c9f-8b54-1c2a7b4d3e22";

describe("workspaceSchema (spec §3: name 2–15, description 2–30)", () => {
  it("accepts the limits and trims", () => {
    expect(workspaceSchema.parse({ name: " ab ", description: "cd" })).toEqual({
      name: "ab",
      description: "cd",
    });
    expect(
      workspaceSchema.safeParse({ name: "n".repeat(15), description: "d".repeat(30) }).success,
    ).toBe(true);
  });

  it("refuses shorter or longer values with message keys the form translates", () => {
    const issues = (value: unknown) =>
      workspaceSchema.safeParse(value).error?.issues.map((i) => `${i.path}:${i.message}`);
    expect(issues({ name: "a", description: "ok" })).toEqual(["name:tooShort"]);
    expect(issues({ name: "n".repeat(16), description: "ok" })).toEqual(["name:tooLong"]);
    expect(issues({ name: "ok", description: "d".repeat(31) })).toEqual(["description:tooLong"]);
    expect(issues({ name: "   ", description: " " })).toEqual([
      "name:tooShort",
      "description:tooShort",
    ]);
  });
});

describe("setWorkspaceLocationsSchema", () => {
  it("defaults missing lists and refuses a store both added and removed", () => {
    expect(setWorkspaceLocationsSchema.parse({ workspaceId: ID, add: [OTHER] })).toEqual({
      workspaceId: ID,
      add: [OTHER],
      remove: [],
    });
    expect(
      setWorkspaceLocationsSchema.safeParse({ workspaceId: ID, add: [OTHER], remove: [OTHER] })
        .success,
    ).toBe(false);
    expect(setWorkspaceLocationsSchema.safeParse({ workspaceId: "nope", add: [] }).success).toBe(
      false,
    );
    expect(
      setWorkspaceLocationsSchema.safeParse({ workspaceId: ID, add: ["locations/1"] }).success,
    ).toBe(false);
  });
});

describe("listWorkspacesSchema", () => {
  it("defaults to the largest page, which clients written before paging rely on", () => {
    expect(listWorkspacesSchema.parse({})).toEqual({ limit: MAX_PAGE_SIZE, offset: 0 });
    expect(listWorkspacesSchema.parse({ search: "  ", limit: 5, offset: 10 })).toEqual({
      limit: 5,
      offset: 10,
    });
    expect(listWorkspacesSchema.parse({ search: " Zona " }).search).toBe("Zona");
  });

  it("refuses pages above the cap, empty pages and negative offsets", () => {
    for (const value of [
      { limit: MAX_PAGE_SIZE + 1 },
      { limit: 0 },
      { offset: -1 },
      { limit: 1.5 },
    ])
      expect(listWorkspacesSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });
});

describe("workspace rules", () => {
  it("hides management for LEADS IS_LEAD tenants only", () => {
    expect(isLeadTenant([{ config: "LEADS", value: [{ name: "IS_LEAD", boolean: true }] }])).toBe(
      true,
    );
    expect(isLeadTenant([{ config: "LEADS", value: [{ name: "IS_LEAD", boolean: false }] }])).toBe(
      false,
    );
    expect(isLeadTenant([{ config: "SYNC", value: [{ name: "IS_LEAD", boolean: true }] }])).toBe(
      false,
    );
    expect(isLeadTenant([])).toBe(false);
  });

  it("lets ADMIN and WS_ADMIN edit", () => {
    expect(canEditWorkspaces(["WS_ADMIN"])).toBe(true);
    expect(canEditWorkspaces(["ADMIN"])).toBe(true);
    expect(canEditWorkspaces(["STORE", "REVIEWS"])).toBe(false);
  });
});
