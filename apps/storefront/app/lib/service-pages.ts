import type { Dealer } from '@hortus/api-contract';
import type { DealerCountry } from '@hortus/core';
import type { FormNoticeData } from '../components/FormNotice';
import type { FieldErrors } from './form-errors';

/** A dealer as the dealer search page lists it: the distance already written in the store's style. */
export type DealerEntry = Omit<Dealer, 'distance_km' | 'lat' | 'lon'> & { distance: string | null };

export interface DealerSearchData {
  country: DealerCountry;
  postcode: string;
  dealers: DealerEntry[];
  /** A UI text id for the postcode field: a postcode of the wrong form or one the search cannot place. */
  error: string | null;
}

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'orderNumber', 'message'] as const;
export type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;

export interface ContactAnswer {
  notice: FormNoticeData;
  /** What the shopper typed, given back when the message was not sent. */
  values?: ContactValues;
  errors?: FieldErrors;
  sent?: boolean;
}
