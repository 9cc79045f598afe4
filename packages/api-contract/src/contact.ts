import { contactMessageSchema } from '@hortus/core/contact-form';
import { z } from 'zod';
import { endpoint } from './endpoint';

/** The answer to a message that was stored and whose mails are on their way. */
export const CONTACT_MESSAGE_SENT = 'Thank you for your message. We have sent you a confirmation by e-mail.';

export const contactSend = endpoint({
  method: 'POST',
  path: '/api/contact',
  summary:
    'A message to customer service: stored, mailed to the service address and acknowledged to the sender (in the store view’s language); limited per client address',
  tags: ['contact'],
  body: contactMessageSchema.strict(),
  results: { 200: z.literal(CONTACT_MESSAGE_SENT) },
  errors: [400, 429],
});
