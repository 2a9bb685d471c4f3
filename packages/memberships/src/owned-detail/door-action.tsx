import { Button, Text } from '@chakra-ui/react';
import { customerRowStatus, formatLocaleDateTime, ownedDetailActions, type Token } from '@keyclub/domain';
import { useOpenMembershipCard } from '../membership-card/use-open-membership-card.ts';

/**
 * What the owner reaches for at the door, at the top of their membership (issue 36): the Membership
 * Card button, or once staff activated a card, when (in the viewer's locale) instead of a button the
 * API would refuse while the activation lasts.
 */
export function DoorAction({ token }: { token: Token }) {
  const openCard = useOpenMembershipCard();
  const activatedAt = token.last_token_activation?.activated_at;
  if (customerRowStatus(token) === 'ACTIVATED' && activatedAt) {
    return (
      <Text role="status" fontSize="lg" fontWeight="semibold" color="fg.success">
        Activated at {formatLocaleDateTime(activatedAt)}
      </Text>
    );
  }
  if (!ownedDetailActions(token).membershipCard) return null;
  return (
    <Button
      size="lg"
      colorPalette="brand"
      alignSelf={{ base: 'stretch', md: 'start' }}
      loading={openCard.isPending}
      onClick={() => openCard.mutate(token.id)}
    >
      Membership Card
    </Button>
  );
}
