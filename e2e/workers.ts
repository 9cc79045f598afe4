/**
 * Workers of the e2e project, and so shops (global-setup.ts starts one per worker): E2E_WORKERS, else 1.
 * On a machine of 2 cores one is best: a run with one shop keeps both cores busy (the shop, Chromium and the
 * test runner), and with two shops every file took 1.6 to 3.7 times as long. A machine with more cores
 * runs the files sooner with more.
 */
export const E2E_WORKERS = Math.max(1, Math.trunc(Number(process.env.E2E_WORKERS ?? 1)) || 1);
