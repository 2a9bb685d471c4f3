import { Button, Stack } from '@chakra-ui/react';
import { ownedDetailActions, type Token } from '@keyclub/domain';
import { checkoutPaths } from '@keyclub/domain/paths';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ReservationDialog } from './reservation-dialog.tsx';
import { WalletPassButtons } from './wallet-pass-buttons.tsx';

/**
 * The owner's buttons on their membership under its price (SPEC section 2 Owned detail; domain
 * `ownedDetailActions`); the Membership Card sits at the top (`DoorAction`). The wallet passes
 * (issue 37) come first while the membership can show a card.
 */
export function OwnedActions({ token }: { token: Token }) {
  const [reserving, setReserving] = useState(false);
  const actions = ownedDetailActions(token);
  return (
    <Stack gap="3">
      {actions.membershipCard ? <WalletPassButtons tokenId={token.id} /> : null}
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
