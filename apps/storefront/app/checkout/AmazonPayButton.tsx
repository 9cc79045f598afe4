import type { AmazonPayButton as ButtonConfig } from '@hortus/api-contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../lib/i18n';

declare global {
  interface Window {
    amazon?: { Pay?: { renderButton(selector: string, options: Record<string, unknown>): void } };
  }
}

/** checkout.js once per page, however often the button is drawn. */
let checkoutScript: Promise<void> | null = null;
function loadCheckoutScript(url: string): Promise<void> {
  checkoutScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      checkoutScript = null;
      reject(new Error('checkout.js could not be loaded'));
    };
    document.head.append(script);
  });
  return checkoutScript;
}

/**
 * Amazon Pay's button (payments spec 4 "Amazon Pay", 7 "Wallet payment provider"): the shop signs the
 * checkout session's payload (the API's button call), Amazon's checkout.js draws the button, and the buyer
 * chooses address and card on Amazon, then comes back to the checkout with their session. It stands outside
 * the checkout form: Amazon's button is its own.
 */
export function AmazonPayButton({ store }: { store: string }) {
  const { t } = useTranslation();
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    const draw = async () => {
      const response = await fetch(`/${store}/api/payments/amazon-pay/button`, {
        headers: { accept: 'application/json' },
      });
      const body = (await response.json()) as { code: number; result: ButtonConfig };
      if (!response.ok || body.code !== 200) throw new Error('no Amazon Pay button');
      const config = body.result;
      await loadCheckoutScript(config.script_url);
      if (cancelled || !window.amazon?.Pay) return;
      window.amazon.Pay.renderButton(`#amazon-pay-${id}`, {
        merchantId: config.merchant_id,
        publicKeyId: config.public_key_id,
        ledgerCurrency: config.ledger_currency,
        checkoutLanguage: config.checkout_language,
        productType: config.product_type,
        placement: config.placement,
        buttonColor: 'Gold',
        sandbox: config.sandbox,
        createCheckoutSessionConfig: config.create_checkout_session_config,
      });
      setState('shown');
    };
    draw().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [store, id]);

  return (
    <section className="express-checkout" aria-labelledby={`amazon-pay-${id}-title`}>
      <h2 id={`amazon-pay-${id}-title`}>{t('payment.expressTitle')}</h2>
      <p className="hint">{t(state === 'failed' ? 'payment.amazonPayError' : 'payment.amazonPayIntro')}</p>
      <div id={`amazon-pay-${id}`} className="amazon-pay-button" />
    </section>
  );
}
