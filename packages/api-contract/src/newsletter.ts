import { FIELD_REQUIRED, isIsoCountryCode, LANGUAGES } from '@hortus/core';
import { emailSchema } from '@hortus/core/customer';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { storeParams } from './store';

/** The answer to every sign-up, whether the address is new, waiting for its confirmation or subscribed. */
export const NEWSLETTER_CONFIRMATION_SENT =
  'Please confirm your subscription with the link we have sent to your e-mail address.';

/** A confirmation link that is unknown, used already or older than 7 days. */
export const NEWSLETTER_LINK_INVALID = 'This confirmation link is no longer valid.';

/** The user calls' query (as in user.ts): the access token travels in it, or as a Bearer header. */
const withToken = z
  .object({
    ...storeParams,
    token: z.string().max(4096).optional().describe('The access token (or a Bearer header)'),
  })
  .strict();

/**
 * The newsletter state of an e-mail address: `pending` while a confirmation link is out (double opt-in),
 * `subscribed` once it was followed, `none` otherwise (never asked, unsubscribed or the link expired).
 */
export const newsletterStatus = z.enum(['none', 'pending', 'subscribed']);
export type NewsletterStatus = z.output<typeof newsletterStatus>;

export const newsletterState = z.object({ status: newsletterStatus });
export type NewsletterState = z.output<typeof newsletterState>;

export const newsletterConfirmation = z.object({
  email: z.string().describe('The address that is now subscribed'),
});
export type NewsletterConfirmation = z.output<typeof newsletterConfirmation>;

export const NEWSLETTER_LANGUAGE_UNKNOWN = `language must be one of ${LANGUAGES.join(', ')}`;
export const NEWSLETTER_COUNTRY_UNKNOWN = 'country_n must be an ISO 3166-1 country code such as DE';
/** Bounds the redirect target like a URL a browser keeps; longer is refused, not cut. */
export const NEWSLETTER_REDIRECT_MAX_LENGTH = 2000;

/**
 * A sign-up (payments spec 7: "data plus redirectUrl, language, country_n"). `language` is a shop
 * language, alone or as a language tag ('fr', 'fr-CH'); `country_n` the subscriber's country; both are
 * refused when they are neither. `redirectUrl` is never refused for where it points: the API keeps it
 * only when it is a page of the shop (a path, or a URL on SHOP_URL's origin) and drops it otherwise, so
 * the link in the mail can never send a reader to another site.
 */
export const newsletterSubscribeBody = z
  .object({
    email: emailSchema,
    language: z
      .string()
      .trim()
      .max(35, NEWSLETTER_LANGUAGE_UNKNOWN)
      .transform((tag) => tag.split(/[-_]/)[0]?.toLowerCase() ?? '')
      .pipe(z.enum(LANGUAGES, { error: NEWSLETTER_LANGUAGE_UNKNOWN }))
      .optional()
      .describe("The confirmation mail's language; the store view's when absent"),
    country_n: z
      .string()
      .trim()
      .refine(isIsoCountryCode, NEWSLETTER_COUNTRY_UNKNOWN)
      .transform((code) => code.toUpperCase())
      .optional()
      .describe("The subscriber's country (ISO 3166-1 alpha-2); checked, not kept"),
    redirectUrl: z
      .string()
      .max(
        NEWSLETTER_REDIRECT_MAX_LENGTH,
        `redirectUrl must have at most ${NEWSLETTER_REDIRECT_MAX_LENGTH} characters`,
      )
      .optional()
      .describe(
        "Where the confirmation page leads once the reader confirmed: a path of the shop or a URL on its origin; another site's is ignored",
      ),
  })
  .strict();
export type NewsletterSubscribeBody = z.input<typeof newsletterSubscribeBody>;

export const newsletterSubscribe = endpoint({
  method: 'POST',
  path: '/api/ext/newsletter/subscribe',
  summary:
    'Sign an address up: a confirmation link (single-use, valid 7 days) is mailed in the store view’s language; the answer never says whether the address was known',
  tags: ['newsletter'],
  query: z.object(storeParams).strict(),
  body: newsletterSubscribeBody,
  results: { 200: z.literal(NEWSLETTER_CONFIRMATION_SENT) },
  errors: [400, 429],
});

/** The same call at the spec's path shape (payments spec 7: /api/ext/mailchimp-subscribe/subscribe). */
export const newsletterSubscribeAtSpecPath = endpoint({
  ...newsletterSubscribe,
  path: '/api/ext/mailchimp-subscribe/subscribe',
  summary:
    'The newsletter sign-up at the path the spec names; the same call as /api/ext/newsletter/subscribe',
});

export const newsletterConfirm = endpoint({
  method: 'POST',
  path: '/api/ext/newsletter/confirm',
  summary: 'Confirm a subscription with the token of the mailed link; a link works once',
  tags: ['newsletter'],
  query: z.object(storeParams).strict(),
  body: z.object({ token: z.string({ error: FIELD_REQUIRED }).min(1, FIELD_REQUIRED).max(200) }).strict(),
  results: { 200: newsletterConfirmation },
  errors: [400],
});

export const userNewsletter = endpoint({
  method: 'GET',
  path: '/api/user/newsletter',
  summary: "The newsletter state of the logged-in customer's account e-mail address",
  tags: ['user', 'newsletter'],
  query: withToken,
  results: { 200: newsletterState },
  errors: [400, 401],
});

export const userNewsletterUpdate = endpoint({
  method: 'POST',
  path: '/api/user/newsletter',
  summary:
    "Subscribe the account e-mail address (a confirmation link is mailed; 'pending' until it is followed) or unsubscribe it at once",
  tags: ['user', 'newsletter'],
  query: withToken,
  body: z.object({ subscribed: z.boolean() }).strict(),
  results: { 200: newsletterState },
  errors: [400, 401, 429],
});
