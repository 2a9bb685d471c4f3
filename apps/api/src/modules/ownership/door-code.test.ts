import { activationCardSchema, dataEnvelope, MESSAGES } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activations } from '../../db/schema/index.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { activationRow, ownershipOnFork } from '../../testing/fixtures/ownership-fixtures.ts';
import { appWithTestAddresses, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';

const cardBody = dataEnvelope(activationCardSchema);
const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };

// Issue 36: the manual lookup at the door, a membership ID and the 6 digits under the QR code.
describe.each(bothEngines())('activating a card by its door code on %s', (kind) => {
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

  const post = (path: string, session?: TestSession, body?: unknown) =>
    on.app.request(path, {
      method: 'POST',
      headers: { ...session?.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  const typeCode = (session: TestSession | undefined, copyId: number, code: string) =>
    post(`/tokens/${copyId}/door-code`, session, { code });
  const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

  async function shownCard(title: string) {
    const membership = await on.membershipWithLock(title, { price: 5, copies: 10, ...THIRTY_DAYS });
    const { holder, copyId } = await on.ownedCopy(membership);
    const response = await post(`/tokens/${copyId}/activations`, holder);
    expect(response.status).toBe(201);
    const card = cardBody.parse(await response.json()).data;
    return { membership, holder, copyId, card, code: card.door_code ?? '' };
  }
  /** A 6-digit code that is not `code`. */
  const otherCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

  it('gives the owner 6 digits under the QR code, never the staff, and the issuing business activates with them', async () => {
    const { membership, holder, copyId, card, code } = await shownCard('Door gold');
    expect(code).toMatch(/^\d{6}$/);
    const staffView = cardBody.parse(
      await (
        await on.app.request(`/tokens/${card.id}/activate`, {
          headers: membership.business.headers,
        })
      ).json(),
    ).data;
    expect(staffView.door_code).toBeNull();

    const answer = await typeCode(membership.business, copyId, code);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(cardBody.parse(await answer.json()).data).toMatchObject({
      id: card.id,
      status: 'ACTIVE',
      holder_name: 'Test User',
    });
    // Shown again, the same card and code are already used.
    const again = await typeCode(membership.business, copyId, code);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(MESSAGES.activation.codeExpired);
    const owned = cardBody.parse(
      await (
        await on.app.request(`/tokens/${card.id}/activate`, {
          headers: holder.headers,
        })
      ).json(),
    ).data;
    expect(owned).toMatchObject({ status: 'ACTIVE', door_code: null, qr_url: null });
  });

  it('answers anyone but the issuing business as if the copy did not exist, and leaves the card untouched', async () => {
    const { holder, copyId, card, code } = await shownCard('Door jade');
    const otherBusiness = await signedInUser(t, 'BUSINESS');
    expect((await typeCode(otherBusiness, copyId, code)).status).toBe(404);
    expect((await typeCode(otherBusiness, copyId, otherCode(code))).status).toBe(404);
    expect((await typeCode(holder, copyId, code)).status).toBe(403);
    expect((await typeCode(undefined, copyId, code)).status).toBe(401);
    expect((await typeCode(otherBusiness, 999_999, code)).status).toBe(404);
    expect((await activationRow(t, card.id)).status).toBe('PENDING');
  });

  it('refuses a code that is not 6 digits before judging it', async () => {
    const { membership, copyId, card } = await shownCard('Door opal');
    for (const code of ['12345', '1234567', 'abcdef', '12 456'])
      expect((await typeCode(membership.business, copyId, code)).status).toBe(400);
    expect((await activationRow(t, card.id)).status).toBe('PENDING');
  });

  it('voids the card on a wrong code, so the right one no longer works; a new card has a new code', async () => {
    const { membership, holder, copyId, card, code } = await shownCard('Door ruby');
    const wrong = await typeCode(membership.business, copyId, otherCode(code));
    expect(wrong.status).toBe(409);
    expect(await messageOf(wrong)).toBe(MESSAGES.activation.wrongDoorCode);
    expect((await activationRow(t, card.id)).status).toBe('ARCHIVED');
    expect((await typeCode(membership.business, copyId, code)).status).toBe(409);
    expect((await activationRow(t, card.id)).status).toBe('ARCHIVED');

    const fresh = cardBody.parse(await (await post(`/tokens/${copyId}/activations`, holder)).json()).data;
    expect(fresh.door_code).not.toBe(code);
    const answer = await typeCode(membership.business, copyId, fresh.door_code ?? '');
    expect(answer.status).toBe(200);
  });

  it('judges one of many guesses sent at once: the first wrong one voids the card, the rest find none', async () => {
    const { membership, copyId, card, code } = await shownCard('Door pearl');
    const guesses = Array.from({ length: 12 }, (_, n) => otherCode(code, n + 1));
    const answers = await Promise.all(guesses.map((guess) => typeCode(membership.business, copyId, guess)));
    const messages = await Promise.all(answers.map(messageOf));
    expect(answers.every((response) => response.status === 409)).toBe(true);
    expect(messages.filter((message) => message === MESSAGES.activation.wrongDoorCode)).toHaveLength(1);
    expect(messages.filter((message) => message === MESSAGES.activation.codeExpired)).toHaveLength(11);
    expect((await activationRow(t, card.id)).status).toBe('ARCHIVED');
    expect((await typeCode(membership.business, copyId, code)).status).toBe(409);
  });

  // PostgreSQL runs transactions side by side (PGlite one at a time): all three guesses read the card
  // before any of them writes unless the copy's row lock lines them up.
  it.runIf(kind === 'postgres')(
    'judges one guess even when every guess has begun its transaction before any has written',
    async () => {
      const { membership, copyId, card } = await shownCard('Door onyx');
      const guessers = 3; // under the test pool's 4 connections
      let begun = 0;
      let allBegun: () => void = () => {};
      const meeting = new Promise<void>((resolve) => {
        allBegun = resolve;
      });
      const { db } = on.deps;
      const meetingDb = Object.assign(Object.create(Object.getPrototypeOf(db)), db, {
        transaction: (run: Parameters<typeof db.transaction>[0]) =>
          db.transaction(async (tx) => {
            begun += 1;
            if (begun === guessers) allBegun();
            await meeting;
            return run(tx);
          }),
      }) as typeof db;
      const app = appWithTestAddresses({ ...on.deps, db: meetingDb });
      const guesses = Array.from({ length: guessers }, (_, n) => otherCode(card.door_code ?? '', n + 1));
      const answers = await Promise.all(
        guesses.map((code) =>
          app.request(`/tokens/${copyId}/door-code`, {
            method: 'POST',
            headers: { ...membership.business.headers, 'Content-Type': 'application/json' },
            body: JSON.stringify({ code }),
          }),
        ),
      );
      expect(begun).toBe(guessers);
      const messages = await Promise.all(answers.map(messageOf));
      expect(messages.filter((message) => message === MESSAGES.activation.wrongDoorCode)).toHaveLength(1);
      expect((await activationRow(t, card.id)).status).toBe('ARCHIVED');
    },
  );

  it('says a card past its 5 minutes has expired, whatever the code', async () => {
    const { membership, copyId, card, code } = await shownCard('Door amber');
    await t.deps.db
      .update(activations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(activations.id, card.id));
    const late = await typeCode(membership.business, copyId, code);
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe(MESSAGES.activation.codeExpired);
    expect((await activationRow(t, card.id)).status).toBe('PENDING');
  });
});
