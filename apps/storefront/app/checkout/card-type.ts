import {
  CARD_CVC_INVALID,
  CARD_EXPIRED,
  CARD_NUMBER_INVALID,
  type CardEntry,
  expiryOf,
} from '@hortus/core/payment-details';

/**
 * A card's payment type, made by the browser at Unzer with the shop's public key (`POST /v1/types/card`), so
 * that the card's number and code go to the provider only and the shop sees the type's id (PCI DSS: the
 * shop's servers never hold card data). Unzer checks the card again and answers its core codes, which are
 * said at the field they are about.
 */
export type CardTypeOutcome =
  | { status: 'created'; typeId: string }
  | { status: 'refused'; field: keyof CardEntry | null }
  | { status: 'unavailable' };

/** Unzer's core codes of a card it refuses (facts 1.7), by the field the shopper corrects. */
const FIELD_OF_CODE: Record<string, keyof CardEntry> = {
  'COR.100.100.101': 'number',
  'COR.100.100.303': 'expiry',
  'COR.100.100.600': 'cvc',
};

export const CARD_FIELD_MESSAGES: Record<keyof CardEntry, string> = {
  number: CARD_NUMBER_INVALID,
  expiry: CARD_EXPIRED,
  cvc: CARD_CVC_INVALID,
};

export async function createCardType(
  unzer: { publicKey: string; apiUrl: string },
  card: CardEntry,
): Promise<CardTypeOutcome> {
  const expiry = expiryOf(card.expiry);
  if (!expiry) return { status: 'refused', field: 'expiry' };
  let response: Response;
  try {
    response = await fetch(`${unzer.apiUrl.replace(/\/$/, '')}/v1/types/card`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${unzer.publicKey}:`)}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        number: card.number.replace(/[\s-]/g, ''),
        expiryDate: `${String(expiry.month).padStart(2, '0')}/${expiry.year}`,
        cvc: card.cvc.trim(),
      }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    return { status: 'unavailable' };
  }
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    errors?: { code?: unknown }[];
  } | null;
  if (response.ok && typeof body?.id === 'string' && /^[sp]-crd-[A-Za-z0-9]+$/.test(body.id)) {
    return { status: 'created', typeId: body.id };
  }
  if (response.status >= 500 || !body) return { status: 'unavailable' };
  const code = body.errors?.[0]?.code;
  return { status: 'refused', field: typeof code === 'string' ? (FIELD_OF_CODE[code] ?? null) : null };
}
