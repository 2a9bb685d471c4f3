import {
  Box,
  Button,
  Heading,
  HStack,
  IconButton,
  Image,
  LinkBox,
  LinkOverlay,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMarketplace } from '@keyclub/api-client';
import { CAROUSEL_AUTOPLAY_MS, formatUsd, type Token } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EthEquivalent } from '../shared/eth-equivalent.tsx';
import { leadImageOf, useAfterLeadImage } from '../shared/lead-image.ts';
import { featuredCarouselRequest } from '../shared/marketplace-requests.ts';
import { useAutoplayIndex } from './use-autoplay-index.ts';

function Slide({ token, position }: { token: Token; position: string }) {
  const { profile } = token;
  const image = leadImageOf(profile);
  const src = useAfterLeadImage(image?.url);
  return (
    <LinkBox
      as="article"
      aria-roledescription="slide"
      aria-label={position}
      position="relative"
      rounded="lg"
      overflow="hidden"
      h={{ base: '56', md: '72' }}
      bg="bg.muted"
    >
      {/* Lazy and after the lead image: below a phone's first screen, where the featured banner is
          the largest paint. */}
      {image ? <Image src={src} alt="" w="full" h="full" objectFit="cover" loading="lazy" /> : null}
      <Stack
        position="absolute"
        insetX="0"
        bottom="0"
        p="5"
        gap="0"
        bgGradient="to-t"
        gradientFrom="blackAlpha.800"
        gradientTo="transparent"
        color="white"
      >
        <LinkOverlay asChild fontWeight="bold" textStyle="xl">
          <RouterLink to={membershipPaths.publicToken.href(token.id)}>{profile.title}</RouterLink>
        </LinkOverlay>
        <Text>{token.business.name}</Text>
        <HStack gap="3">
          <Text fontWeight="semibold">{formatUsd(profile.price)}</Text>
          <EthEquivalent amount={profile.price} color="whiteAlpha.800" />
        </HStack>
      </Stack>
    </LinkBox>
  );
}

/**
 * The featured memberships, one slide at a time, moving on every 15 s (SPEC section 9) until the
 * user pauses it, hovers it or focuses inside it. Nothing when none is featured.
 */
export function FeaturedCarousel() {
  const { data } = useMarketplace(featuredCarouselRequest);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  const tokens = data?.data ?? [];
  const { index, go } = useAutoplayIndex(tokens.length, CAROUSEL_AUTOPLAY_MS, stopped || held);
  if (data === undefined) return <Skeleton h={{ base: '56', md: '72' }} rounded="lg" aria-hidden="true" />;
  const token = tokens[index];
  if (!token) return null;
  return (
    <Stack
      as="section"
      aria-roledescription="carousel"
      aria-labelledby="featured-memberships"
      gap="3"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <HStack justify="space-between">
        <Heading as="h2" id="featured-memberships" size="xl">
          Featured
        </Heading>
        {tokens.length > 1 ? (
          <HStack gap="1">
            <Button size="xs" variant="ghost" onClick={() => setStopped(!stopped)}>
              {stopped ? 'Play' : 'Pause'}
            </Button>
            <IconButton size="xs" variant="outline" aria-label="Previous slide" onClick={() => go(index - 1)}>
              ‹
            </IconButton>
            <IconButton size="xs" variant="outline" aria-label="Next slide" onClick={() => go(index + 1)}>
              ›
            </IconButton>
          </HStack>
        ) : null}
      </HStack>
      <Box aria-live={stopped || held ? 'polite' : 'off'}>
        <Slide key={token.id} token={token} position={`${index + 1} of ${tokens.length}`} />
      </Box>
    </Stack>
  );
}
