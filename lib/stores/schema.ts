import { z } from "zod";
import { STORE_LIMITS } from "@/lib/constants";
import { MAPS_LOCATION_LIMITS as MAPS } from "@/lib/maps/limits";
import { PLACE_ACTION_TYPES } from "@/lib/maps/types-business";
import { boundedText } from "@/lib/validation/bounded-text";
import { webUrl } from "@/lib/validation/web-url";
import { OPENING_DATE_MAX_AHEAD_DAYS } from "./field-options";
import { DAYS, fromPeriods, fromSpecialPeriods, toPeriods, toSpecialPeriods } from "./hours";

export { OPENING_DATE_MAX_AHEAD_DAYS, SOCIAL_NETWORKS } from "./field-options";

// Messages are keys of "stores.validation". Hours are checked in the forms' shape (days and
// lines); the API's periods are converted to it and back.

const optionalText = (max: number) => boundedText({ max }).optional();
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "invalidTime");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "invalidDate");

export const titleSchema = boundedText({ min: 1, max: MAPS.title });
export const websiteUriSchema = webUrl;

export const phoneNumbersSchema = z.object({
  primaryPhone: z.string().trim().min(1, "phoneRequired"),
  additionalPhones: z
    .array(z.string().trim().min(1, "phoneRequired"))
    .max(STORE_LIMITS.additionalPhones, "tooManyPhones")
    .default([]),
});
export type PhoneNumbersValues = z.output<typeof phoneNumbersSchema>;

const hourLine = z.object({ open: time, close: time }).refine((l) => l.open !== l.close, {
  message: "sameOpenClose",
  path: ["close"],
});
const dayHours = z
  .object({
    day: z.enum(DAYS as [string, ...string[]]),
    mode: z.enum(["closed", "open24", "lines"]),
    lines: z.array(hourLine).max(STORE_LIMITS.hourLinesPerDay.max, "tooManyLines").default([]),
  })
  .superRefine((day, ctx) => {
    if (day.mode !== "lines") return;
    if (day.lines.length < STORE_LIMITS.hourLinesPerDay.min)
      ctx.addIssue({ code: "custom", message: "lineRequired", path: ["lines"] });
    const sorted = [...day.lines].sort((a, b) => a.open.localeCompare(b.open));
    sorted.slice(1).forEach((line, i) => {
      const before = sorted[i]!;
      if (before.close > before.open && line.open < before.close)
        ctx.addIssue({ code: "custom", message: "overlap", path: ["lines"] });
    });
  });
export const weekHoursSchema = z
  .array(dayHours)
  .length(DAYS.length, "invalidWeek")
  .refine((week) => week.some((day) => day.mode !== "closed"), "allClosed");

export const specialDaysSchema = z
  .array(
    z
      .object({ date: isoDate, closed: z.boolean(), open: time.optional(), close: time.optional() })
      .refine((d) => d.closed || (d.open && d.close && d.open !== d.close), {
        message: "hoursRequired",
        path: ["open"],
      }),
  )
  .max(STORE_LIMITS.specialHours, "tooManySpecialHours")
  .refine((days) => new Set(days.map((d) => d.date)).size === days.length, "repeatedDate");

export const categoriesSchema = z
  .object({
    primaryCategory: z.object({
      name: z.string().regex(/^categories\/gcid:\w+$/, "invalidCategory"),
    }),
    additionalCategories: z
      .array(z.object({ name: z.string().regex(/^categories\/gcid:\w+$/, "invalidCategory") }))
      .max(STORE_LIMITS.categories - 1, "tooManyCategories")
      .default([]),
  })
  .refine(
    (c) => {
      const names = [c.primaryCategory.name, ...c.additionalCategories.map((a) => a.name)];
      return new Set(names).size === names.length;
    },
    { message: "repeated", path: ["additionalCategories"] },
  );

export const storefrontAddressSchema = z.object({
  regionCode: z.string().regex(/^[A-Z]{2}$/, "invalidCountry"),
  postalCode: optionalText(MAPS.addressLine),
  administrativeArea: optionalText(MAPS.addressLine),
  locality: boundedText({ min: 1, max: MAPS.addressLine }),
  addressLines: z
    .array(boundedText({ min: 1, max: MAPS.addressLine }))
    .min(1, "addressRequired")
    .max(MAPS.addressLines, "tooManyLines"),
});
export const latlngSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const openStatusSchema = z.enum(["OPEN", "CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY"]);
const DAY_MS = 24 * 60 * 60 * 1000;

export const openingDateSchema = z
  .object({
    year: z.number().int().min(1800),
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(31),
  })
  .refine(({ year, month, day }) => {
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, "invalidDate")
  .refine(
    ({ year, month, day }) =>
      Date.UTC(year, month - 1, day) <= Date.now() + OPENING_DATE_MAX_AHEAD_DAYS * DAY_MS,
    "openingDateAhead",
  );

export const openInfoSchema = z
  .object({ status: openStatusSchema.optional(), openingDate: openingDateSchema.optional() })
  .refine((info) => info.status !== undefined || info.openingDate !== undefined, "emptyPatch");

export const infoSchema = z.object({
  description: optionalText(MAPS.description),
  openingDate: isoDate.optional(),
  storeCode: optionalText(MAPS.storeCode),
  labels: z
    .array(boundedText({ min: 1, max: MAPS.label }))
    .max(MAPS.labels, "tooManyLabels")
    .refine((labels) => new Set(labels).size === labels.length, "repeated")
    .optional(),
});

const ATTRIBUTE_VALUE_MAX = 100;
export const attributesSchema = z
  .array(
    z.object({
      name: z.string().regex(/^attributes\/\w+$/, "invalidAttribute"),
      values: z
        .array(z.union([z.boolean(), z.string().max(ATTRIBUTE_VALUE_MAX)]))
        .max(1)
        .optional(),
      uriValues: z.array(z.object({ uri: webUrl })).optional(),
      repeatedEnumValue: z
        .object({
          setValues: z.array(z.string().max(ATTRIBUTE_VALUE_MAX)).max(50).optional(),
          unsetValues: z.array(z.string().max(ATTRIBUTE_VALUE_MAX)).max(50).optional(),
        })
        .optional(),
    }),
  )
  .max(50);

export const placeActionLinksSchema = z
  .array(
    z.object({
      placeActionType: z.enum(PLACE_ACTION_TYPES),
      uri: webUrl,
      isPreferred: z.boolean().default(false),
    }),
  )
  .max(20)
  .refine((links) => {
    const preferred = links.filter((l) => l.isPreferred).map((l) => l.placeActionType);
    return new Set(preferred).size === preferred.length;
  }, "onePreferredPerType");

const regularHoursSchema = z
  .object({ periods: z.array(z.any()).max(7 * STORE_LIMITS.hourLinesPerDay.max) })
  .transform((hours, ctx) => {
    const week = weekHoursSchema.safeParse(fromPeriods(hours.periods));
    if (!week.success)
      for (const issue of week.error.issues) ctx.addIssue({ ...issue, code: "custom" });
    return { periods: week.success ? toPeriods(week.data as never) : [] };
  });

const specialHoursSchema = z
  .object({
    specialHourPeriods: z.array(z.any()).max(STORE_LIMITS.specialHours, "tooManySpecialHours"),
  })
  .transform((hours, ctx) => {
    const days = specialDaysSchema.safeParse(fromSpecialPeriods(hours.specialHourPeriods));
    if (!days.success)
      for (const issue of days.error.issues) ctx.addIssue({ ...issue, code: "custom" });
    return { specialHourPeriods: days.success ? toSpecialPeriods(days.data) : [] };
  });

/** Only the fields sent change; hours arrive as periods and are checked as the forms check them. */
const locationPatchFields = {
  title: titleSchema.optional(),
  phoneNumbers: phoneNumbersSchema.optional(),
  websiteUri: websiteUriSchema.optional(),
  categories: categoriesSchema.optional(),
  storefrontAddress: storefrontAddressSchema.optional(),
  latlng: latlngSchema.optional(),
  regularHours: regularHoursSchema.optional(),
  specialHours: specialHoursSchema.optional(),
  openInfo: openInfoSchema.optional(),
  profile: z.object({ description: boundedText({ max: MAPS.description }) }).optional(),
  labels: infoSchema.shape.labels,
  storeCode: optionalText(MAPS.storeCode),
  attributes: attributesSchema.optional(),
  placeActionLinks: placeActionLinksSchema.optional(),
};
const nonEmpty = (patch: object) => Object.values(patch).some((value) => value !== undefined);
export const locationPatchSchema = z
  .object(locationPatchFields)
  .strict()
  .refine(nonEmpty, "emptyPatch");
export type LocationPatch = z.output<typeof locationPatchSchema>;

/** phoneNumbers without additionalPhones keeps each store's own additional phones: a new main
 * number for 200 stores must not wipe their secondary ones. */
export const bulkLocationPatchSchema = z
  .object({
    ...locationPatchFields,
    phoneNumbers: phoneNumbersSchema
      .extend({
        additionalPhones: phoneNumbersSchema.shape.additionalPhones.removeDefault().optional(),
      })
      .optional(),
  })
  .strict()
  .refine(nonEmpty, "emptyPatch");
export type BulkLocationPatch = z.output<typeof bulkLocationPatchSchema>;

export const createLocationSchema = z
  .object({
    account: z.string().regex(/^accounts\/\w+$/, "unknownAccount"),
    title: titleSchema,
    storeCode: optionalText(MAPS.storeCode),
    categories: categoriesSchema,
    storefrontAddress: storefrontAddressSchema,
    latlng: latlngSchema.optional(),
    phoneNumbers: phoneNumbersSchema.optional(),
    websiteUri: websiteUriSchema.optional(),
    regularHours: regularHoursSchema.optional(),
    labels: infoSchema.shape.labels,
  })
  .strict();
export type CreateLocationValues = z.output<typeof createLocationSchema>;
