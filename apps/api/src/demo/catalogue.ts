import {
  type Company,
  DEMO_COMPANY,
  LANGUAGES,
  type Language,
  returnsPolicyOf,
  STORE_VIEWS,
  type StoreView,
  slugify,
} from '@hortus/core';
import { type ProductFamily, type ProductModel, picturePath, VIEWS_OF_FAMILY } from '@hortus/core/pictures';
import type * as schema from '../db/schema';
import { isAmazonPayCurrency } from '../modules/payment/amazon-pay';
import {
  BLOG_CATEGORIES,
  BLOG_TAGS,
  BLOG_TITLES,
  CMS_INTRO,
  CMS_PAGE_GROUP_LABELS,
  CMS_PAGE_GROUPS,
  CMS_PAGES,
  type CmsPageText,
  COUNTRY_PAGE_TITLES,
  EMPLOYMENT_TYPE,
  JOB_LOCATIONS,
  JOB_TITLES,
} from './content-words';
import { homeCategoryTilesHtml, homeMainBannersHtml } from './home-banners';
import { isLegalPage, legalPageContent } from './legal-pages';
import type { StoreSalesFacts } from './legal-texts/context';
import {
  ATTRIBUTE_LABELS,
  CATEGORY_NAMES,
  CATEGORY_OUTRO,
  COLOURS,
  COLOURS_SENTENCE,
  DESCRIPTION,
  labelInSentence,
  MANUAL_DESCRIPTION,
  MANUAL_SHORT_DESCRIPTION,
  MATERIALS,
  MODEL_NAMES,
  PRODUCT_NOUNS,
  type ProductKind,
  ROOF_TYPES,
  SERIES_NAMES,
  SERVICE_DESCRIPTION,
  SERVICE_PROMISES,
  SERVICE_SHORT_DESCRIPTION,
  SHORT_DESCRIPTION,
  SIZES,
  type Translated,
} from './words';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Rows for every catalogue, content and tax table, shaped as their Drizzle inserts. */
export interface DemoCatalogue {
  taxClasses: Insert<typeof schema.taxClasses>[];
  customerGroups: Insert<typeof schema.customerGroups>[];
  taxRates: Insert<typeof schema.taxRates>[];
  taxRules: Insert<typeof schema.taxRules>[];
  taxRuleRates: Insert<typeof schema.taxRuleRates>[];
  attributes: Insert<typeof schema.attributes>[];
  attributeLabels: Insert<typeof schema.attributeLabels>[];
  attributeOptions: Insert<typeof schema.attributeOptions>[];
  attributeOptionLabels: Insert<typeof schema.attributeOptionLabels>[];
  categories: Insert<typeof schema.categories>[];
  categoryTranslations: Insert<typeof schema.categoryTranslations>[];
  products: Insert<typeof schema.products>[];
  productTranslations: Insert<typeof schema.productTranslations>[];
  productCategories: Insert<typeof schema.productCategories>[];
  configurableChildren: Insert<typeof schema.configurableChildren>[];
  configurableOptions: Insert<typeof schema.configurableOptions>[];
  productLinks: Insert<typeof schema.productLinks>[];
  bundleOptions: Insert<typeof schema.bundleOptions>[];
  bundleSelections: Insert<typeof schema.bundleSelections>[];
  productMedia: Insert<typeof schema.productMedia>[];
  productPrices: Insert<typeof schema.productPrices>[];
  tierPrices: Insert<typeof schema.tierPrices>[];
  stockItems: Insert<typeof schema.stockItems>[];
  urlRewrites: Insert<typeof schema.urlRewrites>[];
  cmsPages: Insert<typeof schema.cmsPages>[];
  cmsBlocks: Insert<typeof schema.cmsBlocks>[];
  coupons: Insert<typeof schema.coupons>[];
  shippingRates: Insert<typeof schema.shippingRates>[];
  paymentMethods: Insert<typeof schema.paymentMethods>[];
  cmsHierarchy: Insert<typeof schema.cmsHierarchy>[];
  blogCategories: Insert<typeof schema.blogCategories>[];
  blogTags: Insert<typeof schema.blogTags>[];
  blogPosts: Insert<typeof schema.blogPosts>[];
  blogPostCategories: Insert<typeof schema.blogPostCategories>[];
  blogPostTags: Insert<typeof schema.blogPostTags>[];
  jobOffers: Insert<typeof schema.jobOffers>[];
}

/** Fixed exchange rates from EUR for the demo price lists (a real shop maintains its price lists). */
const EXCHANGE_RATES = { EUR: 1, CHF: 0.94, SEK: 11.2, GBP: 0.85, PLN: 4.3, USD: 1.08 } as const;

/** VAT per shop country in basis points (1900 is 19 %); the US store shows net prices. */
const VAT_RATES_BP: Record<string, number> = {
  AT: 2000,
  CH: 810,
  DE: 1900,
  HU: 2700,
  IT: 2200,
  ES: 2100,
  LU: 1700,
  BE: 2100,
  FR: 2000,
  FI: 2550,
  IE: 2300,
  SE: 2500,
  GB: 2000,
  NL: 2100,
  PL: 2300,
  US: 0,
};

/** The country of the 'ot' store views, which sell to countries outside the shop's VAT area. */
const EXPORT_COUNTRY = 'OT';

const TAXABLE_GOODS_CLASS_ID = 2;
const RETAIL_CUSTOMER_CLASS_ID = 3;
const BUSINESS_CUSTOMER_CLASS_ID = 4;
export const WHOLESALE_GROUP_ID = 2;

const ROOT_CATALOG_ID = 1;
export const SHOP_ROOT_ID = 2;
const CATEGORY_IDS = {
  sheds: 10,
  boxes: 11,
  bikeSheds: 12,
  raisedBeds: 13,
  accessories: 14,
  floorPlates: 15,
  shelves: 16,
  anchoring: 17,
  sale: 18,
} as const;
export const ATTRIBUTE_IDS = {
  color: 1,
  size: 2,
  material: 3,
  width_cm: 4,
  depth_cm: 5,
  height_cm: 6,
  volume_l: 7,
  roof_type: 8,
} as const;

/**
 * First id of the CMS pages other than the three every store view names (privacy, dealer search, contact):
 * 20 ids per store view, 5020 to 5499 for the 24 store views.
 */
const CMS_PAGE_FIRST_ID = 5000;

type Random = ReturnType<typeof createRandom>;

/** A small seeded PRNG (mulberry32): the same seed gives the same catalogue. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** `count` different items in their original order. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const indexes = items.map((_, index) => index);
      for (let index = indexes.length - 1; index > 0; index--) {
        const other = int(0, index);
        [indexes[index], indexes[other]] = [indexes[other] as number, indexes[index] as number];
      }
      return indexes
        .slice(0, count)
        .sort((a, b) => a - b)
        .map((index) => items[index] as T);
    },
  };
}

const DAY_MS = 86_400_000;
/** The demo shop opened on this day; products are created over the following 540 days (to June 2026). */
const CATALOGUE_START = Date.UTC(2025, 0, 6);
const CREATION_DAYS = 540;
/** Products are updated at most this long after their creation, so every date stays in 2025 or 2026. */
const UPDATE_DAYS = 170;

function dayAfterStart(days: number): Date {
  return new Date(CATALOGUE_START + days * DAY_MS);
}

/** A moment in the catalogue's first 540 days, to the second, drawn from the seed. */
function creationMoment(random: Random): Date {
  return new Date(CATALOGUE_START + random.int(0, CREATION_DAYS) * DAY_MS + random.int(0, 86_399) * 1000);
}

/** A gross shop price point in minor units: whole amounts ending in 9 from 100 up, .90 below, 0 stays 0. */
export function pricePoint(grossMajor: number): number {
  if (grossMajor <= 0) return 0;
  if (grossMajor >= 100) {
    const whole = Math.ceil(grossMajor);
    const nine = whole - (whole % 10) + 9;
    return (nine - 10 >= grossMajor ? nine - 10 : nine) * 100;
  }
  return Math.floor(grossMajor) * 100 + 90;
}

/** VAT of a store view's country; the 'ot' store views sell for export, free of VAT. */
function storeVatBp(storeView: StoreView): number {
  if (storeView.i18n.country === EXPORT_COUNTRY) return 0;
  const rateBp = VAT_RATES_BP[storeView.i18n.country];
  if (rateBp === undefined) throw new Error(`No VAT rate for ${storeView.storeCode}'s country`);
  return rateBp;
}

/** A net EUR price as the gross shop price point of a store view, in minor units of its currency. */
export function storePriceMinor(netEurMinor: number, storeView: StoreView): number {
  const rate = EXCHANGE_RATES[storeView.i18n.currencyCode];
  // Rounded to whole minor units first, so float noise (100 x 1.19 = 119.00000000000001) cannot
  // push an amount that is already a price point up to the next one.
  const grossMinor = Math.round((netEurMinor * rate * (10_000 + storeVatBp(storeView))) / 10_000);
  return pricePoint(grossMinor / 100);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Colour = (typeof COLOURS)[number];
type Size = (typeof SIZES)[number];
type RoofType = (typeof ROOF_TYPES)[number];
type ProductTypeId = 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable';

interface ProductPlan {
  kind: ProductKind;
  model: string;
  typeId: ProductTypeId;
  categories: number[];
  netEurMinor: number;
  /** A configurable product's colour variants; a simple product's one colour. */
  colours?: Colour[];
  /** A configurable product's size variants; a simple product's one size. */
  sizes?: Size[];
  material?: (typeof MATERIALS)[number];
  roof?: RoofType;
  dimensions?: { width: number; depth: number; height: number };
  /** Simple products of the generated range carry size and colour in their name, as variants would. */
  variantName?: boolean;
  flags?: {
    isNew?: boolean;
    isSale?: boolean;
    dealerProduct?: boolean;
    inquiryProduct?: boolean;
    configuratorOnly?: boolean;
  };
  outOfStock?: boolean;
}

const SHED_MODELS = ['Avantgarde', 'Europa', 'Highline', 'CasaNova', 'Panorama', 'Nordic'];
const [anthracite, silver, darkGreen, quartzGrey, cream, darkGrey] = COLOURS;
const [sizeS, sizeM, sizeL, sizeXL] = SIZES;
const [pentRoof, gableRoof, flatRoof, archedRoof] = ROOF_TYPES;

/** Measures of the small parts that have a picture model; the others keep their illustration. */
const SMALL_PART_DIMENSIONS: Partial<Record<ProductKind, (index: number) => ProductPlan['dimensions']>> = {
  rainBarrel: (index) => ({
    width: 50 + (index % 3) * 10,
    depth: 50 + (index % 3) * 10,
    height: 90 + (index % 3) * 15,
  }),
  ramp: () => ({ width: 100, depth: 60, height: 12 }),
  skylight: () => ({ width: 60, depth: 60, height: 8 }),
  toolHolder: (index) => ({ width: 60 + (index % 3) * 20, depth: 10, height: 12 }),
  wallHooks: (index) => ({ width: 24 + (index % 2) * 12, depth: 10, height: 8 }),
  lighting: (index) => ({ width: 18 + (index % 2) * 6, depth: 9, height: 24 + (index % 2) * 6 }),
  lock: (index) => ({ width: 6 + (index % 2) * 2, depth: 3, height: 11 + (index % 2) * 2 }),
  gutter: (index) => ({ width: 200 + (index % 2) * 100, depth: 12, height: 9 }),
};

/** The grouped shelf set's picture: its three shelves side by side. */
const SHELF_SET_DIMENSIONS = { width: 300, depth: 40, height: 170 };

/** The bundle's picture: its shed, the Avantgarde in its first size. */
const SET_DIMENSIONS = { width: 180, depth: 130, height: 195 };

/** How much each size step up from a product's smallest size adds, in cm (S, M, L, XL are real sizes). */
const SIZE_STEP: Partial<Record<ProductKind, { width: number; depth: number; height: number }>> = {
  shed: { width: 40, depth: 30, height: 5 },
  box: { width: 30, depth: 10, height: 10 },
  bikeShed: { width: 60, depth: 0, height: 0 },
  raisedBed: { width: 50, depth: 0, height: 10 },
};

/** The measures of a product in one of its sizes: the plan's are those of its first (smallest) size. */
function sizedDimensions(plan: ProductPlan, size: Size | undefined): ProductPlan['dimensions'] {
  if (!plan.dimensions) return undefined;
  const steps = size
    ? Math.max(
        0,
        (plan.sizes ?? []).findIndex((candidate) => candidate.id === size.id),
      )
    : 0;
  const step = SIZE_STEP[plan.kind] ?? { width: 20, depth: 10, height: 0 };
  return {
    width: plan.dimensions.width + steps * step.width,
    depth: plan.dimensions.depth + steps * step.depth,
    height: plan.dimensions.height + steps * step.height,
  };
}

const FAMILY_OF_KIND: Partial<Record<ProductKind, ProductFamily>> = {
  shed: 'shed',
  set: 'shed',
  box: 'storage-box',
  bikeShed: 'bike-shed',
  raisedBed: 'raised-bed',
  floorPlate: 'floor-plate',
  anchoring: 'anchoring-set',
  shelf: 'shelf',
  shelfSet: 'shelf-set',
  rainBarrel: 'rain-barrel',
  ramp: 'ramp',
  skylight: 'skylight',
  toolHolder: 'tool-holder',
  wallHooks: 'wall-hooks',
  lighting: 'lighting',
  lock: 'lock',
  gutter: 'gutter',
};

/**
 * The picture model of a product in one colour and size (ADR 0013): its family, measures, colour, roof, and
 * a double door from 240 cm wide; undefined for kinds drawn as illustrations (services, small parts).
 */
function pictureModelOf(
  plan: ProductPlan,
  colour: Colour | undefined,
  size: Size | undefined,
): ProductModel | undefined {
  const family = FAMILY_OF_KIND[plan.kind];
  const dimensions = sizedDimensions(plan, size);
  if (!family || !dimensions) return undefined;
  const roof = plan.roof?.key;
  return {
    family,
    ...dimensions,
    colour: (colour ?? COLOURS[1]).swatch,
    ...(family === 'shed' || family === 'bike-shed'
      ? { roof: roof ?? (family === 'shed' ? 'pent' : 'arched') }
      : {}),
    ...(family === 'shed' ? { door: dimensions.width >= 240 ? 'double' : 'single' } : {}),
  };
}

/** The hand-made range: every product kind of the shop, with its configurables, bundle and grouped product. */
function handMadeRange(): ProductPlan[] {
  const steel = MATERIALS[0];
  const aluminium = MATERIALS[1];
  const plans: ProductPlan[] = [];
  const shedRoofs = [pentRoof, gableRoof, flatRoof, gableRoof, archedRoof, pentRoof];
  SHED_MODELS.forEach((model, index) => {
    plans.push({
      kind: 'shed',
      model,
      typeId: 'configurable',
      categories: [CATEGORY_IDS.sheds],
      netEurMinor: 79_900 + index * 22_000,
      colours: [anthracite, silver, index % 2 ? darkGreen : quartzGrey],
      sizes: index === 2 ? [sizeS, sizeM, sizeL, sizeXL] : [sizeS, sizeM, sizeL],
      material: steel,
      roof: shedRoofs[index],
      dimensions: { width: 180 + index * 20, depth: 130 + index * 15, height: 195 + index * 5 },
      flags: { isNew: index < 3, isSale: index === 3 },
    });
  });
  ['StoreMax', 'Trolley', 'Compact', 'Forte'].forEach((model, index) => {
    plans.push({
      kind: 'box',
      model,
      typeId: 'configurable',
      categories: [CATEGORY_IDS.boxes],
      netEurMinor: 24_900 + index * 9_000,
      colours: index === 3 ? [anthracite, silver, darkGrey] : [anthracite, silver],
      sizes: [sizeM, sizeL],
      material: steel,
      dimensions: { width: 100 + index * 30, depth: 60, height: 70 + index * 10 },
      flags: { isNew: index <= 1 },
    });
  });
  ['Urban', 'Vario', 'Alto', 'Linea', 'Terra', 'Garden'].forEach((model, index) => {
    plans.push({
      kind: 'box',
      model,
      typeId: 'simple',
      categories: [CATEGORY_IDS.boxes],
      netEurMinor: 8_900 + index * 4_000,
      colours: [index % 2 ? silver : quartzGrey],
      material: index % 2 ? aluminium : steel,
      dimensions: { width: 80 + index * 10, depth: 50, height: 60 },
      flags: { isSale: index === 1 },
      outOfStock: index === 4,
    });
  });
  ['Avantgarde', 'Europa'].forEach((model, index) => {
    plans.push({
      kind: 'bikeShed',
      model,
      typeId: 'configurable',
      categories: [CATEGORY_IDS.bikeSheds],
      netEurMinor: 119_900 + index * 30_000,
      colours: [anthracite, silver],
      sizes: [sizeM],
      material: steel,
      roof: archedRoof,
      dimensions: { width: 200, depth: 160 + index * 40, height: 160 },
      flags: { isSale: index === 1 },
    });
  });
  ['Compact', 'Urban', 'Trend'].forEach((model, index) => {
    plans.push({
      kind: 'bikeShed',
      model,
      typeId: 'simple',
      categories: [CATEGORY_IDS.bikeSheds],
      netEurMinor: 69_900 + index * 15_000,
      colours: [index === 2 ? darkGrey : anthracite],
      material: steel,
      roof: index === 1 ? flatRoof : pentRoof,
      dimensions: { width: 110 + index * 45, depth: 190, height: 140 + index * 10 },
    });
  });
  ['Terra', 'Garden', 'Urban', 'Vario', 'Alto'].forEach((model, index) => {
    plans.push({
      kind: 'raisedBed',
      model,
      typeId: 'simple',
      categories: [CATEGORY_IDS.raisedBeds],
      netEurMinor: 4_900 + index * 6_000,
      colours: [index % 2 ? cream : quartzGrey],
      material: steel,
      dimensions: { width: 100 + index * 40, depth: 80, height: 45 + index * 10 },
      flags: { isNew: index >= 3, isSale: index === 0 },
      outOfStock: index === 2,
    });
  });
  plans.push({
    kind: 'raisedBed',
    model: 'Highline',
    typeId: 'configurable',
    categories: [CATEGORY_IDS.raisedBeds],
    netEurMinor: 19_900,
    colours: [quartzGrey],
    sizes: [sizeS, sizeM, sizeL],
    material: steel,
    dimensions: { width: 120, depth: 60, height: 70 },
  });
  SIZES.forEach((size, index) => {
    plans.push({
      kind: 'floorPlate',
      model: `Avantgarde ${size.label}`,
      typeId: 'simple',
      categories: [CATEGORY_IDS.accessories, CATEGORY_IDS.floorPlates],
      netEurMinor: 14_900 + index * 5_000,
      colours: [silver],
      material: steel,
      // The footprint of the Avantgarde shed in that size (see sizedDimensions).
      dimensions: { width: 180 + index * 40, depth: 130 + index * 30, height: 6 },
    });
  });
  ['Europa', 'Highline'].forEach((model, index) => {
    plans.push({
      kind: 'floorPlate',
      model,
      typeId: 'simple',
      categories: [CATEGORY_IDS.accessories, CATEGORY_IDS.floorPlates],
      netEurMinor: 17_900 + index * 4_000,
      colours: [silver],
      material: steel,
      dimensions: { width: 200 + index * 20, depth: 145 + index * 15, height: 6 },
    });
  });
  ['Avantgarde', 'Europa', 'Highline', 'StoreMax', 'Compact'].forEach((model, index) => {
    plans.push({
      kind: 'shelf',
      model,
      typeId: 'simple',
      categories: [CATEGORY_IDS.accessories, CATEGORY_IDS.shelves],
      netEurMinor: 3_900 + index * 2_000,
      colours: [silver],
      material: aluminium,
      dimensions: { width: 80 + index * 20, depth: 30 + (index % 2) * 10, height: 150 + index * 10 },
    });
  });
  ['Basic', 'Plus', 'Storm', 'Bike'].forEach((model, index) => {
    plans.push({
      kind: 'anchoring',
      model,
      typeId: 'simple',
      categories: [CATEGORY_IDS.accessories, CATEGORY_IDS.anchoring],
      netEurMinor: 2_900 + index * 1_500,
      material: steel,
      dimensions: { width: 60 + index * 20, depth: 12, height: 40 + index * 15 },
      outOfStock: index === 3,
    });
  });
  const smallParts: ProductKind[] = [
    'toolHolder',
    'toolHolder',
    'rainBarrel',
    'rainBarrel',
    'wallHooks',
    'skylight',
    'ramp',
    'lighting',
    'lock',
    'gutter',
    'toolHolder',
    'rainBarrel',
    'wallHooks',
    'lighting',
    'lock',
    'gutter',
  ];
  smallParts.forEach((kind, index) => {
    plans.push({
      kind,
      model: MODEL_NAMES[(index * 5) % MODEL_NAMES.length] ?? 'Garden',
      typeId: 'simple',
      categories: [CATEGORY_IDS.accessories],
      netEurMinor: 1_900 + index * 2_300,
      colours: [index % 3 ? silver : anthracite],
      material: index % 2 ? aluminium : steel,
      ...(SMALL_PART_DIMENSIONS[kind] && { dimensions: SMALL_PART_DIMENSIONS[kind](index) }),
      flags: { isNew: index === 1 || index === 5 },
    });
  });
  // Made to order: dealers take the inquiry, the shop shows a call to action instead of a price button.
  plans.push({
    kind: 'shed',
    model: 'Eleganza XXL',
    typeId: 'simple',
    categories: [CATEGORY_IDS.sheds],
    netEurMinor: 459_900,
    colours: [anthracite],
    material: steel,
    roof: gableRoof,
    dimensions: { width: 380, depth: 300, height: 240 },
    flags: { inquiryProduct: true, dealerProduct: true },
  });
  plans.push({
    kind: 'shed',
    model: 'Panorama Pro',
    typeId: 'simple',
    categories: [CATEGORY_IDS.sheds],
    netEurMinor: 389_900,
    colours: [quartzGrey],
    material: steel,
    roof: flatRoof,
    dimensions: { width: 320, depth: 250, height: 215 },
    flags: { dealerProduct: true },
  });
  plans.push({
    kind: 'shed',
    model: 'Configurator',
    typeId: 'simple',
    categories: [CATEGORY_IDS.sheds],
    netEurMinor: 299_900,
    colours: [anthracite],
    material: steel,
    roof: pentRoof,
    dimensions: { width: 240, depth: 180, height: 205 },
    flags: { configuratorOnly: true },
  });
  // Bundle and grouped prices are set from their parts in linkBundleAndGroup.
  plans.push({
    kind: 'set',
    model: 'Avantgarde',
    typeId: 'bundle',
    categories: [CATEGORY_IDS.sheds],
    netEurMinor: 0,
    colours: [anthracite],
    // Drawn as the set's shed (the first Avantgarde size); the plan gives it no measures of its own.
    roof: pentRoof,
  });
  plans.push({
    kind: 'shelfSet',
    model: 'Europa',
    typeId: 'grouped',
    categories: [CATEGORY_IDS.accessories, CATEGORY_IDS.shelves],
    netEurMinor: 0,
  });
  plans.push({
    kind: 'service',
    model: 'Avantgarde',
    typeId: 'virtual',
    categories: [CATEGORY_IDS.accessories],
    netEurMinor: 24_900,
  });
  // Not free: the cart refuses products whose price is 0 unless zero prices are allowed (spec 5).
  plans.push({
    kind: 'manual',
    model: 'Avantgarde',
    typeId: 'downloadable',
    categories: [CATEGORY_IDS.accessories],
    netEurMinor: 832,
  });
  return plans;
}

interface GeneratedKind {
  kind: ProductKind;
  categories: number[];
  net: [number, number];
  /** Whether some products of this kind come as configurables (colour x size). */
  hasVariants: boolean;
  dimensions?: { width: [number, number]; depth: [number, number]; height: [number, number] };
}

const GENERATED_KINDS: GeneratedKind[] = [
  {
    kind: 'shed',
    categories: [CATEGORY_IDS.sheds],
    net: [59_900, 299_900],
    hasVariants: true,
    dimensions: { width: [160, 400], depth: [100, 300], height: [180, 240] },
  },
  {
    kind: 'box',
    categories: [CATEGORY_IDS.boxes],
    net: [5_900, 49_900],
    hasVariants: true,
    dimensions: { width: [60, 200], depth: [40, 100], height: [50, 140] },
  },
  {
    kind: 'bikeShed',
    categories: [CATEGORY_IDS.bikeSheds],
    net: [49_900, 199_900],
    hasVariants: true,
    dimensions: { width: [100, 300], depth: [150, 250], height: [130, 200] },
  },
  {
    kind: 'raisedBed',
    categories: [CATEGORY_IDS.raisedBeds],
    net: [3_900, 39_900],
    hasVariants: true,
    dimensions: { width: [80, 300], depth: [50, 120], height: [30, 90] },
  },
  {
    kind: 'shelf',
    categories: [CATEGORY_IDS.accessories, CATEGORY_IDS.shelves],
    net: [1_900, 12_900],
    hasVariants: false,
  },
  {
    kind: 'floorPlate',
    categories: [CATEGORY_IDS.accessories, CATEGORY_IDS.floorPlates],
    net: [9_900, 39_900],
    hasVariants: false,
  },
  {
    kind: 'anchoring',
    categories: [CATEGORY_IDS.accessories, CATEGORY_IDS.anchoring],
    net: [1_900, 9_900],
    hasVariants: false,
  },
  { kind: 'toolHolder', categories: [CATEGORY_IDS.accessories], net: [900, 4_900], hasVariants: false },
  { kind: 'rainBarrel', categories: [CATEGORY_IDS.accessories], net: [2_900, 19_900], hasVariants: false },
];

/** Extra products for large catalogues (benchmarks): model x series x size x colour, a fifth of the big items configurable. */
function generatedRange(count: number, random: Random): ProductPlan[] {
  const plans: ProductPlan[] = [];
  for (let index = 0; index < count; index++) {
    const spec = random.pick(GENERATED_KINDS);
    const configurable = spec.hasVariants && random.next() < 0.2;
    const dimensions = spec.dimensions;
    const outOfStock = random.next() < 0.04;
    const isSale = random.next() < 0.04;
    const plan: ProductPlan = {
      kind: spec.kind,
      model: `${random.pick(MODEL_NAMES)} ${random.pick(SERIES_NAMES)}`,
      typeId: configurable ? 'configurable' : 'simple',
      categories: isSale ? [...spec.categories, CATEGORY_IDS.sale] : spec.categories,
      netEurMinor: random.int(spec.net[0] / 100, spec.net[1] / 100) * 100,
      colours: configurable ? random.sample(COLOURS, random.int(2, 3)) : [random.pick(COLOURS)],
      material: random.pick(MATERIALS),
      variantName: !configurable,
      flags: { isNew: random.next() < 0.05, isSale },
      outOfStock: !configurable && outOfStock,
    };
    if (configurable) plan.sizes = random.sample(SIZES, random.int(1, 2));
    else if (spec.hasVariants) plan.sizes = [random.pick(SIZES)];
    if (spec.kind === 'shed' || spec.kind === 'bikeShed') plan.roof = random.pick(ROOF_TYPES);
    if (dimensions) {
      plan.dimensions = {
        width: random.int(...dimensions.width),
        depth: random.int(...dimensions.depth),
        height: random.int(...dimensions.height),
      };
    }
    plans.push(plan);
  }
  return plans;
}

export interface DemoCatalogueOptions {
  /** Seeds the PRNG: the same seed gives the same catalogue. Default 1. */
  seed?: number;
  /** Sellable (individually visible) products in total; the hand-made range of 65 is always included. */
  products?: number;
  /** The company the legal pages name (the API's company record); the demo company by default. */
  company?: Company;
}

/**
 * The demo shop: catalogue, prices for all 24 store views, stock, tax, CMS, blog and jobs, as rows to insert.
 * Pure and deterministic. About 0.2 s per 1,000 products; 20,000 products make about 1.5 million rows.
 */
export function generateDemoCatalogue(options: DemoCatalogueOptions = {}): DemoCatalogue {
  const random = createRandom(options.seed ?? 1);
  const out = emptyCatalogue();
  addTax(out);
  addAttributes(out);
  addCategories(out);
  const handMade = handMadeRange();
  const plans = [
    ...handMade,
    ...generatedRange(Math.max(0, (options.products ?? 0) - handMade.length), random),
  ];
  addProducts(out, plans, random);
  addContent(out, random, options.company ?? DEMO_COMPANY);
  addCoupons(out);
  addShippingAndPayment(out);
  return out;
}

/** Gross prices per currency, in whole units: standard and express delivery, and the cash-on-delivery fee. */
const DELIVERY_PRICES: Record<string, { standard: number; express: number; cashFee: number }> = {
  EUR: { standard: 49, express: 89, cashFee: 6 },
  CHF: { standard: 59, express: 99, cashFee: 8 },
  GBP: { standard: 45, express: 79, cashFee: 6 },
  PLN: { standard: 199, express: 349, cashFee: 25 },
  SEK: { standard: 549, express: 949, cashFee: 60 },
  USD: { standard: 59, express: 99, cashFee: 8 },
};

const STANDARD_DELIVERY: Record<Language, string> = {
  de: 'Standardversand (Spedition)',
  en: 'Standard delivery (freight carrier)',
  es: 'Envío estándar (agencia de transporte)',
  fr: 'Livraison standard (transporteur)',
  hu: 'Normál szállítás (szállítmányozó)',
  it: 'Spedizione standard (corriere)',
  nl: 'Standaardlevering (expediteur)',
  pl: 'Dostawa standardowa (spedycja)',
};
const EXPRESS_DELIVERY: Record<Language, string> = {
  de: 'Expressversand',
  en: 'Express delivery',
  es: 'Envío exprés',
  fr: 'Livraison express',
  hu: 'Expressz szállítás',
  it: 'Spedizione espressa',
  nl: 'Expreslevering',
  pl: 'Dostawa ekspresowa',
};
const PREPAYMENT: Record<Language, string> = {
  de: 'Vorkasse (Überweisung)',
  en: 'Prepayment (bank transfer)',
  es: 'Pago por adelantado (transferencia bancaria)',
  fr: 'Paiement anticipé (virement bancaire)',
  hu: 'Előre utalás (banki átutalás)',
  it: 'Pagamento anticipato (bonifico bancario)',
  nl: 'Vooruitbetaling (bankoverschrijving)',
  pl: 'Przedpłata (przelew bankowy)',
};
const CASH_ON_DELIVERY: Record<Language, string> = {
  de: 'Nachnahme',
  en: 'Cash on delivery',
  es: 'Contra reembolso',
  fr: 'Paiement à la livraison',
  hu: 'Utánvét',
  it: 'Contrassegno',
  nl: 'Rembours',
  pl: 'Płatność przy odbiorze',
};
const PURCHASE_ON_ACCOUNT: Record<Language, string> = {
  de: 'Kauf auf Rechnung',
  en: 'Purchase on account',
  es: 'Compra contra factura',
  fr: 'Paiement sur facture',
  hu: 'Vásárlás számlára',
  it: 'Acquisto su fattura',
  nl: 'Aankoop op rekening',
  pl: 'Zakup na fakturę',
};

const CARD: Record<Language, string> = {
  de: 'Kreditkarte',
  en: 'Credit card',
  es: 'Tarjeta de crédito',
  fr: 'Carte bancaire',
  hu: 'Bankkártya',
  it: 'Carta di credito',
  nl: 'Creditcard',
  pl: 'Karta płatnicza',
};
const PAYPAL: Record<Language, string> = {
  de: 'PayPal',
  en: 'PayPal',
  es: 'PayPal',
  fr: 'PayPal',
  hu: 'PayPal',
  it: 'PayPal',
  nl: 'PayPal',
  pl: 'PayPal',
};
const DIRECT_DEBIT: Record<Language, string> = {
  de: 'SEPA-Lastschrift',
  en: 'SEPA direct debit',
  es: 'Adeudo directo SEPA',
  fr: 'Prélèvement SEPA',
  hu: 'SEPA csoportos beszedés',
  it: 'Addebito diretto SEPA',
  nl: 'SEPA-incasso',
  pl: 'Polecenie zapłaty SEPA',
};
const INSTANT_BANK: Record<Language, string> = {
  de: 'Online-Überweisung',
  en: 'Instant bank transfer',
  es: 'Transferencia bancaria inmediata',
  fr: 'Virement bancaire instantané',
  hu: 'Azonnali banki átutalás',
  it: 'Bonifico bancario istantaneo',
  nl: 'Directe bankoverschrijving',
  pl: 'Natychmiastowy przelew bankowy',
};
const PAY_LATER_INVOICE: Record<Language, string> = {
  de: 'Rechnung (später bezahlen)',
  en: 'Invoice (pay later)',
  es: 'Factura (pagar más tarde)',
  fr: 'Facture (payer plus tard)',
  hu: 'Számla (fizetés később)',
  it: 'Fattura (paga dopo)',
  nl: 'Achteraf betalen (factuur)',
  pl: 'Faktura (zapłać później)',
};
const INSTALLMENT: Record<Language, string> = {
  de: 'Ratenkauf',
  en: 'Installment plan',
  es: 'Pago a plazos',
  fr: 'Paiement en plusieurs fois',
  hu: 'Részletfizetés',
  it: 'Pagamento rateale',
  nl: 'Gespreide betaling',
  pl: 'Raty',
};
const brand = (name: string): Record<Language, string> => ({
  de: name,
  en: name,
  es: name,
  fr: name,
  hu: name,
  it: name,
  nl: name,
  pl: name,
});

/** The store countries whose shoppers Amazon Pay's European checkout serves (not PLN: no Amazon currency). */
const AMAZON_PAY_COUNTRIES: ReadonlySet<string> = new Set([
  'DE',
  'AT',
  'FR',
  'IT',
  'ES',
  'GB',
  'NL',
  'BE',
  'LU',
  'IE',
]);

/**
 * The payment providers' methods of a country (payments spec 1 and 4), where each is used: cards and PayPal
 * everywhere; SEPA direct debit in the euro area; iDEAL in the Netherlands and Bancontact in Belgium; the
 * pay-later invoice where Unzer offers it (Germany, Austria, Switzerland, the Netherlands), installments
 * and instant bank transfer in Germany and Austria; Amazon Pay where its European checkout serves buyers. They are offered only when their provider is
 * configured (PaymentTerms.providerFlows).
 */
function providerMethodsOf(country: string, currency: string) {
  const methods: { code: string; titles: Record<Language, string>; position: number }[] = [
    { code: 'unzer_creditcard', titles: CARD, position: 2 },
    { code: 'unzer_paypal', titles: PAYPAL, position: 3 },
  ];
  if (country === 'NL') methods.push({ code: 'unzer_ide', titles: brand('iDEAL'), position: 1 });
  if (country === 'BE') methods.push({ code: 'bancontact', titles: brand('Bancontact'), position: 1 });
  if (['DE', 'AT', 'CH', 'NL'].includes(country))
    methods.push({ code: 'unzer_paylater_invoice', titles: PAY_LATER_INVOICE, position: 4 });
  if (['DE', 'AT'].includes(country)) {
    methods.push(
      { code: 'unzer_installment', titles: INSTALLMENT, position: 5 },
      { code: 'unzer_su', titles: INSTANT_BANK, position: 7 },
    );
  }
  if (currency === 'EUR') methods.push({ code: 'unzer_dd', titles: DIRECT_DEBIT, position: 6 });
  if (AMAZON_PAY_COUNTRIES.has(country) && isAmazonPayCurrency(currency))
    methods.push({ code: 'amazon_pay', titles: brand('Amazon Pay'), position: 8 });
  return methods;
}

/**
 * Every selling store view ships to its own country (the 'ot' stores, for countries without a store of
 * their own, to any country) by freight carrier or express, and takes prepayment, cash on delivery and,
 * from business customers only, purchase on account; and the providers' methods of its country.
 */
function addShippingAndPayment(out: DemoCatalogue): void {
  for (const storeView of STORE_VIEWS) {
    if (storeView.catalogMode) continue;
    const unit = 10 ** storeView.i18n.fractionDigits;
    const prices = DELIVERY_PRICES[storeView.i18n.currencyCode] ?? { standard: 49, express: 89, cashFee: 6 };
    const storeCode = storeView.storeCode;
    const countryId = storeView.i18n.country === 'OT' ? '*' : storeView.i18n.country;
    out.shippingRates.push(
      {
        storeCode,
        countryId,
        carrierCode: 'flatrate',
        methodCode: 'flatrate',
        priceMinor: prices.standard * unit,
        titles: STANDARD_DELIVERY,
        position: 10,
      },
      {
        storeCode,
        countryId,
        carrierCode: 'express',
        methodCode: 'express',
        priceMinor: prices.express * unit,
        titles: EXPRESS_DELIVERY,
        position: 20,
      },
    );
    out.paymentMethods.push(
      { storeCode, code: 'banktransfer', titles: PREPAYMENT, position: 10, offline: true, isDefault: true },
      {
        storeCode,
        code: 'cashondelivery',
        titles: CASH_ON_DELIVERY,
        position: 20,
        offline: true,
        feeMinor: prices.cashFee * unit,
      },
      { storeCode, code: 'purchaseonaccount', titles: PURCHASE_ON_ACCOUNT, position: 30, offline: true },
      ...providerMethodsOf(storeView.i18n.country, storeView.i18n.currencyCode).map((method) => ({
        storeCode,
        ...method,
        offline: false,
      })),
    );
  }
}

/** WILLKOMMEN's fixed discount per currency, in whole units: about 20 euros everywhere. */
const WELCOME_DISCOUNT: Record<string, number> = { EUR: 20, CHF: 20, GBP: 20, PLN: 80, SEK: 200, USD: 20 };

/**
 * The demo coupons of every selling store view: 10 % off (GARTEN10), a fixed amount off in the store's
 * currency (WILLKOMMEN), one that has expired (SOMMER2025) and one used up (EINMAL, one order, used once).
 */
function addCoupons(out: DemoCatalogue): void {
  for (const storeView of STORE_VIEWS) {
    if (storeView.catalogMode) continue;
    const minorUnits = 10 ** storeView.i18n.fractionDigits;
    const welcome = (WELCOME_DISCOUNT[storeView.i18n.currencyCode] ?? 20) * minorUnits;
    const storeCode = storeView.storeCode;
    out.coupons.push(
      { code: 'GARTEN10', storeCode, discountType: 'percent', value: 1000 },
      { code: 'WILLKOMMEN', storeCode, discountType: 'fixed', value: welcome },
      { code: 'SOMMER2025', storeCode, discountType: 'percent', value: 1500, toDate: '2025-08-31' },
      { code: 'EINMAL', storeCode, discountType: 'percent', value: 5000, usageLimit: 1, timesUsed: 1 },
    );
  }
}

function emptyCatalogue(): DemoCatalogue {
  return {
    taxClasses: [],
    customerGroups: [],
    taxRates: [],
    taxRules: [],
    taxRuleRates: [],
    attributes: [],
    attributeLabels: [],
    attributeOptions: [],
    attributeOptionLabels: [],
    categories: [],
    categoryTranslations: [],
    products: [],
    productTranslations: [],
    productCategories: [],
    configurableChildren: [],
    configurableOptions: [],
    productLinks: [],
    bundleOptions: [],
    bundleSelections: [],
    productMedia: [],
    productPrices: [],
    tierPrices: [],
    stockItems: [],
    urlRewrites: [],
    cmsPages: [],
    cmsBlocks: [],
    cmsHierarchy: [],
    blogCategories: [],
    blogTags: [],
    blogPosts: [],
    blogPostCategories: [],
    blogPostTags: [],
    jobOffers: [],
    coupons: [],
    shippingRates: [],
    paymentMethods: [],
  };
}

function addTax(out: DemoCatalogue): void {
  out.taxClasses.push(
    { id: TAXABLE_GOODS_CLASS_ID, name: 'Taxable Goods', classType: 'product' },
    { id: RETAIL_CUSTOMER_CLASS_ID, name: 'Retail Customer', classType: 'customer' },
    { id: BUSINESS_CUSTOMER_CLASS_ID, name: 'Business Customer', classType: 'customer' },
  );
  out.customerGroups.push(
    { id: 0, code: 'NOT LOGGED IN', taxClassId: RETAIL_CUSTOMER_CLASS_ID },
    { id: 1, code: 'General', taxClassId: RETAIL_CUSTOMER_CLASS_ID },
    { id: WHOLESALE_GROUP_ID, code: 'Wholesale', taxClassId: BUSINESS_CUSTOMER_CLASS_ID },
    { id: 3, code: 'Retailer', taxClassId: BUSINESS_CUSTOMER_CLASS_ID },
  );
  out.taxRules.push({
    id: 1,
    code: 'VAT on goods',
    priority: 0,
    productTaxClassIds: [TAXABLE_GOODS_CLASS_ID],
    customerTaxClassIds: [RETAIL_CUSTOMER_CLASS_ID, BUSINESS_CUSTOMER_CLASS_ID],
  });
  Object.entries(VAT_RATES_BP).forEach(([country, rateBp], index) => {
    out.taxRates.push({ id: index + 1, code: `${country}-VAT`, country, rateBp });
    out.taxRuleRates.push({ ruleId: 1, rateId: index + 1 });
  });
}

function addTranslated<T>(
  target: T[],
  text: Translated,
  row: (language: Language, value: string) => T,
): void {
  for (const language of LANGUAGES) target.push(row(language, text[language]));
}

function addAttributes(out: DemoCatalogue): void {
  const definitions: { code: keyof typeof ATTRIBUTE_IDS; input: string; filterable: boolean }[] = [
    { code: 'color', input: 'select', filterable: true },
    { code: 'size', input: 'select', filterable: true },
    { code: 'material', input: 'select', filterable: true },
    { code: 'width_cm', input: 'text', filterable: false },
    { code: 'depth_cm', input: 'text', filterable: false },
    { code: 'height_cm', input: 'text', filterable: false },
    { code: 'volume_l', input: 'text', filterable: false },
    { code: 'roof_type', input: 'select', filterable: true },
  ];
  definitions.forEach((definition, position) => {
    const id = ATTRIBUTE_IDS[definition.code];
    out.attributes.push({
      id,
      code: definition.code,
      frontendInput: definition.input,
      isFilterable: definition.filterable,
      isComparable: true,
      isUserDefined: true,
      isVisible: true,
      position,
    });
    addTranslated(out.attributeLabels, ATTRIBUTE_LABELS[definition.code], (language, label) => ({
      attributeId: id,
      language,
      label,
    }));
  });
  const selectOptions: { attributeId: number; options: readonly { id: number; label: Translated }[] }[] = [
    { attributeId: ATTRIBUTE_IDS.color, options: COLOURS },
    { attributeId: ATTRIBUTE_IDS.material, options: MATERIALS },
    { attributeId: ATTRIBUTE_IDS.roof_type, options: ROOF_TYPES },
  ];
  for (const { attributeId, options } of selectOptions) {
    options.forEach((option, position) => {
      out.attributeOptions.push({
        id: option.id,
        attributeId,
        position,
        swatch: 'swatch' in option ? (option.swatch as string) : null,
      });
      addTranslated(out.attributeOptionLabels, option.label, (language, label) => ({
        optionId: option.id,
        language,
        label,
      }));
    });
  }
  SIZES.forEach((size, position) => {
    out.attributeOptions.push({ id: size.id, attributeId: ATTRIBUTE_IDS.size, position, swatch: null });
    for (const language of LANGUAGES)
      out.attributeOptionLabels.push({ optionId: size.id, language, label: size.label });
  });
}

const CATEGORY_TREE: { id: number; parentId: number; key: keyof typeof CATEGORY_NAMES; position: number }[] =
  [
    { id: CATEGORY_IDS.sheds, parentId: SHOP_ROOT_ID, key: 'sheds', position: 1 },
    { id: CATEGORY_IDS.boxes, parentId: SHOP_ROOT_ID, key: 'boxes', position: 2 },
    { id: CATEGORY_IDS.bikeSheds, parentId: SHOP_ROOT_ID, key: 'bikeSheds', position: 3 },
    { id: CATEGORY_IDS.raisedBeds, parentId: SHOP_ROOT_ID, key: 'raisedBeds', position: 4 },
    { id: CATEGORY_IDS.accessories, parentId: SHOP_ROOT_ID, key: 'accessories', position: 5 },
    { id: CATEGORY_IDS.sale, parentId: SHOP_ROOT_ID, key: 'sale', position: 6 },
    { id: CATEGORY_IDS.floorPlates, parentId: CATEGORY_IDS.accessories, key: 'floorPlates', position: 1 },
    { id: CATEGORY_IDS.shelves, parentId: CATEGORY_IDS.accessories, key: 'shelves', position: 2 },
    { id: CATEGORY_IDS.anchoring, parentId: CATEGORY_IDS.accessories, key: 'anchoring', position: 3 },
  ];

function addCategories(out: DemoCatalogue): void {
  const createdAt = dayAfterStart(0);
  out.categories.push(
    {
      id: ROOT_CATALOG_ID,
      parentId: null,
      path: '1',
      level: 0,
      position: 0,
      includeInMenu: false,
      createdAt,
      updatedAt: createdAt,
    },
    {
      id: SHOP_ROOT_ID,
      parentId: ROOT_CATALOG_ID,
      path: '1/2',
      level: 1,
      position: 0,
      includeInMenu: false,
      createdAt,
      updatedAt: createdAt,
    },
  );
  const placed = new Map<number, { path: string; level: number; urlPath: Partial<Record<Language, string>> }>(
    [[SHOP_ROOT_ID, { path: '1/2', level: 1, urlPath: {} }]],
  );
  CATEGORY_TREE.forEach((node, index) => {
    const parent = placed.get(node.parentId);
    if (!parent) throw new Error(`Category ${node.id} comes before its parent`);
    const path = `${parent.path}/${node.id}`;
    const urlPath: Partial<Record<Language, string>> = {};
    out.categories.push({
      id: node.id,
      parentId: node.parentId,
      path,
      level: parent.level + 1,
      position: node.position,
      isAccessoriesCategory: node.parentId === CATEGORY_IDS.accessories,
      bannerImage: `catalog/category/${node.key}.svg`,
      createdAt,
      updatedAt: dayAfterStart(30 + index * 11),
    });
    addTranslated(out.categoryTranslations, CATEGORY_NAMES[node.key], (language, name) => {
      const urlKey = slugify(name);
      const parentPath = parent.urlPath[language];
      urlPath[language] = parentPath ? `${parentPath}/${urlKey}` : urlKey;
      return {
        categoryId: node.id,
        language,
        name,
        urlKey,
        urlPath: urlPath[language] ?? urlKey,
        metaTitle: `${name} | Hortus`,
        metaDescription: `${name} – ${SHORT_DESCRIPTION[language]}`,
        contentBefore: `<p>${escapeHtml(CMS_INTRO[language])}</p>`,
        contentAfter: `<p>${escapeHtml(CATEGORY_OUTRO[language])}</p>${serviceList(language, false)}`,
      };
    });
    placed.set(node.id, { path, level: parent.level + 1, urlPath });
  });
  const byLanguage = groupByLanguage(out.categoryTranslations);
  for (const storeView of STORE_VIEWS) {
    for (const row of byLanguage.get(storeView.i18n.language) ?? []) {
      out.urlRewrites.push({
        storeCode: storeView.storeCode,
        requestPath: row.urlPath,
        entityType: 'category',
        entityId: row.categoryId,
        redirectType: 0,
      });
    }
  }
}

function groupByLanguage<T extends { language: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.language);
    if (group) group.push(row);
    else groups.set(row.language, [row]);
  }
  return groups;
}

/**
 * The service promises as a list. Texts per language (products, categories, blog) are shared by store views
 * that sell and catalog-mode ones, which deliver nothing: those texts promise the warranty alone.
 */
/**
 * The shop's promises: the warranty everywhere; where it sells, kerbside delivery and, where the law gives
 * 14 days of withdrawal, the returns (the Swiss stores' 30 voluntary days are their terms' business).
 */
function serviceList(language: Language, sells: boolean, storeView?: StoreView): string {
  const withReturns = storeView === undefined || returnsPolicyOf(storeView).statutory;
  const promises = sells ? SERVICE_PROMISES.slice(0, withReturns ? 3 : 2) : SERVICE_PROMISES.slice(0, 1);
  return `<ul>${promises.map((promise) => `<li>${escapeHtml(promise[language])}</li>`).join('')}</ul>`;
}

/** A product's description paragraph and short description: goods, the assembly service and the manual differ. */
function productTexts(
  plan: ProductPlan,
  name: string,
  language: Language,
): { description: string; shortDescription: string } {
  const fill = (template: string) => template.replace('{name}', escapeHtml(name));
  if (plan.kind === 'service') {
    return {
      description: `<p>${fill(SERVICE_DESCRIPTION[language])}</p>`,
      shortDescription: SERVICE_SHORT_DESCRIPTION[language],
    };
  }
  if (plan.kind === 'manual') {
    return {
      description: `<p>${fill(MANUAL_DESCRIPTION[language])}</p>`,
      shortDescription: MANUAL_SHORT_DESCRIPTION[language],
    };
  }
  const material = (plan.material ?? MATERIALS[0]).inText[language];
  const colours = (plan.colours ?? []).map((colour) => labelInSentence(colour.label[language], language));
  const sentences = [fill(DESCRIPTION[language]).replace('{material}', escapeHtml(material))];
  if (colours.length)
    sentences.push(COLOURS_SENTENCE[language].replace('{colours}', escapeHtml(colours.join(', '))));
  return { description: `<p>${sentences.join(' ')}</p>`, shortDescription: SHORT_DESCRIPTION[language] };
}

/** `Noun Model [size] [colour]` in every language, e.g. 'Gerätehaus Avantgarde M Anthrazit'. */
function productNames(plan: ProductPlan, size?: Size, colour?: Colour): Translated {
  const names = {} as Translated;
  for (const language of LANGUAGES) {
    const parts = [PRODUCT_NOUNS[plan.kind][language], plan.model];
    if (size) parts.push(size.label);
    if (colour) parts.push(colour.label[language]);
    names[language] = parts.join(' ');
  }
  return names;
}

const SKU_PREFIX: Record<ProductKind, string> = {
  shed: 'GH',
  box: 'AB',
  bikeShed: 'FG',
  raisedBed: 'HB',
  floorPlate: 'BP',
  shelf: 'RG',
  anchoring: 'VS',
  toolHolder: 'WH',
  rainBarrel: 'RT',
  wallHooks: 'HK',
  skylight: 'DF',
  ramp: 'RA',
  lighting: 'LT',
  lock: 'TS',
  gutter: 'DR',
  service: 'MS',
  manual: 'AA',
  set: 'SET',
  shelfSet: 'RGP',
};

/** 'GH-AVAN-1': kind, model and product id; configurable children add colour and size ('GH-AVAN-1-ANT-S'). */
function skuOf(plan: ProductPlan, id: number): string {
  const model = plan.model
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 4)
    .toUpperCase();
  return `${SKU_PREFIX[plan.kind]}-${model}-${id}`;
}

/** A valid EAN-13 from the demo prefix 40 and the product id. */
function eanOf(id: number): string {
  const body = `40${String(id).padStart(10, '0')}`;
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(body[index]) * (index % 2 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

interface ProductRow {
  id: number;
  sku: string;
  typeId: ProductTypeId;
  visibility: number;
  names: Translated;
  plan: ProductPlan;
  attributeValues: Record<string, number | string>;
  createdAt: Date;
  updatedAt: Date;
}

/** Product ids by kind, in plan order, for the bundle, grouped product, specials and tier prices. */
type IdsByKind = Map<ProductKind, number[]>;

function addProducts(out: DemoCatalogue, plans: ProductPlan[], random: Random): void {
  let nextId = 1;
  let mediaId = 1;
  // Product url keys share the url_rewrites paths with categories and CMS pages: keep clear of those too.
  const usedPaths = new Map<Language, Set<string>>(
    LANGUAGES.map((language) => [
      language,
      new Set([
        ...out.categoryTranslations.filter((row) => row.language === language).map((row) => row.urlPath),
        ...CMS_PAGES.map((page) => page.identifier[language]),
      ]),
    ]),
  );
  const idsByKind: IdsByKind = new Map();
  const netOf = new Map<number, number>();
  const visibleTranslations: Insert<typeof schema.productTranslations>[] = [];

  const addRow = (row: ProductRow, netEurMinor: number) => {
    netOf.set(row.id, netEurMinor);
    const flags = row.plan.flags ?? {};
    const ratingCount = row.visibility === 1 ? 0 : random.int(0, 120);
    out.products.push({
      id: row.id,
      sku: row.sku,
      typeId: row.typeId,
      status: 1,
      visibility: row.visibility,
      taxClassId: TAXABLE_GOODS_CLASS_ID,
      ean: eanOf(row.id),
      isNew: flags.isNew ?? false,
      isSale: flags.isSale ?? false,
      dealerProduct: flags.dealerProduct ?? false,
      inquiryProduct: flags.inquiryProduct ?? false,
      configuratorOnly: flags.configuratorOnly ?? false,
      rating: ratingCount ? random.int(3, 5) : null,
      ratingCount,
      attributeValues: row.attributeValues,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    });
    for (const language of LANGUAGES) {
      const name = row.names[language];
      const used = usedPaths.get(language) as Set<string>;
      let urlKey = slugify(name);
      for (let attempt = 2; used.has(urlKey); attempt++) {
        urlKey =
          attempt === 2 ? `${slugify(name)}-${slugify(row.sku)}` : `${slugify(name)}-${row.id}-${attempt}`;
      }
      used.add(urlKey);
      const texts = productTexts(row.plan, name, language);
      const translation = {
        productId: row.id,
        language,
        name,
        nameWithTrademark: `${name}®`,
        shortDescription: texts.shortDescription,
        description: texts.description + serviceList(language, false),
        urlKey,
        metaTitle: `${name} | Hortus`,
        metaDescription: `${name}. ${texts.shortDescription}`,
      };
      out.productTranslations.push(translation);
      if (row.visibility !== 1) visibleTranslations.push(translation);
    }
    out.stockItems.push({
      productId: row.id,
      qty: row.plan.outOfStock ? 0 : random.int(3, 60),
      isInStock: !row.plan.outOfStock,
      manageStock: true,
      minSaleQty: 1,
      maxSaleQty: 100,
    });
  };

  // Products with a picture model get every view of their own colour and size (ADR 0013); the others
  // keep the illustration of their kind.
  const addMedia = (
    productId: number,
    plan: ProductPlan,
    colour: Colour | undefined,
    size: Size | undefined,
    count: number,
  ) => {
    const model = pictureModelOf(
      plan.kind === 'set'
        ? { ...plan, dimensions: SET_DIMENSIONS }
        : plan.kind === 'shelfSet'
          ? { ...plan, dimensions: SHELF_SET_DIMENSIONS }
          : plan,
      colour,
      size,
    );
    const files = model
      ? VIEWS_OF_FAMILY[model.family].map((view) => picturePath(model, view))
      : Array.from(
          { length: count },
          (_, position) => `catalog/product/${plan.kind}-${colour?.key ?? 'silver'}-${position + 1}.svg`,
        );
    files.forEach((file, position) => {
      out.productMedia.push({ id: mediaId++, productId, file, mediaType: 'image', position, label: null });
    });
  };

  const ownAttributes = (plan: ProductPlan, size?: Size): Record<string, number | string> => {
    const values: Record<string, number | string> = {};
    if (plan.colours?.[0]) values.color = plan.colours[0].id;
    if (plan.material) values.material = plan.material.id;
    if (plan.roof) values.roof_type = plan.roof.id;
    const dimensions = sizedDimensions(plan, size);
    if (dimensions) {
      values.width_cm = dimensions.width;
      values.depth_cm = dimensions.depth;
      values.height_cm = dimensions.height;
      if (plan.kind === 'box' || plan.kind === 'raisedBed') {
        const { width, depth, height } = dimensions;
        values.volume_l = Math.round((width * depth * height) / 1000);
      }
    }
    return values;
  };

  plans.forEach((plan, index) => {
    const id = nextId++;
    const createdAt = creationMoment(random);
    const updatedAt = new Date(createdAt.getTime() + random.int(0, UPDATE_DAYS) * DAY_MS);
    const sku = skuOf(plan, id);
    const ids = idsByKind.get(plan.kind);
    if (ids) ids.push(id);
    else idsByKind.set(plan.kind, [id]);
    const isConfigurable = plan.typeId === 'configurable';
    const size = isConfigurable ? undefined : plan.sizes?.[0];
    const attributeValues = ownAttributes(plan, size);
    if (size) attributeValues.size = size.id;
    addRow(
      {
        id,
        sku,
        typeId: plan.typeId,
        visibility: 4,
        names: plan.variantName ? productNames(plan, size, plan.colours?.[0]) : productNames(plan),
        plan,
        attributeValues,
        createdAt,
        updatedAt,
      },
      plan.netEurMinor,
    );
    const categories = plan.flags?.isSale
      ? [...new Set([...plan.categories, CATEGORY_IDS.sale])]
      : plan.categories;
    for (const categoryId of categories) {
      out.productCategories.push({ productId: id, categoryId, position: index });
    }
    const imageCount = isConfigurable ? (plan.kind === 'shed' ? 3 : 2) : 1;
    addMedia(id, plan, plan.colours?.[0], size ?? plan.sizes?.[0], imageCount);
    if (!isConfigurable) return;

    const sizes = plan.sizes ?? [];
    out.configurableOptions.push({ productId: id, attributeId: ATTRIBUTE_IDS.color, position: 0 });
    if (sizes.length)
      out.configurableOptions.push({ productId: id, attributeId: ATTRIBUTE_IDS.size, position: 1 });
    let childPosition = 0;
    for (const colour of plan.colours ?? []) {
      for (const childSize of sizes.length ? sizes : [undefined]) {
        const childId = nextId++;
        // Bigger sizes cost 18 % more per step up from S.
        const sizeFactor = childSize
          ? SIZES.findIndex((candidate) => candidate.id === childSize.id) * 0.18
          : 0;
        const childPlan: ProductPlan = { ...plan, typeId: 'simple', colours: [colour], outOfStock: false };
        const childValues = ownAttributes(childPlan, childSize);
        if (childSize) childValues.size = childSize.id;
        addRow(
          {
            id: childId,
            sku: `${sku}-${colour.skuCode}${childSize ? `-${childSize.label}` : ''}`,
            typeId: 'simple',
            visibility: 1,
            names: productNames(plan, childSize, colour),
            plan: childPlan,
            attributeValues: childValues,
            createdAt,
            updatedAt,
          },
          Math.round((plan.netEurMinor * (1 + sizeFactor)) / 100) * 100,
        );
        out.configurableChildren.push({ parentId: id, childId, position: childPosition++ });
        addMedia(childId, plan, colour, childSize, 1);
      }
    }
  });

  // The first configurable child of the second shed is sold out, so variant availability shows.
  const secondShedChild = out.configurableChildren.find(
    (link) => link.parentId === idsByKind.get('shed')?.[1],
  );
  const soldOut = out.stockItems.find((item) => item.productId === secondShedChild?.childId);
  if (soldOut) Object.assign(soldOut, { qty: 0, isInStock: false });

  linkBundleAndGroup(out, idsByKind, netOf);
  linkShedAccessories(out, idsByKind);
  addPrices(out, netOf, idsByKind);
  const byLanguage = groupByLanguage(visibleTranslations);
  for (const storeView of STORE_VIEWS) {
    for (const translation of byLanguage.get(storeView.i18n.language) ?? []) {
      out.urlRewrites.push({
        storeCode: storeView.storeCode,
        requestPath: translation.urlKey,
        entityType: 'product',
        entityId: translation.productId,
        redirectType: 0,
      });
    }
  }
}

/** Anchoring sets by the largest floor area (m²) they hold down: Basic, Plus, then Storm for the rest. */
const ANCHORING_AREA_LIMITS = [4, 7, Number.POSITIVE_INFINITY];
/** How much wider and deeper than the shed a floor plate may be and still be its plate. */
const PLATE_MARGIN_CM = { width: 40, depth: 30 };

/**
 * Each shed's cross-sells, as a merchandiser would set them: for each of its sizes the smallest floor plate
 * that holds its footprint, and one anchoring set for its largest size. The product page shows the plate
 * of the size chosen.
 */
function linkShedAccessories(out: DemoCatalogue, idsByKind: IdsByKind): void {
  const valuesOf = new Map(out.products.map((product) => [product.id, product.attributeValues]));
  const footprintOf = (id: number) => {
    const values = valuesOf.get(id);
    const width = values?.width_cm;
    const depth = values?.depth_cm;
    return typeof width === 'number' && typeof depth === 'number' ? { id, width, depth } : undefined;
  };
  // 'GH-HIGH-21' and 'BP-HIGH-40' are of one model: of two plates that fit alike, the model's own goes first.
  const skuById = new Map(out.products.map((product) => [product.id, product.sku]));
  const modelOf = (id: number) => skuById.get(id)?.split('-')[1];
  const plates = (idsByKind.get('floorPlate') ?? [])
    .map(footprintOf)
    .filter((plate) => plate !== undefined)
    .sort((a, b) => a.width * a.depth - b.width * b.depth);
  const anchorings = (idsByKind.get('anchoring') ?? []).slice(0, ANCHORING_AREA_LIMITS.length);
  const children = childrenByParent(out);
  for (const shedId of idsByKind.get('shed') ?? []) {
    const sizes = [
      ...new Map(
        (children.get(shedId) ?? [shedId])
          .map(footprintOf)
          .filter((size) => size !== undefined)
          .map((size) => [`${size.width}x${size.depth}`, size]),
      ).values(),
    ].sort((a, b) => a.width * a.depth - b.width * b.depth);
    const linked = new Set<number>();
    const ownFirst = [...plates].sort(
      (a, b) =>
        a.width * a.depth - b.width * b.depth ||
        Number(modelOf(b.id) === modelOf(shedId)) - Number(modelOf(a.id) === modelOf(shedId)),
    );
    for (const size of sizes) {
      const plate = ownFirst.find(
        (candidate) =>
          candidate.width >= size.width &&
          candidate.depth >= size.depth &&
          candidate.width - size.width <= PLATE_MARGIN_CM.width &&
          candidate.depth - size.depth <= PLATE_MARGIN_CM.depth,
      );
      if (plate) linked.add(plate.id);
    }
    const largest = sizes.at(-1);
    const area = largest ? (largest.width * largest.depth) / 10_000 : 0;
    const anchoring = anchorings[ANCHORING_AREA_LIMITS.findIndex((limit) => area <= limit)];
    if (largest && anchoring) linked.add(anchoring);
    [...linked].forEach((linkedProductId, position) => {
      out.productLinks.push({ productId: shedId, linkedProductId, linkType: 'crosssell', position, qty: 1 });
    });
  }
}

function childrenByParent(out: DemoCatalogue): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const link of out.configurableChildren) {
    const list = children.get(link.parentId);
    if (list) list.push(link.childId);
    else children.set(link.parentId, [link.childId]);
  }
  return children;
}

/**
 * The bundle (first shed + floor plate + anchoring set, 5 % below its parts) and the grouped shelf package
 * (three shelves in quantities 1, 2 and 3).
 */
function linkBundleAndGroup(out: DemoCatalogue, idsByKind: IdsByKind, netOf: Map<number, number>): void {
  const bundleId = idsByKind.get('set')?.[0];
  const groupId = idsByKind.get('shelfSet')?.[0];
  const shedChildren = childrenByParent(out).get(idsByKind.get('shed')?.[0] ?? 0) ?? [];
  const plates = idsByKind.get('floorPlate') ?? [];
  const anchorings = idsByKind.get('anchoring') ?? [];
  const shelves = idsByKind.get('shelf') ?? [];
  if (bundleId && shedChildren.length && plates.length && anchorings.length) {
    const options: { title: Translated; productIds: number[] }[] = [
      { title: PRODUCT_NOUNS.shed, productIds: shedChildren.slice(0, 3) },
      { title: PRODUCT_NOUNS.floorPlate, productIds: plates.slice(0, 2) },
      { title: PRODUCT_NOUNS.anchoring, productIds: anchorings.slice(0, 2) },
    ];
    let net = 0;
    options.forEach((option, position) => {
      const optionId = bundleId * 10 + position;
      out.bundleOptions.push({
        id: optionId,
        productId: bundleId,
        type: position === 0 ? 'select' : 'radio',
        required: true,
        position,
        titles: option.title,
      });
      option.productIds.forEach((productId, selectionPosition) => {
        out.bundleSelections.push({
          optionId,
          productId,
          qty: 1,
          isDefault: selectionPosition === 0,
          position: selectionPosition,
        });
      });
      net += netOf.get(option.productIds[0] as number) ?? 0;
    });
    netOf.set(bundleId, Math.round(net * 0.95));
  }
  if (groupId) {
    const grouped = shelves.slice(0, 3);
    grouped.forEach((productId, position) => {
      out.productLinks.push({
        productId: groupId,
        linkedProductId: productId,
        linkType: 'associated',
        position,
        qty: position + 1,
      });
    });
    netOf.set(
      groupId,
      grouped.reduce((sum, id, index) => sum + (netOf.get(id) ?? 0) * (index + 1), 0),
    );
  }
}

interface SpecialPrice {
  factor: number;
  from: string;
  to: string;
}

/**
 * One price per product and store view. Configurable parents cost their cheapest child. Ten simple products
 * get special prices: seven running, one ended, one not started yet and one above the regular price (which
 * the shop must ignore). Two anchoring sets and two shelves get tier prices and a wholesale-group price.
 */
function addPrices(out: DemoCatalogue, netOf: Map<number, number>, idsByKind: IdsByKind): void {
  const childrenOf = childrenByParent(out);
  const visibleSimple = out.products
    .filter((product) => product.visibility !== 1 && product.typeId === 'simple')
    .map((product) => product.id);
  const specials = new Map<number, SpecialPrice>();
  visibleSimple
    .slice(2, 60)
    .filter((_, index) => index % 3 === 0)
    .slice(0, 10)
    .forEach((id, index) => {
      if (index === 7) specials.set(id, { factor: 0.8, from: '2025-01-01', to: '2025-12-31' });
      else if (index === 8) specials.set(id, { factor: 0.8, from: '2031-01-01', to: '2031-12-31' });
      else if (index === 9) specials.set(id, { factor: 1.1, from: '2026-01-01', to: '2030-12-31' });
      else specials.set(id, { factor: 0.85, from: '2026-01-01', to: '2030-12-31' });
    });
  const tiered = new Set([
    ...(idsByKind.get('anchoring') ?? []).slice(0, 2),
    ...(idsByKind.get('shelf') ?? []).slice(0, 2),
  ]);
  for (const storeView of STORE_VIEWS) {
    const gross = new Map<number, number>();
    for (const product of out.products) {
      if (product.typeId !== 'configurable')
        gross.set(product.id, storePriceMinor(netOf.get(product.id) ?? 0, storeView));
    }
    for (const [parentId, children] of childrenOf) {
      let cheapest = Number.POSITIVE_INFINITY;
      for (const child of children) cheapest = Math.min(cheapest, gross.get(child) ?? cheapest);
      gross.set(parentId, cheapest);
    }
    for (const product of out.products) {
      const priceMinor = gross.get(product.id) ?? 0;
      const special = specials.get(product.id);
      out.productPrices.push({
        productId: product.id,
        storeCode: storeView.storeCode,
        currency: storeView.i18n.currencyCode,
        priceMinor,
        specialPriceMinor: special ? pricePoint((priceMinor / 100) * special.factor) : null,
        specialFromDate: special?.from ?? null,
        specialToDate: special?.to ?? null,
      });
      if (!tiered.has(product.id)) continue;
      const tier = (customerGroupId: number | null, qty: number, factor: number) => ({
        productId: product.id,
        storeCode: storeView.storeCode,
        customerGroupId,
        qty,
        priceMinor: Math.round(priceMinor * factor),
      });
      out.tierPrices.push(tier(null, 5, 0.95), tier(null, 10, 0.9), tier(WHOLESALE_GROUP_ID, 1, 0.85));
    }
  }
}

/** CMS pages, blocks and the page tree per store view; blog and job offers per language. */
function addContent(out: DemoCatalogue, random: Random, company: Company): void {
  const categoryPaths = groupByLanguage(out.categoryTranslations);
  for (const storeView of STORE_VIEWS) {
    addStoreContent(out, storeView, categoryPaths.get(storeView.i18n.language) ?? [], random, company);
  }
  LANGUAGES.forEach((language, languageIndex) => {
    const base = (languageIndex + 1) * 100;
    BLOG_CATEGORIES.forEach((title, index) => {
      out.blogCategories.push({
        id: base + index,
        language,
        slug: slugify(title[language]),
        title: title[language],
        position: index,
      });
    });
    BLOG_TAGS.forEach((title, index) => {
      out.blogTags.push({
        id: base + index,
        language,
        slug: slugify(title[language]),
        title: title[language],
      });
    });
    BLOG_TITLES.forEach((title, index) => {
      const id = base + index;
      const heading = escapeHtml(title[language]);
      out.blogPosts.push({
        id,
        language,
        slug: slugify(title[language]),
        title: title[language],
        shortContent: `<p>${escapeHtml(CMS_INTRO[language])}</p>`,
        content: `<h2>${heading}</h2><p>${escapeHtml(CMS_INTRO[language])}</p><p>${escapeHtml(SHORT_DESCRIPTION[language])}</p>${serviceList(language, false)}`,
        featuredImage: `catalog/blog/post-${index + 1}.svg`,
        author: 'Hortus',
        topBlog: index % 3 === 2 ? 1 : 0,
        metaTitle: `${title[language]} | Hortus`,
        metaDescription: CMS_INTRO[language],
        publishedAt: new Date(
          CATALOGUE_START + (10 + index * 70 + languageIndex) * DAY_MS + random.int(0, 86_399) * 1000,
        ),
      });
      out.blogPostCategories.push({ postId: id, categoryId: base + (index % BLOG_CATEGORIES.length) });
      out.blogPostTags.push(
        { postId: id, tagId: base + (index % BLOG_TAGS.length) },
        { postId: id, tagId: base + ((index + 2) % BLOG_TAGS.length) },
      );
    });
    JOB_TITLES.forEach((title, index) => {
      const location = (JOB_LOCATIONS[index % JOB_LOCATIONS.length] as Translated)[language];
      out.jobOffers.push({
        language,
        slug: slugify(title[language]),
        title: title[language],
        location,
        employmentType: EMPLOYMENT_TYPE[language],
        summary: CMS_INTRO[language],
        content: `<h2>${escapeHtml(title[language])}</h2><p>${escapeHtml(CMS_INTRO[language])}</p><ul><li>${escapeHtml(EMPLOYMENT_TYPE[language])}</li><li>${escapeHtml(location)}</li></ul>`,
        publishedAt: dayAfterStart(20 + index * 90 + languageIndex),
      });
    });
  });
}

/** The date the demo's legal texts were last revised. */
const LEGAL_TEXTS_DATE = new Date('2026-10-01T00:00:00Z');

/** What a store view's legal pages state about its sales: the same prices and methods the shop charges. */
function salesFacts(storeView: StoreView): StoreSalesFacts {
  const unit = 10 ** storeView.i18n.fractionDigits;
  const prices = DELIVERY_PRICES[storeView.i18n.currencyCode] ?? { standard: 49, express: 89, cashFee: 6 };
  const language = storeView.i18n.language;
  return {
    vatRateBp: VAT_RATES_BP[storeView.i18n.country] ?? 0,
    standardDeliveryMinor: prices.standard * unit,
    expressDeliveryMinor: prices.express * unit,
    cashOnDeliveryFeeMinor: prices.cashFee * unit,
    payment: {
      prepayment: PREPAYMENT[language],
      cashOnDelivery: CASH_ON_DELIVERY[language],
      onAccount: PURCHASE_ON_ACCOUNT[language],
    },
  };
}

function addStoreContent(
  out: DemoCatalogue,
  storeView: StoreView,
  categories: Insert<typeof schema.categoryTranslations>[],
  random: Random,
  company: Company,
): void {
  const { storeCode, storeId } = storeView;
  const language = storeView.i18n.language;
  const sells = !storeView.catalogMode;
  const home = `/${storeCode}/`;
  const pageIds: Record<string, number> = {
    privacy: storeView.privacyPageId,
    dealerSearch: storeView.dealerSearchPageId,
    contact: storeView.contactPageId,
  };
  const pages = CMS_PAGES.filter((page) => page.stores === 'all' || (page.stores === 'selling') === sells);
  const countryTitles = COUNTRY_PAGE_TITLES[storeCode] ?? {};
  const titleOf = (page: CmsPageText) => countryTitles[page.key] ?? page.title[language];
  const pageLink = (key: string) => {
    const page = pages.find((candidate) => candidate.key === key);
    return page
      ? `<a href="/${storeCode}/${page.identifier[language]}">${escapeHtml(titleOf(page))}</a>`
      : '';
  };
  const facts = salesFacts(storeView);
  // The page tree is the footer: a root node per column, the column's pages under it, named by their key.
  const hierarchyRoot = 9000 + storeId * 20;
  CMS_PAGE_GROUPS.forEach((group, index) => {
    out.cmsHierarchy.push({
      id: hierarchyRoot + index,
      storeCode,
      parentId: null,
      pageId: null,
      identifier: group,
      label: CMS_PAGE_GROUP_LABELS[group][language],
      requestUrl: '',
      level: 0,
      position: index,
    });
  });
  pages.forEach((page, index) => {
    // 20 ids per store view: the CMS_PAGES index stays below that (checked by the catalogue's tests).
    const id = pageIds[page.key] ?? CMS_PAGE_FIRST_ID + storeId * 20 + CMS_PAGES.indexOf(page);
    const title = titleOf(page);
    const identifier = page.identifier[language];
    const closing =
      page.key === 'notFound'
        ? `<p><a href="${home}">Hortus</a></p>`
        : `<p>${pageLink(page.key === 'contact' ? 'dealerSearch' : 'contact')}</p>`;
    const legal = isLegalPage(page.key)
      ? legalPageContent(page.key, storeView, facts, pageLink, company)
      : null;
    out.cmsPages.push({
      id,
      storeCode,
      identifier,
      title,
      contentHeading: title,
      content:
        legal ??
        // The page's title is its h1; the dealer search and the contact form follow their page's text.
        `<p>${escapeHtml(CMS_INTRO[language])}</p>${page.key === 'dealerSearch' || page.key === 'contact' ? '' : serviceList(language, sells, storeView)}${closing}`,
      metaTitle: `${title} | Hortus`,
      metaDescription: CMS_INTRO[language],
      // Legal texts carry the date of their version; the other pages a date of the catalogue's history.
      updatedAt: legal ? LEGAL_TEXTS_DATE : new Date(CATALOGUE_START + random.int(0, CREATION_DAYS) * DAY_MS),
    });
    out.urlRewrites.push({
      storeCode,
      requestPath: identifier,
      entityType: 'cms_page',
      entityId: id,
      redirectType: 0,
    });
    if (page.group) {
      out.cmsHierarchy.push({
        id: hierarchyRoot + CMS_PAGE_GROUPS.length + index,
        storeCode,
        parentId: hierarchyRoot + CMS_PAGE_GROUPS.indexOf(page.group),
        pageId: id,
        identifier: page.key,
        label: countryTitles[page.key] ?? page.label?.[language] ?? title,
        requestUrl: identifier,
        level: 1,
        position: index,
      });
    }
  });
  const topCategories = categories.filter((row) => !row.urlPath.includes('/'));
  const blocks: Record<string, string> = {
    'home-main-banners': homeMainBannersHtml(language, (range) => {
      const row = topCategories.find((candidate) => candidate.categoryId === CATEGORY_IDS[range]);
      return row && `/${storeCode}/c/${row.urlKey}`;
    }),
    'home-small-banners': homeCategoryTilesHtml(
      topCategories.map((row) => ({
        name: row.name,
        href: `/${storeCode}/c/${row.urlKey}`,
        picture: `catalog/category/${CATEGORY_TREE.find((node) => node.id === row.categoryId)?.key}.svg`,
      })),
    ),
    'footer-links': `<ul>${pages
      .filter((page) => page.group)
      .map((page) => `<li>${pageLink(page.key)}</li>`)
      .join('')}</ul>`,
    'usp-bar': serviceList(language, sells, storeView),
  };
  Object.entries(blocks).forEach(([identifier, content], index) => {
    out.cmsBlocks.push({
      id: 20000 + storeId * 10 + index,
      storeCode,
      identifier,
      title: identifier,
      content,
    });
  });
}
