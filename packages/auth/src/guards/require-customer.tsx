import { RequireRole } from './require-role.tsx';

/**
 * The consumer's wallet-protected routes (/tokens, /tokens/{id}, /tokens/{id}/sell, /scan, /buy):
 * a logged-in customer is required here; a connected wallet is asked for by the screens that sign or
 * pay with it (checkout), not by the route (docs/decisions/auth-ui.md).
 */
export function RequireCustomer() {
  return <RequireRole roleName="CONSUMER" />;
}
