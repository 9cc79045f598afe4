import type { UnzerEmulatorOptions } from './emulator';

const milliseconds = (text: string | undefined, name: string): number | undefined => {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of milliseconds`);
  return value;
};

/**
 * The Unzer emulator's options from the environment, or null when it is not asked for (no
 * UNZER_EMULATOR_PORT). The keys are the ones the shop's API is configured with (UNZER_PRIVATE_KEY,
 * UNZER_PUBLIC_KEY), so one environment serves both processes; the emulator refuses to start without them.
 */
export function unzerOptionsFromEnvironment(env: NodeJS.ProcessEnv): UnzerEmulatorOptions | null {
  const port = env.UNZER_EMULATOR_PORT;
  if (port === undefined || port === '') return null;
  const privateKey = env.UNZER_PRIVATE_KEY;
  const publicKey = env.UNZER_PUBLIC_KEY;
  if (!privateKey || !publicKey) {
    throw new Error(
      'The Unzer emulator needs UNZER_PRIVATE_KEY (s-priv-...) and UNZER_PUBLIC_KEY (s-pub-...)',
    );
  }
  const retries = env.UNZER_EMULATOR_WEBHOOK_RETRY_MS;
  const pendingExpiryMs = milliseconds(
    env.UNZER_EMULATOR_PENDING_EXPIRY_MS,
    'UNZER_EMULATOR_PENDING_EXPIRY_MS',
  );
  return {
    port: Number(port),
    host: env.UNZER_EMULATOR_HOST || '127.0.0.1',
    privateKey,
    publicKey,
    ...(env.UNZER_EMULATOR_PUBLIC_URL ? { publicUrl: env.UNZER_EMULATOR_PUBLIC_URL } : {}),
    ...(retries
      ? {
          webhookRetryDelaysMs: retries
            .split(',')
            .map((delay) => milliseconds(delay.trim(), 'UNZER_EMULATOR_WEBHOOK_RETRY_MS') ?? 0),
        }
      : {}),
    ...(pendingExpiryMs === undefined ? {} : { pendingExpiryMs }),
  };
}
