/** The storefront's UI texts as the tests expect to read them on the page. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export type MessageTree = { [key: string]: string | MessageTree };
const messageFiles = new Map<string, MessageTree>();

function readTree(name: string): MessageTree {
  const file = new URL(`../apps/storefront/app/locales/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as MessageTree;
}

function overlay(base: MessageTree, variant: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(variant)) {
    const under = merged[key];
    merged[key] = typeof value === 'object' && typeof under === 'object' ? overlay(under, value) : value;
  }
  return merged;
}

/**
 * The texts of a language ('de') or of a store's variant of it ('de-CH', 'en-US': the language's texts with
 * the variant's laid over them, as the storefront picks them for ch-de and us-en).
 */
export function messages(catalog: string): MessageTree {
  let tree = messageFiles.get(catalog);
  if (!tree) {
    const [language = catalog] = catalog.split('-');
    tree = catalog === language ? readTree(catalog) : overlay(readTree(language), readTree(catalog));
    messageFiles.set(catalog, tree);
  }
  return tree;
}

/** A UI text of the storefront's locale files, with simple arguments filled in ({name} or {{name}}). */
export function text(language: string, id: string, values: Record<string, string> = {}): string {
  let node: string | MessageTree | undefined = messages(language);
  for (const part of id.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`${language}.json has no text ${id}`);
  return node.replace(/\{\{?\s*(\w+)\s*\}?\}/g, (whole, name: string) => values[name] ?? whole);
}

function messageIds(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : messageIds(value, `${prefix}${key}.`),
  );
}

/** No text id of the locale files ('category.price') shows on the page in place of its text. */
export async function expectNoMessageIds(page: Page): Promise<void> {
  const shown = await page.locator('body').innerText();
  const ids = messageIds(messages('en')).filter((id) =>
    new RegExp(`(^|[^\\w.])${id.replaceAll('.', '\\.')}($|[^\\w.])`).test(shown),
  );
  expect.soft(ids, `text ids shown instead of texts on ${page.url()}`).toEqual([]);
}
