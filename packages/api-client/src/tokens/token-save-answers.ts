import { chainWriteSchema, dataEnvelope, tokenSchema } from '@keyclub/domain';

/**
 * The schemas of a membership save's answers, a refusal's included; loaded with the call
 * (token-save.ts), not with the membership form.
 */
export const tokenResponseSchema = dataEnvelope(tokenSchema);
export const chainWriteResponseSchema = dataEnvelope(chainWriteSchema);
export { apiErrorSchema } from '@keyclub/domain';
