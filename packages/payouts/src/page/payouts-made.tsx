import { Badge, Table, Text } from '@chakra-ui/react';
import { usePayoutsMadePage } from '@keyclub/api-client';
import { formatMoney } from '@keyclub/domain';

// domain's TRANSFERS_PAGE_LIMIT, not imported: that put its zod schemas in this route (+28 kB gzip, measured).
const TRANSFERS_PAGE_LIMIT = 10;

import { LoadingSkeleton, PagedReadView, SidewaysTable, usePageQuery } from '@keyclub/ui-kit';
import { SaleCell } from '../shared/earning-cells.tsx';
import { EARNING_KIND_LABELS, toWallet } from '../shared/earning-texts.ts';
import { PayoutsSection } from '../shared/payouts-section.tsx';

/**
 * Payouts made: the transfers to the business's payout account and the crypto resale commissions
 * paid to its wallet, a page at a time (paged by the API; `?payouts_page=`, beside the earnings' `?page=`).
 */
export function PayoutsMade() {
  const { page, setPage } = usePageQuery({ pageParam: 'payouts_page' });
  const made = usePayoutsMadePage({ page, limit: TRANSFERS_PAGE_LIMIT });
  return (
    <PayoutsSection title="Payouts made" size="xl">
      <PagedReadView
        read={made}
        failed="Your payouts could not be loaded."
        loading={<LoadingSkeleton height="32" label="Loading payouts made" />}
        empty={{
          title: 'No payouts yet',
          titleOnPage: 'No payouts on this page',
          description: 'Each transfer of your earnings to your payout account shows here.',
        }}
        pages={{ page, pageSize: TRANSFERS_PAGE_LIMIT, label: 'Payouts made pages', onPageChange: setPage }}
      >
        {(transfers) => (
          <SidewaysTable label="Payouts made" stale={made.isPlaceholderData}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Transfer</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {transfers.map((transfer) => (
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
          </SidewaysTable>
        )}
      </PagedReadView>
    </PayoutsSection>
  );
}
