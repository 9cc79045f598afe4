import { type Customer, userMe, userMeUpdate } from '@hortus/api-contract';
import { type AddressInput, addressSchema } from '@hortus/core/customer';
import { data } from 'react-router';
import { z } from 'zod';
import type { FormNoticeData } from '../components/FormNotice';
import { callEndpoint } from '../lib/api.server';
import type { FieldErrors } from '../lib/form-errors';
import { fieldErrors } from '../lib/form-errors';
import { requireStoreView } from '../lib/store.server';
import type { Route } from '../routes/+types/account-addresses';
import { openSession } from './session.server';

type SavedAddress = Customer['addresses'][number];

/** An address as /api/user/me takes it back: the saved fields without the id. */
function asInput(address: SavedAddress): AddressInput {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    country_id: address.country_id,
    ...(address.company ? { company: address.company } : {}),
    ...(address.region ? { region: address.region } : {}),
    ...(address.telephone ? { telephone: address.telephone } : {}),
    ...(address.vat_id ? { vat_id: address.vat_id } : {}),
    default_billing: address.default_billing,
    default_shipping: address.default_shipping,
  };
}

const addressForm = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().optional(),
  street1: z.string(),
  street2: z.string().optional(),
  postcode: z.string(),
  city: z.string(),
  country_id: z.string(),
  telephone: z.string().optional(),
  default_shipping: z.literal('on').optional(),
  default_billing: z.literal('on').optional(),
});

interface Answer {
  notice: FormNoticeData;
  errors?: FieldErrors;
}

/** Adds or deletes an address: the API takes the customer's whole list, so the others go along unchanged. */
/** The address page's action: add or delete an address. */
export async function addressAction({ params, request, context }: Route.ActionArgs) {
  const storeView = requireStoreView(params);
  const session = await openSession(request, storeView.storeCode, context.clientAddress);
  // A refusal re-renders the form with its messages; the status stays 200 so that the page's script, which
  // posts the form, does not report a failed request for what the shopper is shown anyway.
  const answer = async (value: Answer) => data(value, { headers: await session.headers() });
  const token = await session.accessToken();
  if (!token) return answer({ notice: { type: 'error', id: 'account.loginRequired' } });
  const store = storeView.storeCode;
  const me = await callEndpoint(userMe, { token, store });
  if (me.status !== 200) return answer({ notice: { type: 'error', id: 'account.loginRequired' } });
  const saved = me.result.addresses;
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  let addresses: AddressInput[];
  if (form.intent === 'delete') {
    const id = Number(form.id);
    if (!saved.some((address) => address.id === id)) {
      return answer({ notice: { type: 'error', id: 'form.invalid' } });
    }
    addresses = saved.filter((address) => address.id !== id).map(asInput);
  } else {
    const fields = addressForm.safeParse(form);
    const candidate = fields.success
      ? {
          firstname: fields.data.firstname,
          lastname: fields.data.lastname,
          street: [fields.data.street1, fields.data.street2].filter((line): line is string =>
            Boolean(line?.trim()),
          ),
          postcode: fields.data.postcode,
          city: fields.data.city,
          country_id: fields.data.country_id,
          ...(fields.data.company?.trim() ? { company: fields.data.company } : {}),
          ...(fields.data.telephone?.trim() ? { telephone: fields.data.telephone } : {}),
          default_shipping: fields.data.default_shipping === 'on' || saved.length === 0,
          default_billing: fields.data.default_billing === 'on' || saved.length === 0,
        }
      : null;
    const checked = addressSchema.safeParse(candidate ?? {});
    if (!checked.success) {
      const errors = fieldErrors(checked.error.issues);
      if (errors.street) errors.street1 = errors.street;
      if (errors['street.0']) errors.street1 = errors['street.0'];
      return answer({ notice: { type: 'error', id: 'form.fixErrors' }, errors });
    }
    const added = checked.data;
    addresses = [
      ...saved.map(asInput).map((address) => ({
        ...address,
        default_shipping: added.default_shipping ? false : address.default_shipping,
        default_billing: added.default_billing ? false : address.default_billing,
      })),
      added,
    ];
  }
  const reply = await callEndpoint(userMeUpdate, { token, store, body: { customer: { addresses } } });
  if (reply.status !== 200) return answer({ notice: { type: 'error', id: 'form.invalid' } });
  return answer({
    notice: {
      type: 'success',
      id: form.intent === 'delete' ? 'account.addressDeleted' : 'account.addressSaved',
    },
  });
}
