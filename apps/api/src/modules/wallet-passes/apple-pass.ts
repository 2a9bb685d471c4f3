import { PKPass } from 'passkit-generator';
import type { WalletCredentials } from './credentials.ts';
import { PASS_IMAGES } from './pass-images.ts';
import type { PassView } from './pass-rows.ts';

export const PKPASS_MIME = 'application/vnd.apple.pkpass';

type AppleOptions = {
  credentials: WalletCredentials['apple'];
  /** Apple's web service for this pass (…/wallet-passes/apple; the wallet appends /v1/…). */
  webServiceUrl: string;
  authenticationToken: string;
  /** The pass barcode's text; left off a voided pass, which admits nobody. */
  barcode: string;
};

const field = (key: string, label: string, value: string) => ({ key, label, value });

/**
 * The membership as a signed Apple Wallet pass (.pkpass: pass.json, images, manifest.json of their
 * SHA-1 hashes and its PKCS #7 detached signature by the pass type certificate, passkit-generator).
 */
export function buildApplePass(view: PassView, options: AppleOptions): Buffer {
  const { credentials } = options;
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: credentials.passTypeId,
    teamIdentifier: credentials.teamId,
    serialNumber: view.serial,
    organizationName: view.businessName,
    description: `${view.title} membership at ${view.businessName}`,
    logoText: view.businessName,
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(246, 224, 94)',
    backgroundColor: 'rgb(26, 32, 44)',
    webServiceURL: options.webServiceUrl,
    authenticationToken: options.authenticationToken,
    sharingProhibited: true,
    voided: view.voided,
    generic: {
      primaryFields: [field('membership', 'Membership', view.title)],
      secondaryFields: [field('member', 'Member', view.holderName ?? 'Member')],
      auxiliaryFields: [
        {
          ...field('valid-until', 'Valid until', view.expiresAt?.toISOString() ?? 'Never expires'),
          ...(view.expiresAt ? { dateStyle: 'PKDateStyleMedium', timeStyle: 'PKDateStyleShort' } : {}),
        },
        field('membership-id', 'Membership ID', String(view.copyId)),
      ],
      backFields: [
        field(
          'how',
          'At the door',
          'Staff scan this pass. It stops working as soon as the membership is sold, moved to another account or expires.',
        ),
      ],
    },
  };
  const buffers = Object.fromEntries(
    Object.entries(PASS_IMAGES).map(([name, base64]) => [name, Buffer.from(base64, 'base64')]),
  );
  const pass = new PKPass(
    { ...buffers, 'pass.json': Buffer.from(JSON.stringify(passJson)) },
    {
      wwdr: credentials.wwdrPem,
      signerCert: credentials.signerCertPem,
      signerKey: credentials.signerKeyPem,
      signerKeyPassphrase: credentials.signerKeyPassphrase,
    },
  );
  if (!view.voided)
    pass.setBarcodes({
      format: 'PKBarcodeFormatQR',
      message: options.barcode,
      messageEncoding: 'iso-8859-1',
      altText: `Membership ID ${view.copyId}`,
    });
  if (view.expiresAt) pass.setExpirationDate(view.expiresAt);
  return pass.getAsBuffer();
}
