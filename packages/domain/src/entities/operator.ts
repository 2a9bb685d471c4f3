import { z } from 'zod';
import { pageQuerySchema, recordIdSchema } from '../validation/request-numbers.ts';
import { idSchema, timestampSchema } from './common.ts';
import { recordStatusSchema } from './enums.ts';

/** The marketplace's hand-made lists (issue 35): the featured carousel, the recommended banner, hot. */
export const CURATION_FLAGS = ['featured', 'recommended', 'hot'] as const;
export const curationFlagSchema = z.enum(CURATION_FLAGS);
export type CurationFlag = z.infer<typeof curationFlagSchema>;

export const OPERATOR_MESSAGES = {
  reasonRequired: 'Say why (at least 3 characters)',
  reasonTooLong: 'Keep the reason under 500 characters',
  orderMismatch: 'The list changed meanwhile: reload it and order it again',
  notCurated: 'This membership is not on that list',
  alreadyCurated: 'This membership is already on that list',
  alreadySuspended: 'This is already suspended',
  notSuspended: 'This is not suspended',
  /** A checkout, renewal, listing or wallet claim of a membership an operator suspended. */
  salesSuspended: 'This Membership is suspended by Keyclub and cannot be bought, renewed or listed for now.',
} as const;

/** Every operator action says why; the audit log keeps it (docs/decisions/operator-console.md). */
export const operatorReasonSchema = z
  .string({ error: OPERATOR_MESSAGES.reasonRequired })
  .trim()
  .min(3, OPERATOR_MESSAGES.reasonRequired)
  .max(500, OPERATOR_MESSAGES.reasonTooLong);

/** PUT /operator/curation/tokens/{id}: put a membership on a list (at its end) or take it off. */
export const curationChangeSchema = z.object({
  flag: curationFlagSchema,
  on: z.boolean(),
  reason: operatorReasonSchema,
});
export type CurationChange = z.infer<typeof curationChangeSchema>;

/** PUT /operator/curation/order: a list's memberships (token ids), first shown first; every one, once. */
export const curationOrderSchema = z.object({
  flag: curationFlagSchema,
  token_ids: z
    .array(idSchema)
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, OPERATOR_MESSAGES.orderMismatch),
  reason: operatorReasonSchema,
});
export type CurationOrder = z.infer<typeof curationOrderSchema>;

/** A membership on a curated list, as the console lists it. */
export const curatedMembershipSchema = z.object({
  /** The membership's token id (its parent token), as /tokens/{id} names it. */
  id: idSchema,
  title: z.string(),
  business_name: z.string(),
  status: recordStatusSchema,
  position: z.number().int(),
});
export type CuratedMembership = z.infer<typeof curatedMembershipSchema>;

/** GET /operator/curation: each list in its order. */
export const curationSchema = z.object({
  featured: z.array(curatedMembershipSchema),
  recommended: z.array(curatedMembershipSchema),
  hot: z.array(curatedMembershipSchema),
});
export type Curation = z.infer<typeof curationSchema>;

/** One row of the append-only audit log: who did what, to what, when and why. */
export const auditEntrySchema = z.object({
  id: idSchema,
  operator_email: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.number().int().nullable(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: timestampSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /operator/audit: newest first, paged. */
export const auditPageQuerySchema = pageQuerySchema({ maxLimit: 100, defaultLimit: 20 });
export type AuditPageQuery = z.output<typeof auditPageQuerySchema>;

export const curationTokenParamSchema = z.object({ id: recordIdSchema });

/** What an operator suspends: a single membership (its parent token id) or a whole business. */
export const SUSPENSION_SUBJECTS = ['memberships', 'businesses'] as const;
export const suspensionSubjectSchema = z.enum(SUSPENSION_SUBJECTS);
export type SuspensionSubject = z.infer<typeof suspensionSubjectSchema>;

export const suspensionParamSchema = z.object({ subject: suspensionSubjectSchema, id: recordIdSchema });

/** PUT /operator/suspensions/{subject}/{id}: suspend (true) or restore (false), with a reason. */
export const suspensionChangeSchema = z.object({
  suspended: z.boolean(),
  reason: operatorReasonSchema,
});
export type SuspensionChange = z.infer<typeof suspensionChangeSchema>;

/** A suspended membership or business as the console lists it (to restore it). */
export const suspendedSchema = z.object({
  /** The membership's token id, or the business's id. */
  id: idSchema,
  name: z.string(),
  /** The membership's business; null for a business. */
  business_name: z.string().nullable(),
  reason: z.string(),
  suspended_at: timestampSchema,
});
export type Suspended = z.infer<typeof suspendedSchema>;

/** GET /operator/suspensions: what is suspended now, newest first. */
export const suspensionsSchema = z.object({
  memberships: z.array(suspendedSchema),
  businesses: z.array(suspendedSchema),
});
export type Suspensions = z.infer<typeof suspensionsSchema>;
