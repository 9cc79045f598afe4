import { parseWithZod } from '@conform-to/zod/v4';
import type { CartTotalsResult, CompanyUidResult } from '@hortus/api-contract';
import { checkoutFormSchema } from '@hortus/core/checkout-form';
import { checkoutTotals, logCheckout, placeOrderFromForm } from '../checkout/checkout.server';
import { callApi } from '../lib/api.server';
import { postOnly } from '../lib/http.server';
import { requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import { openSession } from '../session/session.server';
import type { Route } from './+types/checkout-call';

/**
 * The checkout page's calls from the browser, each answered as JSON (status 200 with the outcome in the
 * body, so a refusal the page shows anyway is not also a console error):
 * - order: place the order (also an order sent from the offline queue);
 * - totals: the totals with the chosen delivery, payment and invoice address;
 * - vat: a business customer's VAT number, checked by the API's company-uid call (format and VIES);
 * - log: the checkout log's step.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return postOnly();
  const storeView = requireStoreView(params);
  if (storeView.catalogMode) return Response.json({ status: 'refused' }, { status: 404 });
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  const form = await request.formData().catch(() => new FormData());
  const answer = async (body: unknown) => Response.json(body, { headers: await session.headers() });
  switch (params.call) {
    case 'order': {
      const outcome = await placeOrderFromForm(session, form);
      return answer(
        outcome.status === 'placed'
          ? { status: 'placed', next: urls.orderSuccess(storeView.storeCode) }
          : { status: 'refused', reply: outcome.reply, notice: outcome.notice },
      );
    }
    case 'totals': {
      const submission = parseWithZod(form, {
        schema: checkoutFormSchema.pick({ details: true, shipping: true, payment: true }),
      });
      if (submission.status !== 'success') return answer({ totals: null });
      const totals: CartTotalsResult | null = await checkoutTotals(session, submission.value);
      return answer({ totals });
    }
    case 'vat': {
      const vatId = String(form.get('vat_id') ?? '').trim();
      if (vatId.length < 3 || vatId.length > 30) return answer({ state: 'invalid' });
      const reply = await callApi<CompanyUidResult | string>('/api/ext/company-uid', {
        query: { storeCode: storeView.storeCode },
        body: { vat_id: vatId },
      });
      if (reply.status !== 200 || typeof reply.result === 'string') return answer({ state: 'invalid' });
      const check = reply.result;
      const state = !check.valid
        ? 'invalid'
        : check.vies === 'not_applicable'
          ? 'formatOnly'
          : check.vies === 'unavailable'
            ? 'unavailable'
            : check.vies;
      return answer({ state, name: check.name });
    }
    case 'log':
      return answer({ logged: await logCheckout(session, form) });
    default:
      return new Response('Not Found', { status: 404 });
  }
}

export function loader() {
  return postOnly();
}
