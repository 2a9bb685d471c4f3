import { Box, Card, Image, LinkOverlay, Skeleton, SkeletonText, Text } from '@chakra-ui/react';
import { formatUsd, resalePrice, type Token } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { Link as RouterLink } from 'react-router';
import { EthEquivalentOf, type UsdToEthRate } from './eth-equivalent.tsx';
import { useAfterLeadImage } from './lead-image.ts';

interface MembershipCardProps {
  token: Token;
  /** Where the card leads; by default the public detail. */
  href?: string;
  /** Off on the business's own page, where every card has the same business. */
  showBusiness?: boolean;
  /** The grid's one reference-rate query: a query observer per card cost a phone ~30 ms a page. */
  rate: UsdToEthRate;
}

/** A membership in a grid; the whole card opens `href`. */
export function MembershipCard({ token, href, showBusiness = true, rate }: MembershipCardProps) {
  const { profile } = token;
  const image = profile.thumbnail ?? profile.art_image;
  const src = useAfterLeadImage(image?.url);
  // A resale listing costs what its buyer pays (the seller's price with the fees, R12), not the membership's price.
  const price = (token.is_open_for_sale ? resalePrice(token) : null) ?? profile.price;
  return (
    <Card.Root
      as="li"
      overflow="hidden"
      position="relative"
      transition="box-shadow 0.2s"
      _hover={{ shadow: 'md' }}
    >
      {image ? (
        // Lazy, and after the page's lead image: the grids sit below a phone's first screen, and an
        // image downloaded early shares the network with the page's largest one.
        <Image src={src} alt="" aspectRatio={8 / 7} objectFit="cover" loading="lazy" />
      ) : (
        <Box aspectRatio={8 / 7} bg="bg.muted" />
      )}
      <Card.Body gap="1">
        <LinkOverlay asChild fontWeight="semibold">
          <RouterLink to={href ?? membershipPaths.publicToken.href(token.id)}>{profile.title}</RouterLink>
        </LinkOverlay>
        {showBusiness ? (
          <Text color="fg.muted" textStyle="sm" truncate>
            {token.business.name}
          </Text>
        ) : null}
        <Text fontWeight="medium">{formatUsd(price)}</Text>
        <EthEquivalentOf amount={price} rate={rate} />
      </Card.Body>
    </Card.Root>
  );
}

/** The card's shape while its data loads. */
export function MembershipCardSkeleton() {
  return (
    <Card.Root as="li" overflow="hidden" aria-hidden="true">
      <Skeleton aspectRatio={8 / 7} />
      <Card.Body gap="2">
        <SkeletonText noOfLines={3} />
      </Card.Body>
    </Card.Root>
  );
}
