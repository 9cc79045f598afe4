/**
 * Paying at the providers (payments spec 2, 4, 8) as a shopper does, against the emulators `npm start` runs
 * on its embedded defaults: the payment form area of the method, the provider's page (3-D Secure, PayPal's
 * approval, Amazon's sign-in and payment page), the return page and the thank-you page, the refusals and a
 * second try. Several store views, so several currencies and languages go through it.
 */
import { getStoreView, type StoreCode } from '@hortus/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAxeClean, shoot, useBrowser, waitForHydration } from './browser';
import {
  type Address,
  acceptTermsAndOrder,
  checkoutWith,
  checkoutWithoutScripts,
  confirmationMail,
  continueFrom,
  fillDelivery,
  fillDetails,
  placedOrderNumber,
  step,
} from './checkout-steps';
import { expectNoMessageIds, text } from './texts';

const browser = useBrowser();

const PROVIDER_PAGE = /^http:\/\/(127\.0\.0\.1|localhost):\d+\//;

function shopper(lastname: string, overrides: Partial<Address> = {}): Address {
  return {
    firstname: 'Erika',
    lastname,
    street: 'Gartenweg 12',
    postcode: '10115',
    city: 'Berlin',
    telephone: '+49 30 1234567',
    ...overrides,
  };
}

/** A checkout filled in up to the payment step: details and delivery continued. */
async function atPaymentStep(store: StoreCode, address: Address, email: string): Promise<Page> {
  const language = getStoreView(store).i18n.language;
  const { page } = await checkoutWith(browser, store);
  await fillDetails(page, language, email, address);
  await fillDelivery(page, language, address);
  await continueFrom(step(page, language, 'Shipping'), language);
  return page;
}

/** Chooses a payment method by its code (its title is the shop's to word). */
async function chooseMethod(page: Page, code: string): Promise<void> {
  await page.locator(`input[name="payment.method"][value="${code}"]`).check();
}

/** The payment step continued, the review's terms accepted and the order placed. */
async function order(page: Page, language: string): Promise<void> {
  await continueFrom(step(page, language, 'Payment'), language);
  await acceptTermsAndOrder(page, language);
}

async function fillCard(page: Page, language: string, number: string, expiry = '12/30', cvc = '123') {
  const payment = step(page, language, 'Payment');
  await payment.getByLabel(text(language, 'payment.cardNumber')).fill(number);
  await payment.getByLabel(text(language, 'payment.cardExpiry')).fill(expiry);
  await payment.getByLabel(text(language, 'payment.cardCvc')).fill(cvc);
}

/** The header's cart count, as a screen reader reads it. */
async function cartCount(page: Page): Promise<string> {
  return (await page.locator('.cart-link').getAttribute('aria-label')) ?? '';
}

describe('a card with 3-D Secure (de-de, EUR)', () => {
  const store: StoreCode = 'de-de';
  const language = getStoreView(store).i18n.language;

  it('checks the card in the browser, sends it to the provider, passes 3-D Secure and ends paid on the thank-you page', async () => {
    const email = 'karte.dreids@example.de';
    const page = await atPaymentStep(store, shopper('Karte'), email);
    const payment = step(page, language, 'Payment');
    await chooseMethod(page, 'unzer_creditcard');
    await payment.getByText(text(language, 'payment.cardSecure')).waitFor();
    await expectAxeClean(page, 'checkout, card fields');
    // The number, expiry and CVC fit a phone's screen (their inputs' own widths once widened the page).
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 800 });

    // A mistyped number is said at its field before anything leaves the browser.
    await fillCard(page, language, '4711 1000 0000 0001');
    await continueFrom(payment, language);
    await payment.getByText(text(language, 'payment.cardNumberInvalid')).waitFor();
    await shoot(page, 'payment-card-fields', [390, 1366]);
    await fillCard(page, language, '4711 1000 0000 0000');
    await order(page, language);

    // The card issuer's 3-D Secure page, then back to the shop.
    await page.waitForURL(PROVIDER_PAGE);
    await page.getByLabel('3-D Secure password').fill('secret3');
    await page.getByRole('button', { name: 'Approve payment' }).click();
    const number = await placedOrderNumber(page, store);
    await waitForHydration(page);
    await expect.poll(() => cartCount(page)).not.toMatch(/\d/);
    // Confirmed (and mailed) once the provider took the money.
    expect(await confirmationMail(store, number)).toContain(email);
  });
});

describe('a declined card, then another card (ch-fr, CHF)', () => {
  const store: StoreCode = 'ch-fr';
  const language = getStoreView(store).i18n.language;

  it('says the card was not accepted, keeps the cart, and places a new order with the next card', async () => {
    const page = await atPaymentStep(
      store,
      shopper('Refusée', {
        street: 'Rue du Rhône 10',
        postcode: '1204',
        city: 'Genève',
        telephone: '+41 22 123 45 67',
      }),
      'carte.refusee@example.ch',
    );
    await chooseMethod(page, 'unzer_creditcard');
    await fillCard(page, language, '4000 0000 0000 0002');
    await order(page, language);
    await page.getByText(text(language, 'payment.refused')).first().waitFor();
    await expectNoMessageIds(page);
    // Back at the payment step with the card's fields: a frictionless card is paid at once.
    await fillCard(page, language, '4444 3333 2222 1111');
    await order(page, language);
    await placedOrderNumber(page, store);
  });
});

describe('PayPal, cancelled and tried again (fr-fr)', () => {
  const store: StoreCode = 'fr-fr';
  const language = getStoreView(store).i18n.language;

  it('comes back from a cancelled PayPal payment to the same cart and pays on the second try', async () => {
    const page = await atPaymentStep(
      store,
      shopper('Dupont', {
        street: '12 rue des Lilas',
        postcode: '75011',
        city: 'Paris',
        telephone: '+33 1 23 45 67 89',
      }),
      'paypal.dupont@example.fr',
    );
    await chooseMethod(page, 'unzer_paypal');
    await step(page, language, 'Payment').getByText(text(language, 'payment.paypalHint')).waitFor();
    await order(page, language);

    await page.waitForURL(PROVIDER_PAGE);
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await page.getByRole('heading', { name: text(language, 'payment.failedTitle') }).waitFor();
    await page.getByText(text(language, 'payment.abandoned')).waitFor();
    await expectAxeClean(page, 'payment return page, cancelled');
    await shoot(page, 'payment-cancelled', [390, 1366]);

    await page.getByRole('link', { name: text(language, 'payment.backToCheckout') }).click();
    await waitForHydration(page);
    // The cart is open again: the summary lists the product, and the saved details are still there.
    await expect.poll(() => page.locator('.checkout-lines li').count()).toBeGreaterThan(0);
    // The checkout opens at the payment step, to pay another way or again.
    await step(page, language, 'Payment').getByRole('radio').first().waitFor();
    await chooseMethod(page, 'unzer_paypal');
    await order(page, language);
    await page.waitForURL(PROVIDER_PAGE);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await placedOrderNumber(page, store);
  });
});

describe('pay-later invoice refused, then prepayment (at-de)', () => {
  const store: StoreCode = 'at-de';
  const language = getStoreView(store).i18n.language;

  it("shows the provider's reason in the invoice form's error area and lets the shopper pay in advance instead", async () => {
    const page = await atPaymentStep(
      store,
      // The emulator's risk check: a last name "Reject-Moved" reads as a recent move.
      shopper('Reject-Moved', { street: 'Mariahilfer Strasse 1', postcode: '1060', city: 'Wien' }),
      'rechnung.umzug@example.at',
    );
    const payment = step(page, language, 'Payment');
    await chooseMethod(page, 'unzer_paylater_invoice');
    await continueFrom(payment, language);
    // The date of birth is required and checked (18 or older).
    await payment.getByText(text(language, 'form.required')).first().waitFor();
    await payment.getByLabel(text(language, 'payment.birthdate')).fill('2015-01-01');
    await continueFrom(payment, language);
    await payment.getByText(text(language, 'payment.underAge')).waitFor();
    await payment.getByLabel(text(language, 'payment.birthdate')).fill('1980-05-17');
    await order(page, language);

    const refusal = text(language, 'payment.invoiceRejected.recentMove');
    await payment.locator('.payment-invoice-error').getByText(refusal).waitFor();
    await expectAxeClean(page, 'checkout, invoice refused');
    await shoot(page, 'payment-invoice-refused', [390, 1366]);

    await chooseMethod(page, 'banktransfer');
    await order(page, language);
    await placedOrderNumber(page, store);
    await page
      .getByRole('region', { name: text(language, 'order.payTitle') })
      .getByText('IBAN')
      .waitFor();
  });
});

describe('installment (de-de)', () => {
  const store: StoreCode = 'de-de';
  const language = getStoreView(store).i18n.language;

  it('shows the plans for the total with their rates and credit information, checks the IBAN and is paid', async () => {
    const page = await atPaymentStep(store, shopper('Rate'), 'raten.kauf@example.de');
    const payment = step(page, language, 'Payment');
    await chooseMethod(page, 'unzer_installment');
    const plans = payment.getByRole('group', { name: text(language, 'payment.chooseRate') });
    await plans
      .getByRole('link', { name: text(language, 'payment.creditInformation') })
      .first()
      .waitFor();
    expect(await plans.getByRole('radio').count()).toBeGreaterThan(1);
    await payment.getByLabel(text(language, 'payment.holder')).fill('Erika Rate');
    await payment.getByLabel(text(language, 'payment.iban')).fill('DE88 3704 0044 0532 0130 00');
    await payment.getByLabel(text(language, 'payment.birthdate')).fill('1980-05-17');
    await continueFrom(payment, language);
    await payment.getByText(text(language, 'payment.rateRequired')).waitFor();
    await payment.getByText(text(language, 'payment.ibanInvalid')).waitFor();
    await expectAxeClean(page, 'checkout, installment plans');
    await shoot(page, 'payment-installment', [390, 1366]);

    await plans.getByRole('radio').nth(1).check();
    await payment.getByLabel(text(language, 'payment.iban')).fill('DE89 3704 0044 0532 0130 00');
    await order(page, language);
    await placedOrderNumber(page, store);
  });
});

describe('Amazon Pay (gb-en, GBP)', () => {
  const store: StoreCode = 'gb-en';
  const language = getStoreView(store).i18n.language;

  it("takes address and card from Amazon's button, fills in the checkout and pays on Amazon's page", async () => {
    const { page } = await checkoutWith(browser, store);
    const express = page.getByRole('region', { name: text(language, 'payment.expressTitle') });
    await express.getByRole('button', { name: 'Amazon Pay' }).click();

    // Amazon's sign-in page: addresses outside the shop's delivery countries cannot be chosen.
    await page.waitForURL(PROVIDER_PAGE);
    expect(await page.getByRole('radio', { name: /Heidestraße/ }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Downing Street/ }).check();
    await page.getByRole('radio', { name: /Visa \*\*\*\*1111$/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Back in the shop: the buyer's details and address are filled in, Amazon Pay is the method.
    await page.waitForURL(`**/${store}/checkout/amazon-pay?amazonCheckoutSessionId=*`);
    await waitForHydration(page);
    const review = step(page, language, 'Review');
    await review.getByText('10 Downing Street').first().waitFor();
    await review
      .getByText(text(language, 'payment.amazonPayWith', { instrument: 'Visa ****1111' }))
      .waitFor();
    await expectAxeClean(page, 'checkout back from Amazon Pay');
    await shoot(page, 'payment-amazon-review', [390, 1366]);
    await acceptTermsAndOrder(page, language);

    await page.waitForURL(PROVIDER_PAGE);
    await page.getByRole('button', { name: 'Pay now' }).click();
    const number = await placedOrderNumber(page, store);
    expect(await confirmationMail(store, number)).toContain('jan.kowalski@example.com');
  });
});

describe('PayPal without JavaScript (es-es)', () => {
  const store: StoreCode = 'es-es';
  const language = getStoreView(store).i18n.language;

  it('sends the form, goes to PayPal on the order and comes back to the thank-you page', async () => {
    const page = await checkoutWithoutScripts(browser, store);
    const form = page.locator('form.checkout-form');
    const names = { firstname: 'Lucía', lastname: 'García' };
    const address = shopper(names.lastname, {
      ...names,
      street: 'Calle del Jardín 7',
      postcode: '28001',
      city: 'Madrid',
      telephone: '+34 91 123 45 67',
    });
    await form.getByLabel(text(language, 'session.email'), { exact: true }).fill('lucia.paypal@example.es');
    for (const region of [step(page, language, 'Details'), step(page, language, 'Shipping')]) {
      await region.getByLabel(text(language, 'session.firstname'), { exact: true }).fill(names.firstname);
      await region.getByLabel(text(language, 'session.lastname'), { exact: true }).fill(names.lastname);
    }
    await fillDelivery(page, language, address);
    await step(page, language, 'Shipping').getByRole('radio').first().check();
    await chooseMethod(page, 'unzer_paypal');
    await step(page, language, 'Review')
      .getByRole('checkbox', { name: text(language, 'checkout.acceptTerms') })
      .check();
    // The first send prices the order; the page comes back with its total beside the button.
    await form.getByRole('button', { name: text(language, 'checkout.placeOrder') }).click();
    await page.getByText(text(language, 'checkout.confirmTotal')).waitFor();
    await page
      .locator('form.checkout-form')
      .getByRole('button', { name: text(language, 'checkout.placeOrder') })
      .click();

    await page.waitForURL(PROVIDER_PAGE);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(`**/${store}/order/success`);
    await page.getByRole('heading', { name: text(language, 'order.successTitle') }).waitFor();
  });
});
