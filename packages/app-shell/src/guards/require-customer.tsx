import { RequireRole } from './require-role.tsx';

/**
 * The consumer's wallet-protected routes (/tokens, /tokens/{id}, /tokens/{id}/sell, /scan, /buy):
 * only a logged-in customer passes; anyone else (logged out, or a business session) goes to login
 * with the current path as returnUrl. The guard does not ask for a wallet: the screens that sign or
 * pay with one prompt for it themselves, through the wallet package (docs/decisions/customer-dashboard.md).
 */
export function RequireCustomer() {
  return <RequireRole roleName="CONSUMER" />;
}
