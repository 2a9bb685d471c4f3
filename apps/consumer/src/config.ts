import { z } from 'zod';

// The only reader of import.meta.env in this app (docs/architecture.md, Habits).
const envSchema = z.object({
  VITE_API_URL: z.url().default('http://localhost:3000'),
  /** The chain wallets pay on (SPEC section 9); the local dev chain unless the build says otherwise. */
  VITE_CHAIN_ID: z.coerce.number().int().positive().default(31337),
  VITE_CHAIN_RPC_URL: z.url().default('http://127.0.0.1:8545'),
  VITE_CHAIN_NAME: z.string().min(1).default('Localhost 8545'),
});

const env = envSchema.parse(import.meta.env);

export const API_URL = env.VITE_API_URL;

export const CHAIN = {
  chainId: env.VITE_CHAIN_ID,
  rpcUrl: env.VITE_CHAIN_RPC_URL,
  networkName: env.VITE_CHAIN_NAME,
};

/** The build's role: the two apps differ only by this (SPEC section 1). */
export const ROLE = 'CONSUMER' as const;
