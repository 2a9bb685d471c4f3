import { z } from 'zod';
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  ACCOUNT_NUMBER_MIN_LENGTH,
  ROUTING_NUMBER_LENGTH,
} from '../constants/limits.ts';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import { requiredText } from './inputs.ts';

/** US bank account (SPEC section 3): digits only. */
export const bankFormSchema = z.object({
  account_number: requiredText(M.accountNumberRequired).pipe(
    z
      .string()
      .regex(
        new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN_LENGTH},${ACCOUNT_NUMBER_MAX_LENGTH}}$`),
        M.accountNumberInvalid,
      ),
  ),
  routing_number: requiredText(M.routingNumberRequired).pipe(
    z.string().regex(new RegExp(`^\\d{${ROUTING_NUMBER_LENGTH}}$`), M.routingNumberInvalid),
  ),
});
export type BankForm = z.output<typeof bankFormSchema>;
