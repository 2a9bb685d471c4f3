import { Alert, Badge, Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { ActivationTimes } from '../shared/activation-times.tsx';
import type { ActivationOutcome } from './activation-outcome.ts';

const ALERT_STATUS = {
  activated: 'success',
  alreadyActivated: 'warning',
  invalid: 'error',
  codeExpired: 'warning',
  failed: 'error',
} as const;

const STATUS_PALETTE = { PENDING: 'gray', ACTIVE: 'green', ARCHIVED: 'red' } as const;

/** The staff's status card of one membership card: its title and status, what happened, its times. */
export function ActivationStatusCard({ outcome }: { outcome: ActivationOutcome }) {
  if (outcome.kind === 'loading') {
    return (
      <Card.Root role="status" aria-label="Loading membership card">
        <Card.Body>
          <Spinner />
        </Card.Body>
      </Card.Root>
    );
  }
  const { card } = outcome;
  return (
    <Card.Root as="section" aria-label="Membership card status">
      <Card.Body gap="4">
        {card ? (
          <Stack direction="row" align="center" justify="space-between" gap="3" wrap="wrap">
            <Heading as="h2" size="lg">
              {card.title}
            </Heading>
            <Badge size="lg" colorPalette={STATUS_PALETTE[card.status]}>
              {card.status}
            </Badge>
          </Stack>
        ) : null}
        {outcome.kind === 'activating' ? (
          <Stack direction="row" align="center" gap="3" role="status">
            <Spinner size="sm" />
            <Text>Activating…</Text>
          </Stack>
        ) : (
          <Alert.Root status={ALERT_STATUS[outcome.kind]} role="alert">
            <Alert.Indicator />
            <Alert.Title>{outcome.message}</Alert.Title>
          </Alert.Root>
        )}
        {card ? <ActivationTimes card={card} /> : null}
      </Card.Body>
    </Card.Root>
  );
}
