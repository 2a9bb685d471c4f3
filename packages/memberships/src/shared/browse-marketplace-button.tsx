import { Button } from '@chakra-ui/react';
import { membershipPaths } from '@keyclub/domain/paths';
import { Link as RouterLink } from 'react-router';

/** The way on from a consumer's empty list (no membership owned, no search result): the marketplace. */
export function BrowseMarketplaceButton() {
  return (
    <Button asChild>
      <RouterLink to={membershipPaths.marketplace.href()}>Browse the Marketplace</RouterLink>
    </Button>
  );
}
