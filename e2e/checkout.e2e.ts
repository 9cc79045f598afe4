/**
 * The checkout as a shopper goes through it (spec 4 "Checkout", payments spec 4 and 5): each step filled
 * in and continued by clicking, the spec's refusals read where they show, the order placed and its
 * thank-you page and mail read. One store view per test, so the texts of several languages are read.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStoreView, type StoreCode } from '@hortus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { camt053 } from './bank-statement-file';
import { baseUrl, expectAxeClean, shoot, useBrowser, waitForHydration } from './browser';
import {
  type Address,
  type ApiProduct,
  acceptTermsAndOrder,
  addToCart,
  checkoutWith,
  checkoutWithoutScripts,
  choose,
  confirmationMail,
  continueFrom,
  fillDelivery,
  fillDetails,
  open,
  placedOrderNumber,
  productsInStock,
  step,
} from './checkout-steps';
import { theShop } from './shop';
import { signedInPage } from './staff';
import { expectNoMessageIds, text } from './texts';

const browser = useBrowser();

const erika: Address = {
  firstname: 'Erika',
  lastname: 'Gärtner',
  street: 'Gartenweg 12',
  postcode: '10115',
  city: 'Berlin',
  telephone: '+49 30 1234567',
};

describe('a guest order with prepayment (de-de)', () => {
  const store: StoreCode = 'de-de';
  const language = getStoreView(store).i18n.language;

  it('goes step by step with the spec messages, keeps the details over a reload and ends on the thank-you page', async () => {
    const { page, product } = await checkoutWith(browser, store);
    await expectAxeClean(page, 'checkout, first step');

    // Nothing filled in: the first step says what is required and does not open the next one.
    const details = step(page, language, 'Details');
    await continueFrom(details, language);
    await details.getByText(text(language, 'form.required')).first().waitFor();
    expect(
      await details
        .getByRole('textbox', { name: text(language, 'session.email') })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await fillDetails(page, language, 'erika.gaertner@example.de', erika);

    // The names went on to the delivery address; an island postcode is refused with the spec's message.
    const shipping = step(page, language, 'Shipping');
    await expect
      .poll(() => shipping.getByLabel(text(language, 'session.firstname'), { exact: true }).inputValue())
      .toBe('Erika');
    await fillDelivery(page, language, { ...erika, postcode: '25980', city: 'Sylt' });
    await continueFrom(shipping, language);
    await shipping.getByText(text(language, 'form.island')).waitFor();

    // A reload keeps what was typed and the open step (saved details), without the island refusal's state.
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() =>
        step(page, language, 'Shipping')
          .getByLabel(text(language, 'address.street'), { exact: true })
          .inputValue(),
      )
      .toBe('Gartenweg 12');
    await fillDelivery(page, language, erika);
    await choose(shipping, /Standard/);
    await continueFrom(shipping, language);

    const payment = step(page, language, 'Payment');
    await choose(payment, /Vorkasse/);
    await continueFrom(payment, language);

    // The review shows what was entered; the order needs the terms (the spec's message).
    const review = step(page, language, 'Review');
    await review.getByText('Gartenweg 12').first().waitFor();
    // A finished step opens again with its change button; what is changed there is what the review shows.
    const delivery = step(page, language, 'Shipping');
    await delivery
      .getByRole('button', {
        name: `${text(language, 'checkout.edit')} ${text(language, 'checkout.stepShipping')}`,
      })
      .click();
    await delivery.getByLabel(text(language, 'address.street'), { exact: true }).fill('Gartenweg 14');
    await continueFrom(delivery, language);
    await continueFrom(step(page, language, 'Payment'), language);
    await review.getByText('Gartenweg 14').first().waitFor();
    await review.getByRole('button', { name: text(language, 'checkout.placeOrder') }).click();
    await review.getByText(text(language, 'form.terms')).waitFor();
    await expectAxeClean(page, 'checkout, review with the terms refusal');
    await expectNoMessageIds(page);

    await acceptTermsAndOrder(page, language);
    const orderNumber = await placedOrderNumber(page, store);
    await page.getByText(product.name).first().waitFor();
    // Prepayment: the bank details with the order number as the transfer's reference.
    const transfer = page.getByRole('region', { name: text(language, 'order.payTitle') });
    await transfer.getByText('IBAN').waitFor();
    expect(await transfer.innerText()).toContain(orderNumber);
    await expectAxeClean(page, 'thank-you page');
    await expectNoMessageIds(page);

    const mail = await confirmationMail(store, orderNumber);
    expect(mail).toContain('erika.gaertner@example.de');

    // Another browser finds the guest's order by its number and e-mail address, and by nothing else.
    const elsewhere = await browser.newPage();
    await open(elsewhere, `/${store}/order/success`);
    const find = async (email: string) => {
      await elsewhere.getByLabel(text(language, 'order.findNumber')).fill(orderNumber);
      await elsewhere.getByLabel(text(language, 'session.email')).fill(email);
      await elsewhere.getByRole('button', { name: text(language, 'order.findSubmit') }).click();
    };
    await find('someone.else@example.de');
    await elsewhere.getByText(text(language, 'order.notFound')).waitFor();
    await find('Erika.Gaertner@example.de');
    expect(await placedOrderNumber(elsewhere, store)).toBe(orderNumber);
    await expectAxeClean(elsewhere, 'an order found by its number and e-mail');

    // The cart is empty now (cleared without a sync), and the checkout sends an empty cart to the cart page.
    await open(page, `/${store}/checkout`);
    await page.waitForURL(`**/${store}/cart`);
    await page.getByText(text(language, 'cart.empty')).waitFor();
  });

  it('is paid when staff import the bank statement: the order shows paid, the guest gets the mail, a second import books nothing', async () => {
    const { page } = await checkoutWith(browser, store);
    const email = `bank.${Date.now()}@example.de`;
    await fillDetails(page, language, email, erika);
    const shipping = step(page, language, 'Shipping');
    await fillDelivery(page, language, erika);
    await choose(shipping, /Standard/);
    await continueFrom(shipping, language);
    const payment = step(page, language, 'Payment');
    await choose(payment, /Vorkasse/);
    await continueFrom(payment, language);
    await acceptTermsAndOrder(page, language);
    const number = await placedOrderNumber(page, store);
    const lookup = () =>
      fetch(`${baseUrl()}/${store}/api/order/lookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ increment_id: number, email }),
      }).then(
        async (response) =>
          (
            (await response.json()) as {
              result: { grand_total: number; total_due: number; payment_state: { state: string } };
            }
          ).result,
      );
    const placed = await lookup();
    expect(placed.payment_state.state).toBe('unpaid');

    // The bank's statement of the day: Erika's transfer of the whole total, naming the order.
    const folder = mkdtempSync(join(tmpdir(), 'hortus-e2e-camt-'));
    const file = join(folder, `statement-${number}.xml`);
    writeFileSync(
      file,
      camt053(new Date().toISOString().slice(0, 10), [
        {
          amount: (placed.grand_total / 100).toFixed(2),
          reference: `Bestellung ${number} Erika Gaertner`,
          payer: 'Erika Gärtner',
          bankReference: `E2E${number}${Date.now()}`,
        },
      ]),
    );
    const staff = await browser.newPage();
    await signedInPage(staff, 'orders', 'Kim Kasse');
    const upload = async () => {
      await open(staff, '/backoffice/bank-statements');
      await staff.getByLabel('camt.053 file from the bank').setInputFiles(file);
      await staff.getByRole('button', { name: 'Import', exact: true }).click();
      await staff.getByRole('heading', { name: 'Report of the import' }).waitFor();
    };
    await upload();
    // The report lists the order under its bookings, as the page reads.
    await expect
      .poll(() => staff.locator('main').innerText())
      .toMatch(
        new RegExp(
          `Booked on orders \\(1\\)\\s+Order\\s+Store view\\s+Amount\\s+Booked on\\s+${number}\\s+de-de`,
        ),
      );
    await expectAxeClean(staff, 'bank statements, report');
    await shoot(staff, 'bank-statements-report');
    await expect.poll(async () => (await lookup()).payment_state.state).toBe('paid');
    expect((await lookup()).total_due).toBe(0);

    // The guest's mail, through the job queue (the outbox names a mail by its key: kind, store, number).
    const outbox = theShop().outboxDir;
    const paymentMail = () =>
      readdirSync(outbox).find((name) => name.startsWith(`order-payment-${store}-${number}-`));
    await expect.poll(paymentMail, { timeout: 20_000 }).toBeTruthy();
    expect(readFileSync(join(outbox, paymentMail() ?? ''), 'utf8')).toContain(email);

    // The same file again: everything was imported before, nothing is booked twice.
    await upload();
    await staff.getByText('1 entries were imported before; nothing was booked again.').waitFor();
    expect((await lookup()).total_due).toBe(0);
    rmSync(folder, { recursive: true, force: true });
  });

  it('does not exist in a store that only shows its range (us-en)', async () => {
    const response = await fetch(`${baseUrl()}/us-en/checkout`);
    expect(response.status).toBe(404);
  });

  it('clears the saved details on request', async () => {
    const { page } = await checkoutWith(browser, store);
    const details = step(page, language, 'Details');
    await details.getByLabel(text(language, 'session.email'), { exact: true }).fill('temp@example.de');
    await details.getByLabel(text(language, 'session.firstname'), { exact: true }).fill('Temp');
    await page.getByRole('button', { name: text(language, 'checkout.clearDetails') }).click();
    await page.getByText(text(language, 'checkout.detailsCleared')).waitFor();
    await page.reload();
    await waitForHydration(page);
    expect(await details.getByLabel(text(language, 'session.email'), { exact: true }).inputValue()).toBe('');
  });
});

describe("a business customer's order on account with a VAT number of another member state (fr-fr)", () => {
  const store: StoreCode = 'fr-fr';
  const language = getStoreView(store).i18n.language;
  const password = 'Jardin-Durand-2026!';

  async function registeredCustomer(): Promise<string> {
    const email = `claire.durand.${Date.now()}@example.fr`;
    const response = await fetch(`${baseUrl()}/${store}/api/user/create`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ customer: { email, firstname: 'Claire', lastname: 'Durand' }, password }),
    });
    expect(response.status).toBe(200);
    return email;
  }

  it('confirms the VAT number with VIES, offers purchase on account and invoices tax-free (reverse charge)', async () => {
    const email = await registeredCustomer();
    // A guest's cart, and the login offered at the checkout's first step.
    const { page, product } = await checkoutWith(browser, store);
    await page.getByText(text(language, 'checkout.haveAccount')).click();
    const login = page.locator('form', { has: page.locator('#login-title') });
    await login.getByLabel(text(language, 'session.email')).fill(email);
    await login.getByLabel(text(language, 'session.password'), { exact: true }).fill(password);
    await login.getByRole('button', { name: text(language, 'session.login') }).click();
    await expect
      .poll(() =>
        step(page, language, 'Details')
          .getByLabel(text(language, 'session.email'), { exact: true })
          .inputValue(),
      )
      .toBe(email);
    // The guest's cart became the customer's.
    await page.locator('.checkout-summary').getByText(product.name).waitFor();

    // The customer's e-mail and names are filled in from the account.
    const details = step(page, language, 'Details');
    expect(await details.getByLabel(text(language, 'session.email'), { exact: true }).inputValue()).toBe(
      email,
    );
    await continueFrom(details, language);
    const shipping = step(page, language, 'Shipping');
    await fillDelivery(page, language, {
      ...erika,
      street: '12 rue des Jardins',
      postcode: '75001',
      city: 'Paris',
      telephone: '+33 1 23 45 67 89',
    });
    await shipping.getByRole('radio').first().check();
    await continueFrom(shipping, language);

    // Without a confirmed VAT number there is no purchase on account.
    const payment = step(page, language, 'Payment');
    const onAccount = payment.getByRole('radio', { name: /Paiement sur facture/ });
    expect(await onAccount.count()).toBe(0);
    await payment.getByLabel(text(language, 'address.company')).fill('Jardins Durand SARL');
    const vat = payment.getByLabel(text(language, 'checkout.vatId'));
    await vat.fill('FR12345678901');
    await vat.blur();
    await payment.getByText(text(language, 'form.vatNumber')).waitFor();
    await vat.fill('FR40303265045');
    await vat.blur();
    await payment.getByText(text(language, 'checkout.vies.valid')).waitFor();
    await onAccount.check();
    await expectAxeClean(page, 'checkout payment step of a business customer');
    await continueFrom(payment, language);

    // The review's totals are net: the VAT line says reverse charge and is zero.
    const summary = page.locator('.checkout-summary');
    await summary.getByText(text(language, 'order.reverseCharge')).waitFor();
    await acceptTermsAndOrder(page, language);
    const orderNumber = await placedOrderNumber(page, store);
    const success = page.locator('.order-success');
    await success.getByText(text(language, 'order.reverseCharge')).waitFor();
    await success.getByText('autoliquidation', { exact: false }).first().waitFor();
    await success.getByText('FR40303265045').waitFor();
    await expectAxeClean(page, 'thank-you page of a reverse-charge order');

    const mail = await confirmationMail(store, orderNumber);
    expect(mail).toContain('FR40303265045');
  });
});

describe('a guest who creates an account while ordering (it-it)', () => {
  const store: StoreCode = 'it-it';
  const language = getStoreView(store).i18n.language;

  it('asks for identical passwords, then places the order as the new customer, whose account lists it', async () => {
    const { page } = await checkoutWith(browser, store);
    const details = step(page, language, 'Details');
    await details.getByRole('checkbox', { name: text(language, 'checkout.createAccount') }).check();
    await details.getByLabel(text(language, 'session.newPassword')).fill('Giardino-2026!');
    await details.getByLabel(text(language, 'session.retypePassword')).fill('Giardino-2027!');
    const luca = {
      ...erika,
      firstname: 'Luca',
      lastname: 'Verdi',
      street: 'Via dei Giardini 4',
      postcode: '20121',
      city: 'Milano',
      telephone: '+39 02 1234567',
    };
    await fillDetails(page, language, `luca.verdi.${Date.now()}@example.it`, luca);
    await details.getByText(text(language, 'form.passwordsNotIdentical')).waitFor();
    await details.getByLabel(text(language, 'session.retypePassword')).fill('Giardino-2026!');
    await continueFrom(details, language);
    const shipping = step(page, language, 'Shipping');
    await fillDelivery(page, language, luca);
    await shipping.getByRole('radio').first().check();
    await continueFrom(shipping, language);
    const payment = step(page, language, 'Payment');
    await choose(payment, /Pagamento anticipato/);
    await continueFrom(payment, language);
    await acceptTermsAndOrder(page, language);
    const orderNumber = await placedOrderNumber(page, store);

    // The shopper is logged in now, and the order is in the new account.
    await open(page, `/${store}/account/orders`);
    await page.getByText(orderNumber).first().waitFor();
  });
});

describe('the checkout with the keyboard only (gb-en)', () => {
  const store: StoreCode = 'gb-en';
  const language = getStoreView(store).i18n.language;

  it('moves through the steps with Tab, Enter and Space, focus following to each step heading', async () => {
    const { page } = await checkoutWith(browser, store);
    const keys = page.keyboard;
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await step(page, language, 'Details')
      .getByLabel(text(language, 'session.email'), { exact: true })
      .focus();
    await keys.type('alice.green@example.co.uk');
    await keys.press('Tab');
    await keys.type('Alice');
    await keys.press('Tab');
    await keys.type('Green');
    // Enter in a field continues to the next step, whose heading takes the focus.
    await keys.press('Enter');
    await expect.poll(focused).toContain(text(language, 'checkout.stepShipping'));
    const shipping = step(page, language, 'Shipping');
    await shipping.getByLabel(text(language, 'address.street'), { exact: true }).focus();
    await keys.type('12 Garden Lane');
    await keys.press('Tab'); // the second address line stays empty
    await keys.press('Tab');
    await keys.type('SW1A 1AA');
    await keys.press('Tab');
    await keys.type('London');
    // Enter without the telephone the carrier needs: the focus goes to it, with its message.
    await keys.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('shipping.address.telephone');
    await shipping.getByText(text(language, 'form.required')).waitFor();
    await keys.type('+44 20 7946 0000');
    await keys.press('Enter');
    await expect.poll(focused).toContain(text(language, 'checkout.stepPayment'));
    /** Presses Tab until the focused element's text is `name` (at most 8 times). */
    const tabTo = async (name: string) => {
      for (let presses = 0; presses < 8 && (await focused()) !== name; presses++) await keys.press('Tab');
      expect(await focused()).toBe(name);
    };
    await step(page, language, 'Payment')
      .getByRole('radio', { name: /Prepayment/ })
      .focus();
    await keys.press('Space');
    await tabTo(text(language, 'checkout.continue'));
    await keys.press('Enter');
    await expect.poll(focused).toContain(text(language, 'checkout.stepReview'));
    const terms = step(page, language, 'Review').getByRole('checkbox', {
      name: text(language, 'checkout.acceptTerms'),
    });
    await terms.focus();
    await keys.press('Space');
    expect(await terms.isChecked()).toBe(true);
    await step(page, language, 'Review').locator('.checkout-review-total').waitFor();
    await tabTo(text(language, 'checkout.placeOrder'));
    await keys.press('Enter');
    await placedOrderNumber(page, store);
    await expectAxeClean(page, 'thank-you page (gb-en)');
  });
});

describe('the checkout without JavaScript (es-es)', () => {
  const store: StoreCode = 'es-es';
  const language = getStoreView(store).i18n.language;

  /** The amount beside the order button. */
  const shownTotal = async (page: Page) =>
    (await step(page, language, 'Review').locator('.checkout-review-total strong').textContent()) ?? '';

  it('shows every step at once, answers a refusal in the page and places the order only at the total beside the button', async () => {
    const page = await checkoutWithoutScripts(browser, store, true);
    const form = page.locator('form.checkout-form');
    const review = step(page, language, 'Review');
    // Nothing is priced yet: the review names no total it could not keep.
    await review.getByText(text(language, 'checkout.totalBeforeOrder')).waitFor();
    expect(await review.locator('.checkout-review-total').count()).toBe(0);
    await form.getByLabel(text(language, 'session.email'), { exact: true }).fill('lucia@example.es');
    const names = { firstname: 'Lucía', lastname: 'García' };
    await step(page, language, 'Details')
      .getByLabel(text(language, 'session.firstname'), { exact: true })
      .fill(names.firstname);
    await step(page, language, 'Details')
      .getByLabel(text(language, 'session.lastname'), { exact: true })
      .fill(names.lastname);
    const shipping = step(page, language, 'Shipping');
    await shipping.getByLabel(text(language, 'session.firstname'), { exact: true }).fill(names.firstname);
    await shipping.getByLabel(text(language, 'session.lastname'), { exact: true }).fill(names.lastname);
    await fillDelivery(page, language, {
      ...erika,
      ...names,
      street: 'Calle del Jardín 7',
      postcode: '28001',
      city: 'Madrid',
      telephone: '+34 91 123 45 67',
    });
    await shipping.getByRole('radio').first().check();
    const payment = step(page, language, 'Payment');
    const prepayment = payment.getByRole('radio', { name: /Pago por adelantado/ });
    const cash = payment.getByRole('radio', { name: /Contra reembolso/ });
    await prepayment.check();
    // The terms are left unticked: the page comes back with the spec's message, the fields kept, and the
    // total of the delivery and payment chosen (prepayment) beside the button.
    await form.getByRole('button', { name: text(language, 'checkout.placeOrder') }).click();
    await page.getByText(text(language, 'form.terms')).waitFor();
    expect(await form.getByLabel(text(language, 'session.email'), { exact: true }).inputValue()).toBe(
      'lucia@example.es',
    );
    const prepaid = await shownTotal(page);
    await review.getByText('Pago por adelantado').waitFor();

    // Cash on delivery chosen now: the review no longer claims the prepayment total.
    await cash.check();
    expect(await review.locator('.checkout-review-total').isVisible()).toBe(false);
    expect(await review.getByText('Pago por adelantado').isVisible()).toBe(false);
    await review.getByText(text(language, 'checkout.totalBeforeOrder')).waitFor();

    // Placed: not at a total the shopper did not see. The page shows the new total with the fee, says so,
    // and names cash on delivery in the review.
    await review.getByRole('checkbox', { name: text(language, 'checkout.acceptTerms') }).check();
    await form.getByRole('button', { name: text(language, 'checkout.placeOrder') }).click();
    await page.getByText(text(language, 'checkout.totalChanged').split('{amount}')[0] ?? '').waitFor();
    const withFee = await shownTotal(page);
    expect(withFee).not.toBe(prepaid);
    await page.getByText(text(language, 'checkout.totalChanged', { amount: withFee })).waitFor();
    await review.getByText('Contra reembolso').waitFor();
    await page.locator('.checkout-summary').getByText(text(language, 'cart.paymentFee')).waitFor();

    // Placed again at the total beside the button: the thank-you page shows exactly that total.
    await form.getByRole('button', { name: text(language, 'checkout.placeOrder') }).click();
    await placedOrderNumber(page, store);
    expect(await page.locator('.order-success .cart-grand-total dd').textContent()).toBe(withFee);
  });
});

describe('a cash-on-delivery order (pl-pl)', () => {
  const store: StoreCode = 'pl-pl';
  const language = getStoreView(store).i18n.language;

  it('adds the surcharge of the method to the total and places the order', async () => {
    const { page } = await checkoutWith(browser, store, { viewport: { width: 390, height: 844 } });
    const jan = {
      ...erika,
      firstname: 'Jan',
      lastname: 'Kowalski',
      street: 'ul. Ogrodowa 5',
      postcode: '00-001',
      city: 'Warszawa',
      telephone: '+48 22 123 45 67',
    };
    await fillDetails(page, language, 'jan.kowalski@example.pl', jan);
    const shipping = step(page, language, 'Shipping');
    await fillDelivery(page, language, jan);
    await choose(shipping, /Standard|Spedycja|Przesyłka/i);
    await continueFrom(shipping, language);
    const payment = step(page, language, 'Payment');
    await choose(payment, /Płatność przy odbiorze/);
    await continueFrom(payment, language);
    const summary = page.locator('.checkout-summary');
    await summary.getByText(text(language, 'cart.paymentFee')).waitFor();
    await expectAxeClean(page, 'checkout review at 390 px');
    await acceptTermsAndOrder(page, language);
    await placedOrderNumber(page, store);
    // The thank-you page's totals carry the surcharge too.
    await page.locator('.order-success').getByText(text(language, 'cart.paymentFee')).waitFor();
  });
});

describe('the last units of a product', () => {
  const store: StoreCode = 'nl-nl';
  const language = getStoreView(store).i18n.language;

  /** A page at the review step with the given lines, ready to place the order. */
  async function readyToOrder(product: ApiProduct, qty: number, name: string): Promise<Page> {
    const page = await browser.newPage();
    await addToCart(page, store, product, qty);
    await open(page, `/${store}/checkout`);
    const address = {
      ...erika,
      firstname: name,
      street: 'Tuinstraat 3',
      postcode: '1011 AB',
      city: 'Amsterdam',
      telephone: '+31 20 1234567',
    };
    await fillDetails(page, language, `${name.toLowerCase()}@example.nl`, address);
    const shipping = step(page, language, 'Shipping');
    await fillDelivery(page, language, address);
    await choose(shipping, /Standaard|Standard/i);
    await continueFrom(shipping, language);
    const payment = step(page, language, 'Payment');
    await choose(payment, /Vooruitbetaling/);
    await continueFrom(payment, language);
    const review = step(page, language, 'Review');
    await review.getByRole('checkbox', { name: text(language, 'checkout.acceptTerms') }).check();
    // The total is beside the button before the shopper orders (the order is placed only at a total shown).
    await review.locator('.checkout-review-total').waitFor();
    return page;
  }

  it('two shoppers racing for them: one order is placed, the other is told which product ran out', async () => {
    const [product] = await productsInStock(store);
    if (!product) throw new Error(`no product in stock in ${store}`);
    const [first, second] = await Promise.all([
      readyToOrder(product, product.qty, 'Sanne'),
      readyToOrder(product, product.qty, 'Daan'),
    ]);
    const order = (page: Page) =>
      step(page, language, 'Review')
        .getByRole('button', { name: text(language, 'checkout.placeOrder') })
        .click();
    await Promise.all([order(first), order(second)]);
    const outcome = async (page: Page) => {
      await expect
        .poll(
          async () =>
            page.url().endsWith('/order/success') ||
            (await page.getByText(text(language, 'checkout.outOfStock', { product: product.name })).count()) >
              0,
        )
        .toBe(true);
      return page.url().endsWith('/order/success') ? 'placed' : 'refused';
    };
    expect((await Promise.all([outcome(first), outcome(second)])).sort()).toEqual(['placed', 'refused']);
    const refused = first.url().endsWith('/order/success') ? second : first;
    // The refused shopper keeps the cart and stays in the checkout.
    expect(refused.url()).toContain('/checkout');
    await expectAxeClean(refused, 'checkout with the out-of-stock refusal');
  });

  it('an order placed offline waits in the browser, is sent after the shopper confirms and never shows success when the stock ran out', async () => {
    const [product] = await productsInStock(store);
    if (!product) throw new Error(`no product in stock in ${store}`);
    // Offline: the order is kept on the device and the shopper is told so.
    const offline = await readyToOrder(product, product.qty, 'Lotte');
    await offline.context().setOffline(true);
    await step(offline, language, 'Review')
      .getByRole('button', { name: text(language, 'checkout.placeOrder') })
      .click();
    await offline.getByText(text(language, 'checkout.offlineSaved')).waitFor();

    // Back online, nothing is sent until the shopper confirms (the flag is off by default).
    await offline.context().setOffline(false);
    await offline.waitForTimeout(500);
    expect(offline.url()).toContain('/checkout');
    await offline.getByRole('button', { name: text(language, 'checkout.sendOfflineOrder') }).click();
    await placedOrderNumber(offline, store);

    // An order kept offline can be discarded: nothing waits any more, and nothing is sent once online.
    const [spare] = (await productsInStock(store)).reverse();
    if (!spare) throw new Error(`no product in stock in ${store}`);
    const discarding = await readyToOrder(spare, 1, 'Joost');
    await discarding.context().setOffline(true);
    await step(discarding, language, 'Review')
      .getByRole('button', { name: text(language, 'checkout.placeOrder') })
      .click();
    await discarding.getByText(text(language, 'checkout.offlineSaved')).waitFor();
    await discarding.getByRole('button', { name: text(language, 'checkout.discardOfflineOrder') }).click();
    await discarding.context().setOffline(false);
    expect(await discarding.getByText(text(language, 'checkout.offlineSaved')).count()).toBe(0);
    expect(await discarding.evaluate(() => localStorage.getItem('hortus.offline-order.nl-nl'))).toBeNull();
    expect(discarding.url()).toContain('/checkout');

    // A second offline order of a product that sells out meanwhile ends with the refusal, not the success page.
    const [next] = await productsInStock(store);
    if (!next) throw new Error(`no product in stock in ${store}`);
    const late = await readyToOrder(next, next.qty, 'Bram');
    await late.context().setOffline(true);
    await step(late, language, 'Review')
      .getByRole('button', { name: text(language, 'checkout.placeOrder') })
      .click();
    await late.getByText(text(language, 'checkout.offlineSaved')).waitFor();
    const rival = await readyToOrder(next, next.qty, 'Femke');
    await step(rival, language, 'Review')
      .getByRole('button', { name: text(language, 'checkout.placeOrder') })
      .click();
    await placedOrderNumber(rival, store);
    await late.context().setOffline(false);
    await late.getByRole('button', { name: text(language, 'checkout.sendOfflineOrder') }).click();
    await late.getByText(text(language, 'checkout.outOfStock', { product: next.name })).waitFor();
    expect(late.url()).toContain('/checkout');
  });
});
