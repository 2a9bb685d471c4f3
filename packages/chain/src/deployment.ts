import { type Address, isAddress } from 'viem';
import { z } from 'zod';
import { USD_TOKEN_DECIMALS } from './usd-units.ts';

const addressSchema = z.custom<Address>((value) => typeof value === 'string' && isAddress(value), {
  message: 'Invalid address',
});

/** Where the Keyclub contracts live on one chain (the file written by deployContracts). */
export const deploymentSchema = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: z.url(),
  unlock: addressSchema,
  publicLockTemplate: addressSchema,
  usdToken: addressSchema,
  usdTokenDecimals: z.literal(USD_TOKEN_DECIMALS),
  ethUsdPriceFeed: addressSchema,
  /** Every membership lock's purchase and extend hook: charges `extend` the renewal price. */
  renewalPriceHook: addressSchema,
});

export type Deployment = z.infer<typeof deploymentSchema>;
