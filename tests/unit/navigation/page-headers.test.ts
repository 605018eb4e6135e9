import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { PAGE_HEADERS, pageHeaderFor, type PageHeaderText } from "@/lib/navigation/page-headers";

const lookup = (messages: unknown, key: string) =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

describe("module page headers", () => {
  it("name words that exist in both languages", () => {
    for (const [path, text] of Object.entries(PAGE_HEADERS) as [string, PageHeaderText][])
      for (const key of [text.title, text.description, text.create?.label].filter(
        (key): key is string => key != null,
      ))
        for (const [locale, messages] of [
          ["en", en],
          ["es", es],
        ] as const)
          expect(typeof lookup(messages, key), `${path} ${key} in ${locale}`).toBe("string");
  });

  it("are each drawn by their page, so the skeleton's header is the page's", () => {
    for (const path of Object.keys(PAGE_HEADERS)) {
      const source = readFileSync(`app/(app)${path}/page.tsx`, "utf8");
      expect(source, path).toContain(`<ModulePage`);
      expect(source, path).toContain(`path="${path}"`);
    }
  });

  it("are found by path, except for a view that replaces the page", () => {
    expect(pageHeaderFor("/apps/stores", "?size=100")?.title).toBe("stores.title");
    expect(pageHeaderFor("/apps/marketingdata", "")?.title).toBe("marketing.title");
    expect(pageHeaderFor("/apps/marketingdata", "?job=1")).toBeNull();
    expect(pageHeaderFor("/apps/stores/edit-phone", "")).toBeNull();
    expect(pageHeaderFor("/apps/home", "")?.title).toBeNull();
    expect(pageHeaderFor("/apps/home/other", "")).toBeNull();
  });
});
