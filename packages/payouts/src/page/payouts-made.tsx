import { Badge, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { usePayoutsMadePage } from '@keyclub/api-client';
import { formatMoney } from '@keyclub/domain';

// domain's TRANSFERS_PAGE_LIMIT, not imported: that put its zod schemas in this route (+28 kB gzip, measured).
const TRANSFERS_PAGE_LIMIT = 10;

import { EmptyState, LoadError, LoadingSkeleton, PageButtons, usePageQuery } from '@keyclub/ui-kit';
import { SaleCell } from '../shared/earning-cells.tsx';
import { EARNING_KIND_LABELS, toWallet } from '../shared/earning-texts.ts';

/**
 * Payouts made: the transfers to the business's payout account and the crypto resale commissions
 * paid to its wallet, a page at a time (paged by the API; `?payouts_page=`, beside the earnings' `?page=`).
 */
export function PayoutsMade() {
  const { page, setPage } = usePageQuery({ pageParam: 'payouts_page' });
  const made = usePayoutsMadePage({ page, limit: TRANSFERS_PAGE_LIMIT });
  const total = made.data?.meta.total ?? 0;
  return (
    <Stack gap="4" as="section" aria-labelledby="payouts-made-title">
      <Heading as="h2" size="xl" id="payouts-made-title">
        Payouts made
      </Heading>
      {made.isError ? (
        <LoadError
          title="Your payouts could not be loaded."
          onRetry={() => void made.refetch()}
          retrying={made.isFetching}
        />
      ) : !made.data ? (
        <LoadingSkeleton height="32" label="Loading payouts made" />
      ) : made.data.data.length === 0 ? (
        <EmptyState
          title={total === 0 ? 'No payouts yet' : 'No payouts on this page'}
          description="Each transfer of your earnings to your payout account shows here."
        />
      ) : (
        <>
          {/* Focusable: a keyboard scrolls a table wider than a phone (axe: scrollable-region-focusable). */}
          <Table.ScrollArea
            tabIndex={0}
            role="region"
            aria-label="Payouts made (scrolls sideways)"
            borderWidth="1px"
            rounded="md"
            opacity={made.isPlaceholderData ? 0.6 : 1}
          >
            <Table.Root size="sm" aria-label="Payouts made" aria-busy={made.isPlaceholderData}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Transfer</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {made.data.data.map((transfer) => (
                  <Table.Row key={transfer.id}>
                    <SaleCell
                      title={transfer.title}
                      detail={EARNING_KIND_LABELS[transfer.kind]}
                      at={transfer.transferred_at}
                    />
                    <Table.Cell textAlign="end">
                      <Text fontWeight="semibold">{formatMoney(transfer.amount)}</Text>
                      {transfer.reversed_at ? (
                        <Badge size="sm" colorPalette="red">
                          Reversed
                        </Badge>
                      ) : (
                        <Badge size="sm" colorPalette="green">
                          Paid out
                        </Badge>
                      )}
                      {transfer.paid_to ? (
                        <Text fontSize="xs" color="fg.muted">
                          {toWallet(transfer.paid_to)}
                        </Text>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PageButtons
            page={page}
            pageSize={TRANSFERS_PAGE_LIMIT}
            total={total}
            label="Payouts made pages"
            onPageChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
