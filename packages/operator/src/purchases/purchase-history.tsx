import { Stack, Text } from '@chakra-ui/react';
import { useAttentionPurchase } from '@keyclub/api-client';
import { formatDateTime } from '@keyclub/domain';
import { LoadingSkeleton, ReadView } from '@keyclub/ui-kit';

/** A purchase's history: each delivery write (oldest first) and what operators did to it. */
export function PurchaseHistory({ id }: { id: number }) {
  const read = useAttentionPurchase(id);
  return (
    <ReadView
      read={read}
      failed="This purchase’s history could not be loaded."
      loading={<LoadingSkeleton h="16" label="Loading the history" />}
    >
      {({ deliveries, actions }) => (
        <Stack
          as="ol"
          gap="1"
          aria-label={`History of purchase ${id}`}
          listStyleType="none"
          m="0"
          p="0"
          fontSize="sm"
        >
          {deliveries.map((delivery) => (
            <Text as="li" key={`write-${delivery.id}`} wordBreak="break-word">
              <time dateTime={delivery.created_at}>{formatDateTime(delivery.created_at)}</time>:{' '}
              {delivery.kind} {delivery.status}
              {delivery.tx_hash ? `, transaction ${delivery.tx_hash}` : ''}
              {delivery.error ? ` (${delivery.error})` : ''}
            </Text>
          ))}
          {actions.map((action) => (
            <Text as="li" key={`action-${action.id}`} wordBreak="break-word">
              <time dateTime={action.created_at}>{formatDateTime(action.created_at)}</time>: {action.action}{' '}
              by {action.operator_email}, “{action.reason}”
            </Text>
          ))}
        </Stack>
      )}
    </ReadView>
  );
}
