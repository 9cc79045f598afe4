import { useEffect, useState } from 'react';
import { Form, Link, useLocation, useNavigate } from 'react-router';
import { useAddToCart } from '../cart/add-to-cart';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CmsContent } from '../components/CmsContent';
import { Price } from '../components/Price';
import { ProductGallery } from '../components/ProductGallery';
import { Accessories } from '../components/product/Accessories';
import { accessoriesForSize } from '../components/product/accessories';
import { Downloads } from '../components/product/Downloads';
import { deliveryDays } from '../components/product/delivery-time';
import { PurchasePromise } from '../components/product/PurchasePromise';
import { loadCrossSells, loadManual, loadPurchaseTerms } from '../components/product/product-extras.server';
import { Rating } from '../components/product/Rating';
import { StickyBuyBar } from '../components/product/StickyBuyBar';
import { SaveButtons } from '../components/SaveButtons';
import { pageAlternates } from '../lib/alternates.server';
import { findProduct } from '../lib/catalog.server';
import type { Product, ProductChild } from '../lib/catalog-types';
import { endOfDay, length, price } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { breadcrumbJsonLd, productJsonLd } from '../lib/json-ld';
import { redirectInShop } from '../lib/redirects';
import type { RouteHandle } from '../lib/route-handle';
import { seoMeta } from '../lib/seo';
import { notFound, originOf, requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import { useStore } from '../lib/use-store';
import { pickVariant, valuesOf } from '../lib/variant';
import { rememberViewed, savedProductOf } from '../state/shopper-storage';
import { trackViewItem } from '../tracking';
import type { Route } from './+types/product';

export const handle: RouteHandle = { cache: ['product'], storeChooser: true };

const LIST_OUT_OF_STOCK = process.env.LIST_OUT_OF_STOCK_PRODUCTS !== 'false';

export async function loader({ params, request }: Route.LoaderArgs) {
  const storeView = requireStoreView(params);
  const store = storeView.storeCode;
  const origin = originOf(request);
  // The alternates need only the URL, so they load alongside the product.
  const alternates = pageAlternates(origin, `/${store}/p/${params.slug}`, params.sku ? `/${params.sku}` : '');
  const found = await findProduct(storeView, 'url_key', params.slug);
  if (found.kind === 'missing') return notFound(storeView);
  if (found.kind === 'child') {
    // Spec 2: a configurable child opened directly goes to its parent for good (301), the child chosen.
    const parent = await findProduct(storeView, 'sku', found.parentSku);
    if (parent.kind !== 'product') return notFound(storeView);
    throw redirectInShop(urls.product(store, parent.product.slug, found.childSku), 301);
  }
  const { product } = found;
  const search = new URL(request.url).searchParams;
  const selected = Object.fromEntries(
    (product.configurable_options ?? [])
      .map((option) => [option.attribute_code, search.get(option.attribute_code)] as const)
      .filter((entry): entry is [string, string] => entry[1] !== null && /^\d+$/.test(entry[1])),
  );
  const { variant, error } = pickVariant(product, {
    sku: params.sku,
    selected,
    listOutOfStock: LIST_OUT_OF_STOCK,
  });
  if (params.sku && variant?.sku !== params.sku) return notFound(storeView);
  const path = variant && params.sku ? `/p/${product.slug}/${variant.sku}` : `/p/${product.slug}`;
  const canonical = `${origin}/${store}${path}`;
  const shown = variant ?? product;
  // What the page shows beside the product loads at once: none of it may keep the product from showing.
  const [terms, crossSells, manual] = await Promise.all([
    loadPurchaseTerms(storeView, product.type_id),
    loadCrossSells(storeView, product),
    loadManual(store, shown.sku),
  ]);
  const trail = product.category[0];
  const crumbs = [
    { name: storeView.name, url: `${origin}/${store}` },
    ...(trail ? [{ name: trail.name, url: `${origin}${urls.category(store, trail.slug)}` }] : []),
    { name: product.name, url: canonical },
  ];
  return {
    product,
    variant,
    variantError: error,
    crumbs,
    terms,
    accessories: accessoriesForSize(crossSells, variant ?? product),
    manual,
    seo: {
      title: product.meta_title ?? product.name,
      description: product.meta_description,
      canonical,
      alternates: await alternates,
      jsonLd: [
        productJsonLd({ product, variant, storeView, url: canonical, origin }),
        breadcrumbJsonLd(crumbs),
      ],
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { storeView, footer } = useStore();
  const { product, variant, variantError, crumbs, terms, accessories, manual } = loaderData;
  const shown = variant ?? product;
  const store = storeView.storeCode;
  const inStock = shown.stock?.is_in_stock ?? false;
  const addToCart = useAddToCart(store);
  const saved = savedProductOf(product);
  useEffect(() => rememberViewed(store, savedProductOf(product)), [store, product]);
  // Once per product view: a revalidation brings the same product again, a variant chosen is the same view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(
    () =>
      trackViewItem(
        { sku: shown.sku, name: variant?.name ?? product.name, price_incl_tax: shown.final_price_incl_tax },
        storeView,
      ),
    [product.sku],
  );
  const location = useLocation();
  // The gallery shows a colour or size the moment it is picked, before the variant's page has loaded; a
  // pick counts only over the variant it was made on, so the loaded page (or Back) takes over from it.
  const [pick, setPick] = useState<{ over: string | undefined; sku: string } | null>(null);
  const picked =
    (pick?.over === variant?.sku &&
      product.configurable_children?.find((child) => child.sku === pick?.sku)) ||
    variant;
  const purchasable = !storeView.catalogMode && !product.dealer_product && !product.inquiry_product;
  return (
    <div className="container product-page">
      <Breadcrumbs
        crumbs={crumbs.map((crumb, index) => ({
          name: index === 0 ? t('common.home') : crumb.name,
          to: new URL(crumb.url).pathname,
        }))}
      />
      <div className="product-layout">
        <ProductGallery
          product={product}
          variant={picked}
          units={storeView.i18n.country === 'US' ? 'imperial' : 'metric'}
        />
        <section className="product-info" aria-labelledby="product-title">
          <h1 id="product-title">{variant?.name ?? product.name}</h1>
          <p className="hint">{t('product.sku', { sku: shown.sku })}</p>
          <Rating rating={product.rating} count={product.rating_count} />
          {!product.inquiry_product && (
            <>
              <Price product={shown} large />
              <p className="hint">
                {/* The delivery and its price follow beside the buy button, where the store sells. */}
                {shown.tax_rate > 0
                  ? t('product.taxIncludedCatalog', { rate: shown.tax_rate })
                  : t('product.taxExcludedCatalog')}
              </p>
              {shown.special_price_incl_tax > 0 && shown.special_to_date && (
                <p className="hint">
                  {t('product.specialUntil', { date: endOfDay(shown.special_to_date, storeView) })}
                </p>
              )}
              <TierPrices tiers={shown.tier_prices} />
            </>
          )}
          {product.type_id === 'configurable' && (
            <VariantPicker
              product={product}
              variant={variant}
              onPick={(child) => setPick({ over: variant?.sku, sku: child.sku })}
            />
          )}
          {variantError && <p role="alert">{t('product.noVariant')}</p>}
          <p className={inStock ? 'stock stock-in' : 'stock stock-out'}>
            {inStock ? t('product.inStock') : t('product.outOfStock')}
          </p>
          {purchasable ? (
            <Form
              id={BUY_FORM_ID}
              method="post"
              action={urls.cart(store)}
              className="add-to-cart"
              onSubmit={(event) => {
                event.preventDefault();
                const qty = Number(new FormData(event.currentTarget).get('qty'));
                if (!Number.isInteger(qty) || qty < 1) return;
                void addToCart(
                  {
                    sku: shown.sku,
                    name: variant?.name ?? product.name,
                    price_incl_tax: shown.final_price_incl_tax,
                    image: variant?.image ?? product.image,
                    url_key: product.slug,
                    parent_sku: variant ? product.sku : null,
                    type_id: variant ? 'simple' : product.type_id,
                  },
                  qty,
                );
              }}
            >
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="returnTo" value={location.pathname + location.search} />
              <input type="hidden" name="sku" value={shown.sku} />
              <label>
                <span>{t('product.quantity')}</span>
                <input
                  type="number"
                  name="qty"
                  defaultValue={shown.stock?.min_sale_qty ?? 1}
                  min={shown.stock?.min_sale_qty ?? 1}
                  max={shown.stock?.max_sale_qty ?? 100}
                  inputMode="numeric"
                  // Payments spec 5's field message in the store's language, not the browser's own.
                  onInvalid={(event) => {
                    const field = event.currentTarget;
                    if (field.valueAsNumber < 1 || field.validity.badInput) {
                      field.setCustomValidity(t('form.greaterThanZero'));
                    }
                  }}
                  onInput={(event) => event.currentTarget.setCustomValidity('')}
                />
              </label>
              <button type="submit" className="button button-primary" disabled={!inStock}>
                {t('product.addToCart')}
              </button>
            </Form>
          ) : (
            <div className="notice">
              <p>
                {product.inquiry_product || product.dealer_product
                  ? t('product.inquiry')
                  : t('product.catalogMode')}
              </p>
              {product.inquiry_product || product.dealer_product
                ? footer.contact && (
                    <Link className="button button-primary" to={urls.cmsPage(store, footer.contact)}>
                      {t('product.inquiryCta')}
                    </Link>
                  )
                : footer.dealerSearch && (
                    <Link className="button" to={urls.cmsPage(store, footer.dealerSearch)}>
                      {t('product.dealerSearch')}
                    </Link>
                  )}
            </div>
          )}
          {purchasable && terms && (
            <PurchasePromise
              terms={terms}
              typeId={product.type_id}
              days={deliveryDays({ ...product, ...shown })}
            />
          )}
          <SaveButtons product={saved} />
          {product.short_description && <p>{product.short_description}</p>}
        </section>
      </div>
      <Accessories accessories={accessories} purchasable={purchasable} />
      <section className="product-description" aria-labelledby="description-title">
        <h2 id="description-title">{t('product.description')}</h2>
        <CmsContent html={product.description} />
        <Dimensions
          product={
            variant
              ? { width_cm: variant.width_cm, depth_cm: variant.depth_cm, height_cm: variant.height_cm }
              : product
          }
        />
        <Downloads manual={manual} />
      </section>
      {purchasable && (
        <StickyBuyBar
          formId={BUY_FORM_ID}
          name={variant?.name ?? product.name}
          product={shown}
          disabled={!inStock}
        />
      )}
    </div>
  );
}

/** The page's add-to-cart form, which the phone's sticky buy bar submits too. */
const BUY_FORM_ID = 'buy-form';

/**
 * The configurable options as radio groups in a GET form: without JavaScript it submits and the server
 * picks the best-matching variant; with JavaScript a change navigates to that variant's URL directly.
 */
function VariantPicker({
  product,
  variant,
  onPick,
}: {
  product: Product;
  variant: ProductChild | null;
  onPick: (child: ProductChild) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeView } = useStore();
  const chosen = valuesOf(product, variant);
  const options = [...(product.configurable_options ?? [])].sort((a, b) => a.position - b.position);
  return (
    <Form
      method="get"
      action={urls.product(storeView.storeCode, product.slug)}
      className="variant-picker"
      onChange={(event) => {
        const form = event.currentTarget;
        const wanted = Object.fromEntries(
          options.map((option) => [
            option.attribute_code,
            Number(new FormData(form).get(option.attribute_code)),
          ]),
        );
        const { variant: next } = pickVariant(product, {
          selected: wanted,
          listOutOfStock: LIST_OUT_OF_STOCK_CLIENT,
        });
        if (next) onPick(next);
        if (next)
          navigate(urls.product(storeView.storeCode, product.slug, next.sku), {
            replace: true,
            preventScrollReset: true,
          });
      }}
    >
      {options.map((option) => (
        <fieldset key={option.attribute_code}>
          <legend>{t('product.chooseVariant', { label: option.label })}</legend>
          <div className="swatches">
            {option.values.map((value) => (
              <label key={value.value_index} className="swatch">
                <input
                  type="radio"
                  name={option.attribute_code}
                  value={value.value_index}
                  defaultChecked={chosen[option.attribute_code] === value.value_index}
                />
                {value.value_data?.startsWith('#') && (
                  <span
                    className="swatch-colour"
                    style={{ background: value.value_data }}
                    aria-hidden="true"
                  />
                )}
                <span>{value.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <noscript>
        <button type="submit" className="button">
          {t('category.applyFilters')}
        </button>
      </noscript>
    </Form>
  );
}

/** Out-of-stock children are offered as the API lists them; the server decides the real rule. */
const LIST_OUT_OF_STOCK_CLIENT = true;

function TierPrices({ tiers }: { tiers: Product['tier_prices'] }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const general = tiers.filter((tier) => tier.qty > 1);
  if (general.length === 0) return null;
  return (
    <div className="tier-prices">
      <h2 className="small-heading">{t('product.tierPrices')}</h2>
      <ul>
        {general.map((tier) => (
          <li key={`${tier.qty}-${tier.customer_group_id}`}>
            {t('product.tierPrice', {
              qty: tier.qty,
              price: price(tier.price, storeView),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The measures of the variant shown (each size has its own), else of the product. */
function Dimensions({
  product,
}: {
  product: Partial<Record<'width_cm' | 'depth_cm' | 'height_cm', unknown>>;
}) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const rows = (
    [
      ['width', product.width_cm],
      ['depth', product.depth_cm],
      ['height', product.height_cm],
    ] as const
  ).filter((row): row is readonly [(typeof row)[0], number] => typeof row[1] === 'number');
  if (rows.length === 0) return null;
  return (
    <dl className="dimensions">
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`product.${key}`)}</dt>
          <dd>{length(value, storeView)}</dd>
        </div>
      ))}
    </dl>
  );
}
