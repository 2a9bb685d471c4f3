import { describe, expect, it } from 'vitest';
import type { ContractType, RecordStatus } from '../entities/enums.ts';
import { publicBuyAction } from './public-buy-action.ts';

const token = (
  profile: Partial<{ status: RecordStatus; contract_type: ContractType; available: number }> = {},
  copy: { parent_id: number | null; is_open_for_sale: boolean } = {
    parent_id: null,
    is_open_for_sale: false,
  },
) => ({
  ...copy,
  profile: {
    status: profile.status ?? 'ACTIVE',
    contract_type: profile.contract_type ?? 'INTERNAL',
    available_copies_count: profile.available ?? 10,
  },
});

const notOwned = { owned_token_id: null };

describe('publicBuyAction', () => {
  it('offers Buy for an ACTIVE INTERNAL membership with copies left, limited or not', () => {
    expect(publicBuyAction(token(), notOwned)).toBe('BUY');
    expect(publicBuyAction(token({ available: -1 }), notOwned)).toBe('BUY');
    expect(publicBuyAction(token(), null)).toBe('BUY');
  });

  it('says COMING SOON while the profile is PENDING, owned or not', () => {
    expect(publicBuyAction(token({ status: 'PENDING' }), notOwned)).toBe('COMING_SOON');
    expect(publicBuyAction(token({ status: 'PENDING' }), { owned_token_id: 4 })).toBe('COMING_SOON');
  });

  it('disables Buy when the viewer already owns a copy', () => {
    expect(publicBuyAction(token(), { owned_token_id: 4 })).toBe('ALREADY_OWNED');
  });

  it('offers nothing without copies, when archived, for another contract type, or for a copy not for sale', () => {
    expect(publicBuyAction(token({ available: 0 }), notOwned)).toBe('NONE');
    expect(publicBuyAction(token({ status: 'ARCHIVED' }), notOwned)).toBe('NONE');
    expect(publicBuyAction(token({ contract_type: 'EXTERNAL' }), notOwned)).toBe('NONE');
    expect(publicBuyAction(token({}, { parent_id: 7, is_open_for_sale: false }), notOwned)).toBe('NONE');
  });

  it('offers Buy for an open resale listing even when the profile has no copies left', () => {
    expect(publicBuyAction(token({ available: 0 }, { parent_id: 7, is_open_for_sale: true }), notOwned)).toBe(
      'BUY',
    );
  });
});
