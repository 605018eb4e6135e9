import { describe, expect, it } from "vitest";
import { isBearerOnlyRequest } from "@/lib/http/csrf";

describe("isBearerOnlyRequest", () => {
  it("exempts API clients that send a Bearer token and no cookie", () => {
    expect(isBearerOnlyRequest(new Headers({ authorization: "Bearer abc.def" }))).toBe(true);
  });

  it("does not exempt requests carrying any cookie, or without a token", () => {
    expect(
      isBearerOnlyRequest(new Headers({ authorization: "Bearer abc", cookie: "NEXT_LOCALE=es" })),
    ).toBe(false);
    expect(isBearerOnlyRequest(new Headers({ authorization: "Basic abc" }))).toBe(false);
    expect(isBearerOnlyRequest(new Headers({ authorization: "Bearer " }))).toBe(false);
    expect(isBearerOnlyRequest(new Headers())).toBe(false);
  });
});
