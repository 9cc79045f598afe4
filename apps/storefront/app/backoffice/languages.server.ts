import { createCookie } from 'react-router';
import type { BackOfficeTexts } from './texts';

/** Every file in ./locales is a language the back office speaks; English is the fallback. */
const files = import.meta.glob<BackOfficeTexts>('./locales/*.json', { eager: true, import: 'default' });
export const BACK_OFFICE_LANGUAGES: Record<string, BackOfficeTexts> = Object.fromEntries(
  Object.entries(files).map(([path, texts]) => [path.replace(/^.*\/(\w+)\.json$/, '$1'), texts]),
);

/** The language a staff member chose in the back office; without one, the browser's. */
export const staffLanguageCookie = createCookie('hortus_staff_language', {
  path: '/backoffice',
  sameSite: 'strict',
  httpOnly: true,
  maxAge: 31_536_000,
});

/** The chosen language, else the first of the browser's (Accept-Language, by weight) the back office speaks. */
export async function backOfficeLanguage(request: Request): Promise<string> {
  const chosen: unknown = await staffLanguageCookie.parse(request.headers.get('cookie')).catch(() => null);
  if (typeof chosen === 'string' && chosen in BACK_OFFICE_LANGUAGES) return chosen;
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.find((parameter) => parameter.trim().startsWith('q='));
      return {
        language: tag.toLowerCase().split('-')[0] ?? '',
        weight: weight ? Number(weight.trim().slice(2)) : 1,
      };
    })
    .filter((entry) => entry.language in BACK_OFFICE_LANGUAGES && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return accepted[0]?.language ?? 'en';
}
