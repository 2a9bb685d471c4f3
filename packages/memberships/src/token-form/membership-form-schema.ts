import { zodResolver } from '@hookform/resolvers/zod';
import {
  membershipEditFormSchema,
  membershipFormSchema,
  membershipImagesSchema,
  membershipLaunchSchema,
  tokenTypeSchema,
} from '@keyclub/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { MembershipFormValues } from './membership-form-values.ts';

// The form's rules, loaded when it first validates (membership-form-validation.ts): zod is not in the
// page's first load.

/** Beside the domain's membership fields the form holds the token type and the images. */
const formExtras = membershipImagesSchema.extend({ token_type: tokenTypeSchema });

/**
 * Create's Coming soon and launch time, checked by the domain's rule (the API's) at the moment the
 * form validates: the time typed is the viewer's local time, sent as an instant.
 */
const launchFormSchema = z
  .object({ coming_soon: z.boolean(), launch_at: z.string() })
  .superRefine((launch, context) => {
    if (!launch.coming_soon || launch.launch_at === '') return;
    const at = new Date(launch.launch_at);
    const checked = membershipLaunchSchema(new Date()).safeParse({
      coming_soon: 'true',
      launch_at: Number.isNaN(at.getTime()) ? launch.launch_at : at.toISOString(),
    });
    if (!checked.success)
      for (const issue of checked.error.issues)
        context.addIssue({ code: 'custom', path: ['launch_at'], message: issue.message });
  });

const createSchema = z.intersection(z.intersection(membershipFormSchema, formExtras), launchFormSchema);
const editSchema = (soldCopies: number) => z.intersection(membershipEditFormSchema(soldCopies), formExtras);

/** The validated form; price and renewal price are absent on edit (fixed once created). */
export type MembershipSubmission = z.output<ReturnType<typeof editSchema>> &
  Partial<Pick<z.output<typeof createSchema>, 'price' | 'renewal_price' | 'coming_soon' | 'launch_at'>>;

/** Create: the domain's create schema; edit: its edit schema, which refuses copies below `soldCopies`. */
export function membershipFormResolver(
  soldCopies: number | null,
): Resolver<MembershipFormValues, unknown, MembershipSubmission> {
  const resolver = soldCopies === null ? zodResolver(createSchema) : zodResolver(editSchema(soldCopies));
  return resolver as unknown as Resolver<MembershipFormValues, unknown, MembershipSubmission>;
}
