import type { Token } from '../entities/token.ts';

export const CUSTOMER_ROW_STATUSES = ['ACTIVATED', 'TOKEN_EXPIRED', 'MEMBERSHIP_CARD'] as const;
export type CustomerRowStatus = (typeof CUSTOMER_ROW_STATUSES)[number];

/** Chip or button text of each customer dashboard row state. */
export const CUSTOMER_ROW_STATUS_LABELS: Record<CustomerRowStatus, string> = {
  ACTIVATED: 'Activated',
  TOKEN_EXPIRED: 'Token Expired',
  MEMBERSHIP_CARD: 'Membership Card',
};

/**
 * SPEC section 4: activated while the last activation has not expired; else Token Expired when the
 * on-chain key expired; else the Membership Card button. A card shown but not yet scanned (PENDING,
 * no `activated_at`) is no activation: its row still offers the card.
 */
export function customerRowStatus(
  token: Pick<Token, 'last_token_activation' | 'is_bc_token_expired'>,
): CustomerRowStatus {
  const last = token.last_token_activation;
  if (last && last.activated_at !== null && !last.is_expired) return 'ACTIVATED';
  if (token.is_bc_token_expired) return 'TOKEN_EXPIRED';
  return 'MEMBERSHIP_CARD';
}
