import { z } from 'zod';
import { PRICE_MAX_DIGITS } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import { usdAmountInput } from './inputs.ts';

/** Sell Membership (POST /tokens/{id}/sell): a price not below the membership's listing amount. */
export const sellPriceFormSchema = (listingAmount: number) =>
  z.object({
    price: usdAmountInput({ required: M.priceRequired, invalid: M.priceInvalid }, PRICE_MAX_DIGITS).refine(
      (price) => price >= listingAmount,
      MESSAGES.errors.priceBelowAsking,
    ),
  });
export type SellPriceForm = z.output<ReturnType<typeof sellPriceFormSchema>>;
