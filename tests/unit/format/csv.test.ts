// The one CSV writer of the downloads: the marketing copy defused a leading =, +, - and @ but
// not a tab or a carriage return, which spreadsheets also read as the start of a formula (OWASP
// CSV injection).
import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "@/lib/format/csv";

describe("csvCell", () => {
  it.each([
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", '"\'\r=1+1"'],
  ])("defuses a formula start: %j", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it("keeps numbers, numbers written as text, and plain text as they are", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("-12.5")).toBe("-12.5");
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(12n)).toBe("12");
    expect(csvCell(true)).toBe("true");
  });

  it("quotes commas, quotes, line breaks and space at either end", () => {
    expect(csvCell("Acme, Inc.")).toBe('"Acme, Inc."');
    expect(csvCell('The "best"')).toBe('"The ""best"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(" padded")).toBe('" padded"');
    expect(csvCell('=HYPERLINK("x"), "quoted"')).toBe(`"'=HYPERLINK(""x""), ""quoted"""`);
  });

  it("writes nothing for null, and a date as ISO-8601", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(new Date("2026-11-28T10:00:00Z"))).toBe("2026-11-28T10:00:00.000Z");
  });
});

describe("csvLine", () => {
  it("joins the cells with commas and ends with CRLF", () => {
    expect(csvLine(["a", 1, "b,c", null])).toBe('a,1,"b,c",\r\n');
  });
});
