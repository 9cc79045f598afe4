import { createCookie } from 'react-router';

/** Payments spec 9: the chooser's country and language cookies last a year. */
const ONE_YEAR_SECONDS = 31_536_000;
const options = { maxAge: ONE_YEAR_SECONDS, path: '/', sameSite: 'lax' as const, httpOnly: true };

export const countryCookie = createCookie('hortus_country', options);
export const languageCookie = createCookie('hortus_language', options);
