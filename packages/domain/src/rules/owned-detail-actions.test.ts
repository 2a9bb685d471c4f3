import { describe, expect, it } from 'vitest';
import type { Token } from '../entities/token.ts';
import { ownedDetailActions } from './owned-detail-actions.ts';

const gate: Token['profile']['gate'][number] = {
  gate_configuration: { type: 'REDIRECT' },
  values: 'https://example.com/book',
};

const owned = (
  status: 'ACTIVE' | 'EXPIRED',
  profileStatus: Token['profile']['status'] = 'ACTIVE',
  gates = [gate],
) => ({
  owner_info: { status, expiration_readable: '05 March 2026 14:07:09' },
  profile: { status: profileStatus, gate: gates, contract_type: 'INTERNAL' as const },
});

describe('ownedDetailActions', () => {
  it('offers the membership card and an enabled reservation while the key is valid', () => {
    expect(ownedDetailActions(owned('ACTIVE'))).toEqual({
      membershipCard: true,
      renew: false,
      reservation: 'enabled',
      sell: true,
    });
  });

  it('offers renewal instead of the card once the key expired, and keeps the reservation disabled', () => {
    expect(ownedDetailActions(owned('EXPIRED'))).toEqual({
      membershipCard: false,
      renew: true,
      reservation: 'disabled',
      sell: false,
    });
  });

  it('offers neither card nor renewal when the membership is not launched (PENDING)', () => {
    for (const status of ['ACTIVE', 'EXPIRED'] as const) {
      const actions = ownedDetailActions(owned(status, 'PENDING'));
      expect([actions.membershipCard, actions.renew, actions.sell]).toEqual([false, false, false]);
    }
  });

  it('keeps the card of a paused membership (ARCHIVED) until the key expires, with no renewal or sale', () => {
    const valid = ownedDetailActions(owned('ACTIVE', 'ARCHIVED'));
    expect([valid.membershipCard, valid.renew, valid.sell]).toEqual([true, false, false]);
    const expired = ownedDetailActions(owned('EXPIRED', 'ARCHIVED'));
    expect([expired.membershipCard, expired.renew, expired.sell]).toEqual([false, false, false]);
  });

  it('hides Make Reservation when the membership has no gates', () => {
    expect(ownedDetailActions(owned('ACTIVE', 'ACTIVE', [])).reservation).toBe('hidden');
  });

  it('keeps the reservation disabled and offers no sale without an owner status', () => {
    const actions = ownedDetailActions({
      owner_info: null,
      profile: { status: 'ACTIVE', gate: [gate], contract_type: 'INTERNAL' },
    });
    expect([actions.reservation, actions.sell]).toEqual(['disabled', false]);
  });

  it('offers no sale of a membership held on another contract (Keyclub cannot move its key)', () => {
    const external = owned('ACTIVE');
    expect(
      ownedDetailActions({ ...external, profile: { ...external.profile, contract_type: 'EXTERNAL' } }).sell,
    ).toBe(false);
  });
});
