import { Table } from '@chakra-ui/react';
import { type Earning, formatMoney } from '@keyclub/domain';
import { SidewaysTable } from '@keyclub/ui-kit';
import { AmountStatusCell, SaleCell } from '../shared/earning-cells.tsx';
import { EARNING_KIND_LABELS, walletDestination } from '../shared/earning-texts.ts';

/**
 * One page of the ledger. Four columns fit a 390 px phone (the sale's name, kind and date share the
 * first).
 */
export function EarningsTable({ earnings, stale }: { earnings: Earning[]; stale: boolean }) {
  return (
    <SidewaysTable label="Earnings" stale={stale}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Sale</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Fee</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Net</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {earnings.map((earning) => (
          <Table.Row key={earning.id}>
            <SaleCell
              title={earning.title}
              detail={EARNING_KIND_LABELS[earning.kind]}
              at={earning.created_at}
            />
            <Table.Cell textAlign="end">{formatMoney(earning.gross_amount)}</Table.Cell>
            <Table.Cell textAlign="end">{formatMoney(earning.fee_amount)}</Table.Cell>
            <AmountStatusCell
              amount={earning.net_amount}
              status={earning.status}
              // A crypto resale's commission is paid from Keyclub's treasury to the business's wallet.
              destination={earning.paid_to === undefined ? undefined : walletDestination(earning.paid_to)}
            />
          </Table.Row>
        ))}
      </Table.Body>
    </SidewaysTable>
  );
}
