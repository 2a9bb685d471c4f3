import { Badge, Card, Grid, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { detailPrice, formatUsd, isOnResale, MESSAGES, type Token } from '@keyclub/domain';
import type { ReactNode } from 'react';
import { useAfterLeadImage } from '../shared/lead-image.ts';
import { BusinessBox } from './business-box.tsx';
import { CoverGallery } from './cover-gallery.tsx';
import { DetailsBox } from './details-box.tsx';
import { PerksAccordion } from './perks-accordion.tsx';

export interface MembershipDetailViewProps {
  token: Token;
  /** The viewer owns this copy (owned=true and the owner is the current user): shows 'Your Membership'. */
  owned?: boolean;
  /** The buttons of the app showing it (Edit, Buy, Sell…), under the price. */
  actions?: ReactNode;
  /** What the viewer came for first, right under the title (the owner's Membership Card at the door). */
  topAction?: ReactNode;
  /** A line right under the price (the consumer app's ETH equivalent). */
  priceNote?: ReactNode;
}

const RESALE_PRICE_NOTE = 'Sold by its current holder. Fees included.';

/** The membership detail view (SPEC section 2), shared by the business and consumer apps. */
export function MembershipDetailView({
  token,
  owned = false,
  actions,
  topAction,
  priceNote,
}: MembershipDetailViewProps) {
  const { profile, business } = token;
  const artSrc = useAfterLeadImage(profile.art_image?.url);
  const price = detailPrice(token, owned);
  // A copy another holder sells: marked as a resale, priced at what its buyer pays.
  const resale = !owned && isOnResale(token);
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="3xl">
          {profile.title}
        </Heading>
        <HStack gap="3" wrap="wrap" color="fg.muted">
          <Text fontWeight="medium" color="fg">
            {business.name}
          </Text>
          <Text>
            {business.city}, {business.state}
          </Text>
          <Badge size="md" variant="subtle">
            {profile.category.name}
          </Badge>
          {resale ? (
            <Badge size="md" variant="solid" colorPalette="brand">
              Resale
            </Badge>
          ) : null}
        </HStack>
      </Stack>
      {topAction}
      <CoverGallery covers={profile.covers} title={profile.title} />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
        <Stack gap="8">
          <Stack as="section" gap="3" aria-labelledby="membership-about">
            <Heading as="h2" id="membership-about" size="lg">
              About
            </Heading>
            <Text whiteSpace="pre-line">{profile.description}</Text>
          </Stack>
          <PerksAccordion perks={profile.perks} descriptions={profile.perk_descriptions} />
        </Stack>
        <Stack gap="5">
          {profile.art_image ? (
            <Image
              src={artSrc}
              alt={`${profile.title} art`}
              loading="lazy"
              w="full"
              // Its box is known before the file loads, so the price block below it does not shift.
              aspectRatio="square"
              objectFit="contain"
              bg="bg.muted"
              rounded="lg"
              shadow="sm"
            />
          ) : null}
          <Card.Root as="section" aria-label="Price">
            <Card.Body gap="3">
              <Text color="fg.muted">{price.label}</Text>
              <Text textStyle="3xl" fontWeight="bold">
                {formatUsd(price.amount)}
              </Text>
              {resale ? <Text color="fg.muted">{RESALE_PRICE_NOTE}</Text> : null}
              {priceNote}
              {profile.available_copies_count === 0 ? (
                <Text color="fg.error" fontWeight="medium">
                  {MESSAGES.empty.noCopiesAvailable}
                </Text>
              ) : null}
              {actions}
            </Card.Body>
          </Card.Root>
          <DetailsBox token={token} owned={owned} />
          <BusinessBox business={business} />
        </Stack>
      </Grid>
    </Stack>
  );
}
