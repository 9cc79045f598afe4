import { companyOfShop, type ShopCompany } from '@hortus/api-contract';
import type { Company } from '@hortus/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';

/** The record as the API answers it: the API's field names, without the bank account. */
function shopCompanyOf(company: Company): ShopCompany {
  return {
    name: company.name,
    street: company.street,
    postcode: company.postcode,
    city: company.city,
    country: company.country,
    managing_directors: company.managingDirectors,
    register_court: company.registerCourt,
    register_number: company.registerNumber,
    vat_id: company.vatId,
    phone: company.phone,
    email: company.email,
  };
}

/**
 * `GET /api/company`: the company that runs the shop, for the storefront's footer and thank-you page, so
 * they name the company the mails and the payment instructions name. It changes only with the API's
 * configuration, so browsers and proxies may keep it for five minutes.
 */
export const companyModule: FastifyPluginAsync<{ company: Company }> = async (app, { company }) => {
  const answer = ok(shopCompanyOf(company));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(companyOfShop.path, { schema: routeSchema(companyOfShop) }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return answer;
    });
};
