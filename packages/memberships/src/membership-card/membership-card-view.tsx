import { Alert, Button, Card, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { type ActivationCard, formatDateTime, MESSAGES } from '@keyclub/domain';
import { QrCodeImage } from './qr-code-image.tsx';

/** Whether the card still waits to be scanned: its page asks again until it is not. */
export const isAwaitingScan = (card: ActivationCard | undefined) =>
  card?.status === 'PENDING' && !card.is_expired;

function ActivatedView({ card }: { card: ActivationCard }) {
  return (
    <Stack gap="4">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{MESSAGES.membershipCard.activated}</Alert.Title>
      </Alert.Root>
      <DataList.Root orientation="horizontal">
        {card.activated_at ? (
          <DataList.Item>
            <DataList.ItemLabel>Activated at</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(card.activated_at)}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
        {card.activation_end_at ? (
          <DataList.Item>
            <DataList.ItemLabel>Activation End</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(card.activation_end_at)}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
      </DataList.Root>
    </Stack>
  );
}

export interface MembershipCardViewProps {
  card: ActivationCard;
  /** Makes a new card of the same membership (the old code expired). */
  onNewCode: () => void;
  creatingNewCode: boolean;
}

/**
 * SPEC section 2 Membership card page: the QR code of the activation link with its generated-at time,
 * or, once activated, the activated confirmation with its time. A code no longer valid offers a new one.
 */
export function MembershipCardView({ card, onNewCode, creatingNewCode }: MembershipCardViewProps) {
  return (
    <Card.Root as="section" aria-labelledby="membership-card-title" maxW="md">
      <Card.Body gap="5" alignItems="center" textAlign="center">
        <Heading as="h2" size="lg" id="membership-card-title">
          {card.title}
        </Heading>
        {card.status === 'ACTIVE' ? (
          <ActivatedView card={card} />
        ) : isAwaitingScan(card) && card.qr_url ? (
          <>
            <QrCodeImage text={card.qr_url} label={`Membership card code for ${card.title}`} />
            <Text>{MESSAGES.membershipCard.showToStaff}</Text>
            <Text color="fg.muted">Generated at {formatDateTime(card.generated_at)}</Text>
          </>
        ) : (
          <>
            <Text>{MESSAGES.membershipCard.expired}</Text>
            <Button onClick={onNewCode} loading={creatingNewCode}>
              {MESSAGES.membershipCard.newCode}
            </Button>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
