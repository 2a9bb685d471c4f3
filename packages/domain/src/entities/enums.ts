import { z } from 'zod';

/** Enumerations of SPEC section 3; each exposes its values, a schema and the inferred type. */
export const ROLE_NAMES = ['BUSINESS', 'CONSUMER'] as const;
export const roleNameSchema = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof roleNameSchema>;

/** Lifecycle of users, token profiles and activations. */
export const RECORD_STATUSES = ['PENDING', 'ACTIVE', 'ARCHIVED'] as const;
export const recordStatusSchema = z.enum(RECORD_STATUSES);
export type RecordStatus = z.infer<typeof recordStatusSchema>;

/** Whether the owner's key on an owned membership is still valid. */
export const OWNER_STATUSES = ['ACTIVE', 'EXPIRED'] as const;
export const ownerStatusSchema = z.enum(OWNER_STATUSES);
export type OwnerStatus = z.infer<typeof ownerStatusSchema>;

/** PENDING is a draft, ACTIVE is sent; ARCHIVED is where the archive action leaves it. */
export const ANNOUNCEMENT_STATUSES = ['PENDING', 'ACTIVE', 'ARCHIVED'] as const;
export const announcementStatusSchema = z.enum(ANNOUNCEMENT_STATUSES);
export type AnnouncementStatus = z.infer<typeof announcementStatusSchema>;

export const DURATION_UNITS = ['HOURS', 'DAYS'] as const;
export const durationUnitSchema = z.enum(DURATION_UNITS);
export type DurationUnit = z.infer<typeof durationUnitSchema>;

/** Reservation gate kinds: an OpenTable widget url or a plain redirect link. */
export const DELIVERY_TYPES = ['OPENTABLE', 'REDIRECT'] as const;
export const deliveryTypeSchema = z.enum(DELIVERY_TYPES);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

export const TOKEN_TYPES = ['SINGLE', 'MULTIPLE'] as const;
export const tokenTypeSchema = z.enum(TOKEN_TYPES);
export type TokenType = z.infer<typeof tokenTypeSchema>;

/** INTERNAL: minted by Keyclub's own lock; EXTERNAL: imported from another contract (not buyable here). */
export const CONTRACT_TYPES = ['INTERNAL', 'EXTERNAL'] as const;
export const contractTypeSchema = z.enum(CONTRACT_TYPES);
export type ContractType = z.infer<typeof contractTypeSchema>;

export const CURRENCIES = ['USD'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;
