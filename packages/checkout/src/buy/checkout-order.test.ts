import type { TokenDetailMeta } from '@keyclub/domain';
import { tokenFixture } from '@keyclub/domain/testing';
import { describe, expect, it } from 'vitest';
import { checkoutOrder, unavailableReason } from './checkout-order.ts';

const owner = { id: 5, first_name: 'Ana', last_name: 'Smith', city: 'Austin', state: 'TX' } as const;

describe('checkoutOrder', () => {
  it('a parent membership is a purchase of a new copy at its price', () => {
    expect(checkoutOrder(tokenFixture(), 5)).toEqual({ kind: 'PURCHASE', amount: 49 });
  });

  it("the viewer's own copy is a renewal at the renewal price", () => {
    expect(checkoutOrder(tokenFixture({ id: 70, parent_id: 7, owner }), 5)).toEqual({
      kind: 'RENEWAL',
      amount: 39,
    });
  });

  it("another holder's listed copy is a resale at the listing's total", () => {
    const listing = tokenFixture({
      id: 71,
      parent_id: 7,
      owner,
      is_open_for_sale: true,
      total_amount: 61.25,
    });
    expect(checkoutOrder(listing, 6)).toEqual({ kind: 'RESALE', amount: 61.25 });
    expect(checkoutOrder(listing, null)).toEqual({ kind: 'RESALE', amount: 61.25 });
  });
});

describe('unavailableReason', () => {
  const notOwned: TokenDetailMeta = { owned_token_id: null };
  const reason = (token: ReturnType<typeof tokenFixture>, meta = notOwned, viewerId = 5) =>
    unavailableReason(token, meta, checkoutOrder(token, viewerId));

  it('offers an ACTIVE membership with copies left, and an open listing', () => {
    expect(reason(tokenFixture())).toBeNull();
    expect(
      reason(
        tokenFixture({ id: 71, parent_id: 7, owner, is_open_for_sale: true, total_amount: 50 }),
        notOwned,
        6,
      ),
    ).toBeNull();
  });

  it('says why a new copy cannot be bought', () => {
    expect(reason(tokenFixture(), { owned_token_id: 70 })).toBe('You already own this Membership');
    expect(reason(tokenFixture({ profile: { available_copies_count: 0 } }))).toBe(
      'No Memberships available.',
    );
    expect(reason(tokenFixture({ profile: { status: 'PENDING' } }))).toBe('This Membership is not on sale.');
    expect(reason(tokenFixture({ id: 71, parent_id: 7, owner }), notOwned, 6)).toBe(
      'This Membership is not on sale.',
    );
  });

  it('renews a copy before or after its expiry, not one that never expires nor one off sale', () => {
    const copy = (status: 'ACTIVE' | 'EXPIRED', expires_at: string | null = '2026-12-01T10:00:00.000Z') =>
      tokenFixture({
        id: 70,
        parent_id: 7,
        owner,
        expires_at,
        owner_info: { status, expiration_readable: expires_at ? '01 December 2026 10:00:00' : null },
      });
    expect(reason(copy('EXPIRED'))).toBeNull();
    expect(reason(copy('ACTIVE'))).toBeNull();
    expect(reason(copy('ACTIVE', null))).toBe('This Membership never expires: there is nothing to renew.');
    expect(reason({ ...copy('ACTIVE'), profile: { ...copy('ACTIVE').profile, status: 'ARCHIVED' } })).toBe(
      'This Membership is not on sale.',
    );
  });
});
