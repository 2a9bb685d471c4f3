import { Badge, Box, Button, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import {
  CUSTOMER_ROW_STATUS_LABELS,
  customerRowStatus,
  formatDateTimeInZone,
  MESSAGES,
  ownedDetailActions,
  type Token,
} from '@keyclub/domain';
import { checkoutPaths, membershipPaths } from '@keyclub/domain/paths';
import { Link as RouterLink } from 'react-router';
import { useOpenMembershipCard } from '../membership-card/use-open-membership-card.ts';

/** Creates a card of this copy and opens it; above the row's link, so a click is the button's. */
function MembershipCardButton({ tokenId }: { tokenId: number }) {
  const openCard = useOpenMembershipCard();
  return (
    <Button
      size="sm"
      position="relative"
      zIndex="1"
      loading={openCard.isPending}
      onClick={() => openCard.mutate(tokenId)}
    >
      {CUSTOMER_ROW_STATUS_LABELS.MEMBERSHIP_CARD}
    </Button>
  );
}

/** SPEC section 4 Customer row: an Activated or a Token Expired chip, else the Membership Card button. */
function RowStatus({ token }: { token: Token }) {
  const status = customerRowStatus(token);
  if (status === 'MEMBERSHIP_CARD') return <MembershipCardButton tokenId={token.id} />;
  return (
    <Badge size="lg" variant="subtle" colorPalette={status === 'ACTIVATED' ? 'green' : 'red'}>
      {CUSTOMER_ROW_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * Sell (docs/decisions/resale.md): a copy whose key has not expired, of a membership still on sale,
 * can be listed, or listed again at another price; a listed one says so.
 */
function SellAction({ token }: { token: Token }) {
  const { profile } = token;
  if (token.is_bc_token_expired || profile.status !== 'ACTIVE' || profile.contract_type !== 'INTERNAL') {
    return null;
  }
  return (
    <>
      {token.is_open_for_sale ? (
        <Badge size="lg" variant="subtle" colorPalette="blue">
          For sale
        </Badge>
      ) : null}
      {/* Above the row's overlay link, so it opens the Sell page rather than the detail. */}
      <Button asChild size="sm" variant="outline" position="relative" zIndex="1">
        <RouterLink to={checkoutPaths.sell.href(token.id)} aria-label={`Sell ${profile.title}`}>
          Sell
        </RouterLink>
      </Button>
    </>
  );
}

/** Renew (SPEC section 2 Owned detail's rule, domain `ownedDetailActions`): the renewal checkout. */
function RenewAction({ token }: { token: Token }) {
  if (!ownedDetailActions(token).renew) return null;
  return (
    <Button asChild size="sm" colorPalette="brand" position="relative" zIndex="1">
      <RouterLink
        to={checkoutPaths.buy.href(token.id, { renew: true })}
        aria-label={`Renew ${token.profile.title}`}
      >
        Renew
      </RouterLink>
    </Button>
  );
}

/** The key's expiry as the owned detail shows it (the viewer's zone, named), red once expired. */
function ExpiryLine({ token }: { token: Token }) {
  const readable = token.expires_at === null ? null : formatDateTimeInZone(token.expires_at);
  const expired = token.owner_info?.status === 'EXPIRED';
  return (
    <Text textStyle="sm" color={expired ? 'fg.error' : 'fg.muted'}>
      {readable === null
        ? MESSAGES.membership.neverExpires
        : `${expired ? 'Expired' : 'Expires'} ${readable}`}
    </Text>
  );
}

/**
 * One owned membership of the customer dashboard; the whole row opens its owned detail. The row
 * wraps: when the buttons do not fit beside the title (a phone), they move to a line of their own
 * rather than squeezing the title, and wrap among themselves rather than widening the page.
 */
export function OwnedMembershipRow({ token }: { token: Token }) {
  const { profile } = token;
  const image = profile.thumbnail ?? profile.art_image;
  return (
    <LinkBox
      as="li"
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      gap="4"
      p="4"
      borderWidth="1px"
      rounded="lg"
      bg="bg.panel"
      transition="box-shadow 0.2s"
      _hover={{ shadow: 'md' }}
    >
      <HStack gap="4" flex="1 1 16rem" minW="0">
        {image ? (
          <Image src={image.url} alt="" boxSize="16" objectFit="cover" rounded="md" flexShrink={0} />
        ) : (
          <Box boxSize="16" rounded="md" bg="bg.muted" flexShrink={0} />
        )}
        <Stack gap="1" flex="1" minW="0">
          <LinkOverlay asChild fontWeight="semibold" truncate>
            <RouterLink to={membershipPaths.ownedToken.href(token.id)}>{profile.title}</RouterLink>
          </LinkOverlay>
          <Text color="fg.muted" truncate>
            {token.business.name}
          </Text>
          <ExpiryLine token={token} />
        </Stack>
      </HStack>
      <HStack wrap="wrap" maxW="full">
        <RowStatus token={token} />
        <RenewAction token={token} />
        <SellAction token={token} />
      </HStack>
    </LinkBox>
  );
}
