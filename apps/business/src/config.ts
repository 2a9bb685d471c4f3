import { buildEnvUrl } from '@keyclub/domain';

// The only reader of import.meta.env in this app (docs/architecture.md, Habits).
export const API_URL = buildEnvUrl(import.meta.env, 'VITE_API_URL', 'http://localhost:3000');

/** The build's role: the two apps differ only by this (SPEC section 1). */
export const ROLE = 'BUSINESS' as const;
