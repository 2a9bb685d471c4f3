import { Card, Skeleton, Text } from '@chakra-ui/react';
import { formatMoney } from '@keyclub/domain';

/** One balance amount (a skeleton until it is read), named by its label for assistive tech and tests. */
export function AmountCard({
  label,
  amount,
  help,
}: {
  label: string;
  amount: number | undefined;
  help: string;
}) {
  return (
    <Card.Root size="sm" aria-label={label}>
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Skeleton loading={amount === undefined} minH="8">
          <Text fontSize="2xl" fontWeight="bold">
            {formatMoney(amount ?? 0)}
          </Text>
        </Skeleton>
        <Text fontSize="xs" color="fg.muted">
          {help}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
