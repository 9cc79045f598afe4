import { LANGUAGES } from '@hortus/core';
import { createCookie } from 'react-router';
import { z } from 'zod';

/** Payments spec 9: the chooser's country and language cookies last a year. */
const ONE_YEAR_SECONDS = 31_536_000;
const options = { maxAge: ONE_YEAR_SECONDS, path: '/', sameSite: 'lax' as const, httpOnly: true };

const countryCookie = createCookie('hortus_country', options);
const languageCookie = createCookie('hortus_language', options);

/** What the cookies may hold: a country code and one of the shop's languages; anything else is ignored. */
const countryValue = z.string().regex(/^[A-Za-z]{2}$/);
const languageValue = z.enum(LANGUAGES);

export interface StorePreference {
  country?: string;
  language?: string;
}

/**
 * The visitor's saved choice of country and language. Cookies are the visitor's input, kept for a year: a
 * value that is not what the chooser writes (hand-edited, from an older shop, garbage) is ignored rather
 * than locking the visitor out of '/'.
 */
export async function readStorePreference(cookieHeader: string | null): Promise<StorePreference> {
  const [country, language] = await Promise.all([
    countryCookie.parse(cookieHeader).catch(() => null),
    languageCookie.parse(cookieHeader).catch(() => null),
  ]);
  const parsedCountry = countryValue.safeParse(country);
  const parsedLanguage = languageValue.safeParse(language);
  return {
    ...(parsedCountry.success ? { country: parsedCountry.data.toUpperCase() } : {}),
    ...(parsedLanguage.success ? { language: parsedLanguage.data } : {}),
  };
}

/**
 * The Set-Cookie headers that save a choice; `Secure` whenever the page was requested over HTTPS (behind a
 * proxy that says so in X-Forwarded-Proto), so the cookies never travel over plain HTTP there.
 */
export async function storePreferenceCookies(
  choice: { country: string; language: string },
  request: Request,
): Promise<string[]> {
  const secure = new URL(request.url).protocol === 'https:';
  return Promise.all([
    countryCookie.serialize(choice.country, { secure }),
    languageCookie.serialize(choice.language, { secure }),
  ]);
}
