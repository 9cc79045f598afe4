export { resolveSigningSecrets, type SigningSecrets } from './signing-secrets';
