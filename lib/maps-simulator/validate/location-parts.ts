import { MAPS_LOCATION_LIMITS } from "@/lib/maps/limits";
import type { Location } from "@/lib/maps/types";
import { findCategory } from "../categories";
import type { FieldViolation } from "../http";
import { isPhoneOfRegion, isPlainObject, isRegionCode } from "./values";

const BUSINESS_TYPES = ["CUSTOMER_LOCATION_ONLY", "CUSTOMER_AND_BUSINESS_LOCATION"];

export function checkPhones(
  phones: Location["phoneNumbers"],
  region: string | undefined,
): FieldViolation[] {
  if (phones === undefined) return [];
  if (!isPlainObject(phones)) return [{ field: "phoneNumbers", description: "Must be an object" }];
  const problems: FieldViolation[] = [];
  const invalid = region ? `Not a valid phone number for ${region}` : "Not a valid phone number";
  const additional = phones.additionalPhones ?? [];
  if (phones.primaryPhone === undefined || phones.primaryPhone === "") {
    if (additional.length)
      problems.push({ field: "phoneNumbers.primaryPhone", description: "Field is required" });
  } else if (!isPhoneOfRegion(phones.primaryPhone, region)) {
    problems.push({ field: "phoneNumbers.primaryPhone", description: invalid });
  }
  if (!Array.isArray(additional) || additional.length > MAPS_LOCATION_LIMITS.additionalPhones) {
    problems.push({
      field: "phoneNumbers.additionalPhones",
      description: `At most ${MAPS_LOCATION_LIMITS.additionalPhones} additional phones`,
    });
    return problems;
  }
  additional.forEach((phone, i) => {
    if (!isPhoneOfRegion(phone, region))
      problems.push({ field: `phoneNumbers.additionalPhones[${i}]`, description: invalid });
  });
  return problems;
}

function categoryProblem(value: unknown, field: string): FieldViolation | null {
  const name = isPlainObject(value) ? value.name : undefined;
  if (typeof name !== "string" || !name)
    return { field: `${field}.name`, description: "Field is required" };
  if (!findCategory(name))
    return { field: `${field}.name`, description: `Unknown category: ${name.slice(0, 80)}` };
  return null;
}

export function checkCategories(categories: Location["categories"]): FieldViolation[] {
  if (categories === undefined) return [];
  if (!isPlainObject(categories))
    return [{ field: "categories", description: "Must be an object" }];
  const problems: FieldViolation[] = [];
  const primary = categoryProblem(categories.primaryCategory, "categories.primaryCategory");
  if (primary) problems.push(primary);
  const additional = categories.additionalCategories ?? [];
  if (!Array.isArray(additional) || additional.length > MAPS_LOCATION_LIMITS.additionalCategories) {
    problems.push({
      field: "categories.additionalCategories",
      description: `At most ${MAPS_LOCATION_LIMITS.additionalCategories} additional categories`,
    });
    return problems;
  }
  const seen = new Set([categories.primaryCategory?.name]);
  additional.forEach((category, i) => {
    const field = `categories.additionalCategories[${i}]`;
    const problem = categoryProblem(category, field);
    if (problem) problems.push(problem);
    else if (seen.has(category.name))
      problems.push({ field: `${field}.name`, description: "Repeated category" });
    seen.add(category?.name);
  });
  return problems;
}

export function checkServiceArea(area: Location["serviceArea"]): FieldViolation[] {
  if (area === undefined) return [];
  if (!isPlainObject(area)) return [{ field: "serviceArea", description: "Must be an object" }];
  const problems: FieldViolation[] = [];
  if (!BUSINESS_TYPES.includes(area.businessType))
    problems.push({ field: "serviceArea.businessType", description: BUSINESS_TYPES.join(", ") });
  if (area.businessType === "CUSTOMER_LOCATION_ONLY" && !isRegionCode(area.regionCode))
    problems.push({ field: "serviceArea.regionCode", description: "Field is required" });
  const places = area.places?.placeInfos ?? [];
  if (!Array.isArray(places) || places.length > MAPS_LOCATION_LIMITS.servicePlaces)
    problems.push({
      field: "serviceArea.places.placeInfos",
      description: `At most ${MAPS_LOCATION_LIMITS.servicePlaces} places`,
    });
  else
    places.forEach((place, i) => {
      if (
        typeof place?.placeId !== "string" ||
        !place.placeId ||
        typeof place.placeName !== "string"
      )
        problems.push({
          field: `serviceArea.places.placeInfos[${i}]`,
          description: "placeId and placeName are required",
        });
    });
  return problems;
}
