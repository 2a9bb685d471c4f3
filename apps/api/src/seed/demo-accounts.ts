/** The demo logins the seed creates; the start script prints them. Local demo data only. */
export const DEMO_PASSWORD = 'Keyclub!2026';

export const DEMO_ACCOUNTS = {
  consumer: { email: 'consumer@keyclub.test', password: DEMO_PASSWORD, role: 'CONSUMER' },
  business: { email: 'business@keyclub.test', password: DEMO_PASSWORD, role: 'BUSINESS' },
  /** Owner of the second demo business. */
  secondBusiness: { email: 'harbor@keyclub.test', password: DEMO_PASSWORD, role: 'BUSINESS' },
} as const;
