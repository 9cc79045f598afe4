import { z } from 'zod';

/**
 * A notice for the shopper: it names a UI text (app/locales), so that it reaches the shopper in the
 * store's language, never the API's English.
 */
export const notice = z.object({
  type: z.enum(['success', 'warning', 'error']),
  id: z
    .string()
    .regex(/^[a-zA-Z]+\.[a-zA-Z.]+$/)
    .max(100),
  values: z.record(z.string(), z.union([z.string().max(200), z.number()])).optional(),
});
export type Notice = z.output<typeof notice>;
