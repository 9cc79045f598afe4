import { centroidOf, circlePoints, type Point3 } from './projection';

/**
 * The product families the pictures can draw. Each is one parametric model: the same few facts a product
 * page states (outer width, depth and height in cm, the colour, for sheds the roof and the door) give
 * every picture of it, so two sizes or two colours of a product always look different and exact.
 */
export const PRODUCT_FAMILIES = [
  'shed',
  'storage-box',
  'bike-shed',
  'raised-bed',
  'floor-plate',
  'anchoring-set',
  'shelf',
  'rain-barrel',
  'ramp',
  'skylight',
  'tool-holder',
  'wall-hooks',
  'lighting',
  'lock',
  'gutter',
  'shelf-set',
] as const;
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

export const ROOF_TYPES = ['pent', 'gable', 'flat', 'arched'] as const;
export type RoofType = (typeof ROOF_TYPES)[number];
export const DOOR_TYPES = ['single', 'double'] as const;
export type DoorType = (typeof DOOR_TYPES)[number];

/** A product as its pictures see it. Lengths are the outer measures in whole cm; colour is `#rrggbb`. */
export interface ProductModel {
  family: ProductFamily;
  width: number;
  depth: number;
  height: number;
  colour: string;
  /** Sheds and bike sheds; pent when not given. */
  roof?: RoofType | undefined;
  /** Sheds; single when not given. */
  door?: DoorType | undefined;
}

export const PICTURE_VIEWS = ['front', 'side', 'open', 'dimensions'] as const;
/**
 * front: three-quarter view from the front right; side: flat elevation of the right side; open: the
 * front view with the door or lid open; dimensions: a line drawing with the outer measures.
 */
export type PictureView = (typeof PICTURE_VIEWS)[number];

/** The views each family is drawn in, in gallery order. */
export const VIEWS_OF_FAMILY: Record<ProductFamily, readonly PictureView[]> = {
  shed: ['front', 'open', 'side', 'dimensions'],
  'storage-box': ['front', 'open', 'side', 'dimensions'],
  'bike-shed': ['front', 'side', 'dimensions'],
  'raised-bed': ['front', 'side', 'dimensions'],
  'floor-plate': ['front', 'dimensions'],
  'anchoring-set': ['front', 'dimensions'],
  shelf: ['front', 'dimensions'],
  'rain-barrel': ['front', 'dimensions'],
  ramp: ['front', 'side', 'dimensions'],
  skylight: ['front', 'dimensions'],
  'tool-holder': ['front', 'dimensions'],
  'wall-hooks': ['front', 'dimensions'],
  lighting: ['front', 'dimensions'],
  lock: ['front', 'dimensions'],
  gutter: ['front', 'dimensions'],
  'shelf-set': ['front', 'dimensions'],
};

/** The largest measure (cm) a model accepts on any axis; anything outside 1..MAX is not a product. */
export const MAX_MODEL_LENGTH_CM = 2000;

/** The units a store writes lengths in: cm, or cm with inches beside them. */
export type LengthUnits = 'metric' | 'imperial';

/** Whether the model can be drawn: a known family, whole lengths of 1..2000 cm, a `#rrggbb` colour. */
export function isProductModel(model: ProductModel): boolean {
  const lengthOk = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_MODEL_LENGTH_CM;
  return (
    PRODUCT_FAMILIES.includes(model.family) &&
    lengthOk(model.width) &&
    lengthOk(model.depth) &&
    lengthOk(model.height) &&
    /^#[0-9a-f]{6}$/.test(model.colour) &&
    (model.roof === undefined || ROOF_TYPES.includes(model.roof)) &&
    (model.door === undefined || DOOR_TYPES.includes(model.door))
  );
}

/**
 * How a mark on a face is drawn: `shade` lightens (> 0) or darkens (< 0) the face's own shaded colour,
 * so marks follow the colour and the light; `fill`/`stroke` are fixed colours.
 */
export interface FaceMark {
  points: Point3[];
  closed: boolean;
  fill?: string;
  shade?: number;
  stroke?: string;
  strokeShade?: number;
  strokeWidth?: number;
  opacity?: number;
}

/** One planar face of a solid, in the product's colour unless it says otherwise. */
export interface Face {
  points: Point3[];
  colour: string;
  /** Openings and soil are not lit like painted metal. */
  unlit?: boolean;
  marks?: FaceMark[];
}

/**
 * A convex solid (or a thin double-sided panel): a face is drawn when it turns towards the viewer, so
 * the visible faces of one solid never overlap. Solids are drawn back to front by their centre, then
 * by `layer` for parts that must come last (an open door leaf).
 */
export interface Solid {
  faces: Face[];
  centre: Point3;
  doubleSided?: boolean;
  layer?: number;
}

type Profile = [y: number, z: number][];

const OPENING = '#141618';
const RIB: Omit<FaceMark, 'points'> = { closed: false, strokeShade: -0.22, strokeWidth: 1 };

function ribsAcross(from: number, to: number, spacing: number): number[] {
  const count = Math.floor((to - from) / spacing);
  const start = from + (to - from - (count - 1) * spacing) / 2;
  return count < 1 ? [] : Array.from({ length: count }, (_, index) => start + index * spacing);
}

/** The top of a convex profile at y (the highest crossing of its edges). */
function profileTopAt(profile: Profile, y: number): number {
  let top = 0;
  profile.forEach(([y1, z1], index) => {
    const [y2, z2] = profile[(index + 1) % profile.length] as [number, number];
    if (y1 === y2 || y < Math.min(y1, y2) || y > Math.max(y1, y2)) return;
    top = Math.max(top, z1 + ((z2 - z1) * (y - y1)) / (y2 - y1));
  });
  return top;
}

/**
 * A profile in the (y, z) plane extruded along x from x0 to x1: its end caps and one face per edge.
 * `ribSpacing` puts vertical ribs on the walls (caps and vertical edges), as on corrugated steel.
 */
function extrude(
  profile: Profile,
  x0: number,
  x1: number,
  colour: string,
  options: { ribSpacing?: number; edgeColour?: (edge: number) => string | undefined } = {},
): Solid {
  const faces: Face[] = [];
  const { ribSpacing } = options;
  const ys = profile.map(([y]) => y);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  for (const x of [x0, x1]) {
    const marks = ribSpacing
      ? ribsAcross(minY, maxY, ribSpacing).map((y) => ({
          ...RIB,
          points: [[x, y, 0] as Point3, [x, y, profileTopAt(profile, y)] as Point3],
        }))
      : [];
    faces.push({ points: profile.map(([y, z]) => [x, y, z] as Point3), colour, marks });
  }
  profile.forEach(([y1, z1], index) => {
    const [y2, z2] = profile[(index + 1) % profile.length] as [number, number];
    const wall = y1 === y2 && z1 !== z2;
    const marks =
      wall && ribSpacing
        ? ribsAcross(x0, x1, ribSpacing).map((x) => ({
            ...RIB,
            points: [[x, y1, Math.min(z1, z2)] as Point3, [x, y1, Math.max(z1, z2)] as Point3],
          }))
        : [];
    faces.push({
      points: [
        [x0, y1, z1],
        [x1, y1, z1],
        [x1, y2, z2],
        [x0, y2, z2],
      ],
      colour: options.edgeColour?.(index) ?? colour,
      marks,
    });
  });
  return {
    faces,
    centre: [(x0 + x1) / 2, (minY + maxY) / 2, centroidOf(profile.map(([y, z]) => [0, y, z]))[2]],
  };
}

/** An axis-aligned box from (x, y, z) with the given size. */
function block(
  [x, y, z]: Point3,
  [w, d, h]: Point3,
  colour: string,
  options: { ribSpacing?: number } = {},
): Solid {
  const profile: Profile = [
    [y, z],
    [y + d, z],
    [y + d, z + h],
    [y, z + h],
  ];
  return extrude(profile, x, x + w, colour, options);
}

/** A thin panel (door leaf) seen from both sides. */
function panel(points: Point3[], colour: string, marks: FaceMark[] = []): Solid {
  return { faces: [{ points, colour, marks }], centre: centroidOf(points), doubleSided: true, layer: 1 };
}

/** The height of the eaves (lowest roof edge) of a roof over the given depth and total height. */
export function eavesHeight(roof: RoofType, depth: number, height: number): number {
  const rise = { pent: 0.14, gable: 0.3, flat: 0, arched: 0.24 }[roof];
  return Math.max(height * 0.5, height - depth * rise);
}

/** The cross-section of a shed or bike shed across its depth, front at y = depth. */
export function roofProfile(roof: RoofType, depth: number, height: number): Profile {
  const eaves = eavesHeight(roof, depth, height);
  if (roof === 'pent')
    return [
      [0, 0],
      [depth, 0],
      [depth, height],
      [0, eaves],
    ];
  if (roof === 'flat')
    return [
      [0, 0],
      [depth, 0],
      [depth, height],
      [0, height],
    ];
  if (roof === 'gable')
    return [
      [0, 0],
      [depth, 0],
      [depth, eaves],
      [depth / 2, height],
      [0, eaves],
    ];
  const arc: Profile = Array.from({ length: 9 }, (_, index) => {
    const angle = (index / 8) * Math.PI;
    return [depth / 2 + (Math.cos(angle) * depth) / 2, eaves + Math.sin(angle) * (height - eaves)];
  });
  return [[0, 0], [depth, 0], ...arc];
}

/** The measures of a shed's door opening: left edge, width and height, centred in the front wall. */
export function doorOf(model: ProductModel): { x: number; width: number; height: number } {
  const frontHeight = profileTopAt(roofProfile(model.roof ?? 'pent', model.depth, model.height), model.depth);
  const width = model.door === 'double' ? Math.min(150, model.width * 0.6) : Math.min(88, model.width * 0.45);
  const height = Math.min(182, frontHeight - 12);
  return { x: (model.width - width) / 2, width, height };
}

function shed(model: ProductModel, open: boolean): Solid[] {
  const { width, depth, colour } = model;
  const profile = roofProfile(model.roof ?? 'pent', depth, model.height);
  const body = extrude(profile, 0, width, colour, { ribSpacing: 18 });
  const door = doorOf(model);
  const bottom = 3;
  const outline: Point3[] = [
    [door.x, depth, bottom],
    [door.x + door.width, depth, bottom],
    [door.x + door.width, depth, door.height],
    [door.x, depth, door.height],
  ];
  const front = body.faces.find(
    (face) => face.points.every(([, y]) => y === depth) && face.points.length === 4,
  );
  const solids = [body];
  const double = model.door === 'double';
  if (!open) {
    const marks: FaceMark[] = [
      { points: outline, closed: true, shade: 0.06, strokeShade: -0.45, strokeWidth: 1.5 },
    ];
    const middle = door.x + door.width / 2;
    if (double)
      marks.push({
        points: [
          [middle, depth, bottom],
          [middle, depth, door.height],
        ],
        closed: false,
        strokeShade: -0.45,
        strokeWidth: 1.5,
      });
    const handleX = double ? middle + 6 : door.x + door.width - 10;
    marks.push({
      points: [
        [handleX, depth, door.height * 0.5],
        [handleX, depth, door.height * 0.5 + 14],
      ],
      closed: false,
      stroke: '#1d1f21',
      strokeWidth: 3,
    });
    front?.marks?.push(...marks);
    return solids;
  }
  front?.marks?.push({ points: outline, closed: true, fill: OPENING, strokeShade: -0.45, strokeWidth: 1.5 });
  // Leaves swing out past square (100 degrees); at 135 degrees the front right view would see them edge-on.
  const leafWidth = double ? door.width / 2 : door.width;
  const leaf = (hingeX: number, direction: 1 | -1, degrees: number): Solid => {
    const swing = (degrees * Math.PI) / 180;
    const freeX = hingeX + direction * Math.cos(swing) * leafWidth;
    const freeY = depth + Math.sin(swing) * leafWidth;
    return panel(
      [
        [hingeX, depth, bottom],
        [freeX, freeY, bottom],
        [freeX, freeY, door.height],
        [hingeX, depth, door.height],
      ],
      colour,
      [
        {
          ...RIB,
          points: [
            [(hingeX + freeX) / 2, (depth + freeY) / 2, bottom],
            [(hingeX + freeX) / 2, (depth + freeY) / 2, door.height],
          ],
        },
      ],
    );
  };
  solids.push(leaf(door.x, 1, 100));
  if (double) solids.push(leaf(door.x + door.width, -1, 100));
  return solids;
}

function storageBox(model: ProductModel, open: boolean): Solid[] {
  const { width, depth, height, colour } = model;
  const lid = Math.min(8, height * 0.12);
  const bodyHeight = height - lid;
  const body = block([0, 0, 0], [width, depth, bodyHeight], colour, { ribSpacing: 10 });
  const top = body.faces.find((face) => face.points.every(([, , z]) => z === bodyHeight));
  if (top) Object.assign(top, { colour: OPENING, unlit: true });
  if (!open) {
    const cover = block([0, 0, bodyHeight], [width, depth, lid], colour);
    const front = cover.faces.find((face) => face.points.every(([, y]) => y === depth));
    front?.marks?.push({
      points: [
        [width / 2 - 12, depth, bodyHeight + lid * 0.3],
        [width / 2 + 12, depth, bodyHeight + lid * 0.3],
      ],
      closed: false,
      stroke: '#1d1f21',
      strokeWidth: 3,
    });
    return [body, cover];
  }
  // The lid turns about its back edge, past upright, so the inside shows.
  const angle = (105 * Math.PI) / 180;
  const turned = ([y, z]: [number, number]): [number, number] => [
    y * Math.cos(angle) - z * Math.sin(angle),
    bodyHeight + y * Math.sin(angle) + z * Math.cos(angle),
  ];
  const cover = extrude(
    [
      [0, 0],
      [depth, 0],
      [depth, lid],
      [0, lid],
    ].map((point) => turned(point as [number, number])),
    0,
    width,
    colour,
  );
  return [body, cover];
}

function bikeShed(model: ProductModel): Solid[] {
  const { width, depth, colour } = model;
  const profile = roofProfile(model.roof ?? 'arched', depth, model.height);
  const body = extrude(profile, 0, width, colour, { ribSpacing: 18 });
  const frontHeight = profileTopAt(profile, depth);
  const front = body.faces.find(
    (face) => face.points.every(([, y]) => y === depth) && face.points.length === 4,
  );
  const wheelRadius = 33;
  const bikeX = width / 2;
  const wheel = (y: number): FaceMark => ({
    points: circlePoints([bikeX, y, wheelRadius], wheelRadius, 'x', 20),
    closed: true,
    stroke: '#c9ced2',
    strokeWidth: 2,
  });
  front?.marks?.push(
    {
      points: [
        [6, depth, 0],
        [width - 6, depth, 0],
        [width - 6, depth, frontHeight - 10],
        [6, depth, frontHeight - 10],
      ],
      closed: true,
      fill: OPENING,
    },
    wheel(depth * 0.3),
    wheel(depth * 0.3 + 105),
  );
  return [body];
}

function raisedBed(model: ProductModel): Solid[] {
  const { width, depth, height, colour } = model;
  const body = block([0, 0, 0], [width, depth, height], colour, { ribSpacing: 10 });
  const top = body.faces.find((face) => face.points.every(([, , z]) => z === height));
  const wall = Math.min(4, width / 10, depth / 10);
  const plants = ribsAcross(0, width, Math.max(width / 4, 30)).flatMap((x, index) =>
    [depth * 0.3, depth * 0.7].map(
      (y): FaceMark => ({
        points: circlePoints([x, y, height], Math.min(14, depth / 6), 'z', 16),
        closed: true,
        fill: index % 2 ? '#6fa35a' : '#4f8a45',
      }),
    ),
  );
  top?.marks?.push(
    {
      points: [
        [wall, wall, height],
        [width - wall, wall, height],
        [width - wall, depth - wall, height],
        [wall, depth - wall, height],
      ],
      closed: true,
      fill: '#5a4632',
    },
    ...plants,
  );
  return [body];
}

function floorPlate(model: ProductModel): Solid[] {
  const { width, depth, height, colour } = model;
  const plate = block([0, 0, 0], [width, depth, height], colour);
  const top = plate.faces.find((face) => face.points.every(([, , z]) => z === height));
  const grid: FaceMark[] = [
    ...ribsAcross(0, width, 50).map((x) => ({
      ...RIB,
      points: [
        [x, 0, height],
        [x, depth, height],
      ] as Point3[],
    })),
    ...ribsAcross(0, depth, 50).map((y) => ({
      ...RIB,
      points: [
        [0, y, height],
        [width, y, height],
      ] as Point3[],
    })),
  ];
  top?.marks?.push(...grid);
  return [plate];
}

function anchoringSet(model: ProductModel): Solid[] {
  const { width, depth, height, colour } = model;
  const stake = Math.min(4, width / 10);
  const plate = Math.min(12, width / 5, depth);
  return ribsAcross(0, width, width / 4).flatMap((x) => [
    block([x - stake / 2, depth / 2 - stake / 2, 0], [stake, stake, height - 1], colour),
    block([x - plate / 2, depth / 2 - plate / 2, height - 1], [plate, plate, 1], colour),
  ]);
}

/** One shelf unit from x0: two side frames and four boards, the lowest just above the floor. */
function shelfUnit(x0: number, width: number, depth: number, height: number, colour: string): Solid[] {
  const post = Math.min(3, width / 10);
  const board = 2;
  return [
    block([x0, 0, 0], [post, depth, height], colour),
    ...[0.04, 0.36, 0.68, 1].map((share) =>
      block([x0 + post, 0, Math.max(0, share * height - board)], [width - 2 * post, depth, board], colour),
    ),
    block([x0 + width - post, 0, 0], [post, depth, height], colour),
  ];
}

function shelf(model: ProductModel): Solid[] {
  return shelfUnit(0, model.width, model.depth, model.height, model.colour);
}

/** A set of shelf units side by side over the set's whole width, one unit per metre or so. */
function shelfSet(model: ProductModel): Solid[] {
  const { width, depth, height, colour } = model;
  const units = Math.max(1, Math.round(width / 100));
  const unitWidth = width / units;
  return Array.from({ length: units }, (_, index) =>
    shelfUnit(index * unitWidth, unitWidth, depth, height, colour),
  ).flat();
}

/** A hook: a plate on the wall, an arm out from its lower part and a tip turned up at the front. */
function hook(x: number, depth: number, height: number, colour: string, plateWidth: number): Solid[] {
  const arm = Math.max(1, plateWidth / 2);
  const armZ = height * 0.15;
  const tip = Math.min(2, depth / 4);
  return [
    block([x - plateWidth / 2, 0, 0], [plateWidth, Math.min(1, depth / 6), height], colour),
    block([x - arm / 2, 1, armZ], [arm, depth - 1 - tip, Math.min(1.5, height / 4)], colour),
    block([x - arm / 2, depth - tip, armZ], [arm, tip, height * 0.35], colour),
  ];
}

/** A rail on the wall along the top, with hooks along it that hold spades and rakes. */
function toolHolder(model: ProductModel): Solid[] {
  const { width, depth, height, colour } = model;
  const railDepth = Math.min(2.5, depth / 4);
  const railBottom = height * 0.55;
  const hooks = ribsAcross(0, width, Math.max(12, width / 5)).flatMap((x) => {
    const armZ = railBottom - 1.5;
    return [
      block([x - 1, railDepth, armZ], [2, depth - railDepth - 2, 1.5], colour),
      block([x - 1, depth - 2, armZ], [2, 2, height * 0.3], colour),
    ];
  });
  return [block([0, 0, railBottom], [width, railDepth, height - railBottom], colour), ...hooks];
}

/** A pack of wall hooks, laid out side by side over the pack's width. */
function wallHooks(model: ProductModel): Solid[] {
  const { width, depth, height, colour } = model;
  const plate = Math.min(4, width / 5);
  return ribsAcross(0, width, Math.max(plate * 2, width / 3)).flatMap((x) =>
    hook(x, depth, height, colour, plate),
  );
}

/** A wall lamp: a mounting plate and the housing with its LED panel and motion sensor in front. */
function lighting(model: ProductModel): Solid[] {
  const { width, depth, height, colour } = model;
  const plate = Math.min(1.5, depth / 5);
  const housing = block(
    [width * 0.08, plate, height * 0.12],
    [width * 0.84, depth - plate, height * 0.76],
    colour,
  );
  const front = housing.faces.find((face) => face.points.every(([, y]) => y === depth));
  const [left, right] = [width * 0.16, width * 0.84];
  const [bottom, top] = [height * 0.38, height * 0.8];
  front?.marks?.push(
    {
      points: [
        [left, depth, bottom],
        [right, depth, bottom],
        [right, depth, top],
        [left, depth, top],
      ],
      closed: true,
      fill: '#fff1b8',
      stroke: '#d9b84a',
      strokeWidth: 1.5,
    },
    {
      points: circlePoints([width / 2, depth, height * 0.24], Math.min(width, height) * 0.06, 'y', 16),
      closed: true,
      fill: '#2a2d30',
    },
  );
  return [block([0, 0, 0], [width, plate, height], colour), housing];
}

/** A padlock: the body in the product's colour with its keyhole, the steel shackle above it. */
function lock(model: ProductModel): Solid[] {
  const { width, depth, height, colour } = model;
  const steel = '#c9ced2';
  const bodyHeight = height * 0.58;
  const body = block([0, 0, 0], [width, depth, bodyHeight], colour);
  const front = body.faces.find((face) => face.points.every(([, y]) => y === depth));
  const keyhole = Math.min(width, bodyHeight) * 0.1;
  front?.marks?.push(
    {
      points: circlePoints([width / 2, depth, bodyHeight * 0.58], keyhole, 'y', 16),
      closed: true,
      fill: '#1d1f21',
    },
    {
      points: [
        [width / 2 - keyhole * 0.4, depth, bodyHeight * 0.58],
        [width / 2 + keyhole * 0.4, depth, bodyHeight * 0.58],
        [width / 2 + keyhole * 0.4, depth, bodyHeight * 0.3],
        [width / 2 - keyhole * 0.4, depth, bodyHeight * 0.3],
      ],
      closed: true,
      fill: '#1d1f21',
    },
  );
  const bar = width * 0.14;
  const [y, barDepth] = [depth * 0.3, depth * 0.4];
  return [
    body,
    block([width * 0.18, y, bodyHeight], [bar, barDepth, height - bodyHeight - bar], steel),
    block([width * 0.68, y, bodyHeight], [bar, barDepth, height - bodyHeight - bar], steel),
    block([width * 0.18, y, height - bar], [width * 0.64, barDepth, bar], steel),
  ];
}

/** A box gutter seen from its open end: back wall, bottom and the lower front lip, closed at the far end. */
function gutter(model: ProductModel): Solid[] {
  const { width, depth, height, colour } = model;
  const sheet = Math.min(1, depth / 8, height / 8);
  return [
    block([0, 0, 0], [width, sheet, height], colour),
    block([0, 0, 0], [width, depth, sheet], colour),
    block([0, depth - sheet, 0], [width, sheet, height * 0.85], colour),
    block([width - sheet, 0, 0], [sheet, depth, height * 0.85], colour),
  ];
}

function rainBarrel(model: ProductModel): Solid[] {
  const { width, depth, height, colour } = model;
  const radius = Math.min(width, depth) / 2;
  const ring = circlePoints([width / 2, depth / 2, 0], radius, 'z', 24);
  const hoops = [0.3, 0.7].map((share) => share * height);
  const faces: Face[] = ring.map((point, index) => {
    const next = ring[(index + 1) % ring.length] as Point3;
    return {
      points: [point, next, [next[0], next[1], height], [point[0], point[1], height]],
      colour,
      marks: hoops.map((z) => ({
        ...RIB,
        points: [[point[0], point[1], z] as Point3, [next[0], next[1], z] as Point3],
      })),
    };
  });
  faces.push({ points: [...ring].reverse(), colour });
  faces.push({
    points: ring.map(([x, y]) => [x, y, height] as Point3),
    colour,
    marks: [
      {
        points: circlePoints([width / 2, depth / 2, height], radius * 0.8, 'z', 24),
        closed: true,
        shade: -0.12,
      },
    ],
  });
  return [{ faces, centre: [width / 2, depth / 2, height / 2] }];
}

function ramp(model: ProductModel): Solid[] {
  const { width, depth, height, colour } = model;
  const wedge = extrude(
    [
      [0, 0],
      [depth, 0],
      [0, height],
    ],
    0,
    width,
    colour,
  );
  const slope = wedge.faces.find(
    (face) =>
      face.points.length === 4 &&
      face.points.some(([, y]) => y === depth) &&
      face.points.some(([, , z]) => z === height),
  );
  slope?.marks?.push(
    ...ribsAcross(0, depth, 8).map((y) => {
      const z = height * (1 - y / depth);
      return {
        ...RIB,
        points: [
          [2, y, z],
          [width - 2, y, z],
        ] as Point3[],
      };
    }),
  );
  return [wedge];
}

function skylight(model: ProductModel): Solid[] {
  const { width, depth, height, colour } = model;
  const frame = block([0, 0, 0], [width, depth, height], colour);
  const top = frame.faces.find((face) => face.points.every(([, , z]) => z === height));
  const rim = Math.min(5, width / 8, depth / 8);
  top?.marks?.push({
    points: [
      [rim, rim, height],
      [width - rim, rim, height],
      [width - rim, depth - rim, height],
      [rim, depth - rim, height],
    ],
    closed: true,
    fill: '#cfe3ee',
    opacity: 0.9,
  });
  return [frame];
}

/** The solids of a model, for the front view or (`open`) with its door or lid open. */
export function solidsOf(model: ProductModel, open = false): Solid[] {
  switch (model.family) {
    case 'shed':
      return shed(model, open);
    case 'storage-box':
      return storageBox(model, open);
    case 'bike-shed':
      return bikeShed(model);
    case 'raised-bed':
      return raisedBed(model);
    case 'floor-plate':
      return floorPlate(model);
    case 'anchoring-set':
      return anchoringSet(model);
    case 'shelf':
      return shelf(model);
    case 'rain-barrel':
      return rainBarrel(model);
    case 'ramp':
      return ramp(model);
    case 'skylight':
      return skylight(model);
    case 'tool-holder':
      return toolHolder(model);
    case 'wall-hooks':
      return wallHooks(model);
    case 'lighting':
      return lighting(model);
    case 'lock':
      return lock(model);
    case 'gutter':
      return gutter(model);
    case 'shelf-set':
      return shelfSet(model);
  }
}
