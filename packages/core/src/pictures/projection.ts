/** A point of a product model in centimetres: x along the width, y along the depth (front at y = depth), z up. */
export type Point3 = readonly [x: number, y: number, z: number];
/** A point of a drawing, in drawing units before it is fitted into the picture (y grows downwards). */
export type Point2 = readonly [x: number, y: number];

/**
 * How a picture looks at the model: `isometric` from the front right corner above (the viewer along
 * (1, 1, 1), so the front wall is the left face and the right side wall the right face), or a flat
 * elevation from the right side (`side`).
 */
export type Projection = 'isometric' | 'side';

const COS_30 = Math.cos(Math.PI / 6);
const SIN_30 = 0.5;

/** The point as the projection draws it, 1 cm to 1 unit along each drawn axis. */
export function projectPoint(projection: Projection, [x, y, z]: Point3): Point2 {
  if (projection === 'side') return [y, -z];
  return [(x - y) * COS_30, (x + y) * SIN_30 - z];
}

/** The direction from the model towards the viewer, which decides which faces are seen. */
export function viewDirection(projection: Projection): Point3 {
  return projection === 'side' ? [1, 0, 0] : [1, 1, 1];
}

export function subtract(a: Point3, b: Point3): Point3 {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}

export function dot(a: Point3, b: Point3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/** The unit normal of a planar polygon (Newell's method), oriented by the polygon's winding. */
export function normalOf(points: readonly Point3[]): Point3 {
  let nx = 0;
  let ny = 0;
  let nz = 0;
  points.forEach((current, index) => {
    const next = points[(index + 1) % points.length] as Point3;
    nx += (current[1] - next[1]) * (current[2] + next[2]);
    ny += (current[2] - next[2]) * (current[0] + next[0]);
    nz += (current[0] - next[0]) * (current[1] + next[1]);
  });
  const length = Math.hypot(nx, ny, nz) || 1;
  return [nx / length, ny / length, nz / length];
}

export function centroidOf(points: readonly Point3[]): Point3 {
  const sum = points.reduce<[number, number, number]>(
    (total, point) => [total[0] + point[0], total[1] + point[1], total[2] + point[2]],
    [0, 0, 0],
  );
  return [sum[0] / points.length, sum[1] / points.length, sum[2] / points.length];
}

/** A circle of the given radius around a centre, in the plane across the given axis, as a polygon. */
export function circlePoints(centre: Point3, radius: number, axis: 'x' | 'y' | 'z', segments = 24): Point3[] {
  return Array.from({ length: segments }, (_, index) => {
    const angle = (index / segments) * 2 * Math.PI;
    const a = Math.cos(angle) * radius;
    const b = Math.sin(angle) * radius;
    const [x, y, z] = centre;
    if (axis === 'x') return [x, y + a, z + b] as const;
    if (axis === 'y') return [x + a, y, z + b] as const;
    return [x + a, y + b, z] as const;
  });
}

/** The convex hull of drawn points (Andrew's monotone chain), for the outline of a round body. */
export function convexHull(points: readonly Point2[]): Point2[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: Point2, a: Point2, b: Point2) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point2[]) => {
    const hull: Point2[] = [];
    for (const point of list) {
      while (
        hull.length >= 2 &&
        cross(hull[hull.length - 2] as Point2, hull[hull.length - 1] as Point2, point) <= 0
      )
        hull.pop();
      hull.push(point);
    }
    hull.pop();
    return hull;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}
