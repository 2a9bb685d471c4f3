import { Badge, Table, Text } from '@chakra-ui/react';
import { type Earning, type EarningStatus, formatLocaleDateTime, formatUsd } from '@keyclub/domain';
import { EARNING_KIND_LABELS, EARNING_STATUS_LABELS } from '../shared/earning-texts.ts';

const STATUS_PALETTE: Record<EarningStatus, string> = {
  PENDING: 'gray',
  WAITING: 'orange',
  TRANSFERRED: 'green',
  REFUNDED: 'gray',
  DISPUTED: 'red',
  REVERSED: 'red',
};

/**
 * One page of the ledger. Four columns fit a 390 px phone (the sale's name, kind and date share the
 * first); the scroll area keeps a long title from widening the page.
 */
export function EarningsTable({ earnings, stale }: { earnings: Earning[]; stale: boolean }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" opacity={stale ? 0.6 : 1}>
      <Table.Root size="sm" aria-label="Earnings" aria-busy={stale}>
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
              <Table.Cell>
                <Text fontWeight="medium" lineClamp={2} wordBreak="break-word">
                  {earning.title}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {EARNING_KIND_LABELS[earning.kind]} · {formatLocaleDateTime(earning.created_at)}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{formatUsd(earning.gross_amount)}</Table.Cell>
              <Table.Cell textAlign="end">{formatUsd(earning.fee_amount)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Text fontWeight="semibold">{formatUsd(earning.net_amount)}</Text>
                <Badge size="sm" colorPalette={STATUS_PALETTE[earning.status]}>
                  {EARNING_STATUS_LABELS[earning.status]}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
