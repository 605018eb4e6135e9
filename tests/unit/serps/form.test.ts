// The new-search form's rules are the API's: a search from a store sends its id as locationId, one
// from the language's country sends none, and each refusal lands on the field or entry at fault.
import { describe, expect, it } from "vitest";
import { serpFormField, serpFormInput, type SerpFormValues } from "@/lib/serps/rules";
import { serpFormSchema } from "@/lib/serps/schema";

const STORE = { id: "0b8a3c1e-7a51-4c1e-9a4e-2f1d9b6c8e01", title: "Acme Retail Palermo" };

const values = (over: Partial<SerpFormValues> = {}): SerpFormValues => ({
  name: "Clothing near the flagship",
  keyword: "clothing store",
  device: "DESKTOP",
  frequency: "MONTHLY",
  languageCode: "en",
  from: "country",
  store: STORE,
  sites: ["https://www.acme-retail.example/stores/acme-0001"],
  competitors: ["yelp.com"],
  ...over,
});

describe("the new-search form", () => {
  it("sends a store only when searching from one", () => {
    expect(serpFormInput(values()).locationId).toBeNull();
    expect(serpFormInput(values({ from: "store" })).locationId).toBe(STORE.id);
    expect(serpFormInput(values({ from: "store", store: null })).locationId).toBeNull();
    expect(serpFormInput(values())).not.toHaveProperty("from");
    expect(serpFormInput(values())).not.toHaveProperty("store");
  });

  it("checks the values as the API does, pasted addresses kept as hosts", () => {
    const parsed = serpFormSchema.parse(values({ from: "store" }));
    expect(parsed.sites).toEqual(["www.acme-retail.example"]);
    expect(parsed.locationId).toBe(STORE.id);
  });

  it("puts a short keyword and a repeated competitor on their field and entry", () => {
    const result = serpFormSchema.safeParse(
      values({ keyword: "ab", competitors: ["yelp.com", "www.Yelp.com"] }),
    );
    const issues = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["keyword", "keywordLetters"],
      ["competitors.1", "duplicate"],
    ]);
  });

  it("shows the API's store issue on the store chooser", () => {
    expect(serpFormField("locationId")).toBe("store");
    expect(serpFormField("competitors.1")).toBe("competitors.1");
  });
});
