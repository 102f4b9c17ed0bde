/**
 * Links to a public map for a place's coordinates. Google Maps' documented
 * `search/?api=1&query=lat,lng` form needs no key and opens the app on phones.
 */

/** Base of every maps link. */
export const MAPS_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';

// Six decimals is about 11 cm: more is noise, fewer moves a clinic's pin by metres.
const COORDINATE_DECIMALS = 6;

/**
 * A maps URL for latitude `lat` and longitude `lng`, e.g. `mapsLink(24.8607, 67.0011)` →
 * `'https://www.google.com/maps/search/?api=1&query=24.8607,67.0011'`. Coordinates are rounded to 6
 * decimals without trailing zeros. `null` when either is not finite or out of range (latitude
 * −90…90, longitude −180…180).
 */
export function mapsLink(lat: number, lng: number): string | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return `${MAPS_SEARCH_URL}${formatCoordinate(lat)},${formatCoordinate(lng)}`;
}

function formatCoordinate(value: number): string {
  // Number(…) drops trailing zeros and turns "-0.000000" into 0, which String prints as "0".
  return String(Number(value.toFixed(COORDINATE_DECIMALS)));
}
