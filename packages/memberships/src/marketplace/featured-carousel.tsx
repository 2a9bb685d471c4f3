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
import { useMarketplace, useUsdToEth } from '@keyclub/api-client';
import { CAROUSEL_AUTOPLAY_MS, formatUsd, type Token } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { EthEquivalent } from '@keyclub/ui-kit';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { leadImageOf, useAfterLeadImage } from '../shared/lead-image.ts';
import { featuredCarouselRequest } from '../shared/marketplace-requests.ts';
import { MembershipsLoadError } from '../shared/membership-read-failure.tsx';
import { useAutoplayIndex } from './use-autoplay-index.ts';

/** The slide keeps one height (its skeleton's); a phone splits it into art and caption. */
const SLIDE_HEIGHT = '72';
const ART_HEIGHT = { base: '40', md: 'full' };

function Slide({ token, position }: { token: Token; position: string }) {
  const { profile } = token;
  const rate = useUsdToEth();
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
      h={SLIDE_HEIGHT}
      bg="bg.muted"
      display="flex"
      flexDirection="column"
    >
      {/* Lazy and after the lead image: below a phone's first screen, where the featured banner is
          the largest paint. On a phone the caption would cover the title drawn in the art, so it
          goes below the art there; wider, the art leaves room and the caption lies on its foot. */}
      {image ? (
        <Image src={src} alt="" w="full" h={ART_HEIGHT} flexShrink={0} objectFit="cover" loading="lazy" />
      ) : (
        <Box h={ART_HEIGHT} flexShrink={0} />
      )}
      <Stack
        position={{ base: 'static', md: 'absolute' }}
        insetX="0"
        bottom="0"
        flex="1"
        justify="center"
        p={{ base: '4', md: '5' }}
        gap="0"
        bgGradient={{ md: 'to-t' }}
        gradientFrom="blackAlpha.800"
        gradientTo="transparent"
        color={{ base: 'fg', md: 'white' }}
      >
        <LinkOverlay asChild fontWeight="bold" textStyle="xl" lineClamp={1}>
          <RouterLink to={membershipPaths.publicToken.href(token.id)}>{profile.title}</RouterLink>
        </LinkOverlay>
        <Text>{token.business.name}</Text>
        <HStack gap="3">
          <Text fontWeight="semibold">{formatUsd(profile.price)}</Text>
          <EthEquivalent
            amount={profile.price}
            rate={rate}
            color={{ base: 'fg.muted', md: 'whiteAlpha.800' }}
          />
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
  const read = useMarketplace(featuredCarouselRequest);
  const { data } = read;
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  const tokens = data?.data ?? [];
  const { index, go } = useAutoplayIndex(tokens.length, CAROUSEL_AUTOPLAY_MS, stopped || held);
  if (read.isError && !data) return <MembershipsLoadError read={read} />;
  if (data === undefined) return <Skeleton h={SLIDE_HEIGHT} rounded="lg" aria-hidden="true" />;
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
