import { useRouteLoaderData } from 'react-router';
import en from './locales/en.json';

/** The back office's texts: one file per language in ./locales; a new file is a new language. */
export type BackOfficeTexts = typeof en;
export type TextKey = keyof BackOfficeTexts;

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The texts of the page's language, as the back office's frame loaded them. */
export function useBackOfficeTexts() {
  const frame = useRouteLoaderData<{ language: string; texts: BackOfficeTexts }>('backoffice-frame');
  const texts = frame?.texts ?? en;
  return {
    language: frame?.language ?? 'en',
    t: (key: TextKey, values?: Record<string, string>) => fill(texts[key] ?? en[key], values),
  };
}
