import { z } from 'zod';
import {
  ANNOUNCEMENT_STATUSES,
  CONTRACT_TYPES,
  CURRENCIES,
  DELIVERY_TYPES,
  DURATION_UNITS,
  OWNER_STATUSES,
  RECORD_STATUSES,
  ROLE_NAMES,
  TOKEN_TYPES,
  USER_ROLES,
} from './enum-values.ts';

/** Enumerations of SPEC section 3 (values in enum-values.ts): each one's schema and inferred type. */
export const roleNameSchema = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof roleNameSchema>;

export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

export const recordStatusSchema = z.enum(RECORD_STATUSES);
export type RecordStatus = z.infer<typeof recordStatusSchema>;

export const ownerStatusSchema = z.enum(OWNER_STATUSES);
export type OwnerStatus = z.infer<typeof ownerStatusSchema>;

export const announcementStatusSchema = z.enum(ANNOUNCEMENT_STATUSES);
export type AnnouncementStatus = z.infer<typeof announcementStatusSchema>;

export const durationUnitSchema = z.enum(DURATION_UNITS);
export type DurationUnit = z.infer<typeof durationUnitSchema>;

export const deliveryTypeSchema = z.enum(DELIVERY_TYPES);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

export const tokenTypeSchema = z.enum(TOKEN_TYPES);
export type TokenType = z.infer<typeof tokenTypeSchema>;

export const contractTypeSchema = z.enum(CONTRACT_TYPES);
export type ContractType = z.infer<typeof contractTypeSchema>;

export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;
