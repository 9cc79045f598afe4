import type { StoreView } from '@hortus/core';
import type { Product, ProductChild } from './catalog-types';

/** Minor units as the decimal string schema.org offers expect ('609.00'). */
function decimal(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2);
}

export function productJsonLd(input: {
  product: Product;
  variant: ProductChild | null;
  storeView: StoreView;
  url: string;
  origin: string;
}): object {
  const { product, variant, storeView, url, origin } = input;
  const offer = variant ?? product;
  const images = product.media_gallery.map((item) => `${origin}/media/${item.image}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: variant?.name ?? product.name,
    sku: offer.sku,
    ...(product.ean ? { gtin13: product.ean } : {}),
    ...(images.length ? { image: images } : {}),
    description: product.meta_description ?? product.short_description ?? undefined,
    brand: { '@type': 'Brand', name: 'Hortus' },
    ...(product.rating && product.rating_count
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.rating_count,
          },
        }
      : {}),
    ...(product.inquiry_product
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: storeView.i18n.currencyCode,
            price: decimal(offer.final_price_incl_tax),
            availability: offer.stock?.is_in_stock
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
            ...(offer.special_to_date && offer.special_price_incl_tax > 0
              ? { priceValidUntil: offer.special_to_date.slice(0, 10) }
              : {}),
          },
        }),
  };
}

export function breadcrumbJsonLd(crumbs: { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function organizationJsonLd(origin: string, storeView: StoreView): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Hortus',
    url: `${origin}/${storeView.storeCode}`,
    logo: `${origin}/favicon.svg`,
  };
}
