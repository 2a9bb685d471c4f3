import { Stack } from '@chakra-ui/react';
import { membershipPaths } from '@keyclub/domain/paths';
import { FeaturedBanner } from '../shared/featured-banner.tsx';
import { FeaturedCarousel } from './featured-carousel.tsx';

const publicDetail = (token: { id: number }) => membershipPaths.publicToken.href(token.id);

/**
 * The marketplace's banner and featured carousel exactly as consumers see them (the same components
 * and requests as /marketplace), for the operator console's curation preview (issue 35).
 */
export default function MarketplacePreview() {
  return (
    <Stack gap="8">
      <FeaturedBanner hrefOf={publicDetail} />
      <FeaturedCarousel />
    </Stack>
  );
}
