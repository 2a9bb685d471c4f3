import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** The common name of the development CA: production refuses any pass certificate it issued. */
export const DEVELOPMENT_CA_NAME = 'Keyclub Development Wallet CA';
/** The service account a development Google key claims to be: production refuses it too. */
export const DEVELOPMENT_GOOGLE_ACCOUNT = 'keyclub-development@keyclub-development.iam.gserviceaccount.com';

export type DevelopmentCredentials = {
  apple: { passTypeId: string; teamId: string; wwdrPem: string; signerCertPem: string; signerKeyPem: string };
  google: { issuerId: string; clientEmail: string; privateKeyPem: string };
};

const YEAR_MS = 365 * 24 * 3_600_000;

const rsaKeys = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** A certificate of `publicKeyPem` signed by `issuerKeyPem`, valid ten years from a day ago. */
function certificate(options: {
  subject: forge.pki.CertificateField[];
  issuer: forge.pki.CertificateField[];
  publicKeyPem: string;
  issuerKeyPem: string;
  authority: boolean;
}): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(options.publicKeyPem);
  // A positive serial: forge writes it as the hex of an ASN.1 INTEGER.
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3_600_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * YEAR_MS);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer);
  cert.setExtensions(
    options.authority
      ? [
          { name: 'basicConstraints', cA: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true },
        ],
  );
  cert.sign(forge.pki.privateKeyFromPem(options.issuerKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/**
 * Development wallet credentials in the shape production's come in: a CA standing in for Apple's
 * WWDR intermediate, a pass type certificate it issued (subject as Apple's: the pass type id as
 * UID, the team as OU), and a service account key standing in for Google's. Passes are then built
 * and signed exactly as in production; no wallet trusts them.
 */
export function generateDevelopmentCredentials(): DevelopmentCredentials {
  const passTypeId = 'pass.test.keyclub.membership';
  const teamId = 'KEYCLUBDEV';
  const ca = rsaKeys();
  const signer = rsaKeys();
  const caName = [
    { name: 'commonName', value: DEVELOPMENT_CA_NAME },
    { name: 'organizationName', value: 'Keyclub development' },
  ];
  const wwdrPem = certificate({
    subject: caName,
    issuer: caName,
    publicKeyPem: ca.publicKey,
    issuerKeyPem: ca.privateKey,
    authority: true,
  });
  const signerCertPem = certificate({
    subject: [
      { type: '0.9.2342.19200300.100.1.1', value: passTypeId },
      { name: 'commonName', value: `Pass Type ID: ${passTypeId}` },
      { name: 'organizationalUnitName', value: teamId },
      { name: 'organizationName', value: 'Keyclub development' },
    ],
    issuer: caName,
    publicKeyPem: signer.publicKey,
    issuerKeyPem: ca.privateKey,
    authority: false,
  });
  return {
    apple: { passTypeId, teamId, wwdrPem, signerCertPem, signerKeyPem: signer.privateKey },
    google: {
      issuerId: '3388000000000000000',
      clientEmail: DEVELOPMENT_GOOGLE_ACCOUNT,
      privateKeyPem: rsaKeys().privateKey,
    },
  };
}
