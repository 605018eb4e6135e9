// Guards both catalogues: a key only in English showed the raw key to Spanish readers (and back).
import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

type Catalogue = { [key: string]: string | Catalogue };

function texts(catalogue: Catalogue, prefix = ""): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value]] : texts(value, `${prefix}${key}.`),
  );
}

describe("message catalogues", () => {
  const english = new Map(texts(en));
  const spanish = new Map(texts(es));

  it("hold the same keys in English and Spanish", () => {
    expect([...english.keys()].filter((key) => !spanish.has(key))).toEqual([]);
    expect([...spanish.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it("leave no text empty", () => {
    const empty = [...english, ...spanish].filter(([, text]) => text.trim() === "");
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  // The build compiles every message (next.config.mjs): one that does not parse fails the build.
  // A literal "<" or "{" is quoted ICU's way: "Bearer '<token>'".
  it("hold only messages the build can compile", () => {
    const broken = [...english, ...spanish].filter(([, text]) => {
      try {
        compile(text);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken.map(([key]) => key)).toEqual([]);
  });
});
