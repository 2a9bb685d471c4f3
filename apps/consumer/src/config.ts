import { z } from 'zod';

// The only reader of import.meta.env in this app (docs/architecture.md, Habits).
const envSchema = z.object({
  VITE_API_URL: z.url().default('http://localhost:3000'),
});

const env = envSchema.parse(import.meta.env);

export const API_URL = env.VITE_API_URL;

/** The build's role: the two apps differ only by this (SPEC section 1). */
export const ROLE = 'CONSUMER' as const;
