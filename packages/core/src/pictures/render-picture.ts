import { parsePicturePath } from './picture-path';
import {
  type Face,
  type FaceMark,
  isProductModel,
  type LengthUnits,
  type PictureView,
  type ProductFamily,
  type ProductModel,
  roofProfile,
  type Solid,
  solidsOf,
  VIEWS_OF_FAMILY,
} from './product-model';
import {
  centroidOf,
  dot,
  normalOf,
  type Point2,
  type Point3,
  type Projection,
  projectPoint,
  subtract,
  viewDirection,
} from './projection';

/** The side of the square pictures, in px. */
export const PICTURE_SIZE = 650;

/** Writes a length given in cm for the dimension drawing. */
export type LengthFormatter = (cm: number, units: LengthUnits) => string;

export const CM_PER_INCH = 2.54;

/** '200 cm'; imperial stores read the inches beside it: '200 cm (78.7 in)'. */
export const formatPictureLength: LengthFormatter = (cm, units) =>
  units === 'imperial' ? `${cm} cm (${(cm / CM_PER_INCH).toFixed(1)} in)` : `${cm} cm`;

export interface RenderPictureOptions {
  /** The store's units, for the dimension drawing; metric when not given. */
  units?: LengthUnits;
  /** How the dimension drawing writes a length (a store's own formatter); formatPictureLength by default. */
  formatLength?: LengthFormatter;
  /** The picture's accessible title; an English description of the model by default. */
  title?: string;
  /** Without the background square, for a picture placed in a scene of several products. */
  transparent?: boolean;
}

/**
 * Every family is drawn at one scale, fitted to its largest demo product, so a bigger size looks bigger
 * next to a smaller one; a model larger still is shrunk to fit. Accessories are fitted each on its own.
 */
const REFERENCE_SIZE: Partial<Record<ProductFamily, Point3>> = {
  shed: [420, 320, 260],
  'storage-box': [230, 110, 150],
  'bike-shed': [320, 300, 230],
  'raised-bed': [330, 150, 110],
  'floor-plate': [420, 320, 20],
};

const MARGIN = 60;
const DIMENSION_MARGIN = 95;
const INK = '#1d1f21';
const LIGHT: Point3 = [0.25, 0.75, 1];

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** The colour moved towards white (amount > 0) or black (amount < 0) by that share. */
export function shadeColour(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const share = Math.min(1, Math.abs(amount));
  return `#${channels(hex)
    .map((channel) => Math.round(channel + (target - channel) * share))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Lambert light from the front left above: the top lightest, the front wall as painted, the side darker. */
function litColour(colour: string, normal: Point3): string {
  const intensity = Math.max(0, dot(normal, LIGHT) / Math.hypot(...LIGHT));
  const painted = LIGHT[1] / Math.hypot(...LIGHT);
  return intensity >= painted
    ? shadeColour(colour, (intensity - painted) * 1.1)
    : shadeColour(colour, -(painted - intensity) * 0.55);
}

/** A line on a face stands out from it: darker on light colours, lighter on dark ones. */
function contrastShade(fill: string, amount: number): string {
  return luminance(fill) < 0.22
    ? shadeColour(fill, Math.abs(amount) * 0.8)
    : shadeColour(fill, -Math.abs(amount));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function number(value: number): string {
  return String(Math.round(value * 10) / 10);
}

interface Fitted {
  toPx: (point: Point2) => Point2;
}

/** Scale and offset that put the drawn points in the middle of the picture, at the family's scale at most. */
function fit(points: readonly Point2[], margin: number, maxScale: number): Fitted {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const room = PICTURE_SIZE - 2 * margin;
  const scale = Math.min(maxScale, room / Math.max(maxX - minX, 1e-6), room / Math.max(maxY - minY, 1e-6));
  const offsetX = PICTURE_SIZE / 2 - ((minX + maxX) / 2) * scale;
  const offsetY = PICTURE_SIZE / 2 - ((minY + maxY) / 2) * scale;
  return { toPx: ([x, y]) => [x * scale + offsetX, y * scale + offsetY] };
}

function referenceScale(family: ProductFamily, projection: Projection, margin: number): number {
  const size = REFERENCE_SIZE[family];
  if (!size) return Number.POSITIVE_INFINITY;
  const corners = [0, 1, 2, 3, 4, 5, 6, 7].map((bits) =>
    projectPoint(projection, [bits & 1 ? size[0] : 0, bits & 2 ? size[1] : 0, bits & 4 ? size[2] : 0]),
  );
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const room = PICTURE_SIZE - 2 * margin;
  return Math.min(room / (Math.max(...xs) - Math.min(...xs)), room / (Math.max(...ys) - Math.min(...ys)));
}

interface DrawnFace {
  face: Face;
  fill: string;
}

/** The faces to draw, back to front: solids by their distance to the viewer, then each visible face. */
function visibleFaces(solids: Solid[], projection: Projection, plain: boolean): DrawnFace[] {
  const towardsViewer = viewDirection(projection);
  const ordered = [...solids].sort(
    (a, b) => (a.layer ?? 0) - (b.layer ?? 0) || dot(a.centre, towardsViewer) - dot(b.centre, towardsViewer),
  );
  return ordered.flatMap((solid) =>
    solid.faces.flatMap((face) => {
      let normal = normalOf(face.points);
      if (dot(normal, subtract(centroidOf(face.points), solid.centre)) < 0)
        normal = [-normal[0], -normal[1], -normal[2]];
      const facing = dot(normal, towardsViewer);
      if (solid.doubleSided) {
        if (Math.abs(facing) < 1e-6) return [];
        if (facing < 0) normal = [-normal[0], -normal[1], -normal[2]];
      } else if (facing < 1e-6) return [];
      const lit = face.unlit ? face.colour : litColour(face.colour, normal);
      return [{ face, fill: plain && !face.unlit ? shadeColour(lit, 0.82) : lit }];
    }),
  );
}

function markSvg(mark: FaceMark, faceFill: string, path: (points: Point3[]) => string): string {
  const fill = mark.fill ?? (mark.shade !== undefined ? shadeColour(faceFill, mark.shade) : 'none');
  const stroke =
    mark.stroke ?? (mark.strokeShade !== undefined ? contrastShade(faceFill, mark.strokeShade) : undefined);
  const attributes = [
    `fill="${fill}"`,
    stroke ? `stroke="${stroke}" stroke-width="${mark.strokeWidth ?? 1}"` : 'stroke="none"',
    mark.opacity !== undefined ? `opacity="${mark.opacity}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const tag = mark.closed ? 'polygon' : 'polyline';
  return `<${tag} points="${path(mark.points)}" ${attributes}/>`;
}

interface Label {
  at: Point3;
  text: string;
  rotate?: boolean;
}

/** The dimension lines (width along the front, depth along the right side, height at the front left). */
function dimensionLines(model: ProductModel, format: (cm: number) => string) {
  const { width: w, depth: d, height: h } = model;
  const k = Math.max(w, d, h) * 0.12;
  const roofed = model.family === 'shed' || model.family === 'bike-shed';
  const profile = roofed
    ? roofProfile(model.roof ?? (model.family === 'shed' ? 'pent' : 'arched'), d, h)
    : [];
  const topY = profile.reduce((best, [y, z]) => (z > best[1] ? [y, z] : best), [d, 0])[0];
  const side = k * 0.7;
  const segments: [Point3, Point3][] = [
    [
      [0, d, 0],
      [0, d + k * 1.15, 0],
    ],
    [
      [w, d, 0],
      [w, d + k * 1.15, 0],
    ],
    [
      [0, d + k, 0],
      [w, d + k, 0],
    ],
    [
      [w, 0, 0],
      [w + k * 1.15, 0, 0],
    ],
    [
      [w, d, 0],
      [w + k * 1.15, d, 0],
    ],
    [
      [w + k, 0, 0],
      [w + k, d, 0],
    ],
    [
      [0, d, 0],
      [-side * 1.15, d + side * 1.15, 0],
    ],
    [
      [0, roofed ? topY : d, h],
      [-side * 1.15, d + side * 1.15, h],
    ],
    [
      [-side, d + side, 0],
      [-side, d + side, h],
    ],
  ];
  const ticks: Point3[] = [
    [0, d + k, 0],
    [w, d + k, 0],
    [w + k, 0, 0],
    [w + k, d, 0],
    [-side, d + side, 0],
    [-side, d + side, h],
  ];
  const labels: Label[] = [
    { at: [w / 2, d + k * 2.1, 0], text: format(w) },
    { at: [w + k * 2.1, d / 2, 0], text: format(d) },
    { at: [-side * 1.6, d + side * 1.6, h / 2], text: format(h), rotate: true },
  ];
  return { segments, ticks, labels };
}

function describe(model: ProductModel): string {
  const family = model.family.replace('-', ' ');
  return `${family[0]?.toUpperCase()}${family.slice(1)}, ${model.width} x ${model.depth} x ${model.height} cm`;
}

/**
 * One picture of a product (PICTURE_SIZE square SVG, no external references, no script): the front
 * three-quarter view, the side elevation, the open door or lid, or the dimension drawing with the measures
 * written by `formatLength` in the store's units. Pure: the same model and view give the same bytes.
 * Throws a RangeError for a model isProductModel refuses or a view its family is not drawn in.
 */
export function renderProductPicture(
  model: ProductModel,
  view: PictureView,
  options: RenderPictureOptions = {},
): string {
  if (!isProductModel(model)) throw new RangeError(`Not a product model: ${JSON.stringify(model)}`);
  if (!VIEWS_OF_FAMILY[model.family].includes(view))
    throw new RangeError(`A ${model.family} has no ${view} view`);
  const projection: Projection = view === 'side' ? 'side' : 'isometric';
  const units = options.units ?? 'metric';
  const format = (cm: number) => (options.formatLength ?? formatPictureLength)(cm, units);
  const dimensions = view === 'dimensions' ? dimensionLines(model, format) : undefined;
  const faces = visibleFaces(solidsOf(model, view === 'open'), projection, dimensions !== undefined);

  const { width: w, depth: d } = model;
  const ground: Point3[] =
    projection === 'side'
      ? [
          [w, -d * 0.08, 0],
          [w, d * 1.08, 0],
        ]
      : [
          [-w * 0.04, -d * 0.04, 0],
          [w * 1.06, -d * 0.04, 0],
          [w * 1.06, d * 1.08, 0],
          [-w * 0.04, d * 1.08, 0],
        ];
  const drawn = [
    ...faces.flatMap(({ face }) => [...face.points, ...(face.marks ?? []).flatMap((mark) => mark.points)]),
    ...ground,
    ...(dimensions ? [...dimensions.segments.flat(), ...dimensions.labels.map((label) => label.at)] : []),
  ].map((point) => projectPoint(projection, point));
  const margin = dimensions ? DIMENSION_MARGIN : MARGIN;
  const { toPx } = fit(drawn, margin, referenceScale(model.family, projection, margin));
  const path = (points: Point3[]) =>
    points.map((point) => toPx(projectPoint(projection, point)).map(number).join(',')).join(' ');

  const body: string[] = [];
  body.push(
    projection === 'side'
      ? `<polyline points="${path(ground)}" stroke="${INK}" stroke-opacity=".3" stroke-width="2" fill="none"/>`
      : `<polygon points="${path(ground)}" fill="#000" opacity=".07"/>`,
  );
  body.push(`<g stroke="${INK}" stroke-opacity=".45" stroke-width="1.2" stroke-linejoin="round">`);
  for (const { face, fill } of faces) {
    body.push(`<polygon points="${path(face.points)}" fill="${fill}"/>`);
    for (const mark of face.marks ?? []) body.push(markSvg(mark, fill, path));
  }
  body.push('</g>');
  if (dimensions) {
    body.push(`<g stroke="${INK}" stroke-width="1.4" fill="none">`);
    for (const segment of dimensions.segments) body.push(`<polyline points="${path(segment)}"/>`);
    for (const tick of dimensions.ticks) {
      const [x, y] = toPx(projectPoint(projection, tick));
      body.push(`<circle cx="${number(x)}" cy="${number(y)}" r="3" fill="${INK}"/>`);
    }
    body.push('</g>');
    body.push(`<g fill="${INK}" font-family="system-ui,sans-serif" font-size="20" text-anchor="middle">`);
    for (const label of dimensions.labels) {
      const [x, y] = toPx(projectPoint(projection, label.at)).map(number);
      const turn = label.rotate ? ` transform="rotate(-90 ${x} ${y})"` : '';
      body.push(`<text x="${x}" y="${y}" dominant-baseline="middle"${turn}>${escapeXml(label.text)}</text>`);
    }
    body.push('</g>');
  }
  const title = escapeXml(options.title ?? describe(model));
  const background = options.transparent
    ? ''
    : `<rect width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" fill="${dimensions ? '#ffffff' : '#f1f3ef'}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PICTURE_SIZE} ${PICTURE_SIZE}" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" role="img" aria-labelledby="t"><title id="t">${title}</title>${background}${body.join('')}</svg>`;
}

/** The SVG a picture path names (see parsePicturePath), or undefined for any other path. */
export function renderPicturePath(
  path: string,
  options: Omit<RenderPictureOptions, 'units'> = {},
): string | undefined {
  const picture = parsePicturePath(path);
  if (!picture) return undefined;
  return renderProductPicture(picture.model, picture.view, { ...options, units: picture.units });
}
