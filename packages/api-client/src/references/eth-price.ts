import { dataEnvelope, type EthPriceReference, ethPriceReferenceSchema } from '@keyclub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

const ethPriceResponseSchema = dataEnvelope(ethPriceReferenceSchema);

/** The reference rate moves slowly and only feeds displayed conversions. */
const ETH_PRICE_STALE_TIME_MS = 10 * 60_000;

/** GET /references/usd/prices/eth — the USD to ETH reference rate (SPEC section 1). */
export async function fetchUsdToEth(): Promise<EthPriceReference> {
  const body = await api.get('references/usd/prices/eth').json(ethPriceResponseSchema);
  return body.data;
}

export const usdToEthQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.usdToEth,
    queryFn: fetchUsdToEth,
    staleTime: ETH_PRICE_STALE_TIME_MS,
    // The ETH figure only accompanies a USD price: without it the page still works, so no error toast.
    meta: { silent: true },
  });

export const useUsdToEth = () => useQuery(usdToEthQueryOptions());
