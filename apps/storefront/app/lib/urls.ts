import type { StoreCode } from '@hortus/core';

/** The storefront's URL scheme (spec 2): every path under the store-code prefix. */
export const urls = {
  home: (store: StoreCode) => `/${store}`,
  product: (store: StoreCode, slug: string, sku?: string) =>
    `/${store}/p/${encodeURIComponent(slug)}${sku ? `/${encodeURIComponent(sku)}` : ''}`,
  category: (store: StoreCode, slug: string) => `/${store}/c/${encodeURIComponent(slug)}`,
  cmsPage: (store: StoreCode, identifier: string) => `/${store}/${encodeURIComponent(identifier)}`,
  blogList: (store: StoreCode) => `/${store}/blog`,
  blogPost: (store: StoreCode, slug: string) => `/${store}/b/${encodeURIComponent(slug)}`,
  job: (store: StoreCode, slug: string) => `/${store}/j/${encodeURIComponent(slug)}`,
  search: (store: StoreCode) => `/${store}/search`,
  cart: (store: StoreCode) => `/${store}/cart`,
  checkout: (store: StoreCode) => `/${store}/checkout`,
  orderSuccess: (store: StoreCode) => `/${store}/order/success`,
  payment: (store: StoreCode, paymentId: string) => `/${store}/payment/${paymentId}`,
  amazonPayCheckout: (store: StoreCode) => `/${store}/checkout/amazon-pay`,
  account: (store: StoreCode) => `/${store}/account`,
  notFound: (store: StoreCode) => `/${store}/404`,
};

/** Product and CMS images live under the API's /media, reached through the storefront's origin. */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\//.test(path)) return path;
  return `/media/${path}`;
}
