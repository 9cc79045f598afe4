import { z } from 'zod';
import {
  citySchema,
  companySchema,
  countryIdSchema,
  emailSchema,
  firstnameSchema,
  lastnameSchema,
  newPasswordSchema,
  postcodeSchema,
  streetLineSchema,
  taxIdSchema,
  telephoneSchema,
} from '../customer/customer-rules';
import {
  FIELD_REQUIRED,
  ISLAND_NOT_DELIVERABLE,
  PASSWORDS_NOT_IDENTICAL,
  TERMS_NOT_ACCEPTED,
  VAT_NUMBER_INVALID,
} from '../messages';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-steps';
import { isIslandPostcode } from './island-postcodes';
import { checkPaymentDetails, paymentDetailsSchema } from './payment-details';
import { checkVatNumber } from './vat-number';

/**
 * The checkout's form, step by step (spec 4 "Checkout"), with every rule and message of payments spec 5.
 * The browser validates each step with these schemas as the shopper goes, the storefront server validates
 * the whole form again before it asks for the order, and the API's order body is built from the same field
 * schemas (api-contract's checkoutAddress), so the three can never disagree on what a valid order is.
 * Field names are the form's: an address has two street lines, checkboxes arrive as booleans.
 */

const address = {
  firstname: firstnameSchema,
  lastname: lastnameSchema,
  street1: streetLineSchema,
  street2: streetLineSchema.optional(),
  postcode: postcodeSchema,
  city: citySchema,
  country_id: countryIdSchema,
};

/** Where the goods go: a freight carrier calls ahead to agree the day, so the telephone is required. */
export const deliveryAddressSchema = z
  .object({ ...address, telephone: z.string({ error: FIELD_REQUIRED }).pipe(telephoneSchema.min(1)) })
  .superRefine((value, context) => {
    if (isIslandPostcode(value.country_id, value.postcode)) {
      context.addIssue({ code: 'custom', path: ['postcode'], message: ISLAND_NOT_DELIVERABLE });
    }
  });

export const invoiceAddressSchema = z.object({ ...address, telephone: telephoneSchema.optional() });

export const detailsStepSchema = z
  .object({
    email: emailSchema,
    firstname: firstnameSchema,
    lastname: lastnameSchema,
    createAccount: z.boolean().optional(),
    password: z.string().optional(),
    passwordConfirm: z.string().optional(),
    comment: z.string().trim().max(1000).optional(),
  })
  .superRefine((value, context) => {
    if (!value.createAccount) return;
    const password = newPasswordSchema.safeParse(value.password);
    if (!password.success) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: password.error.issues[0]?.message ?? '',
      });
    } else if (value.password !== value.passwordConfirm) {
      context.addIssue({ code: 'custom', path: ['passwordConfirm'], message: PASSWORDS_NOT_IDENTICAL });
    }
  });

export const shippingStepSchema = z.object({
  address: deliveryAddressSchema,
  /** The carrier and method as `carrier_method` (the radio button's value). */
  method: z.string({ error: FIELD_REQUIRED }).min(3, FIELD_REQUIRED).max(130),
});

const invoiceFields = {
  sameAsShipping: z.boolean().optional(),
  // Typed as an address for the forms; checked below only when the shopper gives one.
  address: z.custom<z.input<typeof invoiceAddressSchema>>().optional(),
  company: companySchema.optional(),
  vat_id: taxIdSchema.optional(),
};

function checkInvoice(
  value: { sameAsShipping?: boolean | undefined; address?: unknown; vat_id?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (value.vat_id && value.vat_id.length >= 3 && !checkVatNumber(value.vat_id).valid) {
    context.addIssue({ code: 'custom', path: ['vat_id'], message: VAT_NUMBER_INVALID });
  }
  if (value.sameAsShipping) return;
  const invoice = invoiceAddressSchema.safeParse(value.address ?? {});
  for (const issue of invoice.success ? [] : invoice.error.issues) {
    context.addIssue({ code: 'custom', path: ['address', ...issue.path], message: issue.message });
  }
}

// The address is checked also when another field of the step is missing, so all its problems show at once.
const always = { when: () => true };

/**
 * The invoice: the delivery address unless the shopper gives another; a company and its VAT number for a
 * business customer (checked by its country's format and checksum here, by VIES on the server).
 */
export const invoiceStepSchema = z.object(invoiceFields).superRefine(checkInvoice, always);

/** The invoice and the payment method: what the payment methods on offer depend on, and the choice. */
export const paymentStepSchema = z
  .object({
    ...invoiceFields,
    method: z.string({ error: FIELD_REQUIRED }).min(1, FIELD_REQUIRED).max(64),
    details: paymentDetailsSchema,
  })
  .superRefine((value, context) => {
    checkInvoice(value, context);
    checkPaymentDetails(value.method ?? '', value.details, context);
  }, always);

export const reviewStepSchema = z.object({
  terms: z.boolean({ error: TERMS_NOT_ACCEPTED }).refine((accepted) => accepted, TERMS_NOT_ACCEPTED),
});

export { CHECKOUT_STEPS, type CheckoutStep };

export const checkoutStepSchemas = {
  details: detailsStepSchema,
  shipping: shippingStepSchema,
  payment: paymentStepSchema,
  review: reviewStepSchema,
} as const;

export const checkoutFormSchema = z.object(checkoutStepSchemas);
export type CheckoutForm = z.output<typeof checkoutFormSchema>;
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** The invoice address of a valid form: its own, or the delivery address with the company and VAT number. */
export function invoiceAddressOf(form: {
  shipping: CheckoutForm['shipping'];
  payment: z.output<typeof invoiceStepSchema>;
}): z.output<typeof invoiceAddressSchema> {
  if (form.payment.sameAsShipping) return form.shipping.address;
  return invoiceAddressSchema.parse(form.payment.address);
}
