import { Text, type TextProps } from '@chakra-ui/react';
import { useUsdToEth } from '@keyclub/api-client';
import { formatEth, usdToEth } from '@keyclub/domain';

/**
 * '≈ 0.016 ETH' under a USD price (SPEC section 9: 3 decimals), from the reference rate. Nothing for
 * a free membership or when the rate is unavailable; while it loads, an empty line of the same
 * height, so the page does not shift when the rate arrives.
 */
export function EthEquivalent({ amount, ...props }: { amount: number } & TextProps) {
  const { data, isPending } = useUsdToEth();
  if (amount === 0 || (!data && !isPending)) return null;
  return (
    <Text color="fg.muted" textStyle="sm" {...props}>
      {data ? `≈ ${formatEth(usdToEth(amount, data.USD_TO_ETH_VALUE))}` : '\u00a0'}
    </Text>
  );
}
