import { DEMO_COMPANY, formatPrice, LANGUAGES, STORE_VIEWS } from '@hortus/core';
import { PICTURE_PATH_PREFIX, parsePicturePath, renderPicturePath } from '@hortus/core/pictures';
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_IDS,
  generateDemoCatalogue,
  pricePoint,
  SHOP_ROOT_ID,
  storePriceMinor,
  WHOLESALE_GROUP_ID,
} from './catalogue';
import { CMS_PAGE_GROUPS, CMS_PAGES } from './content-words';
import { renderIllustration } from './illustrations';
import { CATEGORY_NAMES, COLOURS, PRODUCT_NOUNS } from './words';

const catalogue = generateDemoCatalogue({ seed: 1 });
const sellable = catalogue.products.filter((product) => product.visibility !== 1);
const storeView = (code: string) => STORE_VIEWS.find((view) => view.storeCode === code);

function countBy<T>(rows: T[], key: (row: T) => unknown): Map<unknown, number> {
  const counts = new Map<unknown, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

function expectUnique<T>(rows: T[], key: (row: T) => unknown): void {
  const values = rows.map((row) => JSON.stringify(key(row)));
  expect(new Set(values).size).toBe(values.length);
}

describe('generateDemoCatalogue', () => {
  it('gives the same catalogue for the same seed', () => {
    expect(generateDemoCatalogue({ seed: 1 })).toEqual(catalogue);
  });

  it('gives another catalogue for another seed', () => {
    expect(generateDemoCatalogue({ seed: 2 })).not.toEqual(catalogue);
  });

  it('has at least 60 sellable products of every type the shop reads', () => {
    expect(sellable.length).toBeGreaterThanOrEqual(60);
    const types = new Set(sellable.map((product) => product.typeId));
    expect([...types].sort()).toEqual([
      'bundle',
      'configurable',
      'downloadable',
      'grouped',
      'simple',
      'virtual',
    ]);
    for (const flag of ['inquiryProduct', 'dealerProduct', 'isNew', 'isSale'] as const) {
      expect(sellable.some((product) => product[flag])).toBe(true);
    }
    expect(catalogue.products.every((product) => product.taxClassId === 2)).toBe(true);
  });

  it('keeps ids, skus and option ids unique, also in large catalogues', () => {
    const large = generateDemoCatalogue({ seed: 3, products: 3000 });
    expectUnique(large.products, (row) => row.sku);
    expectUnique(catalogue.products, (row) => row.id);
    expectUnique(catalogue.products, (row) => row.sku);
    expectUnique(catalogue.categories, (row) => row.id);
    expectUnique(catalogue.attributes, (row) => row.id);
    expectUnique(catalogue.attributeOptions, (row) => row.id);
    expectUnique(catalogue.productMedia, (row) => row.id);
    expectUnique(catalogue.bundleOptions, (row) => row.id);
    expectUnique(catalogue.cmsPages, (row) => row.id);
    expectUnique(catalogue.cmsBlocks, (row) => row.id);
    expectUnique(catalogue.cmsHierarchy, (row) => row.id);
    expectUnique(catalogue.blogPosts, (row) => row.id);
    expectUnique(catalogue.productPrices, (row) => [row.storeCode, row.productId]);
    expectUnique(catalogue.urlRewrites, (row) => [row.storeCode, row.requestPath]);
  });

  it('names every product in all 8 languages with url keys unique per language', () => {
    const perProduct = countBy(catalogue.productTranslations, (row) => row.productId);
    for (const product of catalogue.products) expect(perProduct.get(product.id)).toBe(LANGUAGES.length);
    for (const language of LANGUAGES) {
      const rows = catalogue.productTranslations.filter((row) => row.language === language);
      expectUnique(rows, (row) => row.urlKey);
      for (const row of rows) expect(row.urlKey).toMatch(/^[a-z0-9]+(-[a-z0-9_]+)*$/);
    }
    const shed = catalogue.productTranslations.find((row) => row.language === 'de' && row.productId === 1);
    expect(shed).toMatchObject({ name: 'Gerätehaus Avantgarde', urlKey: 'geratehaus-avantgarde' });
    expect(shed?.description).toMatch(/^<p>[^<]+<\/p><ul>(<li>[^<]+<\/li>)+<\/ul>$/);
  });

  it('builds the category tree under the shop root with url paths in every language', () => {
    const byId = new Map(catalogue.categories.map((category) => [category.id, category]));
    expect(byId.get(SHOP_ROOT_ID)).toMatchObject({ path: '1/2', level: 1 });
    for (const category of catalogue.categories.filter((row) => row.level >= 2)) {
      const parent = byId.get(category.parentId ?? 0);
      expect(category.path).toBe(`${parent?.path}/${category.id}`);
      expect(category.level).toBe((parent?.level ?? 0) + 1);
      for (const language of LANGUAGES) {
        const own = catalogue.categoryTranslations.find(
          (row) => row.categoryId === category.id && row.language === language,
        );
        const parentPath = catalogue.categoryTranslations.find(
          (row) => row.categoryId === category.parentId && row.language === language,
        )?.urlPath;
        expect(own?.urlPath).toBe(parentPath ? `${parentPath}/${own?.urlKey}` : own?.urlKey);
      }
    }
    expect(
      catalogue.categoryTranslations.find((row) => row.categoryId === 15 && row.language === 'de')?.urlPath,
    ).toBe('zubehor/bodenplatten');
  });

  it('prices every product in all 24 store views in integer minor units of the store currency', () => {
    const perProduct = countBy(catalogue.productPrices, (row) => row.productId);
    for (const product of catalogue.products) expect(perProduct.get(product.id)).toBe(STORE_VIEWS.length);
    for (const price of catalogue.productPrices) {
      expect(price.currency).toBe(storeView(price.storeCode)?.i18n.currencyCode);
      expect(Number.isInteger(price.priceMinor)).toBe(true);
      expect(price.priceMinor).toBeGreaterThan(0);
      if (price.specialPriceMinor != null) expect(Number.isInteger(price.specialPriceMinor)).toBe(true);
    }
    for (const tier of catalogue.tierPrices) expect(Number.isInteger(tier.priceMinor)).toBe(true);
  });

  it('adds the store country VAT, and none for the export (ot) stores', () => {
    const at = storeView('at-de');
    const de = storeView('de-de');
    const ot = storeView('ot-en');
    if (!at || !de || !ot) throw new Error('missing store view');
    expect(storePriceMinor(10_000, de)).toBe(11_900);
    expect(storePriceMinor(10_000, at)).toBe(12_900);
    expect(storePriceMinor(10_000, ot)).toBe(10_900);
    expect(storePriceMinor(3_000, ot)).toBe(3_090);
  });

  it('has special prices that run, have ended, have not started, and one above the regular price', () => {
    const specials = catalogue.productPrices.filter(
      (price) => price.storeCode === 'de-de' && price.specialPriceMinor,
    );
    expect(specials.length).toBe(10);
    expect(specials.filter((price) => price.specialFromDate === '2026-01-01').length).toBeGreaterThan(5);
    expect(specials.some((price) => price.specialToDate === '2025-12-31')).toBe(true);
    expect(specials.some((price) => price.specialFromDate === '2031-01-01')).toBe(true);
    expect(specials.some((price) => (price.specialPriceMinor ?? 0) > price.priceMinor)).toBe(true);
  });

  it('gives a few accessories tier prices and wholesale-group prices', () => {
    expect(catalogue.tierPrices.some((tier) => tier.qty === 5 && tier.customerGroupId === null)).toBe(true);
    expect(catalogue.tierPrices.some((tier) => tier.qty === 10)).toBe(true);
    expect(catalogue.tierPrices.some((tier) => tier.customerGroupId === WHOLESALE_GROUP_ID)).toBe(true);
  });

  it('links configurable children that differ by the configurable attributes', () => {
    const byId = new Map(catalogue.products.map((product) => [product.id, product]));
    const codeOf = new Map<number, string>(Object.entries(ATTRIBUTE_IDS).map(([code, id]) => [id, code]));
    const parents = catalogue.products.filter((product) => product.typeId === 'configurable');
    expect(parents.length).toBeGreaterThan(5);
    for (const parent of parents) {
      const codes = catalogue.configurableOptions
        .filter((option) => option.productId === parent.id)
        .map((option) => codeOf.get(option.attributeId) as string);
      expect(codes).toContain('color');
      const children = catalogue.configurableChildren
        .filter((link) => link.parentId === parent.id)
        .map((link) => byId.get(link.childId));
      expect(children.length).toBeGreaterThan(0);
      for (const child of children) {
        expect(child).toMatchObject({ typeId: 'simple', visibility: 1 });
        for (const code of codes) expect(child?.attributeValues?.[code]).toBeTypeOf('number');
      }
      expectUnique(children, (child) => codes.map((code) => child?.attributeValues?.[code]));
      const price = (id: number) =>
        catalogue.productPrices.find((row) => row.productId === id && row.storeCode === 'de-de')?.priceMinor;
      expect(price(parent.id)).toBe(Math.min(...children.map((child) => price(child?.id ?? 0) ?? 0)));
    }
    const childIds = new Set(catalogue.configurableChildren.map((link) => link.childId));
    expect(catalogue.stockItems.some((item) => childIds.has(item.productId) && !item.isInStock)).toBe(true);
  });

  it('composes the bundle and the grouped product of other products', () => {
    const bundle = sellable.find((product) => product.typeId === 'bundle');
    const options = catalogue.bundleOptions.filter((option) => option.productId === bundle?.id);
    expect(options).toHaveLength(3);
    for (const option of options) {
      expect(Object.keys(option.titles).sort()).toEqual([...LANGUAGES].sort());
      expect(catalogue.bundleSelections.filter((row) => row.optionId === option.id).length).toBeGreaterThan(
        0,
      );
    }
    const grouped = sellable.find((product) => product.typeId === 'grouped');
    expect(
      catalogue.productLinks.filter(
        (link) => link.productId === grouped?.id && link.linkType === 'associated',
      ),
    ).toHaveLength(3);
  });

  it('stocks every product and sells a few out', () => {
    expect(catalogue.stockItems).toHaveLength(catalogue.products.length);
    const soldOut = catalogue.stockItems.filter((item) => !item.isInStock);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    for (const item of soldOut) expect(item.qty).toBe(0);
  });

  it('gives every product one to four images and dates it in 2025 or 2026', () => {
    const images = countBy(catalogue.productMedia, (row) => row.productId);
    for (const product of catalogue.products) {
      expect(images.get(product.id)).toBeGreaterThanOrEqual(1);
      expect(images.get(product.id)).toBeLessThanOrEqual(4);
      for (const date of [product.createdAt, product.updatedAt]) {
        expect(date?.getUTCFullYear()).toBeGreaterThanOrEqual(2025);
        expect(date?.getUTCFullYear()).toBeLessThanOrEqual(2026);
      }
      expect(product.updatedAt?.getTime()).toBeGreaterThanOrEqual(product.createdAt?.getTime() ?? 0);
    }
  });

  it('maps the url of every sellable product, category and CMS page in every store view', () => {
    const perStore = countBy(catalogue.urlRewrites, (row) => `${row.storeCode} ${row.entityType}`);
    for (const { storeCode, catalogMode } of STORE_VIEWS) {
      expect(perStore.get(`${storeCode} product`)).toBe(sellable.length);
      expect(perStore.get(`${storeCode} category`)).toBe(catalogue.categories.length - 2);
      // Selling stores: 10 pages with terms, withdrawal, shipping and payment; catalogue stores: 7 with "where to buy".
      expect(perStore.get(`${storeCode} cms_page`)).toBe(catalogMode ? 7 : 10);
    }
    const rewrite = catalogue.urlRewrites.find((row) => row.storeCode === 'fr-fr' && row.entityId === 1);
    const french = catalogue.productTranslations.find((row) => row.language === 'fr' && row.productId === 1);
    expect(rewrite?.requestPath).toBe(french?.urlKey);
    expect(catalogue.urlRewrites.every((row) => row.redirectType === 0)).toBe(true);
  });

  it("gives every store view its privacy, contact and dealer-search pages and the 404 page in the store's language", () => {
    for (const view of STORE_VIEWS) {
      const pages = catalogue.cmsPages.filter((page) => page.storeCode === view.storeCode);
      const idOf = (identifier: string) => pages.find((page) => page.identifier === identifier)?.id;
      expect(pages.map((page) => page.id)).toEqual(
        expect.arrayContaining([view.privacyPageId, view.contactPageId, view.dealerSearchPageId]),
      );
      expect(idOf('page-not-found')).toBeGreaterThanOrEqual(5000);
      if (view.i18n.language === 'de') {
        expect(idOf('datenschutz')).toBe(view.privacyPageId);
        expect(idOf('haendlersuche')).toBe(view.dealerSearchPageId);
        expect(idOf('kontakt')).toBe(view.contactPageId);
        expect(pages.map((page) => page.identifier)).toEqual(expect.arrayContaining(['impressum', 'agb']));
      }
      const blocks = catalogue.cmsBlocks.filter((block) => block.storeCode === view.storeCode);
      expect(blocks.map((block) => block.identifier).sort()).toEqual([
        'footer-links',
        'home-main-banners',
        'home-small-banners',
        'usp-bar',
      ]);
    }
  });

  it('writes CMS, blog and job HTML with only safe tags and no scripts or handlers', () => {
    const html = [
      ...catalogue.cmsPages.map((row) => row.content),
      ...catalogue.cmsBlocks.map((row) => row.content),
      ...catalogue.blogPosts.flatMap((row) => [row.content, row.shortContent]),
      ...catalogue.jobOffers.map((row) => row.content),
      ...catalogue.productTranslations.slice(0, 200).map((row) => row.description ?? ''),
      ...catalogue.categoryTranslations.flatMap((row) => [row.contentBefore ?? '', row.contentAfter ?? '']),
    ];
    for (const fragment of html) {
      for (const tag of fragment.match(/<\/?([a-z0-9]+)/g) ?? []) {
        expect(['h2', 'h3', 'p', 'ul', 'li', 'a', 'img', 'address', 'br']).toContain(
          tag.replace(/[</]/g, ''),
        );
      }
      expect(fragment).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
    }
  });

  it('writes per language 3 blog categories, 5 tags, 8 posts and 3 job offers', () => {
    for (const language of LANGUAGES) {
      const posts = catalogue.blogPosts.filter((row) => row.language === language);
      expect(catalogue.blogCategories.filter((row) => row.language === language)).toHaveLength(3);
      expect(catalogue.blogTags.filter((row) => row.language === language)).toHaveLength(5);
      expect(posts).toHaveLength(8);
      expect(new Set(posts.map((post) => post.topBlog))).toEqual(new Set([0, 1]));
      expect(catalogue.jobOffers.filter((row) => row.language === language)).toHaveLength(3);
    }
  });

  it('generates large catalogues on request, with variants and all their rows', () => {
    const large = generateDemoCatalogue({ seed: 1, products: 2000 });
    const visible = large.products.filter((product) => product.visibility !== 1);
    expect(visible).toHaveLength(2000);
    expect(visible.filter((product) => product.typeId === 'configurable').length).toBeGreaterThan(100);
    expect(large.productPrices).toHaveLength(large.products.length * STORE_VIEWS.length);
    expect(large.productTranslations).toHaveLength(large.products.length * LANGUAGES.length);
    expect(large.stockItems).toHaveLength(large.products.length);
    expectUnique(large.urlRewrites, (row) => [row.storeCode, row.requestPath]);
    for (const language of LANGUAGES) {
      expectUnique(
        large.productTranslations.filter((row) => row.language === language),
        (row) => row.urlKey,
      );
    }
  });
});

describe('catalogue texts', () => {
  const textsOf = (language: string) => [
    ...catalogue.productTranslations
      .filter((row) => row.language === language)
      .flatMap((row) => [
        row.name,
        row.description ?? '',
        row.shortDescription ?? '',
        row.metaDescription ?? '',
      ]),
    ...catalogue.categoryTranslations
      .filter((row) => row.language === language)
      .flatMap((row) => [
        row.name,
        row.metaDescription ?? '',
        row.contentBefore ?? '',
        row.contentAfter ?? '',
      ]),
    ...catalogue.blogPosts
      .filter((row) => row.language === language)
      .flatMap((row) => [row.title, row.content]),
    ...catalogue.jobOffers
      .filter((row) => row.language === language)
      .flatMap((row) => [row.title, row.content]),
  ];

  // The phrasing rule: es, it, fr and pl descriptions use verbs and nouns, so no adjective or participle has
  // to agree with the product's gender and number ("Caseta … montado", "Skrzynia … odporny").
  const AGREEING_WORDS: Record<string, RegExp> = {
    es: /\b(montad[oa]s?|robust[oa]s?|durader[oa]s?|disponibles? en)\b/i,
    it: /\b(montat[oaie]|robust[oaie]|durevol[ei]|resistente alle)\b/i,
    fr: /(?<!\p{L})(montée?s?|résistante?s? aux|robustes?|durables?|disponibles? en)(?!\p{L})/iu,
    pl: /(odporn[ayie] |bezobsługow|zmontowan|\bdostępn[ya] |\bsolidn[yi] |\btrwał[yai]\b)/i,
  };
  for (const [language, agreeing] of Object.entries(AGREEING_WORDS)) {
    it(`phrases ${language} product and category texts without adjectives that must agree with the noun`, () => {
      for (const text of textsOf(language)) expect(text).not.toMatch(agreeing);
    });
  }

  it('writes no "–." for products without colours and no colours sentence for them', () => {
    for (const row of catalogue.productTranslations) {
      expect(row.description).not.toMatch(/–\s*\.|:\s*\./);
    }
    const anchoring = catalogue.productTranslations.find(
      (row) => row.language === 'en' && row.name.startsWith('Anchoring set'),
    );
    expect(anchoring?.description).not.toMatch(/Available in/);
  });

  it('gives the assembly service and the PDF manual texts of their own, not those of a shed', () => {
    for (const prefix of ['Assembly service', 'Assembly instructions']) {
      const row = catalogue.productTranslations.find(
        (candidate) => candidate.language === 'en' && candidate.name.startsWith(prefix),
      );
      expect(row?.description).not.toMatch(/weatherproof|galvanised|assembled in a few hours/);
      expect(row?.shortDescription).not.toMatch(/weatherproof/);
    }
  });

  it('writes material and colour labels lower-case inside a sentence (German nouns keep their capital)', () => {
    const description = (language: string) =>
      catalogue.productTranslations.find((row) => row.language === language && row.productId === 1)
        ?.description;
    expect(description('es')).toContain('de acero galvanizado');
    expect(description('es')).toContain('Colores disponibles: antracita, plata metalizado');
    expect(description('nl')).toContain('van verzinkt staal');
    expect(description('pl')).toContain('Materiał: stal ocynkowana.');
    expect(description('de')).toContain('aus feuerverzinktem Stahl');
    expect(description('de')).toContain('Erhältlich in Anthrazit');
  });

  it('uses one term per concept: the category and the product noun of a kind share their stems', () => {
    const plain = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(/[^a-ząćęłńóśźż]+/)
        .filter((word) => word.length >= 3);
    const sameStem = (one: string, other: string) => {
      const need = Math.max(3, Math.ceil(Math.min(one.length, other.length) * 0.6));
      let shared = 0;
      while (shared < one.length && one[shared] === other[shared]) shared++;
      return shared >= need;
    };
    const kinds = [
      ['sheds', 'shed'],
      ['boxes', 'box'],
      ['bikeSheds', 'bikeShed'],
      ['raisedBeds', 'raisedBed'],
      ['floorPlates', 'floorPlate'],
      ['shelves', 'shelf'],
      ['anchoring', 'anchoring'],
    ] as const;
    for (const [category, kind] of kinds) {
      for (const language of LANGUAGES) {
        const categoryWords = plain(CATEGORY_NAMES[category][language]);
        const nounWords = plain(PRODUCT_NOUNS[kind][language]);
        const label = `${language} ${category}`;
        for (const word of nounWords)
          expect(
            categoryWords.some((other) => sameStem(word, other)),
            label,
          ).toBe(true);
        for (const word of categoryWords)
          expect(
            nounWords.some((other) => sameStem(word, other)),
            label,
          ).toBe(true);
      }
    }
  });

  // Terms the localizer's review replaced by the one the market's shops use.
  const REPLACED_TERMS: Record<string, RegExp> = {
    de: /Solar-Beleuchtung|Stahl, feuerverzinkt/,
    es: /Garajes? para bicicletas|Placas? de suelo|Depósito de lluvia|Soporte de herramientas|Set completo/,
    fr: /Lucarne|Ensemble complet/,
    hu: /Kerti ház|Tárolódoboz|Rögzítő készlet|akasztó készlet|Frontend fejlesztő/i,
    it: /Cisterna|\bPavimenti\b(?! per)/,
    nl: /tuinhuisje|plantenbak|\bOprit\b|Zonne-verlichting/i,
    pl: /domki? ogrodow|Garaż rowerowy|Garaże rowerowe|kotwiąc|Znajdź dealera/i,
  };
  for (const [language, replaced] of Object.entries(REPLACED_TERMS)) {
    it(`writes ${language} texts in the terms of that market's shops`, () => {
      for (const text of textsOf(language)) expect(text).not.toMatch(replaced);
    });
  }

  it('names Polish colours with nouns, not adjectives that must agree with the product', () => {
    for (const colour of COLOURS) expect(colour.label.pl).not.toMatch(/^\S+[yi]$/);
  });

  it("localises job locations and marks job titles as each market's law expects", () => {
    const jobs = (language: string) => catalogue.jobOffers.filter((row) => row.language === language);
    expect(jobs('fr').map((row) => row.location)).toEqual(['Vienne', 'Hambourg', 'Milan']);
    expect(jobs('en').map((row) => row.location)).toEqual(['Vienna', 'Hamburg', 'Milan']);
    const markers: Record<string, string> = {
      de: '(m/w/d)',
      es: '(h/m)',
      fr: '(h/f)',
      it: '(m/f)',
      nl: '(m/v/x)',
      pl: '(k/m)',
    };
    for (const [language, marker] of Object.entries(markers)) {
      for (const job of jobs(language)) expect(job.title.endsWith(marker), job.title).toBe(true);
    }
  });

  it('promises delivery only in store views that sell, and 14-day returns only where the law gives them', () => {
    for (const view of STORE_VIEWS) {
      const usp = catalogue.cmsBlocks.find(
        (block) => block.storeCode === view.storeCode && block.identifier === 'usp-bar',
      );
      const promises = view.catalogMode ? 1 : view.i18n.country === 'CH' ? 2 : 3;
      expect(usp?.content.match(/<li>/g)?.length, view.storeCode).toBe(promises);
    }
    for (const row of catalogue.productTranslations.filter((candidate) => candidate.language === 'en')) {
      expect(row.description).not.toMatch(/delivery|Returns/);
    }
  });
});

describe('pricePoint', () => {
  it('rounds prices from 100 up to whole amounts ending in 9', () => {
    expect(pricePoint(1234.5)).toBe(123900);
    expect(pricePoint(1240.2)).toBe(124900);
    expect(pricePoint(119)).toBe(11900);
  });

  it('rounds smaller prices to .90', () => {
    expect(pricePoint(42.13)).toBe(4290);
  });

  it('keeps a zero price at zero', () => {
    expect(pricePoint(0)).toBe(0);
  });
});

describe('renderIllustration', () => {
  it('draws every image the catalogue names, small and with a title', () => {
    const files = new Set([
      ...catalogue.productMedia.map((media) => media.file),
      ...catalogue.categories.flatMap((category) => (category.bannerImage ? [category.bannerImage] : [])),
      ...catalogue.blogPosts.flatMap((post) => (post.featuredImage ? [post.featuredImage] : [])),
      ...catalogue.cmsBlocks.flatMap((block) =>
        [...block.content.matchAll(/src="\/media\/([^"]+)"/g)].map((match) => match[1] as string),
      ),
    ]);
    for (const file of files) {
      const svg = renderPicturePath(file) ?? renderIllustration(file);
      expect(svg, file).toMatch(/^<svg [^>]*role="img"[^>]*><title[^>]*>[^<]+<\/title>/);
      // Product, category and banner pictures are drawn from the product models; the rest are small sketches.
      const fromModels = file.startsWith(PICTURE_PATH_PREFIX) || /^catalog\/(category|banner)\//.test(file);
      expect(svg?.length, file).toBeLessThan(fromModels ? 20_000 : 3000);
      expect(svg).not.toMatch(/href|url\(|<image|<script/);
    }
  });

  it('knows no other files', () => {
    expect(renderIllustration('catalog/product/../../etc/passwd')).toBeUndefined();
    expect(renderIllustration('catalog/product/shed-purple-1.svg')).toBeUndefined();
    expect(renderIllustration('catalog/product/castle-silver-1.svg')).toBeUndefined();
  });
});

describe('product pictures', () => {
  const sheds = catalogue.products.filter(
    (product) => product.sku.startsWith('GH-') && product.visibility === 1,
  );
  const modelOf = (productId: number | undefined) => {
    const file = catalogue.productMedia.find((media) => media.productId === productId)?.file ?? '';
    return parsePicturePath(file)?.model;
  };

  it('gives each size of a shed its own measures, and the pictures show them', () => {
    const [first] = catalogue.configurableChildren;
    const siblings = catalogue.configurableChildren
      .filter((link) => link.parentId === first?.parentId)
      .map((link) => catalogue.products.find((product) => product.id === link.childId));
    const widths = new Set(siblings.map((child) => child?.attributeValues?.width_cm));
    expect(widths.size).toBeGreaterThanOrEqual(3);
    for (const child of siblings) expect(modelOf(child?.id)?.width).toBe(child?.attributeValues?.width_cm);
  });

  it('draws each colour of a product in that colour', () => {
    expect(sheds.length).toBeGreaterThan(0);
    for (const child of sheds) {
      const colour = COLOURS.find((candidate) => candidate.id === child.attributeValues?.color);
      expect(modelOf(child.id)?.colour, child.sku).toBe(colour?.swatch);
    }
  });

  it('shows a shed from the front, open, from the side and with its measures', () => {
    const views = catalogue.productMedia
      .filter((media) => media.productId === sheds[0]?.id)
      .map((media) => parsePicturePath(media.file)?.view);
    expect(views).toEqual(['front', 'open', 'side', 'dimensions']);
  });
});

describe('the legal and service pages of the footer', () => {
  const SALES_PAGES = ['terms', 'withdrawal', 'shipping', 'payment'];
  const SELLING_PAGES = ['imprint', 'terms', 'withdrawal', 'privacy', 'shipping', 'payment'];
  /** Small words every legal text of a language uses (as whole words) and texts in other languages lack. */
  const wordsOf = (list: string) => new RegExp(`(?<!\\p{L})(${list})(?!\\p{L})`, 'u');
  const LANGUAGE_WORDS: Record<string, RegExp> = {
    de: wordsOf('und|Sie|der'),
    en: wordsOf('the|you|and'),
    es: wordsOf('los|usted|del'),
    fr: wordsOf('les|vous|des'),
    hu: wordsOf('és|az|Ön'),
    it: wordsOf('il|che|della|per|di'),
    nl: wordsOf('het|een|uw'),
    pl: wordsOf('się|lub|oraz|jest|na'),
  };
  const pagesOf = (storeCode: string) => catalogue.cmsPages.filter((page) => page.storeCode === storeCode);
  const footerRoles = (storeCode: string) =>
    catalogue.cmsHierarchy
      .filter((node) => node.storeCode === storeCode && node.level === 1)
      .map((node) => String(node.identifier));
  const pageOf = (storeCode: string, role: string) => {
    const node = catalogue.cmsHierarchy.find(
      (candidate) => candidate.storeCode === storeCode && candidate.identifier === role,
    );
    const page = pagesOf(storeCode).find((candidate) => candidate.id === node?.pageId);
    if (!page) throw new Error(`${storeCode} has no ${role} page`);
    return page;
  };
  const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ');

  it("gives every selling store view its six pages in the store's language, under their language's identifier", () => {
    for (const view of STORE_VIEWS.filter((candidate) => !candidate.catalogMode)) {
      expect(footerRoles(view.storeCode)).toEqual(expect.arrayContaining(SELLING_PAGES));
      expect(footerRoles(view.storeCode)).not.toContain('whereToBuy');
      const { language } = view.i18n;
      for (const role of SELLING_PAGES) {
        const page = pageOf(view.storeCode, role);
        const words = textOf(page.content);
        expect(words, `${view.storeCode} ${role}`).toMatch(LANGUAGE_WORDS[language] as RegExp);
        if (language !== 'en')
          expect(words, `${view.storeCode} ${role}`).not.toMatch(LANGUAGE_WORDS.en as RegExp);
        expect(page.identifier).toBe(
          CMS_PAGES.find((candidate) => candidate.key === role)?.identifier[language],
        );
        expect(words.length, `${view.storeCode} ${role}`).toBeGreaterThan(500);
      }
    }
    expect(pageOf('de-de', 'imprint').identifier).toBe('impressum');
    expect(pageOf('de-de', 'terms').identifier).toBe('agb');
    expect(pageOf('fr-fr', 'imprint').identifier).toBe('mentions-legales');
    expect(pageOf('fr-fr', 'terms').identifier).toBe('conditions-generales-de-vente');
  });

  it('gives catalog-mode store views imprint, privacy and where to buy, and no withdrawal, shipping or payment page', () => {
    const catalogViews = STORE_VIEWS.filter((view) => view.catalogMode);
    expect(catalogViews.map((view) => view.storeCode)).toContain('us-en');
    for (const view of catalogViews) {
      const roles = footerRoles(view.storeCode);
      expect(roles).toEqual(expect.arrayContaining(['imprint', 'privacy', 'whereToBuy']));
      for (const role of SALES_PAGES) expect(roles, view.storeCode).not.toContain(role);
      const identifiers = pagesOf(view.storeCode).map((page) => page.identifier);
      for (const role of SALES_PAGES) {
        const identifier = CMS_PAGES.find((page) => page.key === role)?.identifier[view.i18n.language];
        expect(identifiers, view.storeCode).not.toContain(identifier);
      }
      expect(pageOf(view.storeCode, 'whereToBuy').content).toContain(
        `href="/${view.storeCode}/${pageOf(view.storeCode, 'dealerSearch').identifier}"`,
      );
    }
  });

  it('writes the law of the country: 14 days of withdrawal in the EU and the UK, 30 voluntary days in Switzerland', () => {
    const withdrawal = (storeCode: string) => textOf(pageOf(storeCode, 'withdrawal').content);
    expect(withdrawal('de-de')).toContain('binnen vierzehn Tagen');
    expect(withdrawal('de-de')).toContain('Muster-Widerrufsformular');
    expect(withdrawal('ch-de')).toContain('kein Widerrufsrecht');
    expect(withdrawal('ch-de')).toContain('innerhalb von 30 Tagen');
    expect(withdrawal('ch-de')).not.toContain('vierzehn');
    expect(withdrawal('ch-fr')).toContain('30 jours');
    expect(withdrawal('fr-fr')).toContain('quatorze jours');
    expect(withdrawal('ch-it')).toContain('30 giorni');
    expect(withdrawal('gb-en')).toContain(
      'Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013',
    );
    expect(withdrawal('ie-en')).toContain('Model withdrawal form');
    expect(pageOf('ch-de', 'withdrawal').title).toBe('Rückgaberecht');
    expect(pageOf('gb-en', 'withdrawal').title).toBe('Right to cancel');
    // Configured sheds are made to order: excluded everywhere.
    for (const storeCode of ['de-de', 'ch-de', 'gb-en', 'pl-pl', 'es-es', 'nl-nl', 'it-it']) {
      expect(withdrawal(storeCode)).toMatch(/[Kk]onfigurator|configurator|configura|konfigurujesz/);
    }
    const privacy = (storeCode: string) => textOf(pageOf(storeCode, 'privacy').content);
    expect(privacy('de-de')).toContain('DSGVO');
    expect(privacy('ch-de')).toContain('Datenschutzgesetz (DSG)');
    expect(privacy('ch-de')).not.toContain('DSGVO');
    expect(privacy('gb-en')).toContain('UK GDPR');
    expect(privacy('gb-en')).toContain('Information Commissioner');
    expect(privacy('us-en')).toContain('California');
    expect(textOf(pageOf('at-de', 'terms').content)).toContain('20\u00a0% Umsatzsteuer');
    expect(textOf(pageOf('de-de', 'terms').content)).toContain('19\u00a0% Umsatzsteuer');
  });

  it('names the company it is given in every store: the one that sells, is paid and answers the phone', () => {
    const company = {
      ...DEMO_COMPANY,
      name: 'Grünraum Beete GmbH',
      city: 'München',
      vatId: 'DE136695976',
      phone: '+49 89 555 0100',
    };
    const configured = generateDemoCatalogue({ seed: 1, company });
    const contentOf = (storeCode: string, role: string) => {
      const node = configured.cmsHierarchy.find(
        (candidate) => candidate.storeCode === storeCode && candidate.identifier === role,
      );
      return textOf(configured.cmsPages.find((page) => page.id === node?.pageId)?.content ?? '');
    };
    for (const storeCode of ['de-de', 'ch-de', 'ch-fr', 'gb-en', 'pl-pl', 'us-en', 'hu-hu']) {
      for (const fact of [company.name, company.vatId, company.phone]) {
        expect(contentOf(storeCode, 'imprint')).toContain(fact);
      }
      expect(contentOf(storeCode, 'imprint')).not.toContain(DEMO_COMPANY.name);
    }
    expect(contentOf('de-de', 'terms')).toContain('Ihr Vertragspartner ist die Grünraum Beete GmbH');
    expect(contentOf('ch-de', 'terms')).toContain('Gerichtsstand ist München');
  });

  it("states the store's own delivery prices, cash-on-delivery fee and the islands the checkout refuses", () => {
    for (const view of STORE_VIEWS.filter((candidate) => !candidate.catalogMode)) {
      const rate = catalogue.shippingRates.find(
        (row) => row.storeCode === view.storeCode && row.carrierCode === 'flatrate',
      );
      const fee = catalogue.paymentMethods.find(
        (row) => row.storeCode === view.storeCode && row.code === 'cashondelivery',
      );
      const shipping = pageOf(view.storeCode, 'shipping').content;
      expect(shipping).toContain(formatPrice(rate?.priceMinor ?? -1, view));
      expect(pageOf(view.storeCode, 'payment').content).toContain(formatPrice(fee?.feeMinor ?? -1, view));
    }
    expect(pageOf('de-de', 'shipping').content).toContain('Sylt');
    expect(pageOf('es-es', 'shipping').content).toContain('Canarias');
    expect(pageOf('at-de', 'shipping').content).not.toContain('Inseln');
  });

  it('writes Swiss German with "ss" and MWST, and links only to pages the store has', () => {
    for (const page of pagesOf('ch-de')) {
      expect(page.content + page.title, page.identifier).not.toMatch(/ß|MwSt/);
    }
    for (const view of STORE_VIEWS) {
      const identifiers = new Set(pagesOf(view.storeCode).map((page) => page.identifier));
      for (const page of pagesOf(view.storeCode)) {
        for (const [, path] of page.content.matchAll(new RegExp(`href="/${view.storeCode}/([^"]+)"`, 'g'))) {
          expect(identifiers, `${view.storeCode} ${page.identifier} links to ${path}`).toContain(path);
        }
      }
    }
  });

  it("keeps each store view's page and page-tree ids inside its own range of 20", () => {
    expect(CMS_PAGES.length + CMS_PAGE_GROUPS.length).toBeLessThanOrEqual(20);
    for (const view of STORE_VIEWS) {
      for (const page of pagesOf(view.storeCode)) {
        if ([view.privacyPageId, view.contactPageId, view.dealerSearchPageId].includes(page.id)) continue;
        expect(page.id - 5000 - view.storeId * 20).toBeGreaterThanOrEqual(0);
        expect(page.id - 5000 - view.storeId * 20).toBeLessThan(20);
      }
    }
  });
});
