import { createHash, createPublicKey, verify } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { buildApplePass } from './apple-pass.ts';
import { developmentCredentialReason, walletCredentials } from './credentials.ts';
import { generateDevelopmentCredentials } from './development-credentials.ts';
import { GOOGLE_SAVE_URL, googleSaveUrl } from './google-pass.ts';
import type { PassView } from './pass-rows.ts';
import { passBarcode, readPassBarcode } from './pass-signatures.ts';

/** The files of a zip archive (stored or deflated), read from its central directory. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a zip archive');
  const count = archive.readUInt16LE(end + 10);
  let entry = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    expect(archive.readUInt32LE(entry)).toBe(0x02014b50);
    const method = archive.readUInt16LE(entry + 10);
    const size = archive.readUInt32LE(entry + 20);
    const nameLength = archive.readUInt16LE(entry + 28);
    const skip = nameLength + archive.readUInt16LE(entry + 30) + archive.readUInt16LE(entry + 32);
    const name = archive.toString('utf8', entry + 46, entry + 46 + nameLength);
    const local = archive.readUInt32LE(entry + 42);
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    entry += 46 + skip;
  }
  return files;
}

/**
 * Checks a detached PKCS #7 signature of `content` as a wallet does: the signed attributes carry the
 * content's SHA-1 digest, are signed by the signer certificate's key, and that certificate is issued
 * by the WWDR certificate. Answers the signer certificate.
 */
function verifyDetachedSignature(signature: Buffer, content: Buffer, wwdrPem: string) {
  const contentInfo = forge.asn1.fromDer(signature.toString('binary'));
  const signedData = (contentInfo.value[1] as forge.asn1.Asn1).value[0] as forge.asn1.Asn1;
  const parts = signedData.value as forge.asn1.Asn1[];
  const certificates = ((parts[3] as forge.asn1.Asn1).value as forge.asn1.Asn1[]).map((cert) =>
    forge.pki.certificateFromAsn1(cert),
  );
  const signerInfo = ((parts.at(-1) as forge.asn1.Asn1).value as forge.asn1.Asn1[])[0] as forge.asn1.Asn1;
  const fields = signerInfo.value as forge.asn1.Asn1[];
  const attributes = fields[3] as forge.asn1.Asn1;
  const encryptedDigest = Buffer.from((fields[5] as forge.asn1.Asn1).value as string, 'binary');
  const digestOid = forge.asn1.derToOid(
    ((fields[2] as forge.asn1.Asn1).value[0] as forge.asn1.Asn1).value as string,
  );
  expect(digestOid).toBe(forge.pki.oids.sha1);

  const messageDigest = (attributes.value as forge.asn1.Asn1[])
    .map((attribute) => attribute.value as forge.asn1.Asn1[])
    .find(([type]) => forge.asn1.derToOid(type?.value as string) === forge.pki.oids.messageDigest);
  const values = (messageDigest as forge.asn1.Asn1[])[1] as forge.asn1.Asn1;
  const digest = ((values.value as forge.asn1.Asn1[])[0] as forge.asn1.Asn1).value as string;
  expect(Buffer.from(digest, 'binary').toString('hex')).toBe(
    createHash('sha1').update(content).digest('hex'),
  );

  // The signature covers the attributes DER-encoded as a SET (their [0] tag replaced).
  const asSet = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    attributes.value as forge.asn1.Asn1[],
  );
  const signed = Buffer.from(forge.asn1.toDer(asSet).getBytes(), 'binary');
  const wwdr = forge.pki.certificateFromPem(wwdrPem);
  const signer = certificates.find(
    (cert) => cert.issuer.hash === wwdr.subject.hash && cert.subject.hash !== wwdr.subject.hash,
  );
  if (!signer) throw new Error('No certificate issued by the WWDR certificate in the signature');
  expect(wwdr.verify(signer)).toBe(true);
  const publicKey = createPublicKey(forge.pki.publicKeyToPem(signer.publicKey));
  expect(verify('sha1', signed, publicKey, encryptedDigest)).toBe(true);
  return signer;
}

const credentials = generateDevelopmentCredentials();
const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';

const view = (overrides: Partial<PassView> = {}): PassView => ({
  serial: 'serial-123_abc',
  copyId: 42,
  title: 'Gold Membership',
  businessName: 'Harbor Supper Club',
  holderName: 'Ada Lovelace',
  expiresAt: new Date('2027-03-01T12:00:00Z'),
  voided: false,
  changedAt: new Date('2026-11-29T10:00:00Z'),
  ...overrides,
});

const applePass = (pass: PassView) =>
  buildApplePass(pass, {
    credentials: credentials.apple,
    webServiceUrl: 'https://api.keyclub.example/wallet-passes/apple',
    authenticationToken: 'an-authentication-token-of-the-pass',
    barcode: passBarcode(SECRET, pass.serial),
  });

describe('the Apple Wallet pass', () => {
  it('is a zip whose manifest hashes every file and whose signature verifies against the development CA', () => {
    const files = unzip(applePass(view()));
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['pass.json', 'icon.png', 'manifest.json', 'signature']),
    );
    const manifest = JSON.parse((files.get('manifest.json') as Buffer).toString('utf8')) as Record<
      string,
      string
    >;
    const hashed = [...files.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(hashed.sort());
    for (const name of hashed)
      expect(manifest[name], name).toBe(
        createHash('sha1')
          .update(files.get(name) as Buffer)
          .digest('hex'),
      );

    const signer = verifyDetachedSignature(
      files.get('signature') as Buffer,
      files.get('manifest.json') as Buffer,
      credentials.apple.wwdrPem,
    );
    expect(signer.subject.getField({ type: '0.9.2342.19200300.100.1.1' })?.value).toBe(
      credentials.apple.passTypeId,
    );
  });

  it('says the membership, the holder and the web service, with the long-lived barcode the scanner reads', () => {
    const pass = JSON.parse((unzip(applePass(view())).get('pass.json') as Buffer).toString('utf8'));
    expect(pass).toMatchObject({
      passTypeIdentifier: credentials.apple.passTypeId,
      teamIdentifier: credentials.apple.teamId,
      serialNumber: 'serial-123_abc',
      organizationName: 'Harbor Supper Club',
      webServiceURL: 'https://api.keyclub.example/wallet-passes/apple',
      authenticationToken: 'an-authentication-token-of-the-pass',
      expirationDate: '2027-03-01T12:00:00.000Z',
      voided: false,
    });
    expect(JSON.stringify(pass.generic)).toContain('Ada Lovelace');
    const [barcode] = pass.barcodes;
    expect(barcode.format).toBe('PKBarcodeFormatQR');
    expect(readPassBarcode(SECRET, barcode.message)).toBe('serial-123_abc');
  });

  it('voided (the copy changed hands), it shows crossed out with no barcode', () => {
    const pass = JSON.parse(
      (unzip(applePass(view({ voided: true }))).get('pass.json') as Buffer).toString('utf8'),
    );
    expect(pass.voided).toBe(true);
    expect(pass.barcodes ?? []).toEqual([]);
  });

  it('changes its signature with its content: a tampered manifest no longer verifies', () => {
    const files = unzip(applePass(view()));
    const tampered = Buffer.from(
      (files.get('manifest.json') as Buffer)
        .toString('utf8')
        .replace(/"[0-9a-f]{40}"/, '"0000000000000000000000000000000000000000"'),
    );
    expect(() =>
      verifyDetachedSignature(files.get('signature') as Buffer, tampered, credentials.apple.wwdrPem),
    ).toThrow();
  });
});

describe('the pass barcode', () => {
  it('names its serial only with its own signature: forged, altered or another secret’s barcodes read as nothing', () => {
    const barcode = passBarcode(SECRET, 'serial-1');
    expect(readPassBarcode(SECRET, barcode)).toBe('serial-1');
    expect(readPassBarcode(SECRET, barcode.replace('serial-1', 'serial-2'))).toBeNull();
    expect(readPassBarcode('another-secret-of-at-least-thirty-two-chars', barcode)).toBeNull();
    expect(readPassBarcode(SECRET, `${barcode}x`)).toBeNull();
    expect(
      readPassBarcode(SECRET, 'https://business.keyclub.example/tokens/1/activate?exp=1&sig=x'),
    ).toBeNull();
  });
});

describe('the Google Wallet save link', () => {
  it('holds a JWT signed RS256 by the service account, saving a generic object with the pass barcode', () => {
    const url = googleSaveUrl(view(), {
      credentials: credentials.google,
      barcode: passBarcode(SECRET, 'serial-123_abc'),
      origin: 'https://keyclub.example',
      now: new Date('2026-11-29T10:00:00Z'),
    });
    expect(url.startsWith(GOOGLE_SAVE_URL)).toBe(true);
    const jwt = url.slice(GOOGLE_SAVE_URL.length);
    const [header = '', claims = '', signature = ''] = jwt.split('.');
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    expect(decode(header)).toEqual({ alg: 'RS256', typ: 'JWT' });
    const publicKey = createPublicKey(credentials.google.privateKeyPem);
    expect(
      verify('sha256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, 'base64url')),
    ).toBe(true);
    const payload = decode(claims);
    expect(payload).toMatchObject({
      iss: credentials.google.clientEmail,
      aud: 'google',
      typ: 'savetowallet',
      iat: Date.parse('2026-11-29T10:00:00Z') / 1000,
      origins: ['https://keyclub.example'],
    });
    const [object] = payload.payload.genericObjects;
    expect(object.id).toBe(`${credentials.google.issuerId}.serial-123_abc`);
    expect(object.classId).toBe(payload.payload.genericClasses[0].id);
    expect(readPassBarcode(SECRET, object.barcode.value)).toBe('serial-123_abc');
    expect(object.validTimeInterval.end.date).toBe('2027-03-01T12:00:00.000Z');
    // A changed claim no longer verifies.
    const forged = Buffer.from(JSON.stringify({ ...payload, iss: 'thief@example.com' })).toString(
      'base64url',
    );
    expect(
      verify('sha256', Buffer.from(`${header}.${forged}`), publicKey, Buffer.from(signature, 'base64url')),
    ).toBe(false);
  });
});

describe('development credentials', () => {
  it('are recognised, so production refuses them', () => {
    expect(developmentCredentialReason(credentials)).toMatch(/development/);
  });

  it('are generated at the first start into the data folder (owner-only), and every later start reads the same', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keyclub-wallet-'));
    try {
      const unset = { apple: undefined, google: undefined, developmentDir: dir };
      const first = await walletCredentials({ nodeEnv: 'development', walletPasses: unset });
      expect((await stat(join(dir, 'development-credentials.json'))).mode & 0o777).toBe(0o600);
      // Another configuration of the same folder (a process of its own) reads the file, generates nothing.
      const again = await walletCredentials({ nodeEnv: 'test', walletPasses: unset });
      expect(again.apple.signerCertPem).toBe(first.apple.signerCertPem);
      expect(again.google.privateKeyPem).toBe(first.google.privateKeyPem);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuse to start in production even when given as the configured files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keyclub-wallet-'));
    try {
      const file = (name: string, text: string) =>
        writeFile(join(dir, name), text).then(() => join(dir, name));
      const walletPasses = {
        apple: {
          passTypeId: credentials.apple.passTypeId,
          teamId: credentials.apple.teamId,
          certFile: await file('cert.pem', credentials.apple.signerCertPem),
          keyFile: await file('key.pem', credentials.apple.signerKeyPem),
          keyPassphrase: undefined,
          wwdrCertFile: await file('wwdr.pem', credentials.apple.wwdrPem),
        },
        google: {
          issuerId: credentials.google.issuerId,
          serviceAccountFile: await file(
            'google.json',
            JSON.stringify({
              client_email: credentials.google.clientEmail,
              private_key: credentials.google.privateKeyPem,
            }),
          ),
        },
        developmentDir: dir,
      };
      await expect(walletCredentials({ nodeEnv: 'production', walletPasses })).rejects.toThrow(
        'Refusing to start: the Apple pass certificate is a Keyclub development certificate',
      );
      // The same files are what development signs with.
      const development = await walletCredentials({ nodeEnv: 'development', walletPasses });
      expect(development.apple.signerCertPem).toBe(credentials.apple.signerCertPem);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
