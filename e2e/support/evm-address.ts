import type { Token } from '@keyclub/domain';
import { type Address, isAddress } from 'viem';
import { z } from 'zod';

/** An EVM address as the API answers it, typed as viem's `Address` once viem's own check accepts it. */
export const addressSchema = z.custom<Address>(
  (value) => typeof value === 'string' && isAddress(value, { strict: false }),
  'not an EVM address',
);

/** The lock on chain of membership `token` (a parent or a copy): every membership sold on chain has one. */
export const lockAddressOf = (token: Pick<Token, 'profile'>): Address =>
  addressSchema.parse(token.profile.contract_address);
