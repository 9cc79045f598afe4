/**
 * The layout's rules, checked by `npm test` (see docs/architecture.md):
 * - packages/core holds pure domain rules: no I/O, no Node built-ins, no app code;
 * - an API module is used only through its index.ts (tables are owned by their module; the
 *   database schema barrel is the one place that gathers them, for migrations; a module's tables may
 *   name another module's tables for foreign keys);
 * - the storefront never imports API code, and its browser code never imports *.server.ts modules, nor
 *   zod schemas other than as types (the contract, core's customer rules);
 * - the payment emulators stand for the providers: they import nothing of the shop, and only tests
 *   import them (production talks to the providers);
 * - nothing imports tests;
 * - no import cycles.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-does-no-io',
      comment: 'packages/core holds pure rules: no Node built-ins',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-depends-on-nothing-but-pure-libraries',
      comment:
        'core takes only pure, dependency-free libraries: zod for its rules, jsvat for VAT number formats, ibantools for IBAN checksums; its tests may use test tools (fast-check)',
      severity: 'error',
      from: { path: '^packages/core/', pathNot: '\\.test\\.ts$' },
      to: { path: 'node_modules/', pathNot: 'node_modules/(zod|jsvat|ibantools)/' },
    },
    {
      name: 'contract-is-schemas-only',
      comment:
        "packages/api-contract holds zod schemas: no Node built-ins, no package but zod and core's rules, no app code",
      severity: 'error',
      from: { path: '^packages/api-contract/' },
      to: { path: ['node_modules/', '^apps/'], pathNot: 'node_modules/zod/' },
    },
    {
      name: 'contract-does-no-io',
      severity: 'error',
      from: { path: '^packages/api-contract/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-does-not-import-apps',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^apps/' },
    },
    {
      name: 'module-internals-are-private',
      comment: 'another module is used only through its index.ts',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '^apps/api/src/modules/[^/]+/tables\\.ts$' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/.+',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'tables-name-only-tables',
      comment:
        "a module's tables.ts may name another module's tables for its foreign keys, and nothing else of it",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/tables\\.ts$' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/.+',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/tables\\.ts$'],
      },
    },
    {
      name: 'tables-stay-in-their-module',
      comment: "only the schema barrel may gather other modules' tables",
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/modules/', '^apps/api/src/db/schema\\.ts$'] },
      to: { path: '^apps/api/src/modules/[^/]+/tables\\.ts$' },
    },
    {
      name: 'storefront-does-not-import-api',
      severity: 'error',
      from: { path: '^apps/storefront/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'storefront-server-code-stays-on-server',
      comment:
        'components, state and browser-safe lib modules reach the API only through loaders (*.server.ts); layouts are route modules like routes/, whose loaders React Router keeps out of the browser build',
      severity: 'error',
      from: {
        path: '^apps/storefront/app/(components|state|lib)/',
        // Tests run on the server only.
        pathNot: '\\.server\\.ts$|\\.test\\.tsx?$',
      },
      to: { path: '\\.server\\.ts$' },
    },
    {
      name: 'no-validation-library-in-browser-code',
      comment:
        "zod is ~50 kB: the storefront's browser code takes the API contract's and core's schemas as types only (the *.server.ts modules and the tests, which never reach a browser, may use them). The checkout form (its own route chunk) is the one exception: it checks each step in the browser with the same schemas the server uses. Only that file: the other modules of app/checkout/ are also loaded by every page (the cart store reads the saved checkout details).",
      severity: 'error',
      from: {
        path: '^apps/storefront/app/',
        pathNot: [
          '\\.server\\.ts$',
          '\\.test\\.ts$',
          '^apps/storefront/app/checkout/CheckoutForm\\.tsx$',
          // The storefront's own wire: imported by browser code as types only (the next rule).
          '^apps/storefront/app/wire/',
        ],
      },
      to: {
        path: [
          'node_modules/zod/',
          '^packages/api-contract/',
          '^packages/core/src/customer/',
          '^packages/core/src/checkout/checkout-form\\.ts$',
          '^packages/core/src/contact/contact-form\\.ts$',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'storefront-wire-is-types-in-browser-code',
      comment:
        "app/wire/ holds the zod schemas of the storefront's own JSON answers (cart sync, checkout calls): the server builds its answers through them, the browser code takes their types only",
      severity: 'error',
      from: {
        path: '^apps/storefront/app/',
        pathNot: ['\\.server\\.ts$', '\\.test\\.ts$', '^apps/storefront/app/wire/'],
      },
      to: { path: '^apps/storefront/app/wire/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'emulators-import-nothing-of-the-shop',
      comment:
        'apps/payment-emulators stands for the payment providers: it imports nothing from the shop (its apps and packages)',
      severity: 'error',
      from: { path: '^apps/payment-emulators/' },
      to: { path: ['^apps/(?!payment-emulators/)', '^packages/'] },
    },
    {
      name: 'emulators-only-in-tests',
      comment:
        "the shop reaches the payment emulators only from its tests (apps/api/test, *.test.ts): its code talks to a provider's base URL",
      severity: 'error',
      from: {
        path: '^(apps|packages)/',
        pathNot: ['^apps/payment-emulators/', '\\.test\\.ts$', '^apps/api/test/'],
      },
      to: { path: '^apps/payment-emulators/' },
    },
    {
      name: 'no-test-imports',
      severity: 'error',
      from: { pathNot: ['\\.test\\.ts$', '^apps/api/test/', '^e2e/', '^bench/'] },
      to: { path: ['\\.test\\.ts$', '^apps/api/test/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.d\\.ts$', 'dist/', 'build/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
