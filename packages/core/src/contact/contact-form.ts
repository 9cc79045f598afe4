import { z } from 'zod';
import { emailSchema } from '../customer/customer-rules';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_NAME_TOO_LONG,
  FIELD_REQUIRED,
  ORDER_NUMBER_INVALID,
} from '../messages';
import { STORE_CODES } from '../store-view/store-view';

/** What a message to customer service is about; the service team sorts its inbox by it. */
export const CONTACT_SUBJECTS = ['order', 'product', 'delivery', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

const requiredText = () => z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED);

/**
 * A message to customer service from the contact page: the spec's 'Field is required' for each empty
 * field and its e-mail rule (payments spec 5); an order number is optional and, when given, letters,
 * digits and hyphens only. The storefront checks the form with it, the API the body.
 */
export const contactMessageSchema = z.object({
  name: requiredText().max(CONTACT_NAME_MAX_LENGTH, CONTACT_NAME_TOO_LONG),
  email: emailSchema,
  subject: z.enum(CONTACT_SUBJECTS, { error: FIELD_REQUIRED }),
  orderNumber: z
    .string()
    .trim()
    .max(32, ORDER_NUMBER_INVALID)
    .regex(/^[A-Za-z0-9-]*$/, ORDER_NUMBER_INVALID)
    .optional()
    .transform((value) => value || undefined),
  message: requiredText().max(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_TOO_LONG),
  store: z.enum(STORE_CODES),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
