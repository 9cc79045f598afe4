/**
 * Checks the storefront's UI texts against English: every locale JSON file next to en.json must have every
 * English key (plural messages with all of its language's plural categories) with the same {arguments}.
 *
 *   npx tsx apps/storefront/scripts/check-locales.ts
 *
 * Prints one line per problem (`de: missing key product.addToCart`) and exits 1, else prints a summary.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  flattenKeys,
  type LocaleMessages,
  missingKeys,
  placeholderMismatches,
} from '../app/locales/locale-keys';

const SOURCE_LANGUAGE = 'en';
const localesDir = fileURLToPath(new URL('../app/locales/', import.meta.url));

function readLocale(file: string): LocaleMessages {
  const parsed: unknown = JSON.parse(readFileSync(join(localesDir, file), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('the file does not hold a JSON object');
  }
  return parsed as LocaleMessages;
}

/** The locale in the file, or undefined after adding why it cannot be read to the problems. */
function tryReadLocale(file: string, problems: string[]): LocaleMessages | undefined {
  try {
    return readLocale(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.push(`${basename(file, '.json')}: cannot read ${file}: ${reason}`);
    return undefined;
  }
}

function formatPlaceholders(names: readonly string[]): string {
  return names.length === 0 ? 'none' : names.map((name) => `{${name}}`).join(', ');
}

function main(): number {
  const files = readdirSync(localesDir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  const problems: string[] = [];
  const english = tryReadLocale(`${SOURCE_LANGUAGE}.json`, problems);
  if (!english) {
    for (const problem of problems) console.log(problem);
    return 1;
  }
  for (const file of files) {
    const language = basename(file, '.json');
    if (language === SOURCE_LANGUAGE) continue;
    const messages = tryReadLocale(file, problems);
    if (!messages) continue;
    for (const key of missingKeys(english, messages, language)) {
      problems.push(`${language}: missing key ${key}`);
    }
    for (const { key, expected, actual } of placeholderMismatches(english, messages)) {
      problems.push(
        `${language}: placeholder mismatch ${key} (expected ${formatPlaceholders(expected)}, found ${formatPlaceholders(actual)})`,
      );
    }
  }
  for (const problem of problems) console.log(problem);
  if (problems.length > 0) return 1;
  console.log(`${files.length} locales, ${flattenKeys(english).length} keys each: complete`);
  return 0;
}

process.exitCode = main();
