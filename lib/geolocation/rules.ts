import type { Locale } from "@/lib/i18n/config";
import { formatNumber } from "@/lib/format/number";

// A store's map pin proposed from a phone at the store (spec §2 /geolocation).

/** How long a new link stays open: two days to get someone to the store. */
export const PIN_LINK_HOURS = 48;

/** Metres above which a phone's position is too rough to trust without a second look. */
export const POOR_ACCURACY_METERS = 100;

/** The browser's accuracy is a radius in metres; anything wider than this is no pin at all. */
export const MAX_ACCURACY_METERS = 10_000;

/** Proposals the edit page lists per store, newest first. */
export const PROPOSALS_SHOWN = 20;

export const PIN_LINK_PATH = "/geolocation";
export const EDIT_LOCATION_PATH = "/apps/edit-location";

export type LatLng = { latitude: number; longitude: number };

/** The mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_METERS = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "38 m" under a kilometre, else "1.2 km" / "1,2 km" (one decimal below 100 km). */
export function formatDistance(meters: number, locale: Locale): string {
  if (meters < 1000) return `${formatNumber(Math.round(meters), locale)} m`;
  const km = meters / 1000;
  return `${formatNumber(km, locale, km < 100 ? 1 : 0)} km`;
}

export function isPoorAccuracy(accuracy: number): boolean {
  return accuracy > POOR_ACCURACY_METERS;
}

export function isExpired(expiresAt: Date, now: Date = new Date()): boolean {
  return expiresAt.getTime() <= now.getTime();
}

/** Where a point opens on Google Maps, for pages that draw no map of their own. */
export function mapsSearchUrl({ latitude, longitude }: LatLng): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** Coordinates as written under a pin: six decimals (about 11 cm). */
export function coordinatesText({ latitude, longitude }: LatLng): string {
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}
