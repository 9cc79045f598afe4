/**
 * The shop Vendure is filled with, in the two forms its `populate` reads: the initial data (zone, tax,
 * shipping, payment, collections) and a product CSV in Vendure's import format. 2,000 products in 10
 * collections, each product with a collection facet and a colour facet and three size variants (a size
 * option group and a size facet), named "<line> <kind> <model>" so that every line word and every kind word
 * matches a slice of the catalogue, as the first words of Hortus's demo names do.
 */

export const KINDS = [
  'Shed',
  'Storage Box',
  'Bike Shed',
  'Raised Bed',
  'Tool Cabinet',
  'Greenhouse',
  'Log Store',
  'Bin Store',
  'Planter',
  'Compost Bin',
] as const;
export const LINES = [
  'Compact',
  'Classic',
  'Premium',
  'Family',
  'Urban',
  'Rustic',
  'Modern',
  'Nordic',
  'Alpine',
  'Coastal',
  'Heritage',
  'Garden',
  'Patio',
  'Balcony',
  'Country',
  'Studio',
  'Forest',
  'Meadow',
  'Harbour',
  'Summit',
] as const;
export const COLOURS = ['Anthracite', 'Green', 'Silver', 'White', 'Black', 'Sand', 'Brown', 'Blue'] as const;
export const SIZES = [
  ['S', 1],
  ['M', 1.4],
  ['L', 1.9],
] as const;

/** The collection of a kind: its name ends in "s", its slug is what Vendure makes of that name. */
export function collectionName(kind: string): string {
  return kind.endsWith('x') ? `${kind}es` : `${kind}s`;
}
export function collectionSlug(kind: string): string {
  return collectionName(kind).toLowerCase().replaceAll(' ', '-');
}

export function initialData() {
  return {
    defaultLanguage: 'en',
    defaultZone: 'Europe',
    taxRates: [{ name: 'Standard Tax', percentage: 19 }],
    shippingMethods: [{ name: 'Standard Shipping', price: 590 }],
    paymentMethods: [
      {
        name: 'Standard Payment',
        handler: { code: 'dummy-payment-handler', arguments: [{ name: 'automaticSettle', value: 'false' }] },
      },
    ],
    countries: [
      { name: 'Germany', code: 'DE', zone: 'Europe' },
      { name: 'Austria', code: 'AT', zone: 'Europe' },
      { name: 'Switzerland', code: 'CH', zone: 'Europe' },
      { name: 'France', code: 'FR', zone: 'Europe' },
      { name: 'Poland', code: 'PL', zone: 'Europe' },
    ],
    collections: KINDS.map((kind) => ({
      name: collectionName(kind),
      slug: collectionSlug(kind),
      filters: [
        {
          code: 'facet-value-filter' as const,
          args: { facetValueNames: [`collection:${collectionName(kind)}`], containsAny: false },
        },
      ],
    })),
  };
}

function csvField(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The product CSV: one row per variant, the product's columns only on its first. */
export function productsCsv(products: number): string {
  const header = [
    'name',
    'slug',
    'description',
    'assets',
    'facets',
    'optionGroups',
    'optionValues',
    'sku',
    'price',
    'taxCategory',
    'stockOnHand',
    'trackInventory',
    'variantAssets',
    'variantFacets',
  ];
  const rows = [header.join(',')];
  for (let index = 0; index < products; index += 1) {
    const kind = KINDS[index % KINDS.length] as string;
    const line = LINES[Math.floor(index / KINDS.length) % LINES.length] as string;
    const colour = COLOURS[(index * 7) % COLOURS.length] as string;
    const model = 100 + index;
    const name = `${line} ${kind} ${model}`;
    const basePrice = 39 + ((index * 37) % 900);
    SIZES.forEach(([size, factor], variant) => {
      const first = variant === 0;
      rows.push(
        [
          first ? name : '',
          first ? name.toLowerCase().replaceAll(' ', '-') : '',
          first
            ? `${name}: a ${kind.toLowerCase()} in ${colour.toLowerCase()} from the ${line} range, galvanised steel, for garden and patio.`
            : '',
          '',
          first ? `collection:${collectionName(kind)}|colour:${colour}` : '',
          first ? 'size' : '',
          size,
          `V-${model}-${size}`,
          (basePrice * factor).toFixed(2),
          'standard',
          1_000_000,
          'true',
          '',
          `size:${size}`,
        ]
          .map(csvField)
          .join(','),
      );
    });
  }
  return `${rows.join('\n')}\n`;
}
