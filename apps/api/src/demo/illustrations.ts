import { type ProductModel, renderProductPicture } from '@hortus/core/pictures';
import { BANNER_RANGES, type BannerRange } from './home-banners';
import { COLOURS, PRODUCT_NOUNS, type ProductKind } from './words';

// The demo catalogue's images are small SVG drawings rendered from their file name, so the repository
// ships no binary images and any catalogue size has pictures.
const BACKGROUNDS = ['#eef3ea', '#f3efe7', '#e9eff4', '#f4ecec'];

const SHAPES: Record<string, (colour: string) => string> = {
  // A shed: walls with ribs, a pent roof and a door.
  shed: (c) =>
    `<path d="M150 300 L325 220 L500 300 Z" fill="${c}" opacity=".85"/><rect x="170" y="300" width="310" height="220" fill="${c}"/>` +
    `${[200, 240, 280, 380, 420, 460].map((x) => `<rect x="${x}" y="305" width="6" height="210" fill="#000" opacity=".12"/>`).join('')}` +
    '<rect x="300" y="360" width="60" height="160" fill="#fff" opacity=".35"/>',
  box: (c) =>
    `<rect x="150" y="300" width="350" height="190" rx="8" fill="${c}"/><path d="M140 300 L510 300 L490 260 L160 260 Z" fill="${c}" opacity=".8"/>` +
    '<rect x="300" y="330" width="50" height="14" rx="4" fill="#fff" opacity=".5"/>',
  bikeShed: (c) =>
    `<path d="M130 520 L130 300 Q325 180 520 300 L520 520 Z" fill="${c}"/>` +
    '<circle cx="260" cy="470" r="42" fill="none" stroke="#fff" stroke-width="8" opacity=".6"/><circle cx="390" cy="470" r="42" fill="none" stroke="#fff" stroke-width="8" opacity=".6"/>',
  raisedBed: (c) =>
    `<rect x="140" y="380" width="370" height="130" fill="${c}"/><path d="M150 380 Q220 300 280 380 Q340 290 400 380 Q450 310 500 380 Z" fill="#5f8f4e"/>`,
  plate: (c) =>
    `<path d="M120 440 L330 360 L540 440 L330 520 Z" fill="${c}"/><path d="M120 440 L330 520 L330 540 L120 460 Z" fill="#000" opacity=".15"/>`,
  shelf: (c) =>
    `${[300, 380, 460].map((y) => `<rect x="200" y="${y}" width="250" height="14" fill="${c}"/>`).join('')}<rect x="200" y="260" width="12" height="260" fill="${c}"/><rect x="438" y="260" width="12" height="260" fill="${c}"/>`,
  part: (c) =>
    `<circle cx="325" cy="380" r="120" fill="${c}"/><circle cx="325" cy="380" r="48" fill="#fff" opacity=".4"/>`,
  barrel: (c) =>
    `<rect x="230" y="250" width="190" height="280" rx="40" fill="${c}"/><ellipse cx="325" cy="252" rx="95" ry="18" fill="#000" opacity=".2"/>` +
    '<rect x="230" y="320" width="190" height="10" fill="#000" opacity=".15"/><rect x="230" y="450" width="190" height="10" fill="#000" opacity=".15"/>',
  tag: (c) =>
    `<path d="M190 250 L400 250 L500 375 L400 500 L190 500 Z" fill="${c}"/><circle cx="420" cy="375" r="22" fill="#fff" opacity=".7"/>` +
    '<g stroke="#fff" stroke-width="14" fill="none" opacity=".8"><path d="M340 320 L250 430" stroke-linecap="round"/><circle cx="258" cy="330" r="20"/><circle cx="332" cy="420" r="20"/></g>',
  document: (c) =>
    `<rect x="220" y="220" width="210" height="280" rx="10" fill="#fff" stroke="${c}" stroke-width="10"/>${[280, 320, 360, 400].map((y) => `<rect x="255" y="${y}" width="140" height="10" fill="${c}" opacity=".5"/>`).join('')}`,
};

const SHAPE_OF_KIND: Record<ProductKind, keyof typeof SHAPES> = {
  shed: 'shed',
  set: 'shed',
  box: 'box',
  bikeShed: 'bikeShed',
  raisedBed: 'raisedBed',
  floorPlate: 'plate',
  shelf: 'shelf',
  shelfSet: 'shelf',
  anchoring: 'part',
  toolHolder: 'part',
  rainBarrel: 'barrel',
  wallHooks: 'part',
  skylight: 'plate',
  ramp: 'plate',
  lighting: 'part',
  lock: 'part',
  gutter: 'plate',
  service: 'document',
  manual: 'document',
};

/** The sale category has no product of its own: a price tag. */
const CATEGORY_SHAPES: Record<string, keyof typeof SHAPES> = { sale: 'tag' };

/** Blog posts take turns through the range's shapes. */
const BLOG_SHAPES: (keyof typeof SHAPES)[] = [
  'shed',
  'box',
  'bikeShed',
  'raisedBed',
  'shelf',
  'plate',
  'part',
  'tag',
];

const [ANTHRACITE, SILVER, DARK_GREEN, QUARTZ_GREY] = ['#3b3f44', '#b9bec3', '#2f4f3a', '#8a8d8f'];

/** The product that stands for a category in its picture, drawn from the same models as the products. */
const CATEGORY_MODELS: Record<string, ProductModel> = {
  sheds: {
    family: 'shed',
    width: 260,
    depth: 190,
    height: 205,
    colour: ANTHRACITE,
    roof: 'gable',
    door: 'double',
  },
  boxes: { family: 'storage-box', width: 160, depth: 70, height: 100, colour: SILVER },
  bikeSheds: { family: 'bike-shed', width: 200, depth: 190, height: 160, colour: DARK_GREEN, roof: 'arched' },
  raisedBeds: { family: 'raised-bed', width: 200, depth: 80, height: 75, colour: QUARTZ_GREY },
  accessories: { family: 'shelf-set', width: 200, depth: 40, height: 170, colour: SILVER },
  floorPlates: { family: 'floor-plate', width: 260, depth: 190, height: 6, colour: SILVER },
  shelves: { family: 'shelf', width: 100, depth: 40, height: 170, colour: SILVER },
  anchoring: { family: 'anchoring-set', width: 100, depth: 12, height: 55, colour: SILVER },
};

/** A product picture without its background, placed as a square of `size` px at (x, y) in a scene. */
function placed(
  model: ProductModel,
  x: number,
  y: number,
  size: number,
  view: 'front' | 'open' = 'front',
): string {
  return renderProductPicture(model, view, { transparent: true }).replace(
    /^<svg[^>]*><title[^<]*<\/title>/,
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 650 650">`,
  );
}

/** Each banner's scene: the range's product in front, a smaller one of the same garden beside it. */
const BANNER_SCENES: Record<BannerRange, { title: string; products: string[] }> = {
  sheds: {
    title: 'Garden shed',
    products: [
      placed({ family: 'raised-bed', width: 120, depth: 60, height: 60, colour: QUARTZ_GREY }, -20, 190, 420),
      placed(CATEGORY_MODELS.sheds as ProductModel, 150, -130, 760, 'open'),
    ],
  },
  boxes: {
    title: 'Storage box',
    products: [
      placed({ family: 'storage-box', width: 100, depth: 60, height: 70, colour: ANTHRACITE }, -10, 140, 460),
      placed(CATEGORY_MODELS.boxes as ProductModel, 190, -90, 720, 'open'),
    ],
  },
  bikeSheds: {
    title: 'Bike shed',
    products: [
      placed({ family: 'storage-box', width: 100, depth: 60, height: 70, colour: DARK_GREEN }, -10, 170, 420),
      placed(CATEGORY_MODELS.bikeSheds as ProductModel, 160, -140, 760),
    ],
  },
  raisedBeds: {
    title: 'Raised garden bed',
    products: [
      placed({ family: 'raised-bed', width: 120, depth: 80, height: 90, colour: DARK_GREEN }, -30, 40, 520),
      placed(CATEGORY_MODELS.raisedBeds as ProductModel, 190, 0, 680),
    ],
  },
};

/** A banner picture (800 x 600): a garden scene with products of the range on a lawn. */
function bannerScene(range: BannerRange): string {
  const scene = BANNER_SCENES[range];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-labelledby="t"><title id="t">${escapeXml(scene.title)}</title>` +
    '<rect width="800" height="600" fill="#e6eee2"/><path d="M0 400 Q400 340 800 390 L800 600 L0 600 Z" fill="#cddcc3"/>' +
    `${scene.products.join('')}</svg>`
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function svg(title: string, background: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 650 650" width="650" height="650" role="img" aria-labelledby="t"><title id="t">${escapeXml(title)}</title><rect width="650" height="650" fill="${background}"/><ellipse cx="325" cy="540" rx="240" ry="24" fill="#000" opacity=".08"/>${body}</svg>`;
}

/**
 * The SVG (650 x 650, under 3 kB, no external references) for a media file the demo catalogue names:
 * `catalog/product/<kind>-<colour>-<n>.svg`, `catalog/category/<key>.svg`, `catalog/blog/post-<n>.svg`
 * and `catalog/banner/<range>.svg` (a scene of the range's products); undefined for any other name, which the media route answers with 404.
 */
export function renderIllustration(file: string): string | undefined {
  const product = /^catalog\/product\/([a-zA-Z]+)-([a-z-]+)-(\d{1,2})\.svg$/.exec(file);
  if (product) {
    const [, kind = '', colourKey = '', position = '1'] = product;
    const shape = SHAPE_OF_KIND[kind as ProductKind];
    const colour = COLOURS.find((candidate) => candidate.key === colourKey);
    if (!shape || !colour) return undefined;
    const title = `${PRODUCT_NOUNS[kind as ProductKind].en} – ${colour.label.en}`;
    return svg(
      title,
      BACKGROUNDS[Number(position) % BACKGROUNDS.length] ?? '#eef3ea',
      SHAPES[shape]?.(colour.swatch) ?? '',
    );
  }
  const category = /^catalog\/category\/([a-zA-Z]+)\.svg$/.exec(file);
  if (category) {
    const key = category[1] ?? '';
    const model = CATEGORY_MODELS[key];
    if (model) return renderProductPicture(model, 'front', { title: key });
    const shape = CATEGORY_SHAPES[key];
    return shape ? svg(key, '#eef3ea', SHAPES[shape]?.('#3b3f44') ?? '') : undefined;
  }
  const blog = /^catalog\/blog\/post-(\d{1,2})\.svg$/.exec(file);
  if (blog) {
    const index = Number(blog[1]);
    const shape = BLOG_SHAPES[index % BLOG_SHAPES.length] ?? 'shed';
    return svg(
      'Hortus blog',
      BACKGROUNDS[index % BACKGROUNDS.length] ?? '#eef3ea',
      SHAPES[shape]?.('#2f4f3a') ?? '',
    );
  }
  const banner = /^catalog\/banner\/([a-zA-Z]+)\.svg$/.exec(file)?.[1];
  if (banner && (BANNER_RANGES as readonly string[]).includes(banner))
    return bannerScene(banner as BannerRange);
  return undefined;
}
