import { describe, expect, it } from "vitest";
import {
  EVENT_PARAMS_MAX_BYTES,
  EVENT_TEXT_MAX,
  trackEventRequestSchema,
} from "@/lib/validation/events";

const valid = { newEvent: { module: "stores", name: "open", source: "web", params: { count: 3 } } };

describe("trackEventRequestSchema", () => {
  it("accepts the spec's payload and defaults params", () => {
    expect(trackEventRequestSchema.parse(valid).newEvent.params).toEqual({ count: 3 });
    const parsed = trackEventRequestSchema.parse({
      newEvent: { module: "m", name: "n", source: "s" },
    });
    expect(parsed.newEvent.params).toEqual({});
  });

  it("refuses text longer than the cap and empty required fields", () => {
    const long = "x".repeat(EVENT_TEXT_MAX + 1);
    expect(
      trackEventRequestSchema.safeParse({ newEvent: { ...valid.newEvent, module: long } }).success,
    ).toBe(false);
    expect(
      trackEventRequestSchema.safeParse({ newEvent: { ...valid.newEvent, name: "" } }).success,
    ).toBe(false);
    expect(trackEventRequestSchema.safeParse({ schema: long, ...valid }).success).toBe(false);
  });

  it("refuses params above the byte cap", () => {
    const params = { blob: "x".repeat(EVENT_PARAMS_MAX_BYTES) };
    expect(
      trackEventRequestSchema.safeParse({ newEvent: { ...valid.newEvent, params } }).success,
    ).toBe(false);
  });

  it("refuses an unknown usertype and a malformed eventdate", () => {
    expect(
      trackEventRequestSchema.safeParse({ newEvent: { ...valid.newEvent, usertype: "admin" } })
        .success,
    ).toBe(false);
    expect(
      trackEventRequestSchema.safeParse({ newEvent: { ...valid.newEvent, eventdate: "yesterday" } })
        .success,
    ).toBe(false);
    expect(
      trackEventRequestSchema.safeParse({
        newEvent: { ...valid.newEvent, eventdate: "2025-03-01T10:00:00.000Z" },
      }).success,
    ).toBe(true);
  });
});
