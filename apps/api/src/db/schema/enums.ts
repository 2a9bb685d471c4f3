import {
  ANNOUNCEMENT_STATUSES,
  CONTRACT_TYPES,
  DELIVERY_TYPES,
  DURATION_UNITS,
  RECORD_STATUSES,
  TOKEN_TYPES,
  USER_ROLES,
} from '@keyclub/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

// Values shared with the apps come from the domain, so the database and the schemas cannot drift.

export const roleName = pgEnum('role_name', USER_ROLES);
export const userStatus = pgEnum('user_status', RECORD_STATUSES);
export const verificationPurpose = pgEnum('verification_purpose', [
  'EMAIL_VERIFICATION',
  'PASSWORD_RESET',
  'PASSWORD_CHANGE',
  'WALLET_LINK',
]);
export const tokenProfileStatus = pgEnum('token_profile_status', RECORD_STATUSES);
export const durationUnit = pgEnum('duration_unit', DURATION_UNITS);
export const contractType = pgEnum('contract_type', CONTRACT_TYPES);
export const tokenType = pgEnum('token_type', TOKEN_TYPES);
export const gateType = pgEnum('gate_type', DELIVERY_TYPES);
export const activationStatus = pgEnum('activation_status', RECORD_STATUSES);
export const announcementStatus = pgEnum('announcement_status', ANNOUNCEMENT_STATUSES);
export const purchaseProvider = pgEnum('purchase_provider', ['card', 'crypto']);
export const purchaseKind = pgEnum('purchase_kind', ['PURCHASE', 'RENEWAL', 'RESALE']);
export const purchaseStatus = pgEnum('purchase_status', [
  'PENDING',
  'PAID',
  'FULFILLED',
  'FAILED',
  'REFUNDED',
]);
