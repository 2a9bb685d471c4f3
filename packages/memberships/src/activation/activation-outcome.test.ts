import { activationCardFixture } from '@keyclub/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  type ActivationCall,
  activationOutcome,
  type CardRead,
  shouldActivate,
} from './activation-outcome.ts';

const pending = activationCardFixture({ title: 'Gold Club' });
const active = activationCardFixture({
  title: 'Gold Club',
  status: 'ACTIVE',
  activated_at: '2026-03-05T14:08:00.000Z',
  activation_end_at: '2026-03-06T14:08:00.000Z',
  qr_url: null,
});
const loaded = (card = pending): CardRead => ({ status: 'loaded', card });
const idle: ActivationCall = { status: 'idle' };
const refused = (refusal: string | null): ActivationCall => ({ status: 'error', refusal });

describe('activationOutcome', () => {
  it('activates a PENDING card with a valid QR, then says it was activated', () => {
    expect(activationOutcome({ status: 'loading' }, idle, true)).toEqual({ kind: 'loading' });
    expect(shouldActivate(loaded(), true)).toBe(true);
    expect(activationOutcome(loaded(), idle, true)).toEqual({ kind: 'activating', card: pending });
    expect(activationOutcome(loaded(), { status: 'pending' }, true)).toEqual({
      kind: 'activating',
      card: pending,
    });
    expect(activationOutcome(loaded(), { status: 'success', card: active }, true)).toEqual({
      kind: 'activated',
      card: active,
      message: 'Gold Club activated successfully.',
    });
  });

  it('says already activated for a card ACTIVE on load, invalid for an ARCHIVED one, expired for a code past its time', () => {
    expect(shouldActivate(loaded(active), true)).toBe(false);
    expect(activationOutcome(loaded(active), idle, true)).toMatchObject({
      kind: 'alreadyActivated',
      message: 'Gold Club already activated',
    });
    const archived = activationCardFixture({ title: 'Gold Club', status: 'ARCHIVED', is_expired: true });
    expect(shouldActivate(loaded(archived), true)).toBe(false);
    expect(activationOutcome(loaded(archived), idle, true)).toMatchObject({
      kind: 'invalid',
      message: 'Gold Club is invalid.',
    });
    const lapsed = activationCardFixture({ title: 'Gold Club', is_expired: true });
    expect(shouldActivate(loaded(lapsed), true)).toBe(false);
    expect(activationOutcome(loaded(lapsed), idle, true)).toMatchObject({
      kind: 'codeExpired',
      message: 'Code expired: ask the member to refresh',
    });
  });

  it('does not activate from a link without its proof: the card is invalid', () => {
    expect(shouldActivate(loaded(), false)).toBe(false);
    expect(activationOutcome(loaded(), idle, false)).toMatchObject({
      kind: 'invalid',
      message: 'Gold Club is invalid.',
    });
  });

  it("keeps the meaning of the API's refusals and shows the spec's text for any other failure", () => {
    expect(activationOutcome(loaded(), refused('Gold Club is invalid.'), true)).toMatchObject({
      kind: 'invalid',
      message: 'Gold Club is invalid.',
    });
    expect(
      activationOutcome(loaded(), refused('Code expired: ask the member to refresh'), true),
    ).toMatchObject({ kind: 'codeExpired', message: 'Code expired: ask the member to refresh' });
    expect(activationOutcome(loaded(), refused('Gold Club already activated'), true)).toMatchObject({
      kind: 'alreadyActivated',
      message: 'Gold Club already activated',
    });
    expect(activationOutcome(loaded(), refused(null), true)).toMatchObject({
      kind: 'failed',
      message: 'Something went wrong while activating Membership. Please try again later.',
    });
  });

  it('asks the API about a card this business cannot read when the link has its proof, else says why', () => {
    const hidden: CardRead = { status: 'refused', refusal: 'No Membership found' };
    expect(shouldActivate(hidden, true)).toBe(true);
    expect(activationOutcome(hidden, idle, true)).toEqual({ kind: 'activating', card: null });
    expect(activationOutcome(hidden, refused('This Membership card is for another business.'), true)).toEqual(
      {
        kind: 'failed',
        card: null,
        message: 'This Membership card is for another business.',
      },
    );
    expect(shouldActivate(hidden, false)).toBe(false);
    expect(activationOutcome(hidden, idle, false)).toEqual({
      kind: 'failed',
      card: null,
      message: 'No Membership found',
    });
  });
});
