import { MAPS_LOCATION_LIMITS } from "@/lib/maps/limits";
import type { Location } from "@/lib/maps/types";
import { findCategory, moreHoursTypeIds } from "../categories";
import type { FieldViolation } from "../http";
import { checkPeriods, checkSpecialPeriods } from "./hours";
import { checkCategories, checkPhones, checkServiceArea } from "./location-parts";
import { isFullDate, isPhoneOfRegion, isPlainObject, isRegionCode, isWebUrl } from "./values";

// Checked as the location would be after the write, so a phone is checked against the region the
// write leaves the store in.

export type LocationData = Omit<Location, "name">;
type Check = (location: LocationData, region: string | undefined) => FieldViolation[];

const OPEN_STATUSES = ["OPEN", "CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY"];
const YEAR_MS = 366 * 86_400_000;

function text(value: unknown, field: string, max: number, required: boolean): FieldViolation[] {
  if (value === undefined || value === "")
    return required ? [{ field, description: "Field is required" }] : [];
  if (typeof value !== "string" || !value.trim()) return [{ field, description: "Must be text" }];
  if (value.length > max) return [{ field, description: `At most ${max} characters` }];
  if (/[\u0000-\u001f]/.test(value)) return [{ field, description: "Invalid characters" }];
  return [];
}

const CHECKS: Record<string, Check> = {
  title: (l) => text(l.title, "title", MAPS_LOCATION_LIMITS.title, true),
  storeCode: (l) => text(l.storeCode, "storeCode", MAPS_LOCATION_LIMITS.storeCode, false),
  languageCode: (l) =>
    typeof l.languageCode === "string" && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(l.languageCode)
      ? []
      : [{ field: "languageCode", description: "A BCP 47 language code is required" }],
  phoneNumbers: (l, region) => checkPhones(l.phoneNumbers, region),
  categories: (l) => checkCategories(l.categories),
  websiteUri: (l) =>
    l.websiteUri === undefined || isWebUrl(l.websiteUri)
      ? []
      : [{ field: "websiteUri", description: "Invalid URL" }],
  storefrontAddress: (l) => {
    const a = l.storefrontAddress;
    if (a === undefined) return [];
    if (!isPlainObject(a))
      return [{ field: "storefrontAddress", description: "Must be an address" }];
    const problems: FieldViolation[] = [];
    if (!isRegionCode(a.regionCode))
      problems.push({ field: "storefrontAddress.regionCode", description: "Unknown region" });
    const lines = a.addressLines;
    if (
      !Array.isArray(lines) ||
      lines.length === 0 ||
      lines.length > MAPS_LOCATION_LIMITS.addressLines
    )
      problems.push({
        field: "storefrontAddress.addressLines",
        description: `From 1 to ${MAPS_LOCATION_LIMITS.addressLines} lines`,
      });
    else
      lines.forEach((line, i) =>
        problems.push(
          ...text(
            line,
            `storefrontAddress.addressLines[${i}]`,
            MAPS_LOCATION_LIMITS.addressLine,
            true,
          ),
        ),
      );
    for (const part of ["locality", "administrativeArea", "postalCode", "sublocality"] as const)
      problems.push(
        ...text(a[part], `storefrontAddress.${part}`, MAPS_LOCATION_LIMITS.addressLine, false),
      );
    return problems;
  },
  regularHours: (l) =>
    l.regularHours === undefined
      ? []
      : checkPeriods(l.regularHours?.periods, "regularHours.periods"),
  specialHours: (l) => {
    if (l.specialHours === undefined) return [];
    if (!l.regularHours)
      return [{ field: "specialHours", description: "Special hours need regular hours" }];
    return checkSpecialPeriods(
      l.specialHours?.specialHourPeriods,
      "specialHours.specialHourPeriods",
    );
  },
  moreHours: (l) => {
    if (l.moreHours === undefined) return [];
    if (!Array.isArray(l.moreHours)) return [{ field: "moreHours", description: "Must be a list" }];
    const primary = findCategory(l.categories?.primaryCategory?.name ?? "");
    const allowed = primary ? moreHoursTypeIds(primary) : [];
    return l.moreHours.flatMap((hours, i) =>
      allowed.includes(hours?.hoursTypeId)
        ? checkPeriods(hours.periods, `moreHours[${i}].periods`)
        : [{ field: `moreHours[${i}].hoursTypeId`, description: "Not offered by the category" }],
    );
  },
  serviceArea: (l) => checkServiceArea(l.serviceArea),
  labels: (l) => {
    if (l.labels === undefined) return [];
    if (!Array.isArray(l.labels) || l.labels.length > MAPS_LOCATION_LIMITS.labels)
      return [{ field: "labels", description: `At most ${MAPS_LOCATION_LIMITS.labels} labels` }];
    if (new Set(l.labels).size !== l.labels.length)
      return [{ field: "labels", description: "Repeated label" }];
    return l.labels.flatMap((label, i) =>
      text(label, `labels[${i}]`, MAPS_LOCATION_LIMITS.label, true),
    );
  },
  latlng: (l) => {
    const { latitude, longitude } = (l.latlng ?? {}) as Record<string, unknown>;
    if (l.latlng === undefined) return [];
    const inRange = (n: unknown, max: number) => typeof n === "number" && Math.abs(n) <= max;
    return inRange(latitude, 90) && inRange(longitude, 180)
      ? []
      : [{ field: "latlng", description: "Latitude -90..90 and longitude -180..180" }];
  },
  openInfo: (l) => {
    if (l.openInfo === undefined) return [];
    const problems: FieldViolation[] = [];
    if (!OPEN_STATUSES.includes(l.openInfo?.status))
      problems.push({ field: "openInfo.status", description: OPEN_STATUSES.join(", ") });
    const date = l.openInfo?.openingDate;
    if (date !== undefined) {
      const full = { month: 1, day: 1, ...date };
      const ok = isFullDate(full) && (date.day === undefined || date.month !== undefined);
      if (!ok || Date.UTC(full.year!, full.month! - 1, full.day) > Date.now() + YEAR_MS)
        problems.push({
          field: "openInfo.openingDate",
          description: "A real date, at most a year ahead",
        });
    }
    return problems;
  },
  profile: (l) => {
    if (l.profile === undefined) return [];
    const description = l.profile?.description;
    const problems = text(
      description,
      "profile.description",
      MAPS_LOCATION_LIMITS.description,
      false,
    );
    if (!problems.length && /https?:\/\/|www\./i.test(description ?? ""))
      problems.push({ field: "profile.description", description: "Links are not allowed" });
    return problems;
  },
  adWordsLocationExtensions: (l, region) =>
    l.adWordsLocationExtensions === undefined ||
    isPhoneOfRegion(l.adWordsLocationExtensions?.adPhone, region)
      ? []
      : [{ field: "adWordsLocationExtensions.adPhone", description: "Invalid phone number" }],
};

/** Top-level fields the simulator checks and stores (languageCode only at creation). */
export const CHECKED_FIELDS: ReadonlySet<string> = new Set(Object.keys(CHECKS));

/** The region a store stands in: its address's, or a service-area business's own. */
export function regionOf(location: LocationData): string | undefined {
  return location.storefrontAddress?.regionCode ?? location.serviceArea?.regionCode;
}

export function checkLocationFields(
  location: LocationData,
  fields: Iterable<string>,
): FieldViolation[] {
  const region = regionOf(location);
  return [...new Set(fields)].flatMap((field) => CHECKS[field]?.(location, region) ?? []);
}
