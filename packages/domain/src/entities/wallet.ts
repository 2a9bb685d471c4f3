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

/** Sign-In with Ethereum nonces: 16 letters and digits, valid 10 minutes, used once. */
export const WALLET_NONCE_LENGTH = 16;
export const WALLET_NONCE_TTL_MS = 10 * 60_000;
/** An EIP-4361 message is a few hundred characters; the bound keeps requests small. */
export const SIWE_MESSAGE_MAX_LENGTH = 2000;

/** GET /wallet/{id}/nonce: what the message to sign must name (docs/api-roadmap.md, Wallet linking). */
export const walletNonceSchema = z.object({
  nonce: z.string().regex(new RegExp(`^[A-Za-z0-9]{${WALLET_NONCE_LENGTH}}$`)),
  /** The host the message must name (the consumer app's). */
  domain: z.string().min(1),
  chain_id: z.number().int().positive(),
});
export type WalletNonce = z.infer<typeof walletNonceSchema>;

/** POST /wallet/{id}: the connected address and its signature of an EIP-4361 message. */
export const walletLinkRequestSchema = z.object({
  address: evmAddressSchema,
  message: z.string().min(1).max(SIWE_MESSAGE_MAX_LENGTH),
  // 65 bytes for an account key; smart accounts (ERC-1271 / ERC-6492) sign longer.
  signature: z.string().regex(/^0x([0-9a-fA-F]{2}){65,4096}$/),
});
export type WalletLinkRequest = z.infer<typeof walletLinkRequestSchema>;
