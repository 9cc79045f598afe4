import { LANGUAGES, type Language, STORE_VIEWS, type StoreView, slugify } from '@hortus/core';
import type * as schema from '../db/schema';
import {
  BANNER_TEXT,
  BLOG_CATEGORIES,
  BLOG_TAGS,
  BLOG_TITLES,
  CMS_INTRO,
  CMS_PAGES,
  EMPLOYMENT_TYPE,
  JOB_TITLES,
} from './content-words';
import {
  ATTRIBUTE_LABELS,
  CATEGORY_NAMES,
  COLOURS,
  DESCRIPTION,
  MATERIALS,
  MODEL_NAMES,
  PRODUCT_NOUNS,
  type ProductKind,
  SHORT_DESCRIPTION,
  SIZES,
  type Translated,
} from './words';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

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
  cmsHierarchy: Insert<typeof schema.cmsHierarchy>[];
  blogCategories: Insert<typeof schema.blogCategories>[];
  blogTags: Insert<typeof schema.blogTags>[];
  blogPosts: Insert<typeof schema.blogPosts>[];
  blogPostCategories: Insert<typeof schema.blogPostCategories>[];
  blogPostTags: Insert<typeof schema.blogPostTags>[];
  jobOffers: Insert<typeof schema.jobOffers>[];
}

/** Fixed exchange rates from EUR for the demo price lists (a real shop maintains its price lists). */
export const EXCHANGE_RATES = { EUR: 1, CHF: 0.94, SEK: 11.2, GBP: 0.85, PLN: 4.3, USD: 1.08 } as const;

/** VAT per country in basis points; the 'ot' stores sell abroad free of VAT, the US store shows net prices. */
export const VAT_RATES_BP: Record<string, number> = {
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

export const TAXABLE_GOODS_CLASS_ID = 2;
export const RETAIL_CUSTOMER_CLASS_ID = 3;
export const BUSINESS_CUSTOMER_CLASS_ID = 4;
export const WHOLESALE_GROUP_ID = 2;

export const ROOT_CATALOG_ID = 1;
export const SHOP_ROOT_ID = 2;
const CATEGORY = {
  sheds: 10,
  boxes: 11,
  bikeSheds: 12,
  raisedBeds: 13,
  accessories: 14,
  floorPlates: 15,
  shelves: 16,
  anchoring: 17,
} as const;
const ATTRIBUTE = {
  color: 1,
  size: 2,
  material: 3,
  width_cm: 4,
  depth_cm: 5,
  height_cm: 6,
  volume_l: 7,
} as const;

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
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const DAY_MS = 86_400_000;
const CATALOGUE_START = Date.UTC(2025, 0, 6);

/** A gross shop price point in minor units: whole amounts ending in 9 from 100 up, .90 below. */
export function pricePoint(grossMajor: number): number {
  if (grossMajor >= 100) {
    const whole = Math.ceil(grossMajor);
    const nine = whole - (whole % 10) + 9;
    return (nine - 10 >= grossMajor ? nine - 10 : nine) * 100;
  }
  return Math.floor(grossMajor) * 100 + 90;
}

function storeVat(storeView: StoreView): number {
  return VAT_RATES_BP[storeView.i18n.country] ?? 0;
}

export function storePriceMinor(netEurMinor: number, storeView: StoreView): number {
  const rate = EXCHANGE_RATES[storeView.i18n.currencyCode];
  const grossMajor = (netEurMinor / 100) * rate * (1 + storeVat(storeView) / 10_000);
  return pricePoint(grossMajor);
}

interface ProductPlan {
  kind: ProductKind;
  model: string;
  typeId: 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable';
  categories: number[];
  netEurMinor: number;
  colours?: (typeof COLOURS)[number][];
  sizes?: (typeof SIZES)[number][];
  material?: (typeof MATERIALS)[number];
  dimensions?: { width: number; depth: number; height: number };
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
const [anthracite, silver, darkGreen, quartzGrey, cream] = COLOURS;
const [sizeS, sizeM, sizeL] = SIZES;

/** The hand-made range: every product kind of the shop, with its configurables, bundle and grouped product. */
function handMadeRange(): ProductPlan[] {
  const steel = MATERIALS[0];
  const aluminium = MATERIALS[1];
  const plans: ProductPlan[] = [];
  SHED_MODELS.forEach((model, index) => {
    plans.push({
      kind: 'shed',
      model,
      typeId: 'configurable',
      categories: [CATEGORY.sheds],
      netEurMinor: 79_900 + index * 22_000,
      colours: [anthracite, silver, index % 2 ? darkGreen : quartzGrey],
      sizes: [sizeS, sizeM, sizeL],
      material: steel,
      dimensions: { width: 180 + index * 20, depth: 130 + index * 15, height: 195 + index * 5 },
      flags: { isNew: index < 2, isSale: index === 3 },
    });
  });
  ['StoreMax', 'Trolley', 'Compact', 'Forte'].forEach((model, index) => {
    plans.push({
      kind: 'box',
      model,
      typeId: 'configurable',
      categories: [CATEGORY.boxes],
      netEurMinor: 24_900 + index * 9_000,
      colours: [anthracite, silver],
      sizes: [sizeM, sizeL],
      material: steel,
      dimensions: { width: 100 + index * 30, depth: 60, height: 70 + index * 10 },
      flags: { isNew: index === 0 },
    });
  });
  ['Urban', 'Vario', 'Alto', 'Linea', 'Terra', 'Garden'].forEach((model, index) => {
    plans.push({
      kind: 'box',
      model,
      typeId: 'simple',
      categories: [CATEGORY.boxes],
      netEurMinor: 8_900 + index * 4_000,
      colours: [index % 2 ? silver : quartzGrey],
      material: index % 2 ? aluminium : steel,
      dimensions: { width: 80 + index * 10, depth: 50, height: 60 },
      outOfStock: index === 4,
    });
  });
  ['Avantgarde', 'Europa'].forEach((model, index) => {
    plans.push({
      kind: 'bikeShed',
      model,
      typeId: 'configurable',
      categories: [CATEGORY.bikeSheds],
      netEurMinor: 119_900 + index * 30_000,
      colours: [anthracite, silver],
      sizes: [sizeM],
      material: steel,
      flags: { isSale: index === 1 },
    });
  });
  ['Compact', 'Urban', 'Trend'].forEach((model, index) => {
    plans.push({
      kind: 'bikeShed',
      model,
      typeId: 'simple',
      categories: [CATEGORY.bikeSheds],
      netEurMinor: 69_900 + index * 15_000,
      colours: [anthracite],
      material: steel,
    });
  });
  ['Terra', 'Garden', 'Urban', 'Vario', 'Alto'].forEach((model, index) => {
    plans.push({
      kind: 'raisedBed',
      model,
      typeId: 'simple',
      categories: [CATEGORY.raisedBeds],
      netEurMinor: 4_900 + index * 6_000,
      colours: [index % 2 ? cream : quartzGrey],
      material: steel,
      dimensions: { width: 100 + index * 40, depth: 80, height: 45 + index * 10 },
      flags: { isNew: index === 4 },
      outOfStock: index === 2,
    });
  });
  plans.push({
    kind: 'raisedBed',
    model: 'Highline',
    typeId: 'configurable',
    categories: [CATEGORY.raisedBeds],
    netEurMinor: 19_900,
    colours: [quartzGrey],
    sizes: [sizeS, sizeM, sizeL],
    material: steel,
  });
  SIZES.forEach((size, index) => {
    plans.push({
      kind: 'floorPlate',
      model: `Avantgarde ${size.label}`,
      typeId: 'simple',
      categories: [CATEGORY.accessories, CATEGORY.floorPlates],
      netEurMinor: 14_900 + index * 5_000,
      colours: [silver],
      material: steel,
    });
  });
  ['Europa', 'Highline'].forEach((model, index) => {
    plans.push({
      kind: 'floorPlate',
      model,
      typeId: 'simple',
      categories: [CATEGORY.accessories, CATEGORY.floorPlates],
      netEurMinor: 17_900 + index * 4_000,
      colours: [silver],
      material: steel,
    });
  });
  ['Avantgarde', 'Europa', 'Highline', 'StoreMax', 'Compact'].forEach((model, index) => {
    plans.push({
      kind: 'shelf',
      model,
      typeId: 'simple',
      categories: [CATEGORY.accessories, CATEGORY.shelves],
      netEurMinor: 3_900 + index * 2_000,
      colours: [silver],
      material: aluminium,
    });
  });
  ['Basic', 'Plus', 'Storm', 'Bike'].forEach((model, index) => {
    plans.push({
      kind: 'anchoring',
      model,
      typeId: 'simple',
      categories: [CATEGORY.accessories, CATEGORY.anchoring],
      netEurMinor: 2_900 + index * 1_500,
      material: steel,
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
      categories: [CATEGORY.accessories],
      netEurMinor: 1_900 + index * 2_300,
      colours: [index % 3 ? silver : anthracite],
      material: index % 2 ? aluminium : steel,
    });
  });
  // Made to order: dealers take the inquiry, the shop shows a call to action instead of a price button.
  plans.push({
    kind: 'shed',
    model: 'Eleganza XXL',
    typeId: 'simple',
    categories: [CATEGORY.sheds],
    netEurMinor: 459_900,
    colours: [anthracite],
    material: steel,
    flags: { inquiryProduct: true, dealerProduct: true },
  });
  plans.push({
    kind: 'shed',
    model: 'Panorama Pro',
    typeId: 'simple',
    categories: [CATEGORY.sheds],
    netEurMinor: 389_900,
    colours: [quartzGrey],
    material: steel,
    flags: { dealerProduct: true },
  });
  plans.push({
    kind: 'shed',
    model: 'Configurator',
    typeId: 'simple',
    categories: [CATEGORY.sheds],
    netEurMinor: 299_900,
    colours: [anthracite],
    material: steel,
    flags: { configuratorOnly: true },
  });
  plans.push({
    kind: 'set',
    model: 'Avantgarde',
    typeId: 'bundle',
    categories: [CATEGORY.sheds],
    netEurMinor: 0,
    colours: [anthracite],
  });
  plans.push({
    kind: 'shelfSet',
    model: 'Europa',
    typeId: 'grouped',
    categories: [CATEGORY.accessories, CATEGORY.shelves],
    netEurMinor: 0,
  });
  plans.push({
    kind: 'service',
    model: 'Avantgarde',
    typeId: 'virtual',
    categories: [CATEGORY.accessories],
    netEurMinor: 24_900,
  });
  plans.push({
    kind: 'manual',
    model: 'Avantgarde',
    typeId: 'downloadable',
    categories: [CATEGORY.accessories],
    netEurMinor: 0,
  });
  return plans;
}

const GENERATED_KINDS: { kind: ProductKind; category: number; net: [number, number] }[] = [
  { kind: 'shed', category: CATEGORY.sheds, net: [59_900, 299_900] },
  { kind: 'box', category: CATEGORY.boxes, net: [5_900, 49_900] },
  { kind: 'bikeShed', category: CATEGORY.bikeSheds, net: [49_900, 199_900] },
  { kind: 'raisedBed', category: CATEGORY.raisedBeds, net: [3_900, 39_900] },
  { kind: 'shelf', category: CATEGORY.shelves, net: [1_900, 12_900] },
  { kind: 'floorPlate', category: CATEGORY.floorPlates, net: [9_900, 39_900] },
  { kind: 'anchoring', category: CATEGORY.anchoring, net: [1_900, 9_900] },
  { kind: 'toolHolder', category: CATEGORY.accessories, net: [900, 4_900] },
];

/** Extra products for large catalogues (benchmarks): mostly simple, every tenth configurable by colour. */
function generatedRange(count: number, random: ReturnType<typeof createRandom>): ProductPlan[] {
  const plans: ProductPlan[] = [];
  for (let index = 0; index < count; index++) {
    const spec = random.pick(GENERATED_KINDS);
    const configurable = index % 10 === 0;
    const parentCategory =
      spec.category === CATEGORY.shelves ||
      spec.category === CATEGORY.floorPlates ||
      spec.category === CATEGORY.anchoring
        ? [CATEGORY.accessories]
        : [];
    plans.push({
      kind: spec.kind,
      model: `${random.pick(MODEL_NAMES)} ${random.pick(MODEL_NAMES)} ${index + 1}`,
      typeId: configurable ? 'configurable' : 'simple',
      categories: [...parentCategory, spec.category],
      netEurMinor: random.int(spec.net[0] / 100, spec.net[1] / 100) * 100,
      colours: configurable ? [anthracite, silver] : [random.pick(COLOURS)],
      ...(configurable ? { sizes: [random.pick(SIZES)] } : {}),
      material: random.pick(MATERIALS),
      outOfStock: random.next() < 0.05,
    });
  }
  return plans;
}

export interface DemoCatalogueOptions {
  seed?: number;
  /** Sellable (visible) products in total; the hand-made range is always included. */
  products?: number;
}

/** The demo shop: catalogue, prices for all 24 store views, stock, tax, CMS, blog and jobs. Pure and deterministic. */
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
  addContent(out);
  return out;
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
  const definitions: { code: keyof typeof ATTRIBUTE_LABELS; input: string; filterable: boolean }[] = [
    { code: 'color', input: 'select', filterable: true },
    { code: 'size', input: 'select', filterable: true },
    { code: 'material', input: 'select', filterable: true },
    { code: 'width_cm', input: 'text', filterable: false },
    { code: 'depth_cm', input: 'text', filterable: false },
    { code: 'height_cm', input: 'text', filterable: false },
    { code: 'volume_l', input: 'text', filterable: false },
  ];
  definitions.forEach((definition, position) => {
    const id = ATTRIBUTE[definition.code];
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
  COLOURS.forEach((colour, position) => {
    out.attributeOptions.push({
      id: colour.id,
      attributeId: ATTRIBUTE.color,
      position,
      swatch: colour.swatch,
    });
    addTranslated(out.attributeOptionLabels, colour.label, (language, label) => ({
      optionId: colour.id,
      language,
      label,
    }));
  });
  SIZES.forEach((size, position) => {
    out.attributeOptions.push({ id: size.id, attributeId: ATTRIBUTE.size, position });
    for (const language of LANGUAGES)
      out.attributeOptionLabels.push({ optionId: size.id, language, label: size.label });
  });
  MATERIALS.forEach((material, position) => {
    out.attributeOptions.push({ id: material.id, attributeId: ATTRIBUTE.material, position });
    addTranslated(out.attributeOptionLabels, material.label, (language, label) => ({
      optionId: material.id,
      language,
      label,
    }));
  });
}

const CATEGORY_TREE: { id: number; parentId: number; key: keyof typeof CATEGORY_NAMES; position: number }[] =
  [
    { id: CATEGORY.sheds, parentId: SHOP_ROOT_ID, key: 'sheds', position: 1 },
    { id: CATEGORY.boxes, parentId: SHOP_ROOT_ID, key: 'boxes', position: 2 },
    { id: CATEGORY.bikeSheds, parentId: SHOP_ROOT_ID, key: 'bikeSheds', position: 3 },
    { id: CATEGORY.raisedBeds, parentId: SHOP_ROOT_ID, key: 'raisedBeds', position: 4 },
    { id: CATEGORY.accessories, parentId: SHOP_ROOT_ID, key: 'accessories', position: 5 },
    { id: CATEGORY.floorPlates, parentId: CATEGORY.accessories, key: 'floorPlates', position: 1 },
    { id: CATEGORY.shelves, parentId: CATEGORY.accessories, key: 'shelves', position: 2 },
    { id: CATEGORY.anchoring, parentId: CATEGORY.accessories, key: 'anchoring', position: 3 },
  ];

function addCategories(out: DemoCatalogue): void {
  const updatedAt = new Date(CATALOGUE_START);
  out.categories.push(
    {
      id: ROOT_CATALOG_ID,
      parentId: null,
      path: '1',
      level: 0,
      position: 0,
      includeInMenu: false,
      createdAt: updatedAt,
      updatedAt,
    },
    {
      id: SHOP_ROOT_ID,
      parentId: ROOT_CATALOG_ID,
      path: '1/2',
      level: 1,
      position: 0,
      includeInMenu: false,
      createdAt: updatedAt,
      updatedAt,
    },
  );
  const paths = new Map<number, { path: string; level: number; urlPath: Partial<Record<Language, string>> }>([
    [SHOP_ROOT_ID, { path: '1/2', level: 1, urlPath: {} }],
  ]);
  for (const node of CATEGORY_TREE) {
    const parent = paths.get(node.parentId);
    if (!parent) throw new Error(`category ${node.id} comes before its parent`);
    const path = `${parent.path}/${node.id}`;
    const urlPath: Partial<Record<Language, string>> = {};
    out.categories.push({
      id: node.id,
      parentId: node.parentId,
      path,
      level: parent.level + 1,
      position: node.position,
      isAccessoriesCategory: node.key !== 'sheds' && node.parentId === CATEGORY.accessories,
      bannerImage: `catalog/category/${node.key}.svg`,
      createdAt: updatedAt,
      updatedAt,
    });
    addTranslated(out.categoryTranslations, CATEGORY_NAMES[node.key], (language, name) => {
      const urlKey = slugify(name);
      urlPath[language] = parent.urlPath[language] ? `${parent.urlPath[language]}/${urlKey}` : urlKey;
      return {
        categoryId: node.id,
        language,
        name,
        urlKey,
        urlPath: urlPath[language] ?? urlKey,
        metaTitle: `${name} | Hortus`,
        metaDescription: `${name} – ${SHORT_DESCRIPTION[language]}`,
        contentBefore: `<p>${CMS_INTRO[language]}</p>`,
      };
    });
    paths.set(node.id, { path, level: parent.level + 1, urlPath });
  }
  for (const storeView of STORE_VIEWS) {
    for (const row of out.categoryTranslations.filter((t) => t.language === storeView.i18n.language)) {
      out.urlRewrites.push({
        storeCode: storeView.storeCode,
        requestPath: row.urlPath,
        entityType: 'category',
        entityId: row.categoryId,
      });
    }
  }
}

interface ProductRowInput {
  id: number;
  sku: string;
  typeId: ProductPlan['typeId'];
  visibility: number;
  names: Translated;
  plan: ProductPlan;
  attributeValues: Record<string, number | string>;
  createdAt: Date;
}

function productNames(plan: ProductPlan, suffix = ''): Translated {
  const names = {} as Translated;
  for (const language of LANGUAGES)
    names[language] = `${PRODUCT_NOUNS[plan.kind][language]} ${plan.model}${suffix}`;
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

function skuOf(plan: ProductPlan, id: number): string {
  const model = plan.model
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 4)
    .toUpperCase();
  return `${SKU_PREFIX[plan.kind]}-${model}-${id}`;
}

function addProducts(
  out: DemoCatalogue,
  plans: ProductPlan[],
  random: ReturnType<typeof createRandom>,
): void {
  let nextId = 1;
  let mediaId = 1;
  const usedUrlKeys = new Map<Language, Set<string>>(LANGUAGES.map((language) => [language, new Set()]));
  const idsByKind = new Map<ProductKind, number[]>();
  const productsById = new Map<number, ProductRowInput>();
  const netOf = new Map<number, number>();

  const addRow = (row: ProductRowInput, netEurMinor: number) => {
    productsById.set(row.id, row);
    netOf.set(row.id, netEurMinor);
    const flags = row.plan.flags ?? {};
    out.products.push({
      id: row.id,
      sku: row.sku,
      typeId: row.typeId,
      status: 1,
      visibility: row.visibility,
      taxClassId: TAXABLE_GOODS_CLASS_ID,
      ean: `400${String(1_000_000_000 + row.id * 7919).slice(0, 10)}`,
      isNew: flags.isNew ?? false,
      isSale: flags.isSale ?? false,
      dealerProduct: flags.dealerProduct ?? false,
      inquiryProduct: flags.inquiryProduct ?? false,
      configuratorOnly: flags.configuratorOnly ?? false,
      rating: row.visibility === 1 ? null : random.int(3, 5),
      ratingCount: row.visibility === 1 ? 0 : random.int(0, 120),
      attributeValues: row.attributeValues,
      createdAt: row.createdAt,
      updatedAt: new Date(row.createdAt.getTime() + random.int(0, 200) * DAY_MS),
    });
    const colours = (row.plan.colours ?? []).length ? (row.plan.colours ?? []) : [];
    for (const language of LANGUAGES) {
      const name = row.names[language];
      let urlKey = slugify(name);
      const used = usedUrlKeys.get(language) ?? new Set<string>();
      if (used.has(urlKey)) urlKey = `${urlKey}-${slugify(row.sku)}`;
      used.add(urlKey);
      const description = DESCRIPTION[language]
        .replace('{name}', name)
        .replace('{material}', row.plan.material?.label[language] ?? MATERIALS[0].label[language])
        .replace('{colours}', colours.map((colour) => colour.label[language]).join(', ') || '–');
      out.productTranslations.push({
        productId: row.id,
        language,
        name,
        nameWithTrademark: `${name}®`,
        shortDescription: SHORT_DESCRIPTION[language],
        description,
        urlKey,
        metaTitle: `${name} | Hortus`,
        metaDescription: `${name}. ${SHORT_DESCRIPTION[language]}`,
      });
    }
    stock(row.id, row.plan.outOfStock === true);
  };

  const stock = (productId: number, outOfStock: boolean) => {
    out.stockItems.push({
      productId,
      qty: outOfStock ? 0 : random.int(3, 60),
      isInStock: !outOfStock,
      manageStock: true,
      minSaleQty: 1,
      maxSaleQty: 100,
    });
  };

  const media = (productId: number, kind: ProductKind, colourKey: string, count: number) => {
    for (let position = 0; position < count; position++) {
      out.productMedia.push({
        id: mediaId++,
        productId,
        file: `catalog/product/${kind}-${colourKey}-${position + 1}.svg`,
        mediaType: 'image',
        position,
        label: null,
      });
    }
  };

  const ownAttributes = (plan: ProductPlan): Record<string, number | string> => ({
    ...(plan.colours?.[0] ? { color: plan.colours[0].id } : {}),
    ...(plan.material ? { material: plan.material.id } : {}),
    ...(plan.dimensions
      ? {
          width_cm: plan.dimensions.width,
          depth_cm: plan.dimensions.depth,
          height_cm: plan.dimensions.height,
        }
      : {}),
  });

  plans.forEach((plan, index) => {
    const id = nextId++;
    const createdAt = new Date(CATALOGUE_START + index * DAY_MS * 0.37 + random.int(0, 30) * DAY_MS);
    const sku = skuOf(plan, id);
    idsByKind.set(plan.kind, [...(idsByKind.get(plan.kind) ?? []), id]);
    const row: ProductRowInput = {
      id,
      sku,
      typeId: plan.typeId,
      visibility: 4,
      names: productNames(plan),
      plan,
      attributeValues: ownAttributes(plan),
      createdAt,
    };
    addRow(row, plan.netEurMinor);
    for (const [position, categoryId] of plan.categories.entries()) {
      out.productCategories.push({ productId: id, categoryId, position: position + index });
    }
    media(id, plan.kind, plan.colours?.[0]?.key ?? 'silver', plan.typeId === 'configurable' ? 2 : 1);

    if (plan.typeId === 'configurable') {
      const colours = plan.colours ?? [];
      const sizes = plan.sizes ?? [];
      out.configurableOptions.push({ productId: id, attributeId: ATTRIBUTE.color, position: 0 });
      if (sizes.length)
        out.configurableOptions.push({ productId: id, attributeId: ATTRIBUTE.size, position: 1 });
      let childPosition = 0;
      for (const colour of colours) {
        for (const size of sizes.length ? sizes : [undefined]) {
          const childId = nextId++;
          const sizeFactor = size ? SIZES.findIndex((candidate) => candidate.id === size.id) * 0.18 : 0;
          const childPlan: ProductPlan = { ...plan, typeId: 'simple', colours: [colour], outOfStock: false };
          const childRow: ProductRowInput = {
            id: childId,
            sku: `${sku}-${colour.key.slice(0, 3).toUpperCase()}${size ? `-${size.label}` : ''}`,
            typeId: 'simple',
            visibility: 1,
            names: productNames(plan, ` ${size ? `${size.label} ` : ''}`.trimEnd()),
            plan: childPlan,
            attributeValues: { ...ownAttributes(childPlan), ...(size ? { size: size.id } : {}) },
            createdAt,
          };
          for (const language of LANGUAGES)
            childRow.names[language] = `${childRow.names[language]} ${colour.label[language]}`;
          addRow(childRow, Math.round((plan.netEurMinor * (1 + sizeFactor)) / 100) * 100);
          out.configurableChildren.push({ parentId: id, childId, position: childPosition++ });
          media(childId, plan.kind, colour.key, 1);
        }
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
  addPrices(out, netOf, idsByKind);
  for (const storeView of STORE_VIEWS) {
    const language = storeView.i18n.language;
    for (const translation of out.productTranslations) {
      if (translation.language !== language || productsById.get(translation.productId)?.visibility === 1)
        continue;
      out.urlRewrites.push({
        storeCode: storeView.storeCode,
        requestPath: translation.urlKey,
        entityType: 'product',
        entityId: translation.productId,
      });
    }
  }
}

function linkBundleAndGroup(
  out: DemoCatalogue,
  idsByKind: Map<ProductKind, number[]>,
  netOf: Map<number, number>,
): void {
  const bundleId = idsByKind.get('set')?.[0];
  const groupId = idsByKind.get('shelfSet')?.[0];
  const shedChild = out.configurableChildren.find(
    (link) => link.parentId === idsByKind.get('shed')?.[0],
  )?.childId;
  const plate = idsByKind.get('floorPlate')?.[0];
  const anchoring = idsByKind.get('anchoring')?.[0];
  const shelves = idsByKind.get('shelf') ?? [];
  if (bundleId && shedChild && plate && anchoring) {
    const titles: Translated[] = [PRODUCT_NOUNS.shed, PRODUCT_NOUNS.floorPlate, PRODUCT_NOUNS.anchoring];
    [shedChild, plate, anchoring].forEach((productId, position) => {
      const optionId = bundleId * 10 + position;
      out.bundleOptions.push({
        id: optionId,
        productId: bundleId,
        type: 'select',
        required: true,
        position,
        titles: titles[position] as Translated,
      });
      out.bundleSelections.push({ optionId, productId, qty: 1, isDefault: true, position: 0 });
    });
    // A bundle costs its parts less 5 %.
    netOf.set(
      bundleId,
      Math.round(
        ((netOf.get(shedChild) ?? 0) + (netOf.get(plate) ?? 0) + (netOf.get(anchoring) ?? 0)) * 0.95,
      ),
    );
  }
  if (groupId) {
    shelves.slice(0, 3).forEach((productId, position) => {
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
      shelves.slice(0, 3).reduce((sum, id, index) => sum + (netOf.get(id) ?? 0) * (index + 1), 0),
    );
  }
  const manual = idsByKind.get('manual')?.[0];
  if (manual) netOf.set(manual, 0);
}

function addPrices(
  out: DemoCatalogue,
  netOf: Map<number, number>,
  idsByKind: Map<ProductKind, number[]>,
): void {
  const childrenOf = new Map<number, number[]>();
  for (const link of out.configurableChildren)
    childrenOf.set(link.parentId, [...(childrenOf.get(link.parentId) ?? []), link.childId]);
  const visible = out.products
    .filter((product) => product.visibility !== 1 && product.typeId === 'simple')
    .map((product) => product.id);
  // Ten specials: seven running, one expired, one not started yet and one above the regular price (ignored).
  const specials = new Map<number, { factor: number; from: string; to: string }>();
  visible
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
      gross.set(parentId, Math.min(...children.map((child) => gross.get(child) ?? Number.MAX_SAFE_INTEGER)));
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
      if (tiered.has(product.id)) {
        out.tierPrices.push(
          {
            productId: product.id,
            storeCode: storeView.storeCode,
            customerGroupId: null,
            qty: 5,
            priceMinor: Math.round(priceMinor * 0.95),
          },
          {
            productId: product.id,
            storeCode: storeView.storeCode,
            customerGroupId: null,
            qty: 10,
            priceMinor: Math.round(priceMinor * 0.9),
          },
          {
            productId: product.id,
            storeCode: storeView.storeCode,
            customerGroupId: WHOLESALE_GROUP_ID,
            qty: 1,
            priceMinor: Math.round(priceMinor * 0.85),
          },
        );
      }
    }
  }
}

function addContent(out: DemoCatalogue): void {
  const published = (index: number) => new Date(CATALOGUE_START + index * 23 * DAY_MS);
  for (const storeView of STORE_VIEWS) {
    const language = storeView.i18n.language;
    const storeId = storeView.storeId;
    const pageIds: Record<string, number> = {
      privacy: storeView.privacyPageId,
      dealerSearch: storeView.dealerSearchPageId,
      contact: storeView.contactPageId,
    };
    out.cmsHierarchy.push({
      id: 9000 + storeId * 20,
      storeCode: storeView.storeCode,
      parentId: null,
      pageId: null,
      identifier: 'service',
      label: 'Hortus',
      requestUrl: '',
      level: 0,
      position: 0,
    });
    CMS_PAGES.forEach((page, index) => {
      const id = pageIds[page.key] ?? 5000 + storeId * 10 + index;
      const title = page.title[language];
      const identifier = page.identifier[language];
      out.cmsPages.push({
        id,
        storeCode: storeView.storeCode,
        identifier,
        title,
        contentHeading: title,
        content: `<h2>${title}</h2><p>${CMS_INTRO[language]}</p><p><a href="/${storeView.storeCode}/">Hortus</a></p>`,
        metaTitle: `${title} | Hortus`,
        metaDescription: CMS_INTRO[language],
        updatedAt: published(index),
      });
      out.urlRewrites.push({
        storeCode: storeView.storeCode,
        requestPath: identifier,
        entityType: 'cms_page',
        entityId: id,
      });
      if (page.key !== 'notFound') {
        out.cmsHierarchy.push({
          id: 9000 + storeId * 20 + index + 1,
          storeCode: storeView.storeCode,
          parentId: 9000 + storeId * 20,
          pageId: id,
          identifier,
          label: title,
          requestUrl: identifier,
          level: 1,
          position: index,
        });
      }
    });
    const blocks = {
      'home-main-banners': `<a href="/${storeView.storeCode}/"><img src="/media/catalog/banner/main-1.svg" alt="${BANNER_TEXT[language]}" width="1280" height="480"></a>`,
      'home-small-banners': `<ul><li><a href="/${storeView.storeCode}/">${CATEGORY_NAMES.boxes[language]}</a></li><li><a href="/${storeView.storeCode}/">${CATEGORY_NAMES.raisedBeds[language]}</a></li></ul>`,
      'footer-links': `<ul><li><a href="/${storeView.storeCode}/${CMS_PAGES[3]?.identifier[language]}">${CMS_PAGES[3]?.title[language]}</a></li></ul>`,
      'usp-bar': `<ul><li>${SHORT_DESCRIPTION[language]}</li></ul>`,
    };
    Object.entries(blocks).forEach(([identifier, content], index) => {
      out.cmsBlocks.push({
        id: 20000 + storeId * 10 + index,
        storeCode: storeView.storeCode,
        identifier,
        title: identifier,
        content,
      });
    });
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
      out.blogPosts.push({
        id,
        language,
        slug: slugify(title[language]),
        title: title[language],
        shortContent: `<p>${CMS_INTRO[language]}</p>`,
        content: `<p>${CMS_INTRO[language]}</p><p>${SHORT_DESCRIPTION[language]}</p>`,
        featuredImage: `catalog/blog/post-${index + 1}.svg`,
        author: 'Hortus',
        topBlog: index === 2 ? 1 : 0,
        metaTitle: `${title[language]} | Hortus`,
        metaDescription: CMS_INTRO[language],
        publishedAt: published(index * 3 + 2),
      });
      out.blogPostCategories.push({ postId: id, categoryId: base + (index % BLOG_CATEGORIES.length) });
      out.blogPostTags.push(
        { postId: id, tagId: base + (index % BLOG_TAGS.length) },
        { postId: id, tagId: base + ((index + 2) % BLOG_TAGS.length) },
      );
    });
    JOB_TITLES.forEach((title, index) => {
      out.jobOffers.push({
        language,
        slug: slugify(title[language]),
        title: title[language],
        location: ['Wien', 'Hamburg', 'Remote'][index] ?? 'Wien',
        employmentType: EMPLOYMENT_TYPE[language],
        summary: CMS_INTRO[language],
        content: `<p>${CMS_INTRO[language]}</p><ul><li>${EMPLOYMENT_TYPE[language]}</li></ul>`,
        publishedAt: published(index * 5 + 1),
      });
    });
  });
}
