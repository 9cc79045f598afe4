import { it, type TestFunction } from 'vitest';

/**
 * For a `describe.each` over store views whose tests check the same rules in each store: each test runs in
 * `storesPerTest` of the stores, in turn, instead of in all of them, so every store still has its texts and
 * formats checked, and the run opens a fraction of the pages (a page costs Chromium 2 to 3 s of CPU here).
 * Call it at the top of the describe's body and define the tests with the `it` it answers.
 */
export function inTurn<S>(stores: readonly S[], store: S, storesPerTest = 1) {
  const index = stores.indexOf(store);
  let defined = 0;
  return (name: string, test: TestFunction): void => {
    const first = (defined * storesPerTest) % stores.length;
    defined += 1;
    const runsHere = Array.from({ length: storesPerTest }, (_, step) => (first + step) % stores.length);
    if (runsHere.includes(index)) it(name, test);
  };
}
