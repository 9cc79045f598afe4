import { DEALER_COUNTRIES } from '@hortus/core';
import { z } from 'zod';
import { endpoint } from './endpoint';

/** A postcode the demo postcode table cannot place (its form was right); the storefront shows its own text. */
export const postcodeNotFound = (postcode: string, country: string) =>
  `Postcode ${postcode} could not be found in ${country}. Please check it, or search without a postcode.`;
export const POSTCODE_INVALID = 'Please enter a valid postcode for the country';

export const DEALER_SERVICES = ['showroom', 'assembly', 'delivery'] as const;
export const DEALER_KINDS = ['garden_centre', 'builders_merchant'] as const;

export const dealer = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(DEALER_KINDS),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.enum(DEALER_COUNTRIES),
  phone: z.string().describe('International form, e.g. +49 89 1234567'),
  website: z.string().nullable(),
  services: z.array(z.enum(DEALER_SERVICES)),
  lat: z.number(),
  lon: z.number(),
  distance_km: z
    .number()
    .nullable()
    .describe('Great-circle distance from the postcode in km, to one decimal; null without a postcode'),
});
export type Dealer = z.output<typeof dealer>;

export const dealerList = z.object({
  country: z.enum(DEALER_COUNTRIES),
  postcode: z.string().nullable().describe('The postcode searched from, as given'),
  items: z.array(dealer),
});
export type DealerList = z.output<typeof dealerList>;

export const dealerSearch = endpoint({
  method: 'GET',
  path: '/api/dealers',
  summary:
    'The dealers of a country: nearest first with their distance when a postcode is given (located by the demo table of postcode areas), else by name. A postcode of the wrong form or one the table cannot place is a 400',
  tags: ['dealers'],
  query: z
    .object({
      country: z
        .string({ error: 'Country must be a two-letter ISO code' })
        .transform((code) => code.toUpperCase())
        .pipe(z.enum(DEALER_COUNTRIES, { error: 'Country must be one of the dealer countries' }))
        .describe(`ISO code of the country: ${DEALER_COUNTRIES.join(', ')}`),
      postcode: z.string().trim().max(12, POSTCODE_INVALID).optional(),
    })
    .strict(),
  results: { 200: dealerList },
  errors: [400],
});
