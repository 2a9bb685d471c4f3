import { SimpleGrid } from '@chakra-ui/react';
import { useUsdToEth } from '@keyclub/api-client';
import { GRID_COLUMNS, type Token } from '@keyclub/domain';
import { useDeferredValue } from 'react';
import { MembershipCard, MembershipCardSkeleton } from './membership-card.tsx';

interface MembershipGridProps {
  /** Undefined while the first page loads: the grid shows skeleton cards. */
  tokens: Token[] | undefined;
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** True while the next page loads with this one still shown. */
  stale?: boolean;
  hrefOf?: (token: Token) => string;
  skeletonCount?: number;
}

/** Membership cards, 3 per row on wide screens (SPEC section 9). */
export function MembershipGrid({
  tokens,
  labelledBy,
  stale = false,
  hrefOf,
  skeletonCount = GRID_COLUMNS * 2,
}: MembershipGridProps) {
  // A page's cards arrive with their query's answer in a render React cannot split; deferred, they
  // render in one it can, so a phone's main thread is not blocked for the whole page at once.
  const shown = useDeferredValue(tokens);
  const rate = useUsdToEth();
  return (
    <SimpleGrid
      as="ul"
      aria-labelledby={labelledBy}
      aria-busy={shown === undefined || stale}
      columns={{ base: 1, sm: 2, lg: GRID_COLUMNS }}
      gap="6"
      listStyleType="none"
      p="0"
      opacity={stale ? 0.6 : 1}
      transition="opacity 0.2s"
    >
      {shown === undefined
        ? Array.from({ length: skeletonCount }, (_, index) => <MembershipCardSkeleton key={index} />)
        : shown.map((token) => (
            <MembershipCard key={token.id} token={token} href={hrefOf?.(token)} rate={rate} />
          ))}
    </SimpleGrid>
  );
}
