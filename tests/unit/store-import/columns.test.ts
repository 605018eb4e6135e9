// The store spreadsheet's column codec: hours cells both ways in both languages, phones checked
// with the store's country, categories by id, and the formula guard.
import { describe, expect, it } from "vitest";
import type { Location } from "@/lib/maps/types";
import {
  canonicalCell,
  COLUMNS,
  formatDayHours,
  formatRow,
  formatSpecialDays,
  guardFormula,
  parseCategories,
  parseDayHours,
  parseOpenStatus,
  parseSpecialDays,
  unguardFormula,
  type ColumnKey,
} from "@/lib/store-import/columns";
import { checkRow, headerColumns } from "@/lib/store-import/rules";

const listing: Location = {
  storeCode: "MAD-1",
  title: "Farmacia Centro",
  phoneNumbers: { primaryPhone: "+34 912 345 678", additionalPhones: [] },
  websiteUri: "https://centro.example/",
  categories: {
    primaryCategory: { name: "categories/gcid:pharmacy", displayName: "Farmacia" },
    additionalCategories: [],
  },
  storefrontAddress: {
    regionCode: "ES",
    languageCode: "es",
    locality: "Madrid",
    postalCode: "28013",
    administrativeArea: "Madrid",
    addressLines: ["Calle Mayor 1"],
  },
  latlng: { latitude: 40.4168, longitude: -3.7038 },
  regularHours: {
    periods: [
      { openDay: "MONDAY", openTime: { hours: 9 }, closeDay: "MONDAY", closeTime: { hours: 13 } },
      { openDay: "MONDAY", openTime: { hours: 16 }, closeDay: "MONDAY", closeTime: { hours: 20 } },
      { openDay: "SATURDAY", openTime: {}, closeDay: "SATURDAY", closeTime: { hours: 24 } },
    ],
  },
  specialHours: {
    specialHourPeriods: [{ startDate: { year: 2026, month: 12, day: 25 }, closed: true }],
  },
  openInfo: { status: "OPEN" },
  labels: ["centro"],
};

const formatted = (language: "en" | "es") =>
  new Map(formatRow(listing, language).map((cell, i) => [COLUMNS[i]!.key, cell] as const));

describe("hours cells", () => {
  it("write lines, closed days and 24 hours in each language", () => {
    expect(
      formatDayHours(
        {
          day: "MONDAY",
          mode: "lines",
          lines: [
            { open: "09:00", close: "13:00" },
            { open: "16:00", close: "20:00" },
          ],
        },
        "es",
      ),
    ).toBe("09:00-13:00, 16:00-20:00");
    expect(formatDayHours({ day: "MONDAY", mode: "closed", lines: [] }, "es")).toBe("cerrado");
    expect(formatDayHours({ day: "MONDAY", mode: "closed", lines: [] }, "en")).toBe("closed");
    expect(formatDayHours({ day: "MONDAY", mode: "open24", lines: [] }, "en")).toBe("24h");
    const row = formatted("es");
    expect(row.get("hoursMonday")).toBe("09:00-13:00, 16:00-20:00");
    expect(row.get("hoursTuesday")).toBe("cerrado");
    expect(row.get("hoursSaturday")).toBe("24h");
    expect(row.get("specialHours")).toBe("2026-12-25 cerrado");
  });

  it("read either language and loose times back", () => {
    expect(parseDayHours("Cerrado", "MONDAY")).toEqual({
      ok: true,
      value: { day: "MONDAY", mode: "closed", lines: [] },
    });
    expect(parseDayHours("closed", "MONDAY").ok).toBe(true);
    expect(parseDayHours("24 horas", "MONDAY")).toMatchObject({ value: { mode: "open24" } });
    expect(parseDayHours("9:00 - 13:00; 16:00–20:00", "MONDAY")).toMatchObject({
      value: {
        mode: "lines",
        lines: [
          { open: "09:00", close: "13:00" },
          { open: "16:00", close: "20:00" },
        ],
      },
    });
    expect(parseDayHours("from nine", "MONDAY")).toEqual({
      ok: false,
      message: "invalidHoursCell",
    });
    expect(canonicalCell("hoursTuesday", "cerrado")).toBe(canonicalCell("hoursTuesday", "Closed"));
    expect(parseSpecialDays("2026-12-25 closed; 2026-12-31 09:00-14:00")).toEqual({
      ok: true,
      value: [
        { date: "2026-12-25", closed: true },
        { date: "2026-12-31", closed: false, open: "09:00", close: "14:00" },
      ],
    });
    expect(formatSpecialDays([{ date: "2026-12-25", closed: true }], "en")).toBe(
      "2026-12-25 closed",
    );
  });

  it("an hour past 23:59 is the hours form's own error, on its day's column", () => {
    const cells = new Map<ColumnKey, string>([["hoursMonday", "25:00-13:00"]]);
    const result = checkRow(cells, listing, formatted("es"));
    expect(result.issues).toEqual([{ column: "hoursMonday", message: "invalidTime" }]);
    expect(result.patch).toBeNull();
  });
});

describe("phones and other cells", () => {
  it("checks phones with the store's country (libphonenumber)", () => {
    const bad = checkRow(new Map([["primaryPhone", "12"]]), listing, formatted("en"));
    expect(bad.issues).toEqual([{ column: "primaryPhone", message: "invalidPhone" }]);
    const good = checkRow(new Map([["primaryPhone", "+34 913 000 000"]]), listing, formatted("en"));
    expect(good.issues).toEqual([]);
    expect(good.patch).toEqual({
      phoneNumbers: { primaryPhone: "+34 913 000 000", additionalPhones: [] },
    });
  });

  it("sends only the changed groups and counts unchanged cells", () => {
    const row = formatted("es");
    const cells = new Map(row);
    cells.delete("storeCode");
    cells.set("title", "Farmacia Centro Norte");
    cells.set("hoursTuesday", "Cerrado");
    const result = checkRow(cells, listing, row);
    expect(result.patch).toEqual({ title: "Farmacia Centro Norte" });
    expect(result.changes).toEqual([
      { column: "title", old: "Farmacia Centro", new: "Farmacia Centro Norte" },
    ]);
    expect(result.unchangedCells).toBe(COLUMNS.length - 2);
  });

  it("reads categories by their id, whatever the name beside it", () => {
    expect(parseCategories("gcid:pharmacy (Pharmacy); gcid:drugstore")).toEqual([
      "categories/gcid:pharmacy",
      "categories/gcid:drugstore",
    ]);
    expect(formatted("en").get("primaryCategory")).toBe("gcid:pharmacy (Farmacia)");
    const renamed = checkRow(
      new Map([["primaryCategory", "gcid:pharmacy (Pharmacy)"]]),
      listing,
      formatted("en"),
    );
    expect(renamed.changes).toEqual([]);
  });

  it("knows headers in both languages", () => {
    const names = {
      en: { storeCode: "Store code", title: "Name" },
      es: { storeCode: "Código de tienda", title: "Nombre" },
    };
    expect(headerColumns(["código de tienda", "Name", "Other"], names)).toEqual([
      "storeCode",
      "title",
      null,
    ]);
  });
});

describe("open status cells", () => {
  it("are written in the sheet's language and read back in either, or as the API's code", () => {
    const statusCell = (language: "en" | "es") =>
      formatRow(listing, language)[COLUMNS.findIndex((c) => c.key === "openStatus")];
    expect(statusCell("es")).toBe("abierto");
    expect(statusCell("en")).toBe("open");
    expect(parseOpenStatus("Cerrada temporalmente")).toBe("CLOSED_TEMPORARILY");
    expect(parseOpenStatus("  permanently   closed ")).toBe("CLOSED_PERMANENTLY");
    expect(parseOpenStatus("closed_temporarily")).toBe("CLOSED_TEMPORARILY");
    expect(parseOpenStatus("Abierta")).toBe("OPEN");
    expect(parseOpenStatus("quizás")).toBeNull();
    expect(canonicalCell("openStatus", "ABIERTO")).toBe(canonicalCell("openStatus", "open"));
  });

  it("a changed status is sent as its code; an unknown word is the column's error", () => {
    const formatted = new Map(formatRow(listing, "es").map((cell, i) => [COLUMNS[i]!.key, cell]));
    const closed = checkRow(
      new Map([["openStatus", "cerrado temporalmente"]]),
      listing,
      formatted as Map<ColumnKey, string>,
    );
    expect(closed.patch).toEqual({ openInfo: { status: "CLOSED_TEMPORARILY" } });
    const unknown = checkRow(
      new Map([["openStatus", "a veces"]]),
      listing,
      formatted as Map<ColumnKey, string>,
    );
    expect(unknown.issues).toEqual([{ column: "openStatus", message: "invalidOpenStatus" }]);
  });
});

describe("formula guard", () => {
  it("quotes cells a spreadsheet would run and takes the quote off again", () => {
    for (const cell of ["=SUM(A1)", "+34 912 345 678", "-cmd", "@import"]) {
      expect(guardFormula(cell)).toBe(`'${cell}`);
      expect(unguardFormula(guardFormula(cell))).toBe(cell);
    }
    expect(guardFormula("-3.7038")).toBe("-3.7038");
    expect(guardFormula("Farmacia")).toBe("Farmacia");
    expect(unguardFormula("'quoted text")).toBe("'quoted text");
  });
});
