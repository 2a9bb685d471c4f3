import { onDemandResolver } from '@keyclub/ui-kit';

/**
 * The membership form's rules, loaded on demand with zod (ui-kit's onDemandResolver): create's, or
 * edit's, which refuse copies below `soldCopies`.
 */
export const membershipValidation = (soldCopies: number | null) =>
  onDemandResolver(async () => ({
    resolver: (await import('./membership-form-schema.ts')).membershipFormResolver(soldCopies),
  }));
