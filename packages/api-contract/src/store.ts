import { z } from 'zod';

/** Query parameters that name the store view (read by the API's store view resolution). */
export const storeParams = {
  store: z.string().max(10).optional().describe('Store code, e.g. de-de; or use a /{store}/api/... prefix'),
  storeCode: z.string().max(10).optional(),
  storeId: z.string().max(4).optional().describe('Numeric store id, instead of the store code'),
};

export const storeQuery = z.object(storeParams).strict();
