import { Text, type TextProps } from '@chakra-ui/react';
import { useUsdToEth } from '@keyclub/api-client';
import { formatEth, usdToEth } from '@keyclub/domain';

/** The reference rate as the USD to ETH query answers it. */
export type UsdToEthRate = Pick<ReturnType<typeof useUsdToEth>, 'data' | 'isPending'>;

/**
 * '≈ 0.016 ETH' under a USD price (SPEC section 9: 3 decimals), from the reference rate. Nothing for
 * a free membership or when the rate is unavailable; while it loads, an empty line of the same
 * height, so the page does not shift when the rate arrives.
 */
export function EthEquivalentOf({
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

/** The same for one price on its own; a list of prices shares one `rate` (EthEquivalentOf). */
export function EthEquivalent(props: { amount: number } & TextProps) {
  return <EthEquivalentOf rate={useUsdToEth()} {...props} />;
}
