import { contactSend, type DealerList, dealerSearch } from '@hortus/api-contract';
import {
  type DealerCountry,
  formatDistance,
  isDealerCountry,
  isPostcodeOf,
  type StoreView,
} from '@hortus/core';
import { contactMessageSchema } from '@hortus/core/contact-form';
import { ApiError, callEndpoint, requireEndpoint } from './api.server';
import { fieldErrors } from './form-errors';
import {
  CONTACT_FIELDS,
  type ContactAnswer,
  type ContactValues,
  type DealerSearchData,
} from './service-pages';

/** The country searched first: the store view's own, or Germany for the other-countries stores. */
function defaultCountryOf(storeView: StoreView): DealerCountry {
  const country = storeView.i18n.country;
  return isDealerCountry(country) ? country : 'DE';
}

/**
 * The dealer search of the page's GET form (`?country=&postcode=`): a country's dealers nearest first from
 * the postcode, else by name. A postcode that is wrong or unknown lists the country's dealers by name
 * under the error, so the page always has something to offer.
 */
export async function searchDealers(storeView: StoreView, url: URL): Promise<DealerSearchData> {
  const asked = url.searchParams.get('country')?.toUpperCase() ?? '';
  const country = isDealerCountry(asked) ? asked : defaultCountryOf(storeView);
  const postcode = (url.searchParams.get('postcode') ?? '').trim().slice(0, 12);
  let error: string | null = null;
  let list: DealerList | null = null;
  if (postcode && !isPostcodeOf(country, postcode)) error = 'dealers.postcodeInvalid';
  else if (postcode) {
    const answer = await callEndpoint(dealerSearch, { query: { country, postcode } });
    if (answer.status === 200) list = answer.result;
    else if (answer.status === 400) {
      error = answer.reason === 'postcode_invalid' ? 'dealers.postcodeInvalid' : 'dealers.postcodeUnknown';
    } else throw new ApiError(answer.status, 'dealer search unavailable');
  }
  list ??= await requireEndpoint(dealerSearch, { query: { country } });
  return {
    country,
    postcode,
    error,
    dealers: list.items.map(({ distance_km, lat: _lat, lon: _lon, ...dealer }) => ({
      ...dealer,
      distance: distance_km === null ? null : formatDistance(distance_km, storeView),
    })),
  };
}

/**
 * The contact form's action: checked with core's rules (each problem at its field, in the store's
 * language), then sent to the API with the shopper's address for its per-address limit.
 */
export async function sendContactMessage(
  storeView: StoreView,
  form: FormData,
  clientAddress: string | undefined,
): Promise<ContactAnswer> {
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as ContactValues;
  const parsed = contactMessageSchema.safeParse({ ...values, store: storeView.storeCode });
  if (!parsed.success) {
    return {
      values,
      errors: fieldErrors(parsed.error.issues),
      notice: { type: 'error', id: 'form.fixErrors' },
    };
  }
  const reply = await callEndpoint(contactSend, { body: parsed.data, clientAddress });
  if (reply.status === 200) {
    return { sent: true, notice: { type: 'success', id: 'contact.sent' } };
  }
  if (reply.status === 429) return { values, notice: { type: 'error', id: 'session.tooManyAttempts' } };
  if (reply.status === 400) return { values, notice: { type: 'error', id: 'form.fixErrors' } };
  throw new ApiError(reply.status, 'the contact message could not be sent');
}
