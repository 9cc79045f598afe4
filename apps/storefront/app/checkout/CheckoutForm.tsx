import { INTENT } from '@conform-to/dom';
import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { CartTotalsResult } from '@hortus/api-contract';
import { paymentFlowOf } from '@hortus/core';
import {
  CHECKOUT_STEPS,
  type CheckoutStep,
  checkoutFormSchema,
  checkoutStepSchemas,
} from '@hortus/core/checkout-form';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { FormNotice, type FormNoticeData } from '../components/FormNotice';
import { LoginForm } from '../components/SessionForms';
import { errorTextOf } from '../lib/form-errors';
import { price } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { useHydrated } from '../lib/use-hydrated';
import { useStore } from '../lib/use-store';
import { addPaymentInfo, addShippingInfo, beginCheckout } from '../tracking';
import type { InstallmentOffer, InstallmentsAnswer, TotalsAnswer, VatAnswer } from '../wire/checkout-calls';
import { AddressFields } from './AddressFields';
import { AmazonPayButton } from './AmazonPayButton';
import { ChoiceList, ConformCheckbox, ConformField } from './ConformField';
import type { CheckoutData, PricedCheckout, ShippingMethod } from './checkout.server';
import { logCheckoutStep } from './checkout-log';
import { SHOP_COUNTRIES } from './countries';
import { OrderSummary } from './OrderSummary';
import {
  dropOfflineOrder,
  keepOfflineOrder,
  type OrderAnswer,
  offlineOrderOf,
  sendOfflineOrder,
  sendOrder,
} from './offline-orders';
import { hasPaymentArea, PaymentArea } from './PaymentDetails';
import { flowFor, type PlaceOrderContext, setPaymentState, usePaymentState } from './payment-flows';
import { forgetPlacedOrder } from './placed-order';
import {
  clearSavedCheckout,
  newOrderKey,
  readSavedCheckout,
  saveCheckout,
  savedValuesOf,
} from './saved-details';
import { shippingChoiceOf } from './shipping-choice';

const STEP_TITLES: Record<CheckoutStep, string> = {
  details: 'checkout.stepDetails',
  shipping: 'checkout.stepShipping',
  payment: 'checkout.stepPayment',
  review: 'checkout.stepReview',
};

interface Answer {
  reply: SubmissionResult<string[]>;
  notice: FormNoticeData;
  /** The checkout priced again when the order's total is to be confirmed (no scripts: the first time). */
  priced?: PricedCheckout | null;
  /** The installment plans for that total, when the shopper is still to choose one (no scripts). */
  installments?: InstallmentOffer | null;
}

/** The first step a list of field errors points at, so the shopper is taken where to fix it. */
function stepOfErrors(reply: SubmissionResult<string[]> | undefined): CheckoutStep | null {
  const names = Object.entries(reply?.error ?? {})
    .filter(([, errors]) => errors && errors.length > 0)
    .map(([name]) => name);
  return CHECKOUT_STEPS.find((step) => names.some((name) => name.startsWith(`${step}.`))) ?? null;
}

/** The form's values for its default: the customer's names and default delivery address. */
function customerDefaults(checkout: CheckoutData) {
  const amazon = checkout.amazonPay?.checkout;
  return amazon ? amazonPayDefaults(checkout, amazon) : accountDefaults(checkout);
}

/** Back from Amazon Pay's button: the buyer, the delivery address and the payment they chose there. */
function amazonPayDefaults(
  checkout: CheckoutData,
  amazon: NonNullable<NonNullable<CheckoutData['amazonPay']>['checkout']>,
) {
  const account = accountDefaults(checkout);
  const delivery = amazon.shipping_address;
  const [street1, ...rest] = delivery?.street ?? [];
  const [firstname, lastname] = delivery
    ? [delivery.firstname, delivery.lastname]
    : splitName(amazon.buyer.name);
  return {
    details: {
      ...account.details,
      ...(amazon.buyer.email ? { email: amazon.buyer.email } : {}),
      ...(firstname ? { firstname } : {}),
      ...(lastname ? { lastname } : {}),
    },
    shipping: {
      ...account.shipping,
      ...(delivery
        ? {
            address: {
              firstname: delivery.firstname,
              lastname: delivery.lastname,
              street1: street1 ?? '',
              street2: rest.join(', '),
              postcode: delivery.postcode,
              city: delivery.city,
              country_id: delivery.country_id,
              telephone: delivery.telephone ?? amazon.buyer.telephone ?? '',
            },
          }
        : {}),
    },
    payment: {
      ...account.payment,
      method: 'amazon_pay',
      details: { checkout_session_id: amazon.checkout_session_id },
    },
  };
}

function splitName(name: string | null): [string, string] {
  const trimmed = (name ?? '').trim();
  const split = trimmed.lastIndexOf(' ');
  return split > 0 ? [trimmed.slice(0, split), trimmed.slice(split + 1)] : ['', trimmed];
}

function accountDefaults(checkout: CheckoutData) {
  const customer = checkout.customer;
  const address =
    customer?.addresses.find((entry) => entry.default_shipping) ?? customer?.addresses[0] ?? null;
  return {
    details: customer
      ? { email: customer.email, firstname: customer.firstname, lastname: customer.lastname }
      : {},
    shipping: {
      address:
        address && checkout.countries.includes(address.country_id)
          ? addressValues(address)
          : { country_id: checkout.country },
      method: checkout.shippingMethods.find((method) => method.default)
        ? shippingChoiceOf(checkout.shippingMethods.find((method) => method.default) as ShippingMethod)
        : undefined,
    },
    payment: {
      sameAsShipping: 'on',
      company: address?.company ?? '',
      vat_id: address?.vat_id ?? '',
      method: checkout.paymentMethods.find((method) => method.default)?.code,
    },
  };
}

/** A delivery method's name: the carrier, and the method where it says more than the carrier. */
const titleOf = (method: ShippingMethod) =>
  method.carrier_title === method.method_title
    ? method.carrier_title
    : `${method.carrier_title} – ${method.method_title}`;

/**
 * The checkout (spec 4): four steps in one form. With scripts, one step is open at a time, each checked
 * with the shared schemas before the next opens, the details saved in this browser as they are typed; the
 * order goes out through the payment method's flow and, offline, waits in this browser until it can be
 * sent. Without scripts every step is open and the form posts to the page's action.
 */
export function CheckoutForm({
  checkout,
  serverOrderKey,
  autoSendOfflineOrders,
  answer,
}: {
  checkout: CheckoutData;
  serverOrderKey: string;
  autoSendOfflineOrders: boolean;
  answer: Answer | null;
}) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const store = storeView.storeCode;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const payment = usePaymentState();
  const [step, setStep] = useState<CheckoutStep>('details');
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>(answer?.reply);
  const [notice, setNotice] = useState<FormNoticeData | null>(
    answer?.notice ?? checkout.amazonPay?.notice ?? null,
  );
  const [orderKey, setOrderKey] = useState(serverOrderKey);
  const [logId, setLogId] = useState<string | undefined>(undefined);
  const [waitingOffline, setWaitingOffline] = useState(false);
  const [sending, setSending] = useState(false);
  // The totals the server priced for the form's choices; their grand total stands beside the order button
  // and goes with the order, which is placed only at that total.
  const [totals, setTotals] = useState<CartTotalsResult | null>(answer?.priced?.totals ?? null);
  // The methods on offer change with the invoice address (purchase on account for business customers).
  const [paymentMethods, setPaymentMethods] = useState(
    answer?.priced?.paymentMethods ?? checkout.paymentMethods,
  );
  const shippingMethods = checkout.shippingMethods;
  const [installments, setInstallments] = useState<InstallmentOffer | null>(answer?.installments ?? null);
  const [installmentsLoading, setInstallmentsLoading] = useState(false);
  const headingRefs = useRef<Partial<Record<CheckoutStep, HTMLHeadingElement | null>>>({});
  const noticeRef = useRef<HTMLDivElement>(null);
  const formId = useId();

  const [form, fields] = useForm<CheckoutFormShape>({
    id: formId,
    lastResult,
    defaultValue: customerDefaults(checkout),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkoutFormSchema }),
  });

  const formElement = () => document.forms.namedItem(form.id);

  // Saved details come back after a reload: values, the open step and the attempt's key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    const saved = readSavedCheckout(store);
    if (saved && checkout.amazonPay?.checkout) {
      // Back from Amazon: what the buyer chose there wins over what was typed before; the review is next.
      form.update({ value: customerDefaults(checkout) });
      setOrderKey(saved.orderKey);
      setLogId(saved.logId);
      requestAnimationFrame(() => {
        const open = CHECKOUT_STEPS.find((current) => stepProblems(current).length > 0) ?? 'review';
        setStep(open);
        if (open === 'payment' || open === 'review') void refreshTotals();
      });
    } else if (saved) {
      form.update({ value: { ...customerDefaults(checkout), ...saved.values } });
      setStep(saved.step);
      setOrderKey(saved.orderKey);
      setLogId(saved.logId);
      // Back at the payment or review step: its methods and totals once the restored values are in the form.
      if (saved.step === 'payment' || saved.step === 'review') {
        requestAnimationFrame(() => void refreshTotals());
      }
    } else {
      const key = newOrderKey();
      setOrderKey(key);
      saveCheckout(store, { values: {}, step: 'details', modifiedAt: Date.now(), orderKey: key });
      beginCheckout(checkout.cart, storeView);
      // The checkout log is made at the first step.
      void logCheckoutStep(store, 'details', null, undefined).then((id) => {
        if (!id) return;
        setLogId(id);
        const current = readSavedCheckout(store);
        if (current) saveCheckout(store, { ...current, logId: id });
      });
    }
    if (offlineOrderOf(store)) setWaitingOffline(true);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: formElement reads the form as it is now
  const remember = useCallback(
    (nextStep: CheckoutStep) => {
      const element = formElement();
      if (!element) return;
      saveCheckout(store, {
        values: savedValuesOf(new FormData(element)),
        step: nextStep,
        modifiedAt: Date.now(),
        orderKey,
        logId,
      });
    },
    [store, orderKey, logId],
  );

  const open = (next: CheckoutStep) => {
    setStep(next);
    remember(next);
    void logCheckoutStep(store, next, formElement(), logId).then((id) => {
      // A log closed by a refused order is followed by a new one.
      if (id && id !== logId) setLogId(id);
    });
    requestAnimationFrame(() => headingRefs.current[next]?.focus());
  };

  /** The problems of one step by field name, checked with the shared schema of that step. */
  const stepProblems = (current: CheckoutStep): string[] => {
    const element = formElement();
    if (!element) return [];
    const schema = z.object({ [current]: checkoutStepSchemas[current] });
    const result = parseWithZod(new FormData(element), { schema });
    return result.status === 'success' ? [] : Object.keys(result.error ?? {});
  };

  const continueFrom = (current: CheckoutStep) => {
    const problems = stepProblems(current);
    // The payment method's own fields (a card's, which the form never sends) are checked by its flow.
    const method = String(fields.payment.getFieldset().method.value ?? '');
    if (current === 'payment' && problems.length === 0 && flowFor(method)?.check?.() === false) return;
    if (problems.length > 0) {
      // Each field with a problem shows it now (Conform shows a field's error once it is validated).
      for (const name of problems) form.validate({ name });
      // The first field with a problem, in the order the shopper reads them, takes the focus.
      const wrong = new Set(problems);
      const first = [...(formElement()?.elements ?? [])].find(
        (element): element is HTMLInputElement => 'name' in element && wrong.has(String(element.name)),
      );
      requestAnimationFrame(() => first?.focus());
      return;
    }
    const next = CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(current) + 1] ?? 'review';
    if (current === 'details') {
      // The delivery goes to the shopper unless they say otherwise: their names are filled in for them.
      const address = fields.shipping.getFieldset().address.getFieldset();
      const names = fields.details.getFieldset();
      for (const part of ['firstname', 'lastname'] as const) {
        if (!address[part].value && names[part].value) {
          form.update({ name: address[part].name, value: names[part].value });
        }
      }
    }
    if (current === 'shipping') addShippingInfo(totals ?? checkout.cart, storeView);
    if (current === 'payment') {
      addPaymentInfo(
        totals ?? checkout.cart,
        storeView,
        String(fields.payment.getFieldset().method.value ?? ''),
      );
    }
    open(next);
    if (next === 'payment' || next === 'review') void refreshTotals();
  };

  /**
   * The totals with the chosen delivery, invoice address and payment method, and the payment methods on
   * offer for them, as the server prices them (surcharges, reverse charge, purchase on account).
   */
  const refreshTotals = async () => {
    const element = formElement();
    if (!element) return;
    const response = await fetch(`/${store}/checkout/totals`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(formBody(new FormData(element))),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as TotalsAnswer | null;
    setTotals(body?.totals ?? null);
    if (body?.paymentMethods) setPaymentMethods(body.paymentMethods);
  };

  /** Unzer's installment plans for the total as the server prices it now (with the installment chosen). */
  const refreshInstallments = async () => {
    const element = formElement();
    if (!element) return;
    setInstallmentsLoading(true);
    const response = await fetch(`/${store}/checkout/installments`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(formBody(new FormData(element))),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as InstallmentsAnswer | null;
    setInstallments(body?.offer ?? null);
    setInstallmentsLoading(false);
  };

  const showRefusal = (refused: Extract<OrderAnswer, { status: 'refused' }>) => {
    setLastResult(refused.reply);
    setNotice(refused.notice);
    if (refused.newAttempt) {
      // The provider refused the payment and the order was undone: the next try is a new order.
      const key = newOrderKey();
      setOrderKey(key);
      const saved = readSavedCheckout(store);
      if (saved) saveCheckout(store, { ...saved, orderKey: key });
    }
    // Payments spec 4: an invoice or installment refused shows in the invoice form's error area too.
    setPaymentState({
      invoiceError: refused.notice.id.startsWith('payment.invoiceRejected.') ? refused.notice : null,
    });
    if (refused.priced) {
      setTotals(refused.priced.totals);
      setPaymentMethods(refused.priced.paymentMethods);
    }
    // A refused payment is chosen again at the payment step.
    const errorStep = stepOfErrors(refused.reply) ?? (refused.newAttempt ? 'payment' : null);
    if (errorStep) open(errorStep);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const finish = async (placed: Extract<OrderAnswer, { status: 'placed' }>, context: FlowContext | null) => {
    // Spec 4 "Place order": the cart is cleared without a sync, the stored details (and password) dropped.
    forgetPlacedOrder(store);
    const after = context ? await flowFor(context.methodCode)?.afterPlaceOrder?.(context, placed) : undefined;
    if (after?.status === 'pending') {
      setPaymentState({ inProgress: true });
      window.location.assign(after.redirectUrl);
      return;
    }
    navigate(placed.next);
  };

  const handle = async (result: OrderAnswer, context: FlowContext | null) => {
    if (result.status === 'placed') return finish(result, context);
    if (result.status === 'pending') {
      // The payment waits for the buyer at the provider; the cart stays until the provider has the money.
      setPaymentState({ inProgress: true });
      window.location.assign(result.redirect);
      return;
    }
    if (result.status === 'refused') return showRefusal(result);
    setWaitingOffline(true);
  };

  const placeOrder = async (formData: FormData) => {
    const methodCode = String(formData.get('payment.method') ?? '');
    const method = paymentMethods.find((entry) => entry.code === methodCode);
    const flow = flowFor(methodCode);
    if (!flow || !method) {
      setNotice({
        type: 'error',
        id: 'checkout.paymentNotPossible',
        values: { paymentMethod: method?.title ?? methodCode },
      });
      return;
    }
    const context: FlowContext = {
      store,
      methodCode,
      methodTitle: method.title,
      grandTotal: totals?.grand_total ?? null,
      form: formData,
    };
    setSending(true);
    setNotice(null);
    try {
      const before = await flow.beforePlaceOrder(context);
      if (before.status === 'failure') {
        setNotice(before.notice);
        return;
      }
      if (before.status === 'pending') {
        setPaymentState({ inProgress: true });
        window.location.assign(before.redirectUrl);
        return;
      }
      const body = new URLSearchParams(formBody(formData)).toString();
      if (!navigator.onLine) {
        keepOfflineOrder({ store, orderKey, body: withoutPasswords(body), createdAt: Date.now() });
        setWaitingOffline(true);
        return;
      }
      const result = await sendOrder(store, body);
      if (result.status === 'offline') {
        keepOfflineOrder({ store, orderKey, body: withoutPasswords(body), createdAt: Date.now() });
      }
      await handle(result, context);
    } finally {
      setSending(false);
    }
  };

  const sendWaitingOrder = async () => {
    setSending(true);
    try {
      const result = await sendOfflineOrder(store);
      if (!result) setWaitingOffline(false);
      else if (result.status !== 'offline') {
        setWaitingOffline(false);
        await handle(result, null);
      }
    } finally {
      setSending(false);
    }
  };

  // Back online: an order kept offline goes out at once when the shop says so, else the shopper confirms.
  // biome-ignore lint/correctness/useExhaustiveDependencies: sendWaitingOrder reads the page's current state
  useEffect(() => {
    if (!waitingOffline) return;
    const back = () => {
      if (autoSendOfflineOrders) void sendWaitingOrder();
    };
    if (navigator.onLine && autoSendOfflineOrders) back();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [waitingOffline, autoSendOfflineOrders]);

  const installmentChosen = hydrated && step === 'payment' && chosenFlowOf(fields) === 'installment';
  const pricedTotal = totals?.grand_total ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the plans follow the total and the choice
  useEffect(() => {
    if (installmentChosen) void refreshInstallments();
  }, [installmentChosen, pricedTotal]);

  const details = fields.details.getFieldset();
  const shipping = fields.shipping.getFieldset();
  const paymentFields = fields.payment.getFieldset();
  const review = fields.review.getFieldset();
  const formProps = getFormProps(form);
  const createAccount = details.createAccount.value === 'on';
  const sameAsShipping = paymentFields.sameAsShipping.value === 'on';
  const detailFields = paymentFields.details.getFieldset();
  const chosenMethod = String(paymentFields.method.value ?? '');
  // Amazon Pay is chosen with Amazon's button (above the form); the method is the buyer's once they are back.
  const amazonPayOffered = paymentMethods.some((method) => method.code === 'amazon_pay');
  const amazonPayChosen = Boolean(checkout.amazonPay?.checkout);
  const offeredMethods = paymentMethods.filter((method) => method.code !== 'amazon_pay' || amazonPayChosen);
  const lines = (totals ?? checkout.cart).items.map(({ sku, qty }) => ({ sku, qty }));

  const stepState = (current: CheckoutStep) => {
    const index = CHECKOUT_STEPS.indexOf(current);
    const active = CHECKOUT_STEPS.indexOf(step);
    return index === active ? 'open' : index < active ? 'done' : 'later';
  };

  const stepSection = (current: CheckoutStep, body: React.ReactNode) => {
    const state = stepState(current);
    const number = CHECKOUT_STEPS.indexOf(current) + 1;
    return (
      <section className={`checkout-step checkout-step-${state}`} aria-labelledby={`${formId}-${current}`}>
        <div className="checkout-step-head">
          <h2
            id={`${formId}-${current}`}
            tabIndex={-1}
            ref={(element) => {
              headingRefs.current[current] = element;
            }}
          >
            <span className="checkout-step-number" aria-hidden="true">
              {number}
            </span>
            {t(STEP_TITLES[current])}
          </h2>
          {hydrated && state === 'done' && (
            <button type="button" className="button button-link" onClick={() => open(current)}>
              {t('checkout.edit')}
              <span className="visually-hidden"> {t(STEP_TITLES[current])}</span>
            </button>
          )}
        </div>
        {/* Every step's fields stay in the form (and are sent); only the open one is shown with scripts. */}
        <div className="checkout-step-body" hidden={hydrated && state !== 'open'}>
          {body}
          {current !== 'review' && (
            <button
              type="button"
              className="button button-primary needs-scripts"
              onClick={() => continueFrom(current)}
            >
              {t('checkout.continue')}
            </button>
          )}
        </div>
      </section>
    );
  };

  return (
    <div className="checkout-layout">
      <title>{`${t('checkout.title')} | Hortus`}</title>
      <meta name="robots" content="noindex" />
      <div className="checkout-main">
        <h1>{t('checkout.title')}</h1>
        <div ref={noticeRef} tabIndex={-1} className="checkout-notice">
          <FormNotice notice={notice} />
          {payment.inProgress && (
            <p role="status" className="form-notice form-notice-warning">
              {t('checkout.paymentInProgress')}
            </p>
          )}
        </div>
        {amazonPayOffered && !amazonPayChosen && hydrated && <AmazonPayButton store={store} />}
        {waitingOffline && (
          <div className="checkout-offline" role="status">
            <p>{t(autoSendOfflineOrders ? 'checkout.offlineSavedAuto' : 'checkout.offlineSaved')}</p>
            <div className="checkout-offline-actions">
              <button
                type="button"
                className="button button-primary"
                disabled={sending}
                onClick={() => void sendWaitingOrder()}
              >
                {t('checkout.sendOfflineOrder')}
              </button>
              <button
                type="button"
                className="button button-link"
                onClick={() => {
                  dropOfflineOrder(store);
                  setWaitingOffline(false);
                }}
              >
                {t('checkout.discardOfflineOrder')}
              </button>
            </div>
          </div>
        )}
        {!checkout.customer && (
          // Outside the checkout's form: a form may not hold another. Logged in, the page loads again with
          // the customer's details and addresses (the checkout remounts, see routes/checkout.tsx).
          <details className="checkout-login">
            <summary>{t('checkout.haveAccount')}</summary>
            <LoginForm />
          </details>
        )}
        <form
          {...formProps}
          method="post"
          className="checkout-form"
          onSubmit={(event) => {
            // Conform's own intents (validate a step) are form submissions too: they go to Conform.
            if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute('name') === INTENT) {
              formProps.onSubmit(event);
              return;
            }
            if (hydrated && step !== 'review') {
              event.preventDefault();
              // Enter in a field continues. After this event: while a submit event is being dispatched the
              // browser ignores further submissions, and Conform's validate and update intents are ones.
              const current = step;
              setTimeout(() => continueFrom(current), 0);
              return;
            }
            formProps.onSubmit(event);
            if (event.defaultPrevented || !hydrated) return;
            event.preventDefault();
            void placeOrder(new FormData(event.currentTarget));
          }}
          onInput={() => remember(step)}
          onChange={() => remember(step)}
        >
          <input type="hidden" name="orderKey" value={orderKey} />
          {logId && <input type="hidden" name="checkoutLogId" value={logId} />}
          <input type="hidden" name="lines" value={JSON.stringify(lines)} />
          {totals && <input type="hidden" name="expectedGrandTotal" value={totals.grand_total} />}
          {stepSection(
            'details',
            <>
              <ConformField
                field={details.email}
                label={t('session.email')}
                type="email"
                autoComplete="email"
              />
              <div className="field-row">
                <ConformField
                  field={details.firstname}
                  label={t('session.firstname')}
                  autoComplete="given-name"
                  maxLength={40}
                />
                <ConformField
                  field={details.lastname}
                  label={t('session.lastname')}
                  autoComplete="family-name"
                  maxLength={40}
                />
              </div>
              {!checkout.customer && (
                <>
                  <ConformCheckbox field={details.createAccount} label={t('checkout.createAccount')} />
                  <div className="field-row" hidden={hydrated && !createAccount}>
                    <ConformField
                      field={details.password}
                      label={t('session.newPassword')}
                      type="password"
                      autoComplete="new-password"
                      required={false}
                    />
                    <ConformField
                      field={details.passwordConfirm}
                      label={t('session.retypePassword')}
                      type="password"
                      autoComplete="new-password"
                      required={false}
                    />
                  </div>
                </>
              )}
              <ConformField
                field={details.comment}
                label={t('checkout.comment')}
                multiline
                required={false}
                maxLength={1000}
              />
            </>,
          )}
          {stepSection(
            'shipping',
            <>
              {hydrated && (
                <SavedAddressPicker
                  addresses={(checkout.customer?.addresses ?? []).filter((address) =>
                    checkout.countries.includes(address.country_id),
                  )}
                  onPick={(address) => {
                    form.update({
                      name: fields.shipping.getFieldset().address.name,
                      value: addressValues(address),
                    });
                    remember(step);
                  }}
                />
              )}
              <AddressFields
                fieldset={shipping.address.getFieldset()}
                countries={checkout.countries}
                telephoneRequired
              />
              <ChoiceList
                field={shipping.method}
                legend={t('checkout.shippingMethod')}
                empty={t('checkout.noShippingMethod')}
                choices={shippingMethods.map((method) => ({
                  value: shippingChoiceOf(method),
                  label: titleOf(method),
                  price: method.price_incl_tax,
                }))}
              />
            </>,
          )}
          {stepSection(
            'payment',
            <>
              <ConformCheckbox field={paymentFields.sameAsShipping} label={t('checkout.sameAsShipping')} />
              <div hidden={hydrated && sameAsShipping}>
                {hydrated && (
                  <SavedAddressPicker
                    addresses={checkout.customer?.addresses ?? []}
                    onPick={(address) => {
                      form.update({ name: paymentFields.address.name, value: addressValues(address) });
                      if (address.company)
                        form.update({ name: paymentFields.company.name, value: address.company });
                      if (address.vat_id)
                        form.update({ name: paymentFields.vat_id.name, value: address.vat_id });
                      remember(step);
                    }}
                  />
                )}
                <AddressFields
                  fieldset={paymentFields.address.getFieldset()}
                  countries={COUNTRIES_FOR_INVOICES}
                  telephoneRequired={false}
                  required={false}
                  defaultCountry={checkout.country}
                />
              </div>
              <fieldset className="checkout-business">
                <legend>{t('checkout.business')}</legend>
                <p className="hint">{t('checkout.businessHint')}</p>
                <ConformField
                  field={paymentFields.company}
                  label={t('address.company')}
                  autoComplete="organization"
                  required={false}
                  maxLength={100}
                />
                <VatField field={paymentFields.vat_id} onChecked={() => void refreshTotals()} />
              </fieldset>
              <ChoiceList
                field={paymentFields.method}
                legend={t('checkout.paymentMethod')}
                empty={t('checkout.noPaymentMethod')}
                choices={offeredMethods.map((method) => {
                  const flow = paymentFlowOf(method.code);
                  return {
                    value: method.code,
                    label: method.title,
                    price: method.fee_incl_tax > 0 ? method.fee_incl_tax : null,
                    hint: method.offline ? t('checkout.offlineMethod') : method.description || null,
                    // One method's fields at a time: several areas share fields (holder, IBAN, date of birth).
                    detail:
                      hasPaymentArea(flow) && method.code === chosenMethod ? (
                        <PaymentArea
                          flow={flow}
                          fields={detailFields}
                          setup={checkout.paymentSetup}
                          amazonPay={checkout.amazonPay}
                          installments={installments}
                          installmentsLoading={installmentsLoading}
                          fraudSessionId={`hortus-${orderKey}`}
                        />
                      ) : null,
                  };
                })}
              />
            </>,
          )}
          {stepSection(
            'review',
            <>
              <ReviewSummary
                fields={fields}
                methods={{ shipping: shippingMethods, payment: paymentMethods }}
                priced={totals !== null}
                amazonInstrument={checkout.amazonPay?.checkout?.payment_descriptor ?? null}
              />
              {/* The amount to pay stands right above the button that orders it, and the order is placed
                  only at that amount (expectedGrandTotal). Not priced yet (no scripts), the page says the
                  total comes first. */}
              {totals ? (
                <>
                  <p className="checkout-review-total checkout-review-priced">
                    <span>{t('cart.grandTotal')}</span>{' '}
                    <strong>{price(totals.grand_total, storeView)}</strong>
                  </p>
                  <p className="hint checkout-review-repriced">{t('checkout.totalBeforeOrder')}</p>
                </>
              ) : (
                <p className="hint">{t('checkout.totalBeforeOrder')}</p>
              )}
              <ConformCheckbox
                field={review.terms}
                label={
                  <>
                    {t('checkout.acceptTerms')}{' '}
                    <Link to={urls.cmsPage(store, 'terms')} target="_blank">
                      {t('checkout.termsLink')}
                    </Link>
                  </>
                }
              />
              <button
                type="submit"
                className="button button-primary button-block"
                disabled={sending || payment.inProgress}
              >
                {sending ? t('checkout.placing') : t('checkout.placeOrder')}
              </button>
              <p className="hint">{t('checkout.placeOrderHint')}</p>
            </>,
          )}
        </form>
        {hydrated && (
          <button
            type="button"
            className="button button-link"
            onClick={() => {
              clearSavedCheckout(store);
              form.reset();
              setStep('details');
              setNotice({ type: 'success', id: 'checkout.detailsCleared' });
            }}
          >
            {t('checkout.clearDetails')}
          </button>
        )}
      </div>
      <OrderSummary cart={totals ?? checkout.cart} priced={totals !== null} />
    </div>
  );
}

type FlowContext = PlaceOrderContext;

/** The payment flow of the method chosen in the form now. */
function chosenFlowOf(fields: CheckoutFields) {
  return paymentFlowOf(String(fields.payment.getFieldset().method.value ?? ''));
}
type CheckoutFormShape = z.input<typeof checkoutFormSchema>;
type CheckoutFields = ReturnType<FormMetadata<CheckoutFormShape, string[]>['getFieldset']>;
const COUNTRIES_FOR_INVOICES = SHOP_COUNTRIES;

/** The form's text values as the order endpoint takes them (application/x-www-form-urlencoded). */
function formBody(formData: FormData): [string, string][] {
  return [...formData].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/**
 * An order kept offline is stored in this browser: never with a password. An account asked for offline
 * is made when the order is sent from this page still open; after a reload the order goes as a guest's.
 */
function withoutPasswords(body: string): string {
  const params = new URLSearchParams(body);
  for (const name of ['details.password', 'details.passwordConfirm', 'details.createAccount'])
    params.delete(name);
  return params.toString();
}

type VatState = 'idle' | 'checking' | VatAnswer['state'];

/**
 * The VAT number of a business customer: checked by its country's format and checksum as it is typed (the
 * shared schema) and, when it leaves the field, by the shop's company-uid check, which asks VIES.
 */
function VatField({ field, onChecked }: { field: FieldMetadata<unknown>; onChecked: () => void }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const [state, setState] = useState<VatState>('idle');
  const check = async (value: string) => {
    const vatId = value.trim();
    if (vatId.length < 3) {
      setState('idle');
      onChecked();
      return;
    }
    setState('checking');
    const response = await fetch(`/${storeView.storeCode}/checkout/vat`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ vat_id: vatId }),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as VatAnswer | null;
    setState(body?.state ?? 'unavailable');
    onChecked();
  };
  const { key, ...props } = getInputProps(field, { type: 'text' });
  return (
    <div className="field">
      <label htmlFor={field.id}>{t('checkout.vatId')}</label>
      <input
        key={key}
        {...props}
        autoComplete="off"
        maxLength={20}
        onBlur={(event) => void check(event.currentTarget.value)}
        aria-describedby={[field.errors ? field.errorId : null, `${field.id}-vies`].filter(Boolean).join(' ')}
      />
      {field.errors?.[0] ? (
        <p id={field.errorId} className="field-error">
          {t(errorTextOf(field.errors[0]))}
        </p>
      ) : null}
      <p id={`${field.id}-vies`} className="hint" aria-live="polite">
        {state === 'idle' ? '' : t(`checkout.vies.${state}`)}
      </p>
    </div>
  );
}

/** The review step: everything the shopper entered, to read once more before ordering. */
function ReviewSummary({
  fields,
  methods,
  priced,
  amazonInstrument,
}: {
  fields: CheckoutFields;
  methods: { shipping: ShippingMethod[]; payment: CheckoutData['paymentMethods'] };
  /** The server priced these choices: the delivery and payment named are those of the total shown. */
  priced: boolean;
  /** What Amazon Pay will charge, as Amazon names it ("Visa ****1111"), once the buyer chose it there. */
  amazonInstrument: string | null;
}) {
  const { t } = useTranslation();
  const value = (field: FieldMetadata<unknown>) => (typeof field.value === 'string' ? field.value : '');
  const address = (fieldset: Record<string, FieldMetadata<unknown>>) => {
    const part = (name: string) => (fieldset[name] ? value(fieldset[name]) : '');
    return [
      `${part('firstname')} ${part('lastname')}`.trim(),
      part('street1'),
      part('street2'),
      `${part('postcode')} ${part('city')}`.trim(),
    ].filter(Boolean);
  };
  const shipping = fields.shipping.getFieldset();
  const payment = fields.payment.getFieldset();
  const details = fields.details.getFieldset();
  const delivery = methods.shipping.find((method) => shippingChoiceOf(method) === value(shipping.method));
  const paymentMethod = methods.payment.find((method) => method.code === value(payment.method));
  const sameAsShipping = value(payment.sameAsShipping) === 'on';
  return (
    <dl className="checkout-review">
      <div>
        <dt>{t('checkout.stepDetails')}</dt>
        <dd>
          {value(details.firstname)} {value(details.lastname)}
          <br />
          {value(details.email)}
        </dd>
      </div>
      <div>
        <dt>{t('account.shippingAddress')}</dt>
        <dd>{address(shipping.address.getFieldset()).join(', ')}</dd>
      </div>
      <div>
        <dt>{t('account.billingAddress')}</dt>
        <dd>
          {[
            value(payment.company),
            ...(sameAsShipping
              ? [t('checkout.sameAsShippingShort')]
              : address(payment.address.getFieldset())),
            value(payment.vat_id) ? `${t('address.vatId')}: ${value(payment.vat_id)}` : '',
          ]
            .filter(Boolean)
            .join(', ')}
        </dd>
      </div>
      {priced && (
        <>
          <div className="checkout-review-priced">
            <dt>{t('checkout.shippingMethod')}</dt>
            <dd>{delivery ? titleOf(delivery) : ''}</dd>
          </div>
          <div className="checkout-review-priced">
            <dt>{t('checkout.paymentMethod')}</dt>
            <dd>
              {paymentMethod?.title ?? ''}
              {paymentMethod?.code === 'amazon_pay' && amazonInstrument && (
                <span className="hint"> {t('payment.amazonPayWith', { instrument: amazonInstrument })}</span>
              )}
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}

type SavedAddress = NonNullable<CheckoutData['customer']>['addresses'][number];

/** A customer's saved addresses, to fill an address of the checkout with one choice (scripts only). */
function SavedAddressPicker({
  addresses,
  onPick,
}: {
  addresses: SavedAddress[];
  onPick: (address: SavedAddress) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (addresses.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor={id}>{t('checkout.savedAddress')}</label>
      <select
        id={id}
        defaultValue=""
        onChange={(event) => {
          const picked = addresses.find((address) => String(address.id) === event.currentTarget.value);
          if (picked) onPick(picked);
        }}
      >
        <option value="">{t('checkout.chooseSavedAddress')}</option>
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {[
              `${address.firstname} ${address.lastname}`,
              address.company,
              address.street[0],
              `${address.postcode} ${address.city}`,
            ]
              .filter(Boolean)
              .join(', ')}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A saved address as the checkout's address fields take it. */
function addressValues(address: SavedAddress) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street1: address.street[0] ?? '',
    street2: address.street[1] ?? '',
    postcode: address.postcode,
    city: address.city,
    country_id: address.country_id,
    telephone: address.telephone ?? '',
  };
}
