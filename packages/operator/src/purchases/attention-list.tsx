import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { PurchaseActionRequest } from '@keyclub/api-client';
import { type AttentionPurchase, formatDateTime, formatUsd } from '@keyclub/domain';
import { useState } from 'react';
import { PurchaseHistory } from './purchase-history.tsx';
import { ATTENTION_LABELS, KIND_LABELS } from './purchase-texts.ts';

interface AttentionListProps {
  rows: AttentionPurchase[];
  busy: boolean;
  onAct: (request: Omit<PurchaseActionRequest, 'reason'>) => void;
}

/** The purchases that need a hand, each with why, its history on demand, and Retry or Refund. */
export function AttentionList({ rows, busy, onAct }: AttentionListProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Stack as="ul" gap="2" aria-label="Purchases that need a hand" listStyleType="none" m="0" p="0">
      {rows.map((row) => (
        <Stack as="li" key={row.id} borderWidth="1px" rounded="md" p="3" gap="1">
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" truncate>
              {row.membership_title}
            </Text>
            <Badge colorPalette={row.can_retry || row.can_refund ? 'red' : 'gray'}>
              {KIND_LABELS[row.kind]} #{row.id}
            </Badge>
          </HStack>
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
            {row.can_retry ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Retry purchase ${row.id}`}
                disabled={busy}
                onClick={() => onAct({ id: row.id, action: 'retry' })}
              >
                Retry
              </Button>
            ) : null}
            {row.can_refund ? (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={`Refund purchase ${row.id}`}
                disabled={busy}
                onClick={() => onAct({ id: row.id, action: 'refund' })}
              >
                Refund
              </Button>
            ) : null}
          </HStack>
          {open === row.id ? <PurchaseHistory id={row.id} /> : null}
        </Stack>
      ))}
    </Stack>
  );
}
