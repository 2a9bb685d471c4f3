import { runTokenSave } from '@keyclub/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { MembershipSubmission } from './membership-form-schema.ts';
import { membershipLaunchParts, membershipParts } from './membership-parts.ts';

// What the form's submit needs beyond its rules, loaded when the form is first used
// (membership-form.tsx): the parts, the multipart call and the mutation are not in the first load.

/** Saves the validated form: POST on create (no id), PUT on edit. */
export const saveMembership = (
  queryClient: QueryClient,
  { id, values }: { id: number | undefined; values: MembershipSubmission },
) =>
  runTokenSave(queryClient, {
    id,
    parts: membershipParts(values),
    launch: id === undefined ? membershipLaunchParts(values) : undefined,
  });

export { showServerFieldErrors } from './server-field-errors.ts';
