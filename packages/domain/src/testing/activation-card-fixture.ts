import type { ActivationCard } from '../entities/activation.ts';

/** A membership card as GET /tokens/{id}/activate answers it: PENDING, its QR link still valid. */
export const activationCardFixture = (overrides: Partial<ActivationCard> = {}): ActivationCard => ({
  id: 41,
  token_id: 33,
  status: 'PENDING',
  is_expired: false,
  activated_at: null,
  activation_end_at: null,
  title: 'Rooftop Cinema',
  qr_url: 'https://business.keyclub.test/tokens/41/activate?exp=1772719929&sig=c2lnbmF0dXJlLW9mLXRoZS1saW5r',
  generated_at: '2026-03-05T14:07:09.000Z',
  expires_at: '2026-03-05T14:12:09.000Z',
  code_valid_ms: 300_000,
  holder_name: 'Ada Lovelace',
  membership_expires_at: '2026-06-05T14:07:09.000Z',
  perks: ['Free entry', 'One drink on the house'],
  door_code: '482913',
  ...overrides,
});
