import { decimalOf } from './amounts';
import { IDEAL_BANKS } from './ideal-banks';
import type { Payment, PaymentType, Transaction } from './state';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const TITLES: Record<string, string> = {
  card: 'Card check (3-D Secure)',
  paypal: 'PayPal',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  'openbanking-pis': 'Instant bank transfer',
};

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} - Unzer emulator</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
label, select, input, button { display: block; font: inherit; margin: .5rem 0; }
button { padding: .5rem 1rem; cursor: pointer; }
.hint { color: #555; font-size: .9rem; }
.error { color: #a00000; }
</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

/** The page a pending payment's buyer approves or aborts it on: the issuer's 3-D Secure check, PayPal, iDEAL. */
export function buyerPage(
  payment: Payment,
  tx: Transaction,
  type: PaymentType | undefined,
  error?: string,
): string {
  const method = type?.method ?? '';
  const title = TITLES[method] ?? 'Payment';
  const amount = `${decimalOf(tx.amountUnits).slice(0, -2)} ${payment.currency}`;
  const details = [
    ['Amount', amount],
    ['Order', payment.orderId || payment.id],
    ...(method === 'card' ? [['Card', String(type?.view.number ?? '')]] : []),
  ]
    .map(([term, value]) => `<dt>${escapeHtml(term ?? '')}</dt><dd>${escapeHtml(value ?? '')}</dd>`)
    .join('');
  const password =
    method === 'card'
      ? `<label for="password">3-D Secure password</label>
<input id="password" name="password" type="password" autocomplete="off" required aria-describedby="password-hint">
<p id="password-hint" class="hint">Test password: ${escapeHtml('secret3')}</p>`
      : '';
  const banks =
    method === 'ideal' && !type?.view.bic
      ? `<label for="bic">Your bank</label>
<select id="bic" name="bic" required>
<option value="">Choose your bank</option>
${IDEAL_BANKS.map((bank) => `<option value="${escapeHtml(bank.bic)}">${escapeHtml(bank.name)}</option>`).join('\n')}
</select>`
      : '';
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>Emulated provider page: approve or cancel the payment.</p>
<dl>${details}</dl>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
${password}
${banks}
<button type="submit" name="decision" value="approve">Approve payment</button>
<button type="submit" name="decision" value="abort" formnovalidate>Cancel payment</button>
</form>`,
  );
}

/** What a buyer sees on a page whose payment is decided, expired or unknown. */
export function closedPage(): string {
  return page(
    'Payment closed',
    '<h1>This payment is no longer open</h1><p>It was completed, cancelled or has expired. Return to the shop to try again.</p>',
  );
}
