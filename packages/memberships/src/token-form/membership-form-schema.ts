import { zodResolver } from '@hookform/resolvers/zod';
import {
  membershipEditFormSchema,
  membershipFormSchema,
  membershipImagesSchema,
  tokenTypeSchema,
} from '@keyclub/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { MembershipFormValues } from './membership-form-values.ts';

// The form's rules, loaded when it first validates (membership-form-validation.ts): zod is not in the
// page's first load.

/** Beside the domain's membership fields the form holds the token type and the images. */
const formExtras = membershipImagesSchema.extend({ token_type: tokenTypeSchema });

const createSchema = z.intersection(membershipFormSchema, formExtras);
const editSchema = (soldCopies: number) => z.intersection(membershipEditFormSchema(soldCopies), formExtras);

/** The validated form; price and renewal price are absent on edit (fixed once created). */
export type MembershipSubmission = z.output<ReturnType<typeof editSchema>> &
  Partial<Pick<z.output<typeof createSchema>, 'price' | 'renewal_price'>>;

/** Create: the domain's create schema; edit: its edit schema, which refuses copies below `soldCopies`. */
export function membershipFormResolver(
  soldCopies: number | null,
): Resolver<MembershipFormValues, unknown, MembershipSubmission> {
  const resolver = soldCopies === null ? zodResolver(createSchema) : zodResolver(editSchema(soldCopies));
  return resolver as unknown as Resolver<MembershipFormValues, unknown, MembershipSubmission>;
}
