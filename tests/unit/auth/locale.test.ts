import { describe, expect, it } from "vitest";
import { detectLocale, resolveLocale } from "@/lib/i18n/config";

describe("locale detection (spec §1)", () => {
  it.each([
    ["es-AR,es;q=0.9", "es"],
    ["en-US,en;q=0.9", "en"],
    ["fr-FR,fr;q=0.9", "es"],
    ["de", "es"],
    ["", "es"],
    [null, "es"],
    ["en-GB,en;q=0.9,es;q=0.5", "es"],
  ])("%s → %s", (header, locale) => {
    expect(detectLocale(header)).toBe(locale);
  });

  it("prefers a valid cookie over Accept-Language", () => {
    expect(resolveLocale("en", "es-AR")).toBe("en");
    expect(resolveLocale("fr", "en-US")).toBe("en");
    expect(resolveLocale(undefined, "fr")).toBe("es");
  });
});
