import { Badge, Text } from '@chakra-ui/react';
import { formatDateTime, formatUsd, type PaymentDispute } from '@keyclub/domain';
import { ConsoleCard, ConsoleCardTitle, ConsoleList } from '../console-list.tsx';
import { DISPUTE_STATES } from './purchase-texts.ts';

/** Card payment disputes: state, the purchase and copy, the amount, opened and closed. */
export function DisputeList({ rows }: { rows: PaymentDispute[] }) {
  return (
    <ConsoleList label="Disputes">
      {rows.map((row) => (
        <ConsoleCard key={row.payment_id}>
          <ConsoleCardTitle
            title={row.membership_title ?? row.payment_id}
            badge={
              <Badge colorPalette={row.state === 'OPEN' ? 'orange' : 'gray'}>
                {DISPUTE_STATES[row.state]}
              </Badge>
            }
          />
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {row.purchase_id ? `Purchase #${row.purchase_id}` : 'No purchase found'}
            {row.copy_id ? ` · copy #${row.copy_id}` : ''}
            {row.amount === null ? '' : ` · ${formatUsd(row.amount)}`}
            {row.buyer_email ? ` · ${row.buyer_email}` : ''}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Opened <time dateTime={row.opened_at}>{formatDateTime(row.opened_at)}</time>
            {row.closed_at ? (
              <>
                , closed <time dateTime={row.closed_at}>{formatDateTime(row.closed_at)}</time>
              </>
            ) : null}
          </Text>
        </ConsoleCard>
      ))}
    </ConsoleList>
  );
}
