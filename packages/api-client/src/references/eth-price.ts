import type { EthPriceReference } from '@keyclub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** The reference rate moves slowly and only feeds displayed conversions. */
const ETH_PRICE_STALE_TIME_MS = 10 * 60_000;

/** GET /references/usd/prices/eth — the USD to ETH reference rate (SPEC section 1). */
export async function fetchUsdToEth(): Promise<EthPriceReference> {
  const body = await api.get('references/usd/prices/eth').json<DataAnswer<EthPriceReference>>();
  return body.data;
}

export const usdToEthQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.usdToEth,
    queryFn: fetchUsdToEth,
    staleTime: ETH_PRICE_STALE_TIME_MS,
    // The ETH figure only accompanies a USD price: the page works without it, so neither an error
    // toast nor the loading overlay waits on it.
    meta: { silent: true, background: true },
  });

export const useUsdToEth = () => useQuery(usdToEthQueryOptions());
