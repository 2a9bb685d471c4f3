import { describe, expect, it } from 'vitest';
import { CUSTOMER_ROW_STATUS_LABELS, customerRowStatus } from './customer-row-status.ts';

const activation = (is_expired: boolean) => ({ is_expired, activated_at: '2026-03-05T14:07:09Z' });

describe('customerRowStatus', () => {
  it('is ACTIVATED while the last activation has not expired, even if the key expired', () => {
    expect(customerRowStatus({ last_token_activation: activation(false), is_bc_token_expired: false })).toBe(
      'ACTIVATED',
    );
    expect(customerRowStatus({ last_token_activation: activation(false), is_bc_token_expired: true })).toBe(
      'ACTIVATED',
    );
  });

  it('is TOKEN_EXPIRED when not activated and the on-chain key expired', () => {
    expect(customerRowStatus({ last_token_activation: activation(true), is_bc_token_expired: true })).toBe(
      'TOKEN_EXPIRED',
    );
    expect(customerRowStatus({ last_token_activation: null, is_bc_token_expired: true })).toBe(
      'TOKEN_EXPIRED',
    );
  });

  it('offers the Membership Card while the last card shown has not been activated', () => {
    const shown = { is_expired: false, activated_at: null };
    expect(customerRowStatus({ last_token_activation: shown, is_bc_token_expired: false })).toBe(
      'MEMBERSHIP_CARD',
    );
    expect(customerRowStatus({ last_token_activation: shown, is_bc_token_expired: true })).toBe(
      'TOKEN_EXPIRED',
    );
  });

  it('offers the Membership Card otherwise', () => {
    expect(customerRowStatus({ last_token_activation: activation(true), is_bc_token_expired: false })).toBe(
      'MEMBERSHIP_CARD',
    );
    expect(customerRowStatus({ last_token_activation: null, is_bc_token_expired: false })).toBe(
      'MEMBERSHIP_CARD',
    );
  });

  it('labels each state for display', () => {
    expect(CUSTOMER_ROW_STATUS_LABELS).toEqual({
      ACTIVATED: 'Activated',
      TOKEN_EXPIRED: 'Token Expired',
      MEMBERSHIP_CARD: 'Membership Card',
    });
  });
});
