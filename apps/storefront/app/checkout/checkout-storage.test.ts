import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../cart/cart-test-support';
import { keepOfflineOrder, offlineOrderOf, sendOfflineOrder } from './offline-orders';
import { flowFor, registerPaymentFlow } from './payment-flows';
import { readSavedCheckout, saveCheckout, savedValuesOf } from './saved-details';

fakeBrowser();
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saved checkout details (spec 4: saved, restored after a reload, cleared)', () => {
  it('keeps the typed values as nested fields, never the passwords', () => {
    const form = new FormData();
    form.set('details.email', 'anna@example.de');
    form.set('details.password', 'Gartenhaus-2026!');
    form.set('details.passwordConfirm', 'Gartenhaus-2026!');
    form.set('shipping.address.city', 'Berlin');
    form.set('payment.method', 'banktransfer');
    form.set('orderKey', 'not-a-field-of-the-steps');
    expect(savedValuesOf(form)).toEqual({
      details: { email: 'anna@example.de' },
      shipping: { address: { city: 'Berlin' } },
      payment: { method: 'banktransfer' },
    });
  });

  it('reads back what was saved and takes damaged entries as nothing saved', () => {
    const saved = {
      values: { details: { email: 'a@b.de' } },
      step: 'payment' as const,
      modifiedAt: 5,
      orderKey: 'k'.repeat(20),
    };
    saveCheckout('de-de', saved);
    expect(readSavedCheckout('de-de')).toEqual({ ...saved, logId: undefined });
    expect(readSavedCheckout('at-de')).toBeNull();
    localStorage.setItem('hortus.checkout.de-de', '{"values":');
    expect(readSavedCheckout('de-de')).toBeNull();
    localStorage.setItem('hortus.checkout.de-de', JSON.stringify({ ...saved, step: 'paid' }));
    expect(readSavedCheckout('de-de')?.step).toBe('details');
  });
});

describe('orders kept offline (payments spec 4 "Offline ordering")', () => {
  const order = { store: 'nl-nl', orderKey: 'key-'.repeat(5), body: 'details.email=a%40b.nl', createdAt: 1 };

  it('stay when the network is still down, and go once the shop has answered', async () => {
    keepOfflineOrder(order);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await sendOfflineOrder('nl-nl')).toEqual({ status: 'offline' });
    expect(offlineOrderOf('nl-nl')).toEqual(order);

    const refused = { status: 'refused', notice: { type: 'error', id: 'checkout.outOfStock' }, reply: {} };
    const fetch = vi.fn().mockResolvedValue(Response.json(refused));
    vi.stubGlobal('fetch', fetch);
    expect(await sendOfflineOrder('nl-nl')).toEqual(refused);
    expect(offlineOrderOf('nl-nl')).toBeNull();
    // The order went to the storefront's order call with the form as it was kept.
    expect(fetch).toHaveBeenCalledWith(
      '/nl-nl/checkout/order',
      expect.objectContaining({ body: order.body }),
    );
  });

  it('a placed order is no longer kept', async () => {
    keepOfflineOrder(order);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(Response.json({ status: 'placed', next: '/nl-nl/order/success' })),
    );
    expect(await sendOfflineOrder('nl-nl')).toEqual({ status: 'placed', next: '/nl-nl/order/success' });
    expect(offlineOrderOf('nl-nl')).toBeNull();
    expect(await sendOfflineOrder('nl-nl')).toBeNull();
  });
});

describe('payment flows (payments spec 4)', () => {
  it('prepayment, the offline methods and the form-only provider methods go on at once; a card only once its fields registered its flow', async () => {
    expect(await flowFor('banktransfer')?.beforePlaceOrder({} as never)).toEqual({ status: 'success' });
    expect(await flowFor('cashondelivery')?.beforePlaceOrder({} as never)).toEqual({ status: 'success' });
    expect(await flowFor('unzer_paypal')?.beforePlaceOrder({} as never)).toEqual({ status: 'success' });
    expect(flowFor('unzer_creditcard')).toBeNull();
    const unregister = registerPaymentFlow('card', {
      beforePlaceOrder: async () => ({ status: 'pending', redirectUrl: 'https://pay.example/1' }),
    });
    expect(await flowFor('unzer_creditcard_3ds')?.beforePlaceOrder({} as never)).toEqual({
      status: 'pending',
      redirectUrl: 'https://pay.example/1',
    });
    unregister();
    expect(flowFor('unzer_creditcard')).toBeNull();
  });
});
