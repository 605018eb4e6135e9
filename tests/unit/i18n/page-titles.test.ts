// Regression: every tab read just "StorePlus". Each page names itself through generateMetadata.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { documentTitle } from "@/lib/i18n/page-title";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

const APP = path.resolve(__dirname, "../../../app");
/** Pages that only forward elsewhere: nobody sees their title. */
const FORWARDS = new Set(["page.tsx"]);

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    return entry.name === "page.tsx" ? [path.relative(APP, full)] : [];
  });
}

describe("page titles", () => {
  it("has every page export generateMetadata", () => {
    const untitled = pages(APP).filter(
      (page) =>
        !FORWARDS.has(page) &&
        !/export (const|async function) generateMetadata\b/.test(
          readFileSync(path.join(APP, page), "utf8"),
        ),
    );
    expect(untitled).toEqual([]);
  });

  it("names the page first, then the product, in both languages", () => {
    for (const [locale, messages, home] of [
      ["en", en, "Home · StorePlus"],
      ["es", es, "Inicio · StorePlus"],
    ] as const) {
      const t = createTranslator({ locale, messages });
      expect(documentTitle(t("meta.pages.home"), t("common.appName"))).toBe(home);
      expect(Object.keys(messages.meta.pages)).toEqual(Object.keys(en.meta.pages));
    }
  });

  it("translates every page's name, so a Spanish tab never reads in English", () => {
    const english = en.meta.pages as Record<string, string>;
    const spanish = es.meta.pages as Record<string, string>;
    const untranslated = Object.keys(english).filter(
      (key) => !spanish[key]?.trim() || spanish[key] === english[key],
    );
    expect(untranslated).toEqual([]);
  });
});
