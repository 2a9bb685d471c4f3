import { z } from 'zod';

/** GET /references/usd/prices/eth: USD_TO_ETH_VALUE is the USD price of one ETH (see usdToEth). */
export const ethPriceReferenceSchema = z.object({ USD_TO_ETH_VALUE: z.number().positive() });
export type EthPriceReference = z.infer<typeof ethPriceReferenceSchema>;
