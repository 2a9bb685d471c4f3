import { Button, Stack } from '@chakra-ui/react';
import { ownedDetailActions, type Token } from '@keyclub/domain';
import { checkoutPaths } from '@keyclub/domain/paths';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useOpenMembershipCard } from '../membership-card/use-open-membership-card.ts';
import { ReservationDialog } from './reservation-dialog.tsx';

/** The owner's buttons on their membership (SPEC section 2 Owned detail; domain `ownedDetailActions`). */
export function OwnedActions({ token }: { token: Token }) {
  const [reserving, setReserving] = useState(false);
  const openCard = useOpenMembershipCard();
  const actions = ownedDetailActions(token);
  return (
    <Stack gap="3">
      {actions.membershipCard ? (
        <Button
          size="lg"
          colorPalette="brand"
          loading={openCard.isPending}
          onClick={() => openCard.mutate(token.id)}
        >
          Membership Card
        </Button>
      ) : null}
      {actions.renew ? (
        <Button asChild size="lg" colorPalette="brand">
          <RouterLink to={checkoutPaths.buy.href(token.id, { renew: true })}>Renew Membership</RouterLink>
        </Button>
      ) : null}
      {actions.sell ? (
        <Button asChild size="lg" variant="outline">
          <RouterLink to={checkoutPaths.sell.href(token.id)}>Sell Membership</RouterLink>
        </Button>
      ) : null}
      {actions.reservation === 'hidden' ? null : (
        <>
          <Button
            size="lg"
            variant="outline"
            disabled={actions.reservation === 'disabled'}
            onClick={() => setReserving(true)}
          >
            Make Reservation
          </Button>
          <ReservationDialog
            open={reserving}
            title={token.profile.title}
            gates={token.profile.gate}
            onClose={() => setReserving(false)}
          />
        </>
      )}
    </Stack>
  );
}
