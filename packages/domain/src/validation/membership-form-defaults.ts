import {
  DEFAULT_COPIES,
  DEFAULT_EXPIRATION_DAYS,
  DEFAULT_EXPIRATION_DURATION_TYPE,
  DEFAULT_LOCKOUT_PERIOD_TYPE,
  UNLIMITED,
} from '../constants/limits.ts';
import type { MembershipFormInput } from './membership-form.ts';

// Apart from the form's schemas (membership-form.ts), so a form can start blank without loading zod.

/** Blank create form: 100 copies, no lockout, a year's validity (365 days), units hours / days. */
export const MEMBERSHIP_FORM_DEFAULTS: MembershipFormInput = {
  title: '',
  description: '',
  price: '',
  renewal_price: '',
  copies: String(DEFAULT_COPIES),
  royalty: '0',
  lockout_period: String(UNLIMITED),
  lockout_period_type: DEFAULT_LOCKOUT_PERIOD_TYPE,
  expiration_duration: String(DEFAULT_EXPIRATION_DAYS),
  expiration_duration_type: DEFAULT_EXPIRATION_DURATION_TYPE,
  category_id: '',
  perks: [],
  perk_descriptions: [],
  gate: [],
  terms_and_conditions: '',
};
