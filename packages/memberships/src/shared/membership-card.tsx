import { Box, Card, Image, LinkOverlay, Skeleton, SkeletonText, Text } from '@chakra-ui/react';
import { formatUsd, MEMBERSHIP_MESSAGES, resalePrice, type Token } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { EthEquivalent, type UsdToEthRate } from '@keyclub/ui-kit';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
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
    <MembershipCardFace
      image={image ? { src } : null}
      title={
        <LinkOverlay asChild fontWeight="semibold">
          <RouterLink to={href ?? membershipPaths.publicToken.href(token.id)}>{profile.title}</RouterLink>
        </LinkOverlay>
      }
      businessName={showBusiness ? token.business.name : null}
      price={price}
      rate={rate}
      // Coming soon (PENDING, SPEC section 4): on the card as on its detail, until its launch.
      note={profile.status === 'PENDING' ? MEMBERSHIP_MESSAGES.comingSoon : null}
    />
  );
}

interface MembershipCardFaceProps {
  /** The art (its src may wait for the page's lead image); null: a plain block of the same shape. */
  image: { src: string | undefined } | null;
  /** The title: a link in a grid, text in the business form's preview. */
  title: ReactNode;
  businessName: string | null;
  /** Null: no price yet (the form's preview before one is typed). */
  price: number | null;
  rate: UsdToEthRate;
  /** A word on the membership's state (COMING SOON), or none. */
  note?: string | null;
}

/** What a membership card shows, drawn the same for the grids and for the business form's preview. */
export function MembershipCardFace({
  image,
  title,
  businessName,
  price,
  rate,
  note,
}: MembershipCardFaceProps) {
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
        <Image src={image.src} alt="" aspectRatio={8 / 7} objectFit="cover" loading="lazy" />
      ) : (
        <Box aspectRatio={8 / 7} bg="bg.muted" />
      )}
      <Card.Body gap="1">
        {title}
        {note ? (
          <Text fontWeight="semibold" textStyle="sm" color="fg.info">
            {note}
          </Text>
        ) : null}
        {businessName !== null ? (
          <Text color="fg.muted" textStyle="sm" truncate>
            {businessName}
          </Text>
        ) : null}
        {price === null ? null : (
          <>
            <Text fontWeight="medium">{formatUsd(price)}</Text>
            <EthEquivalent amount={price} rate={rate} />
          </>
        )}
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
