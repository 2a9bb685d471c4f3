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
import { useMarketplace } from '@keyclub/api-client';
import { descriptionPreview, formatUsd, type Token } from '@keyclub/domain';
import { Link as RouterLink } from 'react-router';
import { EthEquivalent } from './eth-equivalent.tsx';

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
  const { data } = useMarketplace({ is_recommended: true, category_id: categoryId, page: 1, limit: 1 });
  if (data === undefined) return <FeaturedBannerSkeleton />;
  const [token] = data.data;
  if (!token) return null;
  const { profile } = token;
  const image = profile.covers[0]?.file ?? profile.art_image;
  return (
    <Card.Root
      as="section"
      aria-label="Featured membership"
      flexDirection={{ base: 'column', md: 'row' }}
      overflow="hidden"
    >
      {image ? (
        <Image src={image.url} alt="" w={{ base: 'full', md: '1/2' }} maxH="80" objectFit="cover" />
      ) : (
        <Box w={{ base: 'full', md: '1/2' }} minH="48" bg="bg.muted" />
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
          <EthEquivalent amount={profile.price} />
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
  return (
    <Card.Root aria-hidden="true" flexDirection={{ base: 'column', md: 'row' }} overflow="hidden">
      <Skeleton w={{ base: 'full', md: '1/2' }} h="64" />
      <Card.Body gap="4" justifyContent="center">
        <Skeleton h="8" w="2/3" />
        <SkeletonText noOfLines={3} />
      </Card.Body>
    </Card.Root>
  );
}
