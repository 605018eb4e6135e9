import { describe, expect, it } from "vitest";
import { prefixQuery, searchWords } from "@/lib/reviews/text-search";

describe("searchWords", () => {
  it("keeps runs of letters and digits of any script, lowercased, once each", () => {
    expect(searchWords("Atención RÁPIDA, 50% off_sale atención")).toEqual([
      "atención",
      "rápida",
      "50",
      "off",
      "sale",
    ]);
    expect(searchWords("Łódź 東京 São")).toEqual(["łódź", "東京", "são"]);
  });

  it("joins a decomposed accent to its letter", () => {
    expect(searchWords("atencio\u0301n")).toEqual(["atención"]);
  });

  it("finds no word in punctuation or query syntax", () => {
    expect(searchWords("%_ | & ! ' :*")).toEqual([]);
  });
});

describe("prefixQuery", () => {
  it("needs every word, each as the beginning of a word", () => {
    expect(prefixQuery(["buen", "lugar"])).toBe("'buen':* & 'lugar':*");
  });
});
