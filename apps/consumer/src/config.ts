import { buildEnvChain, buildEnvEmail, buildEnvUrl } from '@keyclub/domain';

// The only reader of import.meta.env in this app (docs/architecture.md, Habits).
const env = import.meta.env;

export const API_URL = buildEnvUrl(env, 'VITE_API_URL', 'http://localhost:3000');

/** The chain wallets pay on (SPEC section 9): mainnet in a production build that names none. */
export const CHAIN = buildEnvChain(env);

/** Where buyers write when a card payment fails; a deployment names its own (docs/deployment.md). */
export const SUPPORT_EMAIL = buildEnvEmail(env, 'VITE_SUPPORT_EMAIL', 'support@keyclub.test');

/** The build's role: the two apps differ only by this (SPEC section 1). */
export const ROLE = 'CONSUMER' as const;
