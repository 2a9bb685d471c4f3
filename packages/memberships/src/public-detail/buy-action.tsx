import { Button, Stack, Text } from '@chakra-ui/react';
import type { TokenDetail } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import { MESSAGES, publicBuyAction } from '@keyclub/domain';
import { authPaths, checkoutPaths } from '@keyclub/domain/paths';
import { Link as RouterLink, useLocation } from 'react-router';

/**
 * The public detail's button (SPEC section 2; domain `publicBuyAction`): COMING SOON, Buy
 * Membership, or Buy Membership disabled with 'You already own this Membership'. A visitor who is
 * not logged in goes to login first and comes back here.
 */
export function BuyAction({ detail }: { detail: TokenDetail }) {
  const signedIn = useAuthStore((state) => state.user !== null);
  const { pathname, search } = useLocation();
  const { token, meta } = detail;
  switch (publicBuyAction(token, meta)) {
    case 'COMING_SOON':
      return (
        <Button disabled size="lg">
          {MESSAGES.membership.comingSoon}
        </Button>
      );
    case 'ALREADY_OWNED':
      return (
        <Stack gap="2">
          <Button disabled size="lg" colorPalette="brand">
            Buy Membership
          </Button>
          <Text color="fg.muted">{MESSAGES.membership.alreadyOwned}</Text>
        </Stack>
      );
    case 'BUY': {
      const target = signedIn
        ? checkoutPaths.buy.href(token.id)
        : authPaths.login.href({ returnUrl: `${pathname}${search}` });
      return (
        <Button asChild size="lg" colorPalette="brand">
          <RouterLink to={target}>Buy Membership</RouterLink>
        </Button>
      );
    }
    case 'NONE':
      return null;
  }
}
