import { SimpleGrid } from '@chakra-ui/react';
import { GRID_COLUMNS, type Token } from '@keyclub/domain';
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
  return (
    <SimpleGrid
      as="ul"
      aria-labelledby={labelledBy}
      aria-busy={tokens === undefined || stale}
      columns={{ base: 1, sm: 2, lg: GRID_COLUMNS }}
      gap="6"
      listStyleType="none"
      p="0"
      opacity={stale ? 0.6 : 1}
      transition="opacity 0.2s"
    >
      {tokens === undefined
        ? Array.from({ length: skeletonCount }, (_, index) => <MembershipCardSkeleton key={index} />)
        : tokens.map((token) => <MembershipCard key={token.id} token={token} href={hrefOf?.(token)} />)}
    </SimpleGrid>
  );
}
