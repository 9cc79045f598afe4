/**
 * Runs the payment providers' emulators as a process of their own (`npm start --workspace
 * @hortus/payment-emulators`), each one whose environment asks for it; README.md names the variables.
 */
import { startAmazonPayEmulator } from './amazon-pay/emulator';
import { amazonPayOptionsFromEnvironment } from './amazon-pay/environment';
import { startUnzerEmulator } from './unzer/emulator';
import { unzerOptionsFromEnvironment } from './unzer/environment';

const closers: Array<() => Promise<void>> = [];

const unzerOptions = unzerOptionsFromEnvironment(process.env);
if (unzerOptions) {
  const unzer = await startUnzerEmulator(unzerOptions);
  closers.push(unzer.close);
  console.log(`Unzer emulator: API ${unzer.url}, buyer pages ${unzer.publicUrl}`);
}

const amazonPayOptions = amazonPayOptionsFromEnvironment(process.env);
if (amazonPayOptions) {
  const amazonPay = await startAmazonPayEmulator(amazonPayOptions);
  closers.push(amazonPay.close);
  console.log(`Amazon Pay emulator: API ${amazonPay.url}, buyer pages ${amazonPay.publicUrl}`);
}

if (closers.length === 0) {
  console.warn('No emulator asked for: set UNZER_EMULATOR_PORT or AMAZON_PAY_EMULATOR_PORT (see README.md).');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all(closers.map((close) => close())).then(() => process.exit(0));
  });
}
