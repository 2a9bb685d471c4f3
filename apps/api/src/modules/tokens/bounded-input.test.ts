import { LOCAL_ACCOUNTS } from '@keyclub/chain/node';
import { apiErrorSchema } from '@keyclub/domain';
import { count } from 'drizzle-orm';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, tokenProfiles, tokens } from '../../db/schema/index.ts';
import { pngBomb } from '../../testing/fixtures/image-fixtures.ts';
import {
  categoryId,
  type MembershipFields,
  membershipFields,
  membershipForm,
  pngFile,
  signedInUser,
  type TestSession,
} from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

// Test files run in parallel against one chain: a signer of our own keeps nonces from colliding.
const SIGNER = LOCAL_ACCOUNTS[7];
const TOO_BIG = '3000000000';

describe.each(productionEngine())('numbers and lists beyond what the database holds, on %s', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let nightlife: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { API_SIGNER_PRIVATE_KEY: SIGNER.privateKey });
    owner = await signedInUser(t, 'BUSINESS');
    nightlife = await categoryId(t, 'Nightlife');
  });
  afterAll(() => t.close());

  const client = () => createPublicClient({ transport: http(t.deps.chain.rpcUrl) });
  const signerNonce = () => client().getTransactionCount({ address: SIGNER.address, blockTag: 'pending' });
  const rows = async () =>
    Promise.all(
      [tokens, tokenProfiles, files].map(
        async (table) => (await t.deps.db.select({ value: count() }).from(table))[0]?.value,
      ),
    );
  const images = async () => ({ art_image: await pngFile('art.png'), covers: [await pngFile('cover.png')] });
  const errorsOf = async (response: Response) => apiErrorSchema.parse(await response.json()).errors;

  /** POST /tokens with `overrides`: answers the response after checking nothing was mined or stored. */
  async function createRefused(overrides: MembershipFields, uploads?: { art_image: File; covers: File[] }) {
    const [nonceBefore, rowsBefore] = [await signerNonce(), await rows()];
    const response = await t.app.request('/tokens', {
      method: 'POST',
      headers: owner.headers,
      body: membershipForm(membershipFields(nightlife, overrides), uploads ?? (await images())),
    });
    expect(response.status).toBe(400);
    expect(await signerNonce()).toBe(nonceBefore);
    expect(await rows()).toEqual(rowsBefore);
    return errorsOf(response);
  }

  it('refuses 3,000,000,000 copies with a field error before any lock is mined', async () => {
    expect(await createRefused({ copies: TOO_BIG })).toEqual([
      {
        field: 'copies',
        message: 'Number of memberships must be at most 2,147,483,647, or -1 for unlimited.',
      },
    ]);
  });

  it('refuses 20,000 perks with one error for the list before any lock is mined', async () => {
    const many = Array.from({ length: 20_000 }, (_, index) => `Perk ${index}`);
    const errors = await createRefused({ perks: many, perk_descriptions: many.map(() => '') });
    expect(errors).toEqual([
      { field: 'perks', message: 'Maximum 20 perks are allowed.' },
      { field: 'perk_descriptions', message: 'Maximum 20 perks are allowed.' },
    ]);
  });

  it('refuses a category id, lockout and expiration beyond their columns before any lock is mined', async () => {
    expect(
      await createRefused({
        category_id: TOO_BIG,
        lockout_period: TOO_BIG,
        lockout_period_type: 'HOURS',
        expiration_duration: TOO_BIG,
        expiration_duration_type: 'DAYS',
      }),
    ).toEqual([
      { field: 'category_id', message: 'Category is required.' },
      { field: 'lockout_period', message: 'Lockout Period must be at most 876,000 hours (100 years).' },
      {
        field: 'expiration_duration',
        message: 'Expiration Duration must be at most 36,500 days (100 years).',
      },
    ]);
  });

  it('refuses six reservations and a link longer than 2048 characters', async () => {
    const gate = (values: string) => ({ gate_configuration: { type: 'REDIRECT' }, values });
    expect(
      await createRefused({ gate: Array.from({ length: 6 }, (_, i) => gate(`r${i}.example.com`)) }),
    ).toEqual([{ field: 'gate', message: 'Maximum 5 reservations are allowed.' }]);
    expect(await createRefused({ gate: [gate(`example.com/${'a'.repeat(2048)}`)] })).toEqual([
      { field: 'gate.0.values', message: 'Links must be at most 2,048 characters.' },
    ]);
  });

  it('refuses a 64-megapixel art image (a decompression bomb) before any lock is mined', async () => {
    const uploads = { art_image: pngBomb(8_000, 8_000), covers: [await pngFile('cover.png')] };
    expect(await createRefused({}, uploads)).toEqual([
      { field: 'art_image', message: 'Maximum allowed image resolution is 50 megapixels.' },
    ]);
  });

  it('answers ids and pages beyond the integer range with a 400, never a 500', async () => {
    const idMessage = 'The id must be a whole number from 1 to 2,147,483,647.';
    for (const path of [`/tokens/${TOO_BIG}`, `/businesses/${TOO_BIG}`]) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(400);
      expect(await errorsOf(response), path).toEqual([{ field: 'id', message: idMessage }]);
    }
    const edit = await t.app.request(`/tokens/${TOO_BIG}`, {
      method: 'PUT',
      headers: owner.headers,
      body: membershipForm(membershipFields(nightlife)),
    });
    expect(edit.status).toBe(400);
    expect(await errorsOf(edit)).toEqual([{ field: 'id', message: idMessage }]);
    const page = await t.app.request(`/tokens?page=${TOO_BIG}`, { headers: owner.headers });
    expect(page.status).toBe(400);
    expect(await errorsOf(page)).toEqual([
      { field: 'page', message: 'Page must be a whole number from 1 to 2,147,483,647.' },
    ]);
  });

  it('answers a cover keep-list of 10,000 ids with one error, not one per id', async () => {
    const created = await t.app.request('/tokens', {
      method: 'POST',
      headers: owner.headers,
      body: membershipForm(membershipFields(nightlife), await images()),
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };
    const response = await t.app.request(`/tokens/${data.id}`, {
      method: 'PUT',
      headers: owner.headers,
      body: membershipForm(
        membershipFields(nightlife, { cover_ids: Array.from({ length: 10_000 }, (_, i) => i + 1) }),
      ),
    });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([
      { field: 'cover_ids', message: 'Maximum 3 cover images are allowed.' },
    ]);
  });
});
