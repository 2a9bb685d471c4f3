import { apiErrorSchema, dataEnvelope, type Token, tokenSchema } from '@keyclub/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainPort } from '../../adapters/chain/create-chain-port.ts';
import { chainWrites } from '../../db/schema/index.ts';
import {
  categoryId,
  type MembershipFields,
  membershipFields,
  membershipForm,
  pngFile,
  signedInUser,
  type TestSession,
} from '../../testing/fixtures/membership-fixtures.ts';
import { type ForkedChain, startForkedChain } from '../../testing/forked-chain.ts';
import { appWithChain, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { STATE_WAIT_MS, TEST_CHAIN_TIMEOUT_MS } from '../../testing/test-waits.ts';
import { LOCK_CHANGES_PER_BUSINESS_PER_HOUR, lockChangeLimitMessage } from './lock-creation-limit.ts';
import { MEMBERSHIP_WRITES } from './membership-writes.ts';

const tokenBody = dataEnvelope(tokenSchema);

describe.each(bothEngines())('lock changes of a business on %s', (kind) => {
  let t: TestApp;
  let fork: ForkedChain;
  let api: ReturnType<typeof appWithChain>;
  let nightlife: number;

  // On a private fork: the signer's transactions there are this file's alone, so they can be counted.
  beforeAll(async () => {
    t = await createTestApp(kind);
    fork = await startForkedChain();
    const chain = createChainPort({
      rpcUrl: fork.rpcUrl,
      deploymentFile: t.deps.env.chainDeploymentFile,
      signerKey: t.deps.env.apiSignerPrivateKey,
      timeoutMs: TEST_CHAIN_TIMEOUT_MS,
    });
    api = appWithChain(t.deps, chain, { answerWithinMs: STATE_WAIT_MS });
    nightlife = await categoryId(t, 'Nightlife');
  });
  afterAll(async () => {
    await api.deps.chainWrites.stop();
    await fork.stop();
    await t.close();
  });

  const signerSent = () =>
    fork.client.getTransactionCount({ address: api.deps.chain.signer, blockTag: 'pending' });
  const create = async (owner: TestSession, title: string): Promise<Token> => {
    const response = await api.app.request('/tokens', {
      method: 'POST',
      headers: owner.headers,
      body: membershipForm(membershipFields(nightlife, { title }), {
        art_image: await pngFile('art.png'),
        covers: [await pngFile('cover.png')],
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return tokenBody.parse(await response.json()).data;
  };
  const edit = (owner: TestSession, id: number, fields: MembershipFields) =>
    api.app.request(`/tokens/${id}`, {
      method: 'PUT',
      headers: owner.headers,
      body: membershipForm(membershipFields(nightlife, fields)),
    });
  const changesOf = (businessId: number) =>
    t.deps.db
      .select()
      .from(chainWrites)
      .where(and(eq(chainWrites.businessId, businessId), eq(chainWrites.kind, MEMBERSHIP_WRITES.update)));
  /** Lock changes the business started earlier this hour, as recorded writes. */
  const startedChanges = (owner: TestSession, count: number) =>
    t.deps.db
      .insert(chainWrites)
      .values(
        Array.from({ length: count }, () => ({
          kind: MEMBERSHIP_WRITES.update,
          status: 'DONE' as const,
          payload: {},
          businessId: owner.businessId,
          requestedById: owner.userId,
          signer: api.deps.chain.signer,
        })),
      )
      .returning({ id: chainWrites.id });

  it('sends no transaction for an edit that changes nothing the lock holds', async () => {
    const owner = await signedInUser(t, 'BUSINESS');
    const token = await create(owner, 'Unchanged lock');
    const sent = await signerSent();
    const response = await edit(owner, token.id, { title: 'Unchanged lock', description: 'New words only.' });
    expect(response.status).toBe(200);
    expect(tokenBody.parse(await response.json()).data.profile.description).toBe('New words only.');
    expect(await signerSent()).toBe(sent);
    expect(await changesOf(owner.businessId ?? 0)).toHaveLength(0);
  });

  it(`refuses a business's lock change past ${LOCK_CHANGES_PER_BUSINESS_PER_HOUR} an hour (429, Retry-After), sending nothing`, async () => {
    const owner = await signedInUser(t, 'BUSINESS');
    const token = await create(owner, 'Busy lock');
    const earlier = await startedChanges(owner, LOCK_CHANGES_PER_BUSINESS_PER_HOUR);
    const sent = await signerSent();

    const refused = await edit(owner, token.id, { title: 'Busy lock renamed' });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(apiErrorSchema.parse(await refused.json()).message).toBe(lockChangeLimitMessage(60));
    expect(await signerSent()).toBe(sent);
    const read = tokenBody.parse(await (await api.app.request(`/tokens/${token.id}`)).json()).data;
    expect(read.profile.title).toBe('Busy lock');
    // Edits that leave the lock alone are still free.
    expect((await edit(owner, token.id, { title: 'Busy lock', description: 'Still editable.' })).status).toBe(
      200,
    );

    // An hour later the earlier changes no longer count.
    await t.deps.db
      .update(chainWrites)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(
        inArray(
          chainWrites.id,
          earlier.map((write) => write.id),
        ),
      );
    expect((await edit(owner, token.id, { title: 'Busy lock renamed' })).status).toBe(200);
  });

  it('counts parallel lock changes exactly: one left in the hour lets one of three through', async () => {
    const owner = await signedInUser(t, 'BUSINESS');
    const tokens = await Promise.all(
      ['One', 'Two', 'Three'].map((name) => create(owner, `Parallel ${name}`)),
    );
    await startedChanges(owner, LOCK_CHANGES_PER_BUSINESS_PER_HOUR - 1);
    const responses = await Promise.all(
      tokens.map((token) => edit(owner, token.id, { title: `${token.profile.title} renamed` })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 429, 429]);
    expect(await changesOf(owner.businessId ?? 0)).toHaveLength(LOCK_CHANGES_PER_BUSINESS_PER_HOUR);
  });
});
