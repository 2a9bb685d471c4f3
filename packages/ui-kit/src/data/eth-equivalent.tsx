import { Text, type TextProps } from '@chakra-ui/react';
import { type EthPriceReference, formatEth, usdToEth } from '@keyclub/domain';

/** The reference rate as its query answers it (React Query's `data` and `isPending`). */
export type UsdToEthRate = { data?: EthPriceReference | undefined; isPending: boolean };

/**
 * '≈ 0.016 ETH' under a USD price (SPEC section 9: 3 decimals), from the reference rate the page
 * reads (one read serves a list of prices). Nothing for a free membership or when the rate is
 * unavailable; while it loads, an empty line of the same height, so the page does not shift when the
 * rate arrives.
 */
export function EthEquivalent({
  amount,
  rate,
  ...props
}: { amount: number; rate: UsdToEthRate } & TextProps) {
  const { data, isPending } = rate;
  if (amount === 0 || (!data && !isPending)) return null;
  return (
    <Text color="fg.muted" textStyle="sm" {...props}>
      {data ? `≈ ${formatEth(usdToEth(amount, data.USD_TO_ETH_VALUE))}` : '\u00a0'}
    </Text>
  );
}
