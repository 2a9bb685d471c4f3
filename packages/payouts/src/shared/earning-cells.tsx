import { Badge, Table, Text } from '@chakra-ui/react';
import { type EarningStatus, formatLocaleDateTime, formatMoney } from '@keyclub/domain';
import { EARNING_STATUS_LABELS, EARNING_STATUS_PALETTE } from './earning-texts.ts';

/** A ledger row's first cell: the membership's title (two lines at most) and, beneath, what and when. */
export function SaleCell({ title, detail, at }: { title: string; detail?: string; at: string }) {
  return (
    <Table.Cell>
      <Text fontWeight="medium" lineClamp={2} wordBreak="break-word">
        {title}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {detail ? `${detail} · ` : ''}
        {formatLocaleDateTime(at)}
      </Text>
    </Table.Cell>
  );
}

/** A ledger row's last cell: what the payee gets, the state of its transfer and, if given, where it goes. */
export function AmountStatusCell({
  amount,
  status,
  destination,
}: {
  amount: number;
  status: EarningStatus;
  destination?: string;
}) {
  return (
    <Table.Cell textAlign="end">
      <Text fontWeight="semibold">{formatMoney(amount)}</Text>
      <Badge size="sm" colorPalette={EARNING_STATUS_PALETTE[status]}>
        {EARNING_STATUS_LABELS[status]}
      </Badge>
      {destination ? (
        <Text fontSize="xs" color="fg.muted">
          {destination}
        </Text>
      ) : null}
    </Table.Cell>
  );
}
