/**
 * Vendure's side of the side-by-side run: its APIs asked over HTTP as a storefront asks them, the sample the
 * load cycles through, the check that its answers are real, and the four scenarios' requests.
 */
import { COLOURS, collectionSlug, KINDS, LINES, SIZES } from './catalogue';
import { SUPERADMIN } from './vendure-config';
import type { WrkRequest } from './wrk';

const SEARCH_RESULT = `
  totalItems
  items {
    productId productName slug sku productVariantId currencyCode
    priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } }
    productAsset { id preview }
  }
  facetValues { count facetValue { id name facet { id name } } }`;

export const SEARCH = `query Search($input: SearchInput!) { search(input: $input) { ${SEARCH_RESULT} } }`;

export const PRODUCT = `query Product($slug: String!) {
  product(slug: $slug) {
    id name slug description
    featuredAsset { id preview }
    facetValues { id code name facet { id code name } }
    collections { id slug name }
    optionGroups { id code name options { id code name } }
    variants { id name sku price priceWithTax currencyCode stockLevel options { id code name } }
  }
}`;

export const ADD_TO_CART = `mutation Add($variantId: ID!, $quantity: Int!) {
  addItemToOrder(productVariantId: $variantId, quantity: $quantity) {
    ... on Order {
      id code totalQuantity subTotalWithTax shippingWithTax totalWithTax
      lines { id quantity unitPriceWithTax linePriceWithTax productVariant { id sku name } }
    }
    ... on ErrorResult { errorCode message }
  }
}`;

/** What marks a failed GraphQL answer that came with status 200. */
export const GRAPHQL_FAILURES = ['"errors":', '"errorCode":'];

export interface GraphqlAnswer<T> {
  data: T;
  token: string | null;
}

export async function graphql<T>(
  base: string,
  api: 'shop-api' | 'admin-api',
  query: string,
  variables: object = {},
  token?: string,
): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${base}/${api}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || body.errors || !body.data)
    throw new Error(`Vendure ${api}: ${response.status} ${JSON.stringify(body.errors ?? body)}`);
  return { data: body.data, token: response.headers.get('vendure-auth-token') };
}

interface Job {
  id: string;
  queueName: string;
  state: string;
}

async function searchTotal(base: string, input: object, groupByProduct = true): Promise<number> {
  const { data } = await graphql<{ search: { totalItems: number } }>(
    base,
    'shop-api',
    'query($input: SearchInput!) { search(input: $input) { totalItems } }',
    { input: { ...input, take: 0, groupByProduct } },
  );
  return data.search.totalItems;
}

/**
 * Waits for Vendure's job queue (collection filters, search index) to finish what populating left it, and
 * rebuilds the search index when it holds fewer variants than populating made (a populate cut short).
 */
export async function settleVendure(base: string, products: number): Promise<void> {
  const login = await graphql<{ login: { id?: string; message?: string } }>(
    base,
    'admin-api',
    `mutation($username: String!, $password: String!) {
      login(username: $username, password: $password) { ... on CurrentUser { id } ... on ErrorResult { message } } }`,
    SUPERADMIN,
  );
  if (!login.data.login.id || !login.token) throw new Error(`Vendure login: ${login.data.login.message}`);
  const token = login.token;
  const waitForJobs = async () => {
    const started = performance.now();
    for (;;) {
      const { data } = await graphql<{ jobs: { items: Job[] } }>(
        base,
        'admin-api',
        '{ jobs(options: { take: 1000 }) { items { id queueName state } } }',
        {},
        token,
      );
      const open = data.jobs.items.filter((job) => job.state === 'PENDING' || job.state === 'RUNNING');
      const failed = data.jobs.items.filter((job) => job.state === 'FAILED');
      if (failed.length > 0)
        throw new Error(`Vendure jobs failed: ${failed.map((job) => job.queueName).join(', ')}`);
      if (open.length === 0) return;
      if (performance.now() - started > 30 * 60_000)
        throw new Error('Vendure jobs still running after 30 min');
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  };
  await waitForJobs();
  const indexed = await searchTotal(base, {}, false);
  const variants = products * SIZES.length;
  if (indexed < variants) {
    console.log(`Vendure's search index holds ${indexed} of ${variants} variants: reindexing ...`);
    await graphql(base, 'admin-api', 'mutation { reindex { id } }', {}, token);
    await waitForJobs();
  }
}

export interface VendureSample {
  terms: string[];
  colourIds: string[];
  largeSizeId: string;
  collections: string[];
  slugs: string[];
  variantIds: string[];
}

/** Reads the sample from the shop API and fails unless every kind of request finds what a shop shows. */
export async function vendureSample(base: string, products: number): Promise<VendureSample> {
  const failures: string[] = [];
  const { data: facets } = await graphql<{
    facets: { items: { code: string; values: { id: string; name: string }[] }[] };
  }>(base, 'shop-api', '{ facets { items { code values { id name } } } }');
  const values = (code: string) => facets.facets.items.find((facet) => facet.code === code)?.values ?? [];
  const colourIds = values('colour')
    .filter((value) => (COLOURS as readonly string[]).includes(value.name))
    .map((value) => value.id);
  if (colourIds.length < 2) failures.push(`the colour facet has ${colourIds.length} values`);
  const largeSizeId = values('size').find((value) => value.name === 'L')?.id ?? '';
  if (!largeSizeId) failures.push('the size facet has no value L');
  // 200 products, as Hortus's sample, in the pages of 100 that Vendure's list queries allow at most.
  const pages = await Promise.all(
    [0, 100].map((skip) =>
      graphql<{ products: { totalItems: number; items: { slug: string; variants: { id: string }[] }[] } }>(
        base,
        'shop-api',
        `{ products(options: { skip: ${skip}, take: 100 }) { totalItems items { slug variants { id } } } }`,
      ),
    ),
  );
  const total = pages[0]?.data.products.totalItems ?? 0;
  if (total < products) failures.push(`the shop lists ${total} products, not ${products}`);
  const listed = pages.flatMap((page) => page.data.products.items);
  const slugs = listed.map((product) => product.slug);
  const variantIds = listed.slice(0, 12).map((product) => product.variants[0]?.id ?? '');
  const terms = [...LINES, ...KINDS.map((kind) => kind.split(' ').at(-1) ?? kind)].filter(
    (term, index, all) => all.indexOf(term) === index,
  );
  for (const term of terms) {
    const found = await searchTotal(base, { term });
    if (found === 0) failures.push(`search "${term}" finds nothing`);
  }
  const collections = KINDS.map(collectionSlug);
  for (const collection of collections) {
    const found = await searchTotal(base, { collectionSlug: collection });
    if (found === 0) failures.push(`collection ${collection} lists nothing`);
  }
  for (const slug of [slugs[0], slugs.at(-1)]) {
    const { data } = await graphql<{ product: { variants: unknown[] } | null }>(base, 'shop-api', PRODUCT, {
      slug,
    });
    if (!data.product?.variants.length) failures.push(`product ${slug} not found`);
  }
  if (failures.length > 0) throw new Error(`Vendure's answers are not real:\n- ${failures.join('\n- ')}`);
  return { terms, colourIds, largeSizeId, collections, slugs, variantIds };
}

/** Shoppers' sessions: each the token of an order with one line, made through the shop API. */
export async function vendureSessions(base: string, variantIds: string[], count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await graphql<{ addItemToOrder: { id?: string; message?: string } }>(
      base,
      'shop-api',
      ADD_TO_CART,
      { variantId: variantIds[index % variantIds.length], quantity: 1 },
    );
    if (!answer.data.addItemToOrder.id || !answer.token)
      throw new Error(`Vendure addItemToOrder: ${answer.data.addItemToOrder.message ?? 'no session token'}`);
    tokens.push(answer.token);
  }
  return tokens;
}

function post(query: string, variables: object, token?: string): WrkRequest {
  return {
    method: 'POST',
    path: '/shop-api',
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    body: JSON.stringify({ query, variables }),
  };
}

const SORTS = [{ name: 'ASC' }, { price: 'ASC' }, { price: 'DESC' }];

export function vendureRequests(sample: VendureSample, tokens: string[]) {
  return {
    // Each term twice, once with two colours and once with a size: Hortus's search alternates a colour and a
    // price filter, and Vendure's default search has no price filter (its Elasticsearch plugin has).
    search: sample.terms.flatMap((term) =>
      [{ or: sample.colourIds.slice(0, 2) }, { and: sample.largeSizeId }].map((filter) =>
        post(SEARCH, { input: { term, take: 24, groupByProduct: true, facetValueFilters: [filter] } }),
      ),
    ),
    slug: sample.slugs.map((slug) => post(PRODUCT, { slug })),
    category: sample.collections.flatMap((collectionSlug) =>
      SORTS.map((sort) => post(SEARCH, { input: { collectionSlug, take: 50, groupByProduct: true, sort } })),
    ),
    // Each session once per round, so the requests in flight are different shoppers' orders.
    cart: tokens.map((token, index) =>
      post(
        ADD_TO_CART,
        { variantId: sample.variantIds[index % sample.variantIds.length], quantity: 1 },
        token,
      ),
    ),
  };
}

/**
 * Sends the first requests of each scenario as the load will and fails unless each answer is real: no error,
 * search results found, the product there, the line added.
 */
export async function checkVendureRequests(base: string, requests: Record<string, WrkRequest[]>) {
  const failures: string[] = [];
  for (const [scenario, list] of Object.entries(requests)) {
    for (const request of list.slice(0, 2)) {
      const response = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: { 'content-type': 'application/json', ...request.headers },
        body: request.body ?? null,
      });
      const text = await response.text();
      const answer = JSON.parse(text) as {
        data?: {
          search?: { items: unknown[] };
          product?: { variants: unknown[] } | null;
          addItemToOrder?: { id?: string };
        };
      };
      const data = answer.data;
      const real =
        response.ok &&
        !GRAPHQL_FAILURES.some((failure) => text.includes(failure)) &&
        ((data?.search?.items.length ?? 0) > 0 ||
          (data?.product?.variants.length ?? 0) > 0 ||
          Boolean(data?.addItemToOrder?.id));
      if (!real)
        failures.push(`${scenario}: ${request.body} answered ${response.status} ${text.slice(0, 300)}`);
    }
  }
  if (failures.length > 0) throw new Error(`Vendure's answers are not real:\n- ${failures.join('\n- ')}`);
}
