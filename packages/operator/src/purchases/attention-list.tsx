import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import type { PurchaseActionRequest } from '@keyclub/api-client';
import { type AttentionPurchase, formatDateTime, formatUsd } from '@keyclub/domain';
import { useState } from 'react';
import { ConsoleCard, ConsoleCardTitle, ConsoleList } from '../console-list.tsx';
import { PurchaseHistory } from './purchase-history.tsx';
import { ATTENTION_LABELS, KIND_LABELS } from './purchase-texts.ts';

interface AttentionListProps {
  rows: AttentionPurchase[];
  busy: boolean;
  onAct: (request: Omit<PurchaseActionRequest, 'reason'>) => void;
}

/** What an operator may do to a purchase, in the order the buttons show, and when. */
const ACTIONS: {
  action: PurchaseActionRequest['action'];
  label: string;
  colorPalette?: 'red';
  allowed: (row: AttentionPurchase) => boolean;
}[] = [
  { action: 'retry', label: 'Retry', allowed: (row) => row.can_retry },
  { action: 'refund', label: 'Refund', colorPalette: 'red', allowed: (row) => row.can_refund },
];

/** The purchases that need a hand, each with why, its history on demand, and Retry or Refund. */
export function AttentionList({ rows, busy, onAct }: AttentionListProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ConsoleList label="Purchases that need a hand">
      {rows.map((row) => (
        <ConsoleCard key={row.id}>
          <ConsoleCardTitle
            title={row.membership_title}
            badge={
              <Badge colorPalette={row.can_retry || row.can_refund ? 'red' : 'gray'}>
                {KIND_LABELS[row.kind]} #{row.id}
              </Badge>
            }
          />
          <Text fontSize="sm" color="fg.muted" truncate>
            {row.buyer_email} · {formatUsd(row.amount)}
            {row.paid_at ? ` · paid ${formatDateTime(row.paid_at)}` : ''}
          </Text>
          <Text fontSize="sm">{ATTENTION_LABELS[row.attention]}</Text>
          {row.failure_reason ? <Text fontSize="sm">“{row.failure_reason}”</Text> : null}
          <HStack gap="2" flexWrap="wrap">
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={open === row.id}
              onClick={() => setOpen(open === row.id ? null : row.id)}
            >
              History
            </Button>
            {ACTIONS.filter(({ allowed }) => allowed(row)).map(({ action, label, colorPalette }) => (
              <Button
                key={action}
                size="sm"
                variant="outline"
                colorPalette={colorPalette}
                aria-label={`${label} purchase ${row.id}`}
                disabled={busy}
                onClick={() => onAct({ id: row.id, action })}
              >
                {label}
              </Button>
            ))}
          </HStack>
          {open === row.id ? <PurchaseHistory id={row.id} /> : null}
        </ConsoleCard>
      ))}
    </ConsoleList>
  );
}
