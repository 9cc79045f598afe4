/** A point on the earth in decimal degrees (WGS 84), as map services give it. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** The mean earth radius (IUGG), which keeps the spherical model within 0.5 % of the ellipsoid. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points in kilometres (haversine formula, stable for short
 * distances too). A shopper asks how far a dealer is as the crow flies; road distance needs a routing
 * service the shop does not have.
 */
export function greatCircleKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
