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
    '<path d="M250 330 L340 420 M250 420 L340 330" stroke="#fff" stroke-width="18" stroke-linecap="round" opacity=".7"/>',
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

const CATEGORY_SHAPES: Record<string, keyof typeof SHAPES> = {
  sheds: 'shed',
  boxes: 'box',
  bikeSheds: 'bikeShed',
  raisedBeds: 'raisedBed',
  accessories: 'shelf',
  floorPlates: 'plate',
  shelves: 'shelf',
  anchoring: 'part',
  sale: 'tag',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function svg(title: string, background: string, body: string, width = 650, height = 650): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 650 650" width="${width}" height="${height}" role="img" aria-labelledby="t"><title id="t">${escapeXml(title)}</title><rect width="650" height="650" fill="${background}"/><ellipse cx="325" cy="540" rx="240" ry="24" fill="#000" opacity=".08"/>${body}</svg>`;
}

/**
 * The SVG (650 x 650, under 3 kB, no external references) for a media file the demo catalogue names:
 * `catalog/product/<kind>-<colour>-<n>.svg`, `catalog/category/<key>.svg`, `catalog/blog/post-<n>.svg`
 * and `catalog/banner/main-<n>.svg`; undefined for any other name, which the media route answers with 404.
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
    const shape = CATEGORY_SHAPES[category[1] ?? ''];
    return shape ? svg(category[1] ?? '', '#eef3ea', SHAPES[shape]?.('#3b3f44') ?? '') : undefined;
  }
  const blog = /^catalog\/blog\/post-(\d{1,2})\.svg$/.exec(file);
  if (blog) {
    const index = Number(blog[1]);
    const shape = Object.values(CATEGORY_SHAPES)[index % 8] ?? 'shed';
    return svg(
      'Hortus blog',
      BACKGROUNDS[index % BACKGROUNDS.length] ?? '#eef3ea',
      SHAPES[shape]?.('#2f4f3a') ?? '',
    );
  }
  if (/^catalog\/banner\/main-\d\.svg$/.test(file)) {
    return svg('Hortus', '#dfe9da', SHAPES.shed?.('#3b3f44') ?? '', 1280, 480);
  }
  return undefined;
}
