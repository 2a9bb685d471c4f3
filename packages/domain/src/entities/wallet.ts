import { z } from 'zod';
import { evmAddressSchema } from './common.ts';

/** One verified wallet address of a user (GET/POST /wallet/{id} return a list of these). */
export const walletItemSchema = z.object({ address: evmAddressSchema });
export type WalletItem = z.infer<typeof walletItemSchema>;

/** Client-side wallet state: the user's addresses and the one in use. */
export const walletStateSchema = z.object({
  addresses: z.array(evmAddressSchema),
  selectedAddress: evmAddressSchema.nullable(),
});
export type WalletState = z.infer<typeof walletStateSchema>;
