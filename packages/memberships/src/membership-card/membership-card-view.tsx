import { Alert, Button, Card, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { type ActivationCard, formatDateTime, MESSAGES } from '@keyclub/domain';
import { ActivationTimes } from '../shared/activation-times.tsx';
import { QrCodeImage } from './qr-code-image.tsx';
import { formatCountdown } from './use-code-countdown.ts';

/** Whether the card still waits to be scanned: its page asks again until it is not. */
export const isAwaitingScan = (card: ActivationCard | undefined) =>
  card?.status === 'PENDING' && !card.is_expired;

/** Whose card it is and until when the membership runs: what staff compare at the door. */
function HolderDetails({ card }: { card: ActivationCard }) {
  return (
    <DataList.Root orientation="horizontal" aria-label="Card holder">
      {card.holder_name ? (
        <DataList.Item>
          <DataList.ItemLabel>Member</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold" data-testid="holder-name">
            {card.holder_name}
          </DataList.ItemValue>
        </DataList.Item>
      ) : null}
      <DataList.Item>
        <DataList.ItemLabel>Valid until</DataList.ItemLabel>
        <DataList.ItemValue data-testid="membership-expiry">
          {card.membership_expires_at
            ? formatDateTime(card.membership_expires_at)
            : MESSAGES.membership.neverExpires}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

/** '482913' as '482 913': read out and typed at the door in two halves. */
const groupedDoorCode = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/** What staff type when the QR code cannot be scanned (docs/decisions/membership-card.md, "Manual lookup"). */
function DoorCode({ card }: { card: ActivationCard }) {
  if (!card.door_code) return null;
  return (
    <DataList.Root orientation="horizontal" aria-label="If the code cannot be scanned">
      <DataList.Item>
        <DataList.ItemLabel>Membership ID</DataList.ItemLabel>
        <DataList.ItemValue fontWeight="semibold" data-testid="membership-id">
          {card.token_id}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Door code</DataList.ItemLabel>
        <DataList.ItemValue fontWeight="semibold" fontFamily="mono" data-testid="door-code">
          {groupedDoorCode(card.door_code)}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

function ActivatedView({ card }: { card: ActivationCard }) {
  return (
    <Stack gap="4">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{MESSAGES.membershipCard.activated}</Alert.Title>
      </Alert.Root>
      <ActivationTimes card={card} />
    </Stack>
  );
}

export interface MembershipCardViewProps {
  card: ActivationCard;
  /** Makes a new card of the same membership (the old code expired). */
  onNewCode: () => void;
  creatingNewCode: boolean;
  /** How long the code stays valid by this device's count (`useCodeCountdown`); 0 once it lapsed. */
  remainingMs: number | null;
}

/**
 * SPEC section 2 Membership card page: the QR code of the activation link with its generated-at time,
 * or, once activated, the activated confirmation with its time. A code no longer valid offers a new one.
 * Ours (issue 36): the holder's name and the membership's expiry, and the code's countdown.
 */
export function MembershipCardView({
  card,
  onNewCode,
  creatingNewCode,
  remainingMs,
}: MembershipCardViewProps) {
  return (
    <Card.Root as="section" aria-labelledby="membership-card-title" maxW="md" w="full">
      <Card.Body gap="5" alignItems="center" textAlign="center">
        <Heading as="h2" size="lg" id="membership-card-title">
          {card.title}
        </Heading>
        <HolderDetails card={card} />
        {card.status === 'ACTIVE' ? (
          <ActivatedView card={card} />
        ) : isAwaitingScan(card) && card.qr_url && remainingMs !== 0 ? (
          <>
            <QrCodeImage text={card.qr_url} label={`Membership card code for ${card.title}`} />
            <Text>{MESSAGES.membershipCard.showToStaff}</Text>
            <DoorCode card={card} />
            <Text role="timer" fontWeight="semibold" data-testid="code-countdown">
              {creatingNewCode
                ? MESSAGES.membershipCard.refreshing
                : remainingMs === null
                  ? null
                  : `Code valid for ${formatCountdown(remainingMs)}`}
            </Text>
            <Text color="fg.muted" data-testid="generated-at">
              Generated at {formatDateTime(card.generated_at)}
            </Text>
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
