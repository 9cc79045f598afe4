import { type FieldMetadata, getInputProps } from '@conform-to/react';
import type { PaymentFlowName } from '@hortus/core';
import { type CardEntry, cardEntryProblems } from '@hortus/core/payment-details';
import { useEffect, useId, useRef, useState } from 'react';
import { FormNotice } from '../components/FormNotice';
import { errorTextOf } from '../lib/form-errors';
import { calendarDate, price } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { useHydrated } from '../lib/use-hydrated';
import { useStore } from '../lib/use-store';
import type { InstallmentOffer } from '../wire/checkout-calls';
import { ConformField, FieldError } from './ConformField';
import { CARD_FIELD_MESSAGES, createCardType } from './card-type';
import { registerPaymentFlow, usePaymentState } from './payment-flows';
import type { AmazonPayCheckout, PaymentSetup } from './payments.server';

/**
 * The checkout's payment form area (payments spec 2): under the chosen provider method, what it asks of the
 * shopper. Only the chosen method's area is in the page, as several share fields; without scripts it is the
 * method the page was rendered with, and a method chosen anew gets its area when the form comes back (its
 * first send only prices the order). The fields have no `required` attribute: the shared rules check them,
 * and a hidden area (its method no longer chosen) must not stop the form.
 */
type DetailFields = ReturnType<FieldMetadata<PaymentDetailsShape>['getFieldset']>;
interface PaymentDetailsShape {
  type_id?: string;
  iban?: string;
  holder?: string;
  bic?: string;
  email?: string;
  birthdate?: string;
  inquiry_id?: string;
  number_of_rates?: string;
  checkout_session_id?: string;
  threat_metrix_id?: string;
}

export interface PaymentAreaProps {
  flow: PaymentFlowName;
  fields: DetailFields;
  setup: PaymentSetup;
  amazonPay: AmazonPayCheckout | null;
  /** The installment plans for the checkout's total (fetched by the page, or sent with it without scripts). */
  installments: InstallmentOffer | null;
  installmentsLoading: boolean;
  /** The checkout's fraud-screening session (payments spec 3), sent with invoice and installment. */
  fraudSessionId: string;
}

/** The area of one method, or nothing when the method asks nothing more (prepayment, cash on delivery). */
export function PaymentArea(props: PaymentAreaProps) {
  switch (props.flow) {
    case 'card':
      return <CardFields setup={props.setup} />;
    case 'direct_debit':
      return <DirectDebitFields fields={props.fields} />;
    case 'ideal':
      return <BankSelect field={props.fields.bic} banks={props.setup.idealBanks} />;
    case 'bancontact':
      return <HolderField field={props.fields.holder} label="payment.cardHolder" autoComplete="cc-name" />;
    case 'paypal':
      return <PaypalEmail field={props.fields.email} />;
    case 'instant_bank':
      return <Hint id="payment.instantBankHint" />;
    case 'paylater_invoice':
    case 'secured_invoice':
      return (
        <>
          <FraudSession fields={props.fields} id={props.fraudSessionId} />
          <InvoiceFields field={props.fields.birthdate} />
        </>
      );
    case 'installment':
      return (
        <>
          <FraudSession fields={props.fields} id={props.fraudSessionId} />
          <InstallmentFields {...props} />
        </>
      );
    case 'amazon_pay':
      return <AmazonPayChosen fields={props.fields} amazonPay={props.amazonPay} />;
    default:
      return null;
  }
}

/**
 * The fraud-screening session the provider's risk check reads with the customer's risk data (payments spec
 * 3 and 4); one per order attempt. The profiling tag that would fill it with the device's traits is
 * Unzer's to give (not built: docs/architecture.md).
 */
function FraudSession({ fields, id }: { fields: DetailFields; id: string }) {
  return (
    <input
      type="hidden"
      name={fields.threat_metrix_id.name}
      form={fields.threat_metrix_id.formId}
      value={id}
    />
  );
}

/** Whether a method has an area of its own. */
export const hasPaymentArea = (flow: PaymentFlowName) => flow !== 'offline' && flow !== 'bank_transfer';

function HolderField({
  field,
  label,
  autoComplete = 'name',
}: {
  field: FieldMetadata<unknown>;
  label: string;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  return (
    <ConformField
      field={field}
      label={t(label)}
      required={false}
      autoComplete={autoComplete}
      maxLength={100}
    />
  );
}

function DirectDebitFields({ fields }: { fields: DetailFields }) {
  return (
    <>
      <IbanField field={fields.iban} />
      <HolderField field={fields.holder} label="payment.holder" />
      <Hint id="payment.sepaMandate" />
    </>
  );
}

function Hint({ id }: { id: string }) {
  const { t } = useTranslation();
  return <p className="hint">{t(id)}</p>;
}

function IbanField({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  return (
    <ConformField
      field={field}
      label={t('payment.iban')}
      required={false}
      autoComplete="off"
      maxLength={64}
    />
  );
}

function BankSelect({ field, banks }: { field: FieldMetadata<unknown>; banks: PaymentSetup['idealBanks'] }) {
  const { t } = useTranslation();
  const { key, ...props } = getInputProps(field, { type: 'text' });
  return (
    <div className="field">
      <label htmlFor={field.id}>{t('payment.bank')}</label>
      <select
        key={key}
        id={props.id}
        name={props.name}
        form={props.form}
        defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
      >
        <option value="">{t('payment.chooseBank')}</option>
        {banks.map((bank) => (
          <option key={bank.bic} value={bank.bic}>
            {bank.name}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

function PaypalEmail({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  return (
    <>
      <ConformField
        field={field}
        label={t('payment.paypalEmail')}
        type="email"
        required={false}
        autoComplete="email"
        maxLength={254}
      />
      <p className="hint">{t('payment.paypalHint')}</p>
    </>
  );
}

function BirthdateField({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  const { key, ...props } = getInputProps(field, { type: 'date' });
  return (
    <div className="field">
      <label htmlFor={field.id}>{t('payment.birthdate')}</label>
      <input
        key={key}
        {...props}
        required={false}
        autoComplete="bday"
        max={new Date().toISOString().slice(0, 10)}
      />
      <FieldError field={field} />
    </div>
  );
}

/** Pay-later invoice (payments spec 2): the date of birth Unzer checks, and the form's error area. */
function InvoiceFields({ field }: { field: FieldMetadata<unknown> }) {
  const { invoiceError } = usePaymentState();
  return (
    <>
      <BirthdateField field={field} />
      <Hint id="payment.invoiceHint" />
      <div className="payment-invoice-error" aria-live="polite">
        <FormNotice notice={invoiceError} />
      </div>
    </>
  );
}

/**
 * Installment (payments spec 2): the shopper chooses a monthly rate among Unzer's plans for the total, each
 * with its rates, nominal and effective interest, total and credit-information PDF, and gives account holder
 * and IBAN (checked, sent without spaces).
 */
function InstallmentFields({ fields, installments, installmentsLoading }: PaymentAreaProps) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  const { invoiceError } = usePaymentState();
  const chosen = typeof fields.number_of_rates.value === 'string' ? fields.number_of_rates.value : '';
  const legendId = useId();
  const hydrated = useHydrated();
  // Without scripts the plans come with the page once the form is sent with the installment chosen.
  const waiting = !hydrated
    ? 'payment.plansAfterSend'
    : installmentsLoading
      ? 'payment.plansLoading'
      : 'payment.plansNone';
  return (
    <>
      <input
        type="hidden"
        name={fields.inquiry_id.name}
        form={fields.inquiry_id.formId}
        value={installments?.inquiry_id ?? ''}
      />
      {installments === null ? (
        <p className="hint" role="status">
          {t(waiting)}
        </p>
      ) : (
        <fieldset
          className="installment-plans"
          aria-labelledby={legendId}
          aria-invalid={fields.number_of_rates.errors ? true : undefined}
          aria-describedby={fields.number_of_rates.errors ? fields.number_of_rates.errorId : undefined}
        >
          <legend id={legendId}>{t('payment.chooseRate')}</legend>
          {installments.plans.map((plan) => (
            <label key={plan.number_of_rates} className="installment-plan">
              <input
                type="radio"
                name={fields.number_of_rates.name}
                form={fields.number_of_rates.formId}
                value={String(plan.number_of_rates)}
                defaultChecked={chosen === String(plan.number_of_rates)}
              />
              <span className="installment-plan-rate">
                {t('payment.planRate', {
                  count: plan.number_of_rates,
                  amount: price(plan.monthly_rate, storeView),
                })}
              </span>
              <dl className="installment-plan-terms">
                <div>
                  <dt>{t('payment.planTotal')}</dt>
                  <dd>{price(plan.total_amount, storeView)}</dd>
                </div>
                <div>
                  <dt>{t('payment.planNominalRate')}</dt>
                  <dd>{t('payment.percent', { rate: plan.nominal_interest_rate })}</dd>
                </div>
                <div>
                  <dt>{t('payment.planEffectiveRate')}</dt>
                  <dd>{t('payment.percent', { rate: plan.effective_interest_rate })}</dd>
                </div>
                <div>
                  <dt>{t('payment.planFirstRate')}</dt>
                  <dd>{plan.rates[0] ? calendarDate(plan.rates[0].date, storeView) : ''}</dd>
                </div>
              </dl>
              <a
                href={plan.credit_information_url}
                target="_blank"
                rel="noreferrer"
                className="installment-plan-pdf"
              >
                {t('payment.creditInformation')}
              </a>
            </label>
          ))}
          <FieldError field={fields.number_of_rates} />
        </fieldset>
      )}
      <HolderField field={fields.holder} label="payment.holder" />
      <IbanField field={fields.iban} />
      <BirthdateField field={fields.birthdate} />
      <div className="payment-invoice-error" aria-live="polite">
        <FormNotice notice={invoiceError} />
      </div>
    </>
  );
}

/** Amazon Pay, once the buyer chose address and card on Amazon: what Amazon will charge, and the session. */
function AmazonPayChosen({
  fields,
  amazonPay,
}: {
  fields: DetailFields;
  amazonPay: AmazonPayCheckout | null;
}) {
  const { t } = useTranslation();
  const checkout = amazonPay?.checkout;
  return (
    <>
      <input
        type="hidden"
        name={fields.checkout_session_id.name}
        form={fields.checkout_session_id.formId}
        value={checkout?.checkout_session_id ?? ''}
      />
      <p className="hint">
        {checkout?.payment_descriptor
          ? t('payment.amazonPayWith', { instrument: checkout.payment_descriptor })
          : t('payment.amazonPayHint')}
      </p>
      <FieldError field={fields.checkout_session_id} />
    </>
  );
}

type CardProblems = Partial<Record<keyof CardEntry, string>>;

/**
 * Card number, expiry and security code (payments spec 2). The inputs have no name: the form never sends
 * them to the shop. When the order is placed, the card's flow makes the card's payment type at Unzer with
 * the shop's public key and puts only its id into the order.
 */
function CardFields({ setup }: { setup: PaymentSetup }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const number = useRef<HTMLInputElement>(null);
  const expiry = useRef<HTMLInputElement>(null);
  const cvc = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<CardProblems>({});
  const unzer = setup.unzer;

  useEffect(() => {
    if (!unzer) return;
    const entry = (): CardEntry => ({
      number: number.current?.value ?? '',
      expiry: expiry.current?.value ?? '',
      cvc: cvc.current?.value ?? '',
    });
    const refuse = (found: CardProblems) => {
      setProblems(found);
      const first = (['number', 'expiry', 'cvc'] as const).find((field) => found[field]);
      const target = { number, expiry, cvc }[first ?? 'number'].current;
      requestAnimationFrame(() => target?.focus());
    };
    return registerPaymentFlow('card', {
      check: () => {
        const found = cardEntryProblems(entry());
        setProblems(found);
        return Object.keys(found).length === 0;
      },
      beforePlaceOrder: async (context) => {
        const found = cardEntryProblems(entry());
        if (Object.keys(found).length > 0) {
          refuse(found);
          return { status: 'failure', notice: { type: 'error', id: 'payment.cardCheck' } };
        }
        const created = await createCardType(unzer, entry());
        if (created.status === 'created') {
          setProblems({});
          context.form.set('payment.details.type_id', created.typeId);
          return { status: 'success' };
        }
        if (created.status === 'unavailable') {
          return { status: 'failure', notice: { type: 'error', id: 'payment.unavailable' } };
        }
        if (created.field) refuse({ [created.field]: CARD_FIELD_MESSAGES[created.field] });
        return { status: 'failure', notice: { type: 'error', id: 'payment.cardRefused' } };
      },
    });
  }, [unzer]);

  if (!hydrated) return <Hint id="payment.cardNeedsScripts" />;
  if (!unzer) return <Hint id="payment.cardUnavailable" />;
  const input = (
    field: keyof CardEntry,
    ref: React.RefObject<HTMLInputElement | null>,
    attributes: React.InputHTMLAttributes<HTMLInputElement>,
    label: string,
  ) => (
    <div className={`field card-field card-field-${field}`}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        ref={ref}
        id={`${id}-${field}`}
        type="text"
        inputMode="numeric"
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={problems[field] ? `${id}-${field}-error` : undefined}
        {...attributes}
      />
      {problems[field] && (
        <p id={`${id}-${field}-error`} className="field-error">
          {t(errorTextOf(problems[field]))}
        </p>
      )}
    </div>
  );
  return (
    <div className="card-fields">
      {input(
        'number',
        number,
        { autoComplete: 'cc-number', maxLength: 23, placeholder: '1234 5678 9012 3456' },
        t('payment.cardNumber'),
      )}
      {input(
        'expiry',
        expiry,
        { autoComplete: 'cc-exp', maxLength: 7, placeholder: t('payment.cardExpiryPlaceholder') },
        t('payment.cardExpiry'),
      )}
      {input('cvc', cvc, { autoComplete: 'cc-csc', maxLength: 4 }, t('payment.cardCvc'))}
      <p className="hint card-fields-note">{t('payment.cardSecure')}</p>
    </div>
  );
}
