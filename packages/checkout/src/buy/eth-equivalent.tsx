import { Text } from '@chakra-ui/react';
import { useUsdToEth } from '@keyclub/api-client';
import { formatEth, usdToEth } from '@keyclub/domain';

/**
 * '≈ 0.016 ETH' under a USD price (SPEC section 9: 3 decimals), from the reference rate. Nothing for
 * a free membership, or while the rate is unknown (loading or unavailable).
 */
export function EthEquivalent({ amount }: { amount: number }) {
  const { data } = useUsdToEth();
  if (amount === 0 || !data) return null;
  return (
    <Text color="fg.muted" textStyle="sm">
      ≈ {formatEth(usdToEth(amount, data.USD_TO_ETH_VALUE))}
    </Text>
  );
}
