import { z } from 'zod';

/** An address of the order (spec 3's addressInformation), as it was given at the checkout. */
export const orderAddressFields = {
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  region: z.string().nullable(),
  region_id: z.number().int().nullable(),
  region_code: z.string().nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
};
