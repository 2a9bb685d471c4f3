import { Link, Skeleton, Table } from '@chakra-ui/react';
import { useUsdToEth } from '@keyclub/api-client';
import { formatUsd, type Token, UNLIMITED } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { EthEquivalent } from '@keyclub/ui-kit';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

const COLUMNS = ['Title', 'Category', 'Owner', 'Address', 'Memberships Available', 'Price'] as const;
/**
 * A phone has room for the title and the price only: the other columns pushed Price off screen
 * (behind a sideways scroll nobody finds); they show from `md` up, and on the membership's page.
 */
const PHONE_COLUMNS = new Set<(typeof COLUMNS)[number]>(['Title', 'Price']);
const shownOn = (column: (typeof COLUMNS)[number]) =>
  PHONE_COLUMNS.has(column) ? undefined : { base: 'none', md: 'table-cell' };

const available = (count: number) => (count === UNLIMITED ? 'Unlimited' : String(count));

interface SearchResultsTableProps {
  /** Undefined while the first page loads: skeleton rows. */
  tokens: Token[] | undefined;
  stale: boolean;
}

/**
 * The List view of the search (SPEC section 2): one row per membership, the whole row opening its
 * public detail; the title is the row's link for keyboard and screen-reader users.
 */
export function SearchResultsTable({ tokens, stale }: SearchResultsTableProps) {
  const navigate = useNavigate();
  const rate = useUsdToEth();
  const openRow = (event: MouseEvent, href: string) => {
    // A click on the title link already navigates.
    if ((event.target as HTMLElement).closest('a')) return;
    navigate(href);
  };
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root
        aria-label="Search results"
        aria-busy={tokens === undefined || stale}
        interactive
        opacity={stale ? 0.6 : 1}
      >
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column} display={shownOn(column)}>
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {tokens === undefined
            ? Array.from({ length: 6 }, (_, row) => (
                <Table.Row key={row} aria-hidden="true">
                  {COLUMNS.map((column) => (
                    <Table.Cell key={column} display={shownOn(column)}>
                      <Skeleton h="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : tokens.map((token) => {
                const href = membershipPaths.publicToken.href(token.id);
                const { profile, business } = token;
                return (
                  <Table.Row key={token.id} cursor="pointer" onClick={(event) => openRow(event, href)}>
                    <Table.Cell fontWeight="medium">
                      <Link asChild>
                        <RouterLink to={href}>{profile.title}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell display={shownOn('Category')}>{profile.category.name}</Table.Cell>
                    <Table.Cell display={shownOn('Owner')}>{business.name}</Table.Cell>
                    <Table.Cell display={shownOn('Address')}>
                      {business.city}, {business.state}
                    </Table.Cell>
                    <Table.Cell display={shownOn('Memberships Available')}>
                      {available(profile.available_copies_count)}
                    </Table.Cell>
                    <Table.Cell>
                      {formatUsd(profile.price)}
                      <EthEquivalent amount={profile.price} rate={rate} />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
