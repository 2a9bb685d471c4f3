import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  Image,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMarketplace, useUsdToEth } from '@keyclub/api-client';
import { descriptionPreview, formatUsd, type Token } from '@keyclub/domain';
import { EthEquivalent } from '@keyclub/ui-kit';
import { Link as RouterLink } from 'react-router';
import { leadImageOf } from './lead-image.ts';
import { featuredBannerRequest } from './marketplace-requests.ts';
import { MembershipsLoadError } from './membership-read-failure.tsx';

/** The image's height, the same while the banner loads, so the page does not shift when it arrives. */
const BANNER_IMAGE_HEIGHT = { base: '64', md: '80' };

interface FeaturedBannerProps {
  /** Only a membership of this category (the category page). */
  categoryId?: number;
  hrefOf: (token: Token) => string;
}

/**
 * The featured membership banner: the newest recommended membership (SPEC section 7: the banner
 * fetches 1 recommended item). Nothing when there is none.
 */
export function FeaturedBanner({ categoryId, hrefOf }: FeaturedBannerProps) {
  const read = useMarketplace(featuredBannerRequest(categoryId));
  const rate = useUsdToEth();
  const { data } = read;
  if (read.isError && !data) return <MembershipsLoadError read={read} />;
  if (data === undefined) return <FeaturedBannerSkeleton />;
  const [token] = data.data;
  if (!token) return null;
  const { profile } = token;
  const image = leadImageOf(profile);
  return (
    <Card.Root
      as="section"
      aria-label="Featured membership"
      flexDirection={{ base: 'column', md: 'row' }}
      overflow="hidden"
    >
      {image ? (
        <Image
          src={image.url}
          alt=""
          // The page's lead image (its largest paint): the consumer's server preloads it and starts the app's code after it.
          fetchPriority="high"
          w={{ base: 'full', md: '1/2' }}
          h={BANNER_IMAGE_HEIGHT}
          objectFit="cover"
        />
      ) : (
        <Box w={{ base: 'full', md: '1/2' }} h={BANNER_IMAGE_HEIGHT} bg="bg.muted" />
      )}
      <Card.Body gap="3" justifyContent="center">
        <Badge alignSelf="start" colorPalette="brand" variant="solid">
          Featured
        </Badge>
        <Heading as="h2" size="2xl">
          {profile.title}
        </Heading>
        <Text color="fg.muted">
          {token.business.name} · {profile.category.name}
        </Text>
        <Text lineClamp={3}>{descriptionPreview(profile.description)}</Text>
        <Stack gap="0">
          <Text textStyle="xl" fontWeight="bold">
            {formatUsd(profile.price)}
          </Text>
          <EthEquivalent amount={profile.price} rate={rate} />
        </Stack>
        <Button asChild alignSelf="start" colorPalette="brand">
          <RouterLink to={hrefOf(token)} aria-label={`View Membership ${profile.title}`}>
            View Membership
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function FeaturedBannerSkeleton() {
  // The banner's own parts under skeletons, so it takes the height it will have.
  return (
    <Card.Root aria-hidden="true" flexDirection={{ base: 'column', md: 'row' }} overflow="hidden">
      <Skeleton w={{ base: 'full', md: '1/2' }} h={BANNER_IMAGE_HEIGHT} />
      <Card.Body gap="3" justifyContent="center">
        <Skeleton alignSelf="start">
          <Badge>Featured</Badge>
        </Skeleton>
        <Skeleton h="8" w="2/3" />
        <SkeletonText noOfLines={4} />
        <SkeletonText noOfLines={2} w="1/3" />
        <Skeleton alignSelf="start">
          <Button>View Membership</Button>
        </Skeleton>
      </Card.Body>
    </Card.Root>
  );
}
