import { findStoreView } from '@hortus/core';
import { detailsStepSchema } from '@hortus/core/checkout-form';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './form-errors';
import { createI18n, translate } from './i18n';
import { messagesFor, textCatalogOf } from './messages.server';

function texts(store: string) {
  const storeView = findStoreView(store);
  if (!storeView) throw new Error(store);
  const i18n = createI18n(storeView.i18n.language, messagesFor(textCatalogOf(storeView)));
  return (id: string) => translate(i18n, storeView, id);
}

/** What the shopper reads at the field of a one-letter name (payments spec 5: at least 2 letters). */
const atLeastTwoLetters: Record<string, string> = {
  'de-de': 'Mindestens 2 Buchstaben',
  'gb-en': 'At least 2 letters',
  'us-en': 'At least 2 letters',
  'fr-fr': '2 lettres minimum',
  'it-it': 'Almeno 2 lettere',
  'es-es': 'Mínimo 2 letras',
  'nl-nl': 'Minimaal 2 letters',
  'pl-pl': 'Co najmniej 2 litery',
  'hu-hu': 'Legalább 2 betű',
};

describe('field errors', () => {
  it.each(Object.entries(atLeastTwoLetters))(
    'a one-letter first or last name says so at its field in %s; two letters pass',
    (store, expected) => {
      const refused = detailsStepSchema.safeParse({ email: 'jo@example.de', firstname: 'J', lastname: 'J.' });
      const errors = fieldErrors(refused.error?.issues ?? []);
      const text = texts(store);
      expect({ firstname: text(errors.firstname ?? ''), lastname: text(errors.lastname ?? '') }).toEqual({
        firstname: expected,
        lastname: expected,
      });
      expect(
        detailsStepSchema.safeParse({ email: 'jo@example.de', firstname: 'Jo', lastname: 'Ng' }).success,
      ).toBe(true);
    },
  );
});
