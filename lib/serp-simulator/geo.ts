// Distances and map views for the search-results simulator.

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km. */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = rad(bLat - aLat);
  const dLng = rad(bLng - aLng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** About how far a phone's map reaches from its centre at a zoom: 10 km at 13z, 5 km at 14z. */
export function viewRadiusKm(zoom: number): number {
  return 10 * 2 ** (13 - zoom);
}

/** "lat,lng,zoomz" (zoom optional, 17z by default) or null when malformed. */
export function parseMapsCoordinate(
  text: string,
): { latitude: number; longitude: number; zoom: number } | null {
  const match = /^(-?\d{1,3}(?:\.\d{1,7})?),(-?\d{1,3}(?:\.\d{1,7})?)(?:,(\d{1,2})z)?$/.exec(
    text.trim(),
  );
  if (!match) return null;
  const [latitude, longitude, zoom] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 17)];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || zoom < 3 || zoom > 21) return null;
  return { latitude, longitude, zoom };
}

/** "lat,lng,radius" (radius in metres, optional) or null when malformed. */
export function parseOrganicCoordinate(
  text: string,
): { latitude: number; longitude: number; radiusKm: number } | null {
  const match = /^(-?\d{1,3}(?:\.\d{1,7})?),(-?\d{1,3}(?:\.\d{1,7})?)(?:,(\d{1,6}))?$/.exec(
    text.trim(),
  );
  if (!match) return null;
  const [latitude, longitude] = [Number(match[1]), Number(match[2])];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude, radiusKm: Number(match[3] ?? 10_000) / 1000 };
}
