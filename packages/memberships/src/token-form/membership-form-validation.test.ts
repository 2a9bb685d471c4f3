import { VALIDATION_MESSAGES } from '@keyclub/domain';
import { describe, expect, it, vi } from 'vitest';
import { membershipValidation } from './membership-form-validation.ts';
import { BLANK_MEMBERSHIP_FORM } from './membership-form-values.ts';

const rulesLoaded = vi.hoisted(() => vi.fn());
vi.mock('./membership-form-schema.ts', async (importOriginal) => {
  rulesLoaded();
  return importOriginal();
});

const options = { fields: {}, shouldUseNativeValidation: false };

describe('membershipValidation', () => {
  it('loads the form rules (and zod) on the first validation, not before', async () => {
    const validation = membershipValidation(null);
    expect(rulesLoaded).not.toHaveBeenCalled();

    const { errors } = await validation.resolver(BLANK_MEMBERSHIP_FORM, undefined, options);

    expect(rulesLoaded).toHaveBeenCalledTimes(1);
    expect(errors.title?.message).toBe(VALIDATION_MESSAGES.titleRequired);
  });
});
