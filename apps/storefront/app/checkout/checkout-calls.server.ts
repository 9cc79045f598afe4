import { postOnly } from '../lib/http.server';
import { requireStoreView } from '../lib/store.server';
import { urls } from '../lib/urls';
import type { Route } from '../routes/+types/checkout-call';
import { openSession } from '../session/session.server';
import { installmentsAnswer, logAnswer, orderAnswer, totalsAnswer, vatAnswer } from '../wire/checkout-calls';
import {
  logCheckout,
  pendingPaymentPage,
  placeOrderFromForm,
  totalsFromForm,
  vatNumberCheck,
} from './checkout.server';
import { installmentOfferFor } from './payments.server';

/**
 * The checkout page's calls from the browser, each answered as JSON (status 200 with the outcome in the
 * body, so a refusal the page shows anyway is not also a console error):
 * - order: place the order (also an order sent from the offline queue);
 * - totals: the totals with the chosen delivery, payment and invoice address;
 * - vat: a business customer's VAT number, checked by the API's company-uid call (format and VIES);
 * - log: the checkout log's step;
 * - installments: Unzer's installment plans for the checkout's total as priced now.
 */
export async function checkoutCallAction({ params, request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return postOnly();
  const storeView = requireStoreView(params);
  if (storeView.catalogMode) return Response.json({ status: 'refused' }, { status: 404 });
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  const form = await request.formData().catch(() => new FormData());
  // Each answer is built through its schema (app/wire), the browser code's types.
  const answer = async (body: unknown) => Response.json(body, { headers: await session.headers() });
  switch (params.call) {
    case 'order': {
      const outcome = await placeOrderFromForm(session, form);
      if (outcome.status === 'placed') {
        const pending = pendingPaymentPage(outcome.payment, storeView.storeCode);
        return answer(
          orderAnswer.parse(
            pending
              ? { status: 'pending', redirect: pending }
              : { status: 'placed', next: urls.orderSuccess(storeView.storeCode) },
          ),
        );
      }
      return answer(
        orderAnswer.parse({
          status: 'refused',
          reply: outcome.reply,
          notice: outcome.notice,
          ...(outcome.priced ? { priced: outcome.priced } : {}),
          ...(outcome.newAttempt ? { newAttempt: true } : {}),
        }),
      );
    }
    case 'installments': {
      const { totals } = await totalsFromForm(session, form);
      const offer = totals ? await installmentOfferFor(session, totals.grand_total) : null;
      return answer(installmentsAnswer.parse({ offer }));
    }
    case 'totals':
      return answer(totalsAnswer.parse(await totalsFromForm(session, form)));
    case 'vat':
      return answer(vatAnswer.parse(await vatNumberCheck(String(form.get('vat_id') ?? ''))));
    case 'log':
      return answer(logAnswer.parse({ logged: await logCheckout(session, form) }));
    default:
      return new Response('Not Found', { status: 404 });
  }
}
