import type { TaxRateRow } from '@hortus/core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { taxRates, taxRuleRates, taxRules } from './tables';

export interface TaxRuleDocument {
  id: number;
  code: string;
  priority: number;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  rates: {
    id: number;
    code: string;
    /** Percent, as the spec's tax rule shows it (19, 8.1). */
    rate: number;
    rate_bp: number;
    tax_country_id: string;
    region_name: string | null;
    tax_region_id: number;
    tax_postcode: string;
  }[];
}

/** Tax rules with their rates, in priority order; optionally only the rates of one country. */
export async function listTaxRules(db: Database, country?: string): Promise<TaxRuleDocument[]> {
  const rules = await db.select().from(taxRules).orderBy(asc(taxRules.priority), asc(taxRules.id));
  if (rules.length === 0) return [];
  const links = await db
    .select({ ruleId: taxRuleRates.ruleId, rate: taxRates })
    .from(taxRuleRates)
    .innerJoin(taxRates, eq(taxRates.id, taxRuleRates.rateId))
    .where(
      inArray(
        taxRuleRates.ruleId,
        rules.map((rule) => rule.id),
      ),
    )
    .orderBy(asc(taxRates.country), asc(taxRates.id));
  const wanted = country?.toUpperCase();
  return rules
    .map((rule) => ({
      id: rule.id,
      code: rule.code,
      priority: rule.priority,
      product_tax_class_ids: rule.productTaxClassIds,
      customer_tax_class_ids: rule.customerTaxClassIds,
      rates: links
        .filter((link) => link.ruleId === rule.id && (wanted === undefined || link.rate.country === wanted))
        .map(({ rate }) => ({
          id: rate.id,
          code: rate.code,
          rate: rate.rateBp / 100,
          rate_bp: rate.rateBp,
          tax_country_id: rate.country,
          region_name: rate.regionName,
          tax_region_id: 0,
          tax_postcode: rate.postcode,
        })),
    }))
    .filter((rule) => wanted === undefined || rule.rates.length > 0);
}

/** Every rate with the classes its rule applies to, for the pricing policies of core (in rule priority order). */
export async function loadTaxRates(db: Database): Promise<TaxRateRow[]> {
  const rules = await listTaxRules(db);
  return rules.flatMap((rule) =>
    rule.rates.map((rate) => ({
      country: rate.tax_country_id,
      rateBp: rate.rate_bp,
      productTaxClassIds: rule.product_tax_class_ids,
      customerTaxClassIds: rule.customer_tax_class_ids,
    })),
  );
}

/** Tax rules as documents of the catalogue search type 'taxrule'. */
export async function loadTaxRuleDocuments(db: Database): Promise<Record<string, unknown>[]> {
  return (await listTaxRules(db)).map((rule) => ({ ...rule }));
}
