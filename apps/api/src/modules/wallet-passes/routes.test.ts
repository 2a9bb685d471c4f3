import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activationCardSchema, dataEnvelope, MESSAGES, walletPassLinksSchema } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens, walletPasses } from '../../db/schema/index.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { ownershipOnFork } from '../../testing/fixtures/ownership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { passPushJob } from './apns-push.ts';
import { walletCredentials } from './credentials.ts';
import { GOOGLE_SAVE_URL } from './google-pass.ts';
import { passAuthenticationToken } from './pass-signatures.ts';
import { PASS_MESSAGES } from './scan-pass.ts';

const linksBody = dataEnvelope(walletPassLinksSchema);
const cardBody = dataEnvelope(activationCardSchema);
const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
const SERVICE = '/wallet-passes/apple/v1';

/** The barcode a pass carries, read from its Google save link's JWT (the Apple pass carries the same). */
const barcodeOf = (googleSaveUrl: string) => {
  const claims = googleSaveUrl.slice(GOOGLE_SAVE_URL.length).split('.')[1] ?? '';
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')).payload.genericObjects[0].barcode
    .value as string;
};

describe.each(bothEngines())('wallet passes on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof ownershipOnFork>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    on = await ownershipOnFork(t);
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  const post = (path: string, session?: TestSession, body?: unknown, headers: Record<string, string> = {}) =>
    on.app.request(path, {
      method: 'POST',
      headers: { ...session?.headers, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body ?? {}),
    });
  const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;
  const scan = (staff: TestSession, barcode: string) => post('/wallet-passes/scan', staff, { barcode });

  async function passOf(holder: TestSession, copyId: number) {
    const response = await post(`/tokens/${copyId}/wallet-passes`, holder);
    expect(response.status, await response.clone().text()).toBe(201);
    const links = linksBody.parse(await response.json()).data;
    return { ...links, barcode: barcodeOf(links.google_save_url) };
  }

  async function ownedPass(title: string, validForS?: number) {
    const membership = await on.membershipWithLock(title, { price: 5, copies: 10, ...THIRTY_DAYS });
    const { holder, copyId } = await on.ownedCopy(membership, validForS);
    return { membership, holder, copyId, pass: await passOf(holder, copyId) };
  }

  /** Another user takes the copy, as a resale, an import or a key found in their wallet writes it. */
  async function changeHands(copyId: number, to: TestSession) {
    await t.deps.db.update(tokens).set({ ownerId: to.userId }).where(eq(tokens.id, copyId));
  }

  /** A renewal as its chain write records it: the copy's key expiry moves 30 days on. */
  async function renew(copyId: number) {
    const [copy] = await t.deps.db
      .select({ expiresAt: tokens.expiresAt })
      .from(tokens)
      .where(eq(tokens.id, copyId));
    const renewedUntil = new Date((copy?.expiresAt?.getTime() ?? Date.now()) + 30 * 86_400_000);
    await t.deps.db.update(tokens).set({ expiresAt: renewedUntil }).where(eq(tokens.id, copyId));
    return renewedUntil;
  }

  it('issues the owner one pass per copy (the same serial again), and none to anyone else', async () => {
    const { holder, copyId, pass } = await ownedPass('Pass gold');
    expect((await passOf(holder, copyId)).serial).toBe(pass.serial);
    const stranger = await signedInUser(t, 'CONSUMER');
    expect((await post(`/tokens/${copyId}/wallet-passes`, stranger)).status).toBe(404);
    expect((await post(`/tokens/${copyId}/wallet-passes`)).status).toBe(401);
  });

  it('downloads the signed .pkpass by its link, and refuses a forged or altered link', async () => {
    const { pass } = await ownedPass('Pass download');
    const url = new URL(pass.apple_pass_url);
    const download = await on.app.request(`${url.pathname}${url.search}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    // do-not-zip stores the files uncompressed: the barcode is in the pass.json bytes.
    expect(bytes.includes(Buffer.from(pass.barcode))).toBe(true);
    const forged = new URL(url);
    forged.searchParams.set('sig', `${url.searchParams.get('sig')?.slice(0, -2)}xx`);
    expect((await on.app.request(`${forged.pathname}${forged.search}`)).status).toBe(404);
    const later = new URL(url);
    later.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    expect((await on.app.request(`${later.pathname}${later.search}`)).status).toBe(404);
  });

  it('admits its holder when the issuing business scans it, once per activation window', async () => {
    const { membership, copyId, pass } = await ownedPass('Pass scan');
    const answer = await scan(membership.business, pass.barcode);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(cardBody.parse(await answer.json()).data).toMatchObject({
      token_id: copyId,
      status: 'ACTIVE',
      holder_name: 'Test User',
    });
    const again = await scan(membership.business, pass.barcode);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(MESSAGES.activation.alreadyActivated('Pass scan'));
  });

  it('refuses a forged barcode, another copy’s serial under this signature, and another business', async () => {
    const { membership, pass } = await ownedPass('Pass forged');
    const [prefix, serial, sig] = pass.barcode.split('.');
    const other = await ownedPass('Pass other');
    for (const forged of [
      `${prefix}.${serial}.${sig?.slice(0, -2)}xx`,
      `${prefix}.${other.pass.serial}.${sig}`,
    ]) {
      const refused = await scan(membership.business, forged);
      expect(refused.status).toBe(409);
      expect(await messageOf(refused)).toBe(PASS_MESSAGES.notAPass);
    }
    const elsewhere = await scan(other.membership.business, pass.barcode);
    expect(elsewhere.status).toBe(403);
    expect((await scan(await signedInUser(t, 'CONSUMER'), pass.barcode)).status).toBe(403);
  });

  it('stops admitting at once when the copy changes hands, even if it comes back; the new owner’s pass admits', async () => {
    const { membership, holder, copyId, pass } = await ownedPass('Pass resold');
    const buyer = await signedInUser(t, 'CONSUMER');
    await changeHands(copyId, buyer);
    const refused = await scan(membership.business, pass.barcode);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(PASS_MESSAGES.voided);
    // The seller cannot get a pass of a copy they no longer hold.
    expect((await post(`/tokens/${copyId}/wallet-passes`, holder)).status).toBe(404);
    // Sold back: the old pass stays void; the holder's new pass is another serial.
    await changeHands(copyId, holder);
    expect((await scan(membership.business, pass.barcode)).status).toBe(409);
    const renewed = await passOf(holder, copyId);
    expect(renewed.serial).not.toBe(pass.serial);
    expect((await scan(membership.business, renewed.barcode)).status).toBe(200);
  });

  it('serves Apple’s web service: register, changed serials since a tag, the latest pass (304, voided), unregister', async () => {
    const { copyId, pass } = await ownedPass('Pass service');
    const { apple } = await walletCredentials(t.deps.env);
    const auth = {
      Authorization: `ApplePass ${passAuthenticationToken(t.deps.env.activationLinkSecret, pass.serial)}`,
    };
    const device = `device-${pass.serial.slice(0, 8)}`;
    const registration = `${SERVICE}/devices/${device}/registrations/${apple.passTypeId}`;
    const register = (headers: Record<string, string>) =>
      post(`${registration}/${pass.serial}`, undefined, { pushToken: 'push-token-1' }, headers);

    expect((await register({ Authorization: 'ApplePass wrong-token' })).status).toBe(401);
    expect((await register(auth)).status).toBe(201);
    expect((await register(auth)).status).toBe(200);
    // Issued a minute ago: Last-Modified has whole seconds, and a renewal now must be later than it.
    await t.deps.db
      .update(walletPasses)
      .set({ changedAt: new Date(Date.now() - 60_000) })
      .where(eq(walletPasses.serial, pass.serial));

    const listed = await on.app.request(registration);
    expect(listed.status).toBe(200);
    const { serialNumbers, lastUpdated } = (await listed.json()) as {
      serialNumbers: string[];
      lastUpdated: string;
    };
    expect(serialNumbers).toEqual([pass.serial]);
    expect((await on.app.request(`${registration}?passesUpdatedSince=${lastUpdated}`)).status).toBe(204);

    const latestPath = `${SERVICE}/passes/${apple.passTypeId}/${pass.serial}`;
    expect((await on.app.request(latestPath)).status).toBe(401);
    const latest = await on.app.request(latestPath, { headers: auth });
    expect(latest.status).toBe(200);
    const lastModified = latest.headers.get('last-modified') ?? '';
    expect(
      (await on.app.request(latestPath, { headers: { ...auth, 'If-Modified-Since': lastModified } })).status,
    ).toBe(304);

    // A renewal moves the key's expiry: the pass is listed as changed, and served again.
    const renewedUntil = await renew(copyId);
    const changed = await on.app.request(`${registration}?passesUpdatedSince=${lastUpdated}`);
    expect(((await changed.json()) as { serialNumbers: string[] }).serialNumbers).toEqual([pass.serial]);
    const renewed = await on.app.request(latestPath, {
      headers: { ...auth, 'If-Modified-Since': lastModified },
    });
    expect(renewed.status).toBe(200);
    expect(Buffer.from(await renewed.arrayBuffer()).includes(Buffer.from(renewedUntil.toISOString()))).toBe(
      true,
    );

    // Resold: the wallet fetches the pass voided, with no barcode.
    await changeHands(copyId, await signedInUser(t, 'CONSUMER'));
    const voided = Buffer.from(await (await on.app.request(latestPath, { headers: auth })).arrayBuffer());
    expect(voided.includes(Buffer.from('"voided":true'))).toBe(true);
    expect(voided.includes(Buffer.from(pass.barcode))).toBe(false);
    const [row] = await t.deps.db.select().from(walletPasses).where(eq(walletPasses.serial, pass.serial));
    expect(row?.voidedAt).not.toBeNull();

    const unregister = await on.app.request(`${registration}/${pass.serial}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(unregister.status).toBe(200);
    expect((await on.app.request(registration)).status).toBe(204);
  });

  it('pushes the devices of a changed pass (a renewal) once, and only with configured Apple credentials', async () => {
    const { copyId, pass } = await ownedPass('Pass pushed');
    const { apple } = await walletCredentials(t.deps.env);
    const auth = {
      Authorization: `ApplePass ${passAuthenticationToken(t.deps.env.activationLinkSecret, pass.serial)}`,
    };
    const path = `${SERVICE}/devices/pushed-device/registrations/${apple.passTypeId}/${pass.serial}`;
    expect((await post(path, undefined, { pushToken: 'push-token-pushed' }, auth)).status).toBe(201);

    const received: string[] = [];
    const apns = createServer((request, response) => {
      received.push(String(request.headers[':path']));
      request.resume();
      request.on('end', () => response.writeHead(200).end());
    });
    await new Promise<void>((resolve) => apns.listen(0, '127.0.0.1', resolve));
    const dir = await mkdtemp(join(tmpdir(), 'keyclub-apns-'));
    try {
      const file = (name: string, text: string) =>
        writeFile(join(dir, name), text).then(() => join(dir, name));
      const configured = {
        ...t.deps.env.walletPasses,
        apple: {
          passTypeId: apple.passTypeId,
          teamId: apple.teamId,
          certFile: await file('cert.pem', apple.signerCertPem),
          keyFile: await file('key.pem', apple.signerKeyPem),
          keyPassphrase: undefined,
          wwdrCertFile: await file('wwdr.pem', apple.wwdrPem),
        },
      };
      const origin = `http://127.0.0.1:${(apns.address() as AddressInfo).port}`;
      const job = passPushJob({ ...t.deps, env: { ...t.deps.env, walletPasses: configured } }, 1_000, origin);
      expect(await job.run()).toBeNull();
      const renewedUntil = await renew(copyId);
      expect(await job.run()).toEqual({ 'passes pushed': 1 });
      expect(received).toEqual(['/3/device/push-token-pushed']);
      expect(await job.run()).toBeNull();
      // Development credentials reach no APNs: the job of an unconfigured API pushes nothing.
      await t.deps.db
        .update(tokens)
        .set({ expiresAt: new Date(renewedUntil.getTime() + 1000) })
        .where(eq(tokens.id, copyId));
      expect(await passPushJob(t.deps, 1_000, origin).run()).toBeNull();
      expect(received).toHaveLength(1);
    } finally {
      await new Promise((resolve) => apns.close(resolve));
      await rm(dir, { recursive: true, force: true });
    }
  });

  // Last: it moves the fork's clock for every later test.
  it('refuses the pass of a key that expired on chain', async () => {
    const { membership, pass } = await ownedPass('Pass expired', 3600);
    await on.fork.client.increaseTime({ seconds: 7_200 });
    await on.fork.client.mine({ blocks: 1 });
    const refused = await scan(membership.business, pass.barcode);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(MESSAGES.activation.invalid('Pass expired'));
  });
});
