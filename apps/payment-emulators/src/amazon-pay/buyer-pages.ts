import type { CheckoutPayload } from './checkout-payload';
import { isAddressAllowed } from './checkout-payload';
import type { Price } from './money';
import { writePrice } from './money';
import {
  type AmazonAddress,
  addressChoice,
  TEST_BUYERS,
  TEST_INSTRUMENTS,
  type TestInstrument,
} from './test-buyers';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} – Amazon Pay emulator</title>
<style>
body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}
fieldset{margin:1rem 0;border:1px solid #888;padding:.5rem 1rem}
label{display:block;margin:.4rem 0}
.refused{color:#8a1c1c}
button{font-size:1rem;padding:.5rem 1rem;margin-right:.5rem}
</style>
</head>
<body>
<main>
<p>Amazon Pay (sandbox emulator)</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

const addressLine = (address: AmazonAddress) =>
  [
    address.name,
    address.addressLine1,
    `${address.postalCode} ${address.city}`,
    address.stateOrRegion,
    address.countryCode,
  ]
    .filter(Boolean)
    .join(', ');

const amountText = (price: Price) => {
  const { amount, currencyCode } = writePrice(price);
  return `${amount} ${currencyCode}`;
};

/**
 * Amazon's sign-in and address/wallet page, reached from the merchant's button: the buyer picks one of the
 * test buyers' addresses and a test card, or cancels. Addresses outside the button's restriction are shown
 * but cannot be chosen, with the reason, as Amazon greys out an unsupported address.
 */
export function signInPage(signInId: string, payload: CheckoutPayload, error: string | null = null): string {
  const addresses = TEST_BUYERS.flatMap((buyer, buyerIndex) =>
    buyer.addresses.map((address, addressIndex) => {
      const id = `address-${buyerIndex}-${addressIndex}`;
      const allowed = isAddressAllowed(payload.addressRestrictions, address);
      return `<label for="${id}"><input type="radio" name="address" id="${id}" value="${addressChoice(buyerIndex, addressIndex)}"${
        allowed ? '' : ` disabled aria-describedby="${id}-refused"`
      }> ${escapeHtml(buyer.name)} (${escapeHtml(buyer.email)}): ${escapeHtml(addressLine(address))}${
        allowed
          ? ''
          : ` <span class="refused" id="${id}-refused">The merchant does not ship to ${escapeHtml(address.countryCode)}.</span>`
      }</label>`;
    }),
  ).join('\n');
  const instruments = TEST_INSTRUMENTS.map(
    (instrument) =>
      `<label for="instrument-${instrument.id}"><input type="radio" name="instrument" id="instrument-${instrument.id}" value="${instrument.id}"> ${escapeHtml(instrument.paymentDescriptor)}</label>`,
  ).join('\n');
  return page(
    'Sign in and choose how to pay',
    `${error ? `<p role="alert" class="refused">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/sign-in/continue">
<input type="hidden" name="signInId" value="${escapeHtml(signInId)}">
<fieldset><legend>Ship to / bill to (test buyers' address books)</legend>
${addresses}
</fieldset>
<fieldset><legend>Pay with (sandbox test cards)</legend>
${instruments}
</fieldset>
<button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel">Cancel and return to the shop</button>
</form>`,
  );
}

export interface PaymentSummary {
  checkoutSessionId: string;
  merchantStoreName: string | null;
  noteToBuyer: string | null;
  chargeAmount: Price;
  shippingAddress: AmazonAddress | null;
  instrument: TestInstrument;
}

/** The amazonPayRedirectUrl page: the buyer sees the amount the merchant set and pays or cancels. */
export function paymentPage(summary: PaymentSummary): string {
  return page(
    `Pay ${amountText(summary.chargeAmount)}${summary.merchantStoreName ? ` to ${summary.merchantStoreName}` : ''}`,
    `<dl>
<dt>Amount</dt><dd>${escapeHtml(amountText(summary.chargeAmount))}</dd>
${summary.shippingAddress ? `<dt>Ship to</dt><dd>${escapeHtml(addressLine(summary.shippingAddress))}</dd>` : ''}
<dt>Pay with</dt><dd>${escapeHtml(summary.instrument.paymentDescriptor)}</dd>
${summary.noteToBuyer ? `<dt>Note from the merchant</dt><dd>${escapeHtml(summary.noteToBuyer)}</dd>` : ''}
</dl>
<form method="post" action="/checkout/pay/${escapeHtml(summary.checkoutSessionId)}">
<button type="submit" name="action" value="pay">Pay now</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`,
  );
}

export const messagePage = (
  title: string,
  message: string,
  link: { href: string; text: string } | null = null,
) =>
  page(
    title,
    `<p role="alert">${escapeHtml(message)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  );
