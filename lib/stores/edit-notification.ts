import type { FieldMask } from "@/lib/maps/client-business";
import { MapsApiError } from "@/lib/maps/errors";
import type { NotificationType } from "@/lib/notifications/types";

// Spec §8: the field that failed picks the specific *_ERROR; anything else is LOCATION_ERROR.

const BY_FIELD: Record<string, NotificationType> = {
  regularHours: "REGULAR_HOUR_ERROR",
  moreHours: "REGULAR_HOUR_ERROR",
  specialHours: "SPECIAL_HOUR_ERROR",
  openInfo: "OPEN_INFO_ERROR",
  attributes: "ATTRIBUTES_ERROR",
  // updateAttributes' own parameter: a refused mask is the attributes' fault.
  attributeMask: "ATTRIBUTES_ERROR",
  phoneNumbers: "PHONE_NUMBERS_ERROR",
  storeCode: "STORE_CODE_ERROR",
  categories: "CATEGORIES_ERROR",
  storefrontAddress: "ADDRESS_ERROR",
  latlng: "ADDRESS_ERROR",
  serviceArea: "ADDRESS_ERROR",
};

// "location.phone_numbers.primary_phone", "phoneNumbers.additionalPhones[1]" → "phoneNumbers".
export function topLevelField(path: string): string {
  const trimmed = path.trim().replace(/^location\./, "");
  const head = trimmed.split(/[./[]/)[0] ?? "";
  return head.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function notificationFor(path: string): NotificationType | undefined {
  return BY_FIELD[topLevelField(path)];
}

// The fields the service blamed win over the mask; a multi-field edit that fails without blaming
// one, and any non-MapsApiError, is LOCATION_ERROR.
export function editErrorNotification(updateMask: FieldMask, error: unknown): NotificationType {
  if (error instanceof MapsApiError) {
    const blamed = [
      ...error.fieldViolations.map((violation) => violation.field),
      ...error.preconditionViolations.map((violation) => violation.subject),
    ];
    for (const field of blamed) {
      const type = notificationFor(field);
      if (type) return type;
    }
  }
  const paths = (typeof updateMask === "string" ? updateMask.split(",") : [...updateMask]).filter(
    (path) => path.trim() !== "",
  );
  const fields = new Set(paths.map(topLevelField));
  if (fields.size !== 1) return "LOCATION_ERROR";
  return notificationFor(paths[0]!) ?? "LOCATION_ERROR";
}

export const EDIT_SUCCESS_NOTIFICATION: NotificationType = "LOCATION_INFO";
