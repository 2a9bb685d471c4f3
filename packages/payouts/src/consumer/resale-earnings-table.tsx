import { Table, Text } from '@chakra-ui/react';
import { formatMoney, type ResaleEarning } from '@keyclub/domain';
import { SidewaysTable } from '@keyclub/ui-kit';
import { AmountStatusCell, SaleCell } from '../shared/earning-cells.tsx';
import { walletDestination } from '../shared/earning-texts.ts';

/** Where the seller's share goes: the payout account (card), or their wallet (a wallet resale, paid from Keyclub's treasury). */
const destinationOf = (earning: ResaleEarning) => {
  return earning.method === 'CARD' ? 'To your payout account' : walletDestination(earning.paid_to);
};

/**
 * One page of the consumer's resales: what the buyer paid and where it went (the business's
 * commission, Keyclub's fee, the seller's share and its state). Three columns fit a 390 px phone.
 */
export function ResaleEarningsTable({ earnings, stale }: { earnings: ResaleEarning[]; stale: boolean }) {
  return (
    <SidewaysTable label="Resale earnings" stale={stale}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Resale</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Buyer paid</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Your share</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {earnings.map((earning) => (
          <Table.Row key={earning.id}>
            <SaleCell title={earning.title} at={earning.created_at} />
            <Table.Cell textAlign="end">
              <Text>{formatMoney(earning.total_amount)}</Text>
              <Text fontSize="xs" color="fg.muted">
                Commission {formatMoney(earning.commission_amount)} · Fee{' '}
                {formatMoney(earning.transaction_amount)}
              </Text>
            </Table.Cell>
            <AmountStatusCell
              amount={earning.amount}
              status={earning.status}
              destination={destinationOf(earning)}
            />
          </Table.Row>
        ))}
      </Table.Body>
    </SidewaysTable>
  );
}
