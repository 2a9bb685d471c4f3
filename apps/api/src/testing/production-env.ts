/**
 * Environment variables production accepts (fake but random-looking secrets, example hosts): the one base the tests
 * start from when they need the API as production configures it, so a new required variable is
 * added here once. Tests of a refusal spoil one variable of it.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  API_SIGNER_PRIVATE_KEY: '0x036b1d18f68f038bfcb0c10122949318fe8537cc89d616bb1b1b8d513f7b059c',
  SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  CUSTODY_SECRET: 'a-production-custody-secret-of-32-chars',
  PUBLIC_URL: 'https://api.keyclub.example',
  CORS_ORIGINS: 'https://keyclub.example,https://business.keyclub.example',
  STRIPE_SECRET_KEY: 'sk_live_keyclub',
  STRIPE_WEBHOOK_SECRET: 'whsec_blOJszTSb1qE3wgzyzlLqRNTNJjgTAMY',
  CONSUMER_APP_URL: 'https://keyclub.example',
  BUSINESS_APP_URL: 'https://business.keyclub.example',
  ACTIVATION_LINK_SECRET: 'a-production-activation-secret-32-chars',
  APPLE_PASS_TYPE_ID: 'pass.example.keyclub.membership',
  APPLE_TEAM_ID: 'EXAMPLE123',
  APPLE_PASS_CERT_FILE: '/etc/keyclub/wallet/pass-certificate.pem',
  APPLE_PASS_KEY_FILE: '/etc/keyclub/wallet/pass-key.pem',
  APPLE_WWDR_CERT_FILE: '/etc/keyclub/wallet/apple-wwdr.pem',
  GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
  GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: '/etc/keyclub/wallet/google-service-account.json',
} as const;
