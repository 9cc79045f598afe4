import { fileURLToPath } from 'node:url';
import { type Company, DEMO_COMPANY, EU_MEMBER_STATES } from '@hortus/core';
import { checkVatNumber } from '@hortus/core/vat-number';
import { z } from 'zod';
import type { MailConfig } from './mail/mailer';
import type { AmazonPayConfig } from './modules/payment/amazon-pay';

const defaultDataDir = fileURLToPath(new URL('../../../data/pglite', import.meta.url));
const defaultOutbox = fileURLToPath(new URL('../../../data/outbox', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const environment = z.object({
  DATABASE_URL: z.string().default(`pglite://${defaultDataDir}`),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo catalogue when the database has none (the embedded default). */
  DEMO_DATA: booleanFlag.default(true),
  /** Spec "Product load": visibility 1 redirects to the configurable parent (true) or is an error (false). */
  REDIRECT_NOT_VISIBLE_TO_PARENT: booleanFlag.default(true),
  /** Spec 6: out-of-stock products are listed. */
  LIST_OUT_OF_STOCK_PRODUCTS: booleanFlag.default(true),
  /** Base URL of product images; the API serves the demo illustrations itself. */
  MEDIA_BASE_URL: z.string().default('/media'),
  /** Spec 9 output cache of product search results (TTL 7200 s, per process); 'off' for benchmarks. */
  CATALOG_CACHE: z.enum(['on', 'off']).default('on'),
  /**
   * Check every answer against its response schema before sending it: on in the tests, off by default,
   * since a large search answer would cost more to check than to compute.
   */
  RESPONSE_VALIDATION: z.enum(['on', 'off']).default('off'),
  /**
   * Whose X-Forwarded-For the API believes (proxy-addr syntax): the storefront on the same host calls
   * the API for its shoppers, and the login limits must count the shopper's address, not the storefront's.
   */
  TRUST_PROXY: z.string().default('loopback'),
  /**
   * The Bearer token storefront servers stream the output caches' purges with (GET /api/cache/purges);
   * without it there is no stream, and the storefronts cache no pages.
   */
  CACHE_PURGE_TOKEN: z.string().min(32).optional(),
  /** Redis for what several API processes must share (rate-limit counters); in-process without it. */
  REDIS_URL: z.string().url().optional(),
  /** Where mails go: an SMTP server (smtp://user:pass@host:587), else .eml files in OUTBOX_DIR. */
  SMTP_URL: z.string().url().optional(),
  OUTBOX_DIR: z.string().default(defaultOutbox),
  MAIL_FROM: z.string().default('Hortus <shop@hortus.example>'),
  /** Customer service's address: the contact page's messages go there, and it is the company's e-mail. */
  SERVICE_EMAIL: z.string().email().default(DEMO_COMPANY.email),
  // The company that runs the shop (core's Company): one record for imprint, mails, thank-you page and
  // footer. Each part defaults to the demo company's.
  COMPANY_NAME: z.string().trim().min(2).max(70).default(DEMO_COMPANY.name),
  COMPANY_STREET: z.string().trim().min(2).max(100).default(DEMO_COMPANY.street),
  COMPANY_POSTCODE: z.string().trim().min(2).max(12).default(DEMO_COMPANY.postcode),
  COMPANY_CITY: z.string().trim().min(2).max(60).default(DEMO_COMPANY.city),
  COMPANY_COUNTRY: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'COMPANY_COUNTRY must be an ISO country code')
    .transform((code) => code.toUpperCase())
    .default(DEMO_COMPANY.country),
  /** Comma-separated. */
  COMPANY_MANAGING_DIRECTORS: z
    .string()
    .transform((list) => list.split(',').map((name) => name.trim()))
    .refine(
      (names) => names.every((name) => name.length >= 2),
      'COMPANY_MANAGING_DIRECTORS: names, comma-separated',
    )
    .default(DEMO_COMPANY.managingDirectors),
  COMPANY_REGISTER_COURT: z.string().trim().min(2).max(100).default(DEMO_COMPANY.registerCourt),
  COMPANY_REGISTER_NUMBER: z.string().trim().min(2).max(40).default(DEMO_COMPANY.registerNumber),
  COMPANY_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d ()/-]{6,30}$/, 'COMPANY_PHONE must be a phone number such as +49 40 1234 5670')
    .default(DEMO_COMPANY.phone),
  /** The account prepayment (bank transfer) orders are paid to; its holder is COMPANY_NAME. */
  BANK_IBAN: z.string().min(15).max(42).default(DEMO_COMPANY.bank.iban),
  BANK_BIC: z.string().min(8).max(11).default(DEMO_COMPANY.bank.bic),
  /**
   * Gone: the account's holder is the company's legal name (COMPANY_NAME), the name a bank's payee check
   * compares and the imprint shows. Refused rather than ignored, so that a shop which set it learns why.
   */
  BANK_ACCOUNT_HOLDER: z
    .undefined({
      error: 'the account holder is the company: set COMPANY_NAME instead of BANK_ACCOUNT_HOLDER',
    })
    .optional(),
  /** The storefront's public address, for links in mails. */
  SHOP_URL: z.string().url().default('http://localhost:3000'),
  /**
   * Signs customers' access tokens (HS256). Without it the API makes a random one on its first start and
   * keeps it in the database (ADR 0016); production must set it.
   */
  TOKEN_SIGNING_SECRET: z.string().min(32).optional(),
  /** Lifetime of an access token; the refresh token renews it. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  /**
   * Multiplies the per-address limits of logins, registrations and reset mails (not the per-account
   * ones): for a test run whose browsers all come from 127.0.0.1, or a shop behind one office address.
   */
  ADDRESS_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * How long the contact form's messages are kept (GDPR storage limitation): older ones are deleted each
   * night, answered or not.
   */
  CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Lifetime of a session that is not renewed (its refresh token). */
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Signs rendered prices (`sgn`); like TOKEN_SIGNING_SECRET, kept in the database when not set. */
  PRICE_SIGNING_SECRET: z.string().min(32).optional(),
  /**
   * The EU's VIES REST API (https://ec.europa.eu/taxation_customs/vies/rest-api); without it the API starts
   * its VIES emulator in process and asks that (ADR 0011).
   */
  VIES_URL: z.string().url().optional(),
  /** How long a VIES answer may take before the number counts as unconfirmed for now (VAT is charged). */
  VIES_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /**
   * Unzer's Payment API (https://sbx-api.unzer.com for s- keys, https://api.unzer.com for p- keys, or the
   * repo's emulator): with its keys, the shop offers Unzer's methods; without, none of them.
   */
  UNZER_API_URL: z.string().url().optional(),
  UNZER_PRIVATE_KEY: z
    .string()
    .regex(/^[sp]-priv-[A-Za-z0-9]+$/, 'UNZER_PRIVATE_KEY is an s-priv-... or p-priv-... key')
    .optional(),
  UNZER_PUBLIC_KEY: z
    .string()
    .regex(/^[sp]-pub-[A-Za-z0-9]+$/, 'UNZER_PUBLIC_KEY is an s-pub-... or p-pub-... key')
    .optional(),
  /**
   * Amazon Pay API v2 (Checkout v2): with the key id, its private key, the store id and the merchant id,
   * the shop offers Amazon Pay; without, it does not. The API URL defaults to Amazon's of the region; set
   * it to the repo's emulator in development and tests.
   */
  AMAZON_PAY_API_URL: z.string().url().optional(),
  AMAZON_PAY_REGION: z.enum(['eu', 'na', 'jp']).default('eu'),
  AMAZON_PAY_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  AMAZON_PAY_PUBLIC_KEY_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,100}$/, 'AMAZON_PAY_PUBLIC_KEY_ID is the key id Seller Central gave')
    .optional(),
  /** The merchant's RSA private key, PEM (`\n` stands for a line break). Never logged. */
  AMAZON_PAY_PRIVATE_KEY: z
    .string()
    .transform((pem) => pem.replaceAll('\\n', '\n'))
    .refine((pem) => pem.includes('PRIVATE KEY-----'), 'AMAZON_PAY_PRIVATE_KEY is a PEM private key')
    .optional(),
  AMAZON_PAY_STORE_ID: z
    .string()
    .regex(
      /^amzn1\.application-oa2-client\.[A-Za-z0-9]+$/,
      'AMAZON_PAY_STORE_ID is amzn1.application-oa2-client.…',
    )
    .optional(),
  AMAZON_PAY_MERCHANT_ID: z
    .string()
    .regex(/^[A-Z0-9]{1,30}$/, 'AMAZON_PAY_MERCHANT_ID is the merchant id')
    .optional(),
  /** The button's script: Amazon's of the region by default, the emulator's `/checkout.js` beside its API. */
  AMAZON_PAY_CHECKOUT_SCRIPT_URL: z.string().url().optional(),
  /** Comma list of origins whose IPN signing certificates are trusted besides SNS's: the emulator's only. */
  AMAZON_PAY_IPN_CERTIFICATE_ORIGINS: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** How long a payment provider's answer may take before the payment counts as not started. */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(15_000),
  /** The country the shop dispatches its goods from: a sale to a business in another member state is tax-free. */
  SELLER_COUNTRY: z
    .string()
    .default('DE')
    .transform((code) => code.trim().toUpperCase())
    .refine(
      (code) => EU_MEMBER_STATES.has(code),
      'SELLER_COUNTRY must be the ISO code of an EU member state',
    ),
  /**
   * The company's VAT number: in the imprint and the mails' letterhead, and on the confirmation of a
   * reverse-charge order (Art. 226(3) Directive 2006/112/EC).
   */
  SELLER_VAT_ID: z
    .string()
    .default(DEMO_COMPANY.vatId)
    .transform((input) => checkVatNumber(input))
    .refine((check) => check.valid, 'SELLER_VAT_ID must be a VAT number whose format and checksum hold')
    .transform((check) => check.vatId),
});

export interface Config {
  databaseUrl: string;
  host: string;
  port: number;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  demoData: boolean;
  responseValidation: boolean;
  catalog: CatalogConfig;
  customer: CustomerConfig;
  mail: MailConfig;
  shopUrl: string;
  /** Who runs the shop; its e-mail is customer service's, which the contact page's messages are mailed to. */
  company: Company;
  /** Days the contact form's messages are kept. */
  contactRetentionDays: number;
  redisUrl: string | undefined;
  /** CACHE_PURGE_TOKEN: storefronts stream the purges with it; none, no stream. */
  cachePurgeToken: string | undefined;
  trustProxy: string;
  vies: ViesConfig;
  seller: SellerConfig;
  payments: PaymentsConfig;
}

/** The payment providers the shop is configured for (none: only prepayment and the offline methods). */
export interface PaymentsConfig {
  unzer: { baseUrl: string; privateKey: string; publicKey: string; timeoutMs: number } | undefined;
  amazonPay:
    | (AmazonPayConfig & {
        checkoutScriptUrl: string;
        /** Shown to the buyer on Amazon's pages: the company's name. */
        merchantStoreName: string;
      })
    | undefined;
}

/** Amazon's API host and button script of each region (facts 2.1). */
const AMAZON_PAY_HOSTS = {
  eu: { api: 'https://pay-api.amazon.eu', script: 'https://static-eu.payments-amazon.com/checkout.js' },
  na: { api: 'https://pay-api.amazon.com', script: 'https://static-na.payments-amazon.com/checkout.js' },
  jp: { api: 'https://pay-api.amazon.jp', script: 'https://static-fe.payments-amazon.com/checkout.js' },
} as const;

function amazonPayConfigOf(e: z.output<typeof environment>): PaymentsConfig['amazonPay'] {
  const publicKeyId = e.AMAZON_PAY_PUBLIC_KEY_ID;
  const privateKeyPem = e.AMAZON_PAY_PRIVATE_KEY;
  const storeId = e.AMAZON_PAY_STORE_ID;
  const merchantId = e.AMAZON_PAY_MERCHANT_ID;
  if (!publicKeyId || !privateKeyPem || !storeId || !merchantId) return undefined;
  const hosts = AMAZON_PAY_HOSTS[e.AMAZON_PAY_REGION];
  const baseUrl = (e.AMAZON_PAY_API_URL ?? hosts.api).replace(/\/$/, '');
  return {
    baseUrl,
    region: e.AMAZON_PAY_REGION,
    environment: e.AMAZON_PAY_ENVIRONMENT,
    publicKeyId,
    privateKeyPem,
    storeId,
    merchantId,
    timeoutMs: e.PAYMENT_TIMEOUT_MS,
    ipnCertificateOrigins: e.AMAZON_PAY_IPN_CERTIFICATE_ORIGINS,
    merchantStoreName: e.COMPANY_NAME,
    // An API URL of its own is the emulator's, which serves its stand-in script beside its API.
    checkoutScriptUrl:
      e.AMAZON_PAY_CHECKOUT_SCRIPT_URL ?? (e.AMAZON_PAY_API_URL ? `${baseUrl}/checkout.js` : hosts.script),
  };
}

/** Where the API asks VIES (none: its emulator, started in process) and how long it waits. */
export interface ViesConfig {
  url: string | undefined;
  timeoutMs: number;
}

/** Where the seller's goods leave from: a sale to a business of another member state is tax-free. */
export interface SellerConfig {
  country: string;
}

export interface CustomerConfig {
  /** Undefined: the secret kept in the database (modules/signing-secrets). */
  tokenSigningSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  addressLimitFactor: number;
}

export interface CatalogConfig {
  redirectNotVisibleToParent: boolean;
  listOutOfStockProducts: boolean;
  mediaBaseUrl: string;
  /** Undefined: the secret kept in the database (modules/signing-secrets). */
  priceSigningSecret: string | undefined;
  /** Product search results are kept in the output cache (CATALOG_CACHE). */
  searchCache: boolean;
}

/** The signing secrets a production start must be given: a secret kept in the database is for development. */
const PRODUCTION_SECRETS = ['TOKEN_SIGNING_SECRET', 'PRICE_SIGNING_SECRET'] as const;

function refuseProductionWithoutSecrets(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = PRODUCTION_SECRETS.filter((name) => !env[name]);
  if (missing.length === 0) return;
  throw new Error(
    `Invalid configuration: NODE_ENV=production needs ${missing.join(' and ')}: a random value of at least 32 characters each (openssl rand -base64 48). Without them the API would sign with a secret kept in its database, which is meant for development only.`,
  );
}

/** Reads the configuration from environment variables; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  refuseProductionWithoutSecrets(env);
  const e = parsed.data;
  const company: Company = {
    name: e.COMPANY_NAME,
    street: e.COMPANY_STREET,
    postcode: e.COMPANY_POSTCODE,
    city: e.COMPANY_CITY,
    country: e.COMPANY_COUNTRY,
    managingDirectors: e.COMPANY_MANAGING_DIRECTORS,
    registerCourt: e.COMPANY_REGISTER_COURT,
    registerNumber: e.COMPANY_REGISTER_NUMBER,
    vatId: e.SELLER_VAT_ID,
    phone: e.COMPANY_PHONE,
    email: e.SERVICE_EMAIL,
    bank: { iban: e.BANK_IBAN, bic: e.BANK_BIC },
  };
  return {
    databaseUrl: e.DATABASE_URL,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA,
    responseValidation: e.RESPONSE_VALIDATION === 'on',
    mail: { smtpUrl: e.SMTP_URL, outboxDirectory: e.OUTBOX_DIR, from: e.MAIL_FROM, company },
    company,
    contactRetentionDays: e.CONTACT_RETENTION_DAYS,
    shopUrl: e.SHOP_URL.replace(/\/$/, ''),
    redisUrl: e.REDIS_URL,
    cachePurgeToken: e.CACHE_PURGE_TOKEN,
    trustProxy: e.TRUST_PROXY,
    vies: { url: e.VIES_URL?.replace(/\/$/, ''), timeoutMs: e.VIES_TIMEOUT_MS },
    seller: { country: e.SELLER_COUNTRY },
    payments: {
      unzer:
        e.UNZER_API_URL && e.UNZER_PRIVATE_KEY && e.UNZER_PUBLIC_KEY
          ? {
              baseUrl: e.UNZER_API_URL.replace(/\/$/, ''),
              privateKey: e.UNZER_PRIVATE_KEY,
              publicKey: e.UNZER_PUBLIC_KEY,
              timeoutMs: e.PAYMENT_TIMEOUT_MS,
            }
          : undefined,
      amazonPay: amazonPayConfigOf(e),
    },
    customer: {
      tokenSigningSecret: e.TOKEN_SIGNING_SECRET,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      addressLimitFactor: e.ADDRESS_LIMIT_FACTOR,
    },
    catalog: {
      redirectNotVisibleToParent: e.REDIRECT_NOT_VISIBLE_TO_PARENT,
      listOutOfStockProducts: e.LIST_OUT_OF_STOCK_PRODUCTS,
      mediaBaseUrl: e.MEDIA_BASE_URL,
      priceSigningSecret: e.PRICE_SIGNING_SECRET,
      searchCache: e.CATALOG_CACHE === 'on',
    },
  };
}
