import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export interface SigningCertificate {
  /** The X.509 certificate, PEM: what SigningCertURL serves. */
  pem: string;
  privateKey: KeyObject;
}

/**
 * A self-signed certificate standing in for the one SNS signs notifications with, made at every start so
 * no key is ever kept in the repository. node:crypto makes the RSA key but cannot issue a certificate
 * (its X509Certificate only reads them), so node-forge, a dependency-free pure-JS library, writes it.
 */
export function createSigningCertificate(commonName: string, now: Date): SigningCertificate {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // A positive serial: the first byte's high bit clear.
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = new Date(now.getTime() - 60 * 60 * 1000);
  certificate.validity.notAfter = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000);
  const subject = [{ name: 'commonName', value: commonName }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(
    forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    forge.md.sha256.create(),
  );
  return { pem: forge.pki.certificateToPem(certificate), privateKey };
}
