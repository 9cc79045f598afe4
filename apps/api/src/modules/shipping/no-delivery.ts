import type { Language, StoreView } from '@hortus/core';
import type { ShippingMethod } from './service';

/** The method's code as carrier and method (spec 3's shipping method has both). */
const NO_DELIVERY_CODE = 'nodelivery';

const TITLES: Record<Language, string> = {
  de: 'Ohne Versand (Download oder Dienstleistung)',
  en: 'No shipping (download or service)',
  es: 'Sin envío (descarga o servicio)',
  fr: 'Sans livraison (téléchargement ou service)',
  hu: 'Szállítás nélkül (letöltés vagy szolgáltatás)',
  it: 'Senza spedizione (download o servizio)',
  nl: 'Zonder verzending (download of dienst)',
  pl: 'Bez wysyłki (pobranie lub usługa)',
};

/**
 * The one delivery method of an order of virtual and downloadable products only (core's `needsDelivery`):
 * nothing is shipped, so it costs nothing and serves every country. It keeps the checkout's contract (a
 * carrier and method are chosen and recorded) without charging a flat rate for a file or a service.
 */
export function noDeliveryMethod(storeView: StoreView): ShippingMethod {
  const title = TITLES[storeView.i18n.language];
  return {
    carrier_code: NO_DELIVERY_CODE,
    method_code: NO_DELIVERY_CODE,
    carrier_title: title,
    method_title: title,
    price_incl_tax: 0,
    amount: 0,
    available: true,
    offline: false,
    default: true,
  };
}
