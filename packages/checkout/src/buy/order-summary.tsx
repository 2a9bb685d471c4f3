import { Badge, Box, Card, Heading, HStack, Image, Link, List, Stack, Text } from '@chakra-ui/react';
import type { Token } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { Link as RouterLink } from 'react-router';
import { TermsLink } from '../terms/terms-link.tsx';

const loadTermsDialog = () => import('../terms/membership-terms-dialog.tsx');

/** The left column 'Your Order' (SPEC section 2): Cancel Order and what is being bought. */
export function OrderSummary({ token }: { token: Token }) {
  const { profile, business } = token;
  const image = profile.thumbnail ?? profile.art_image;
  const terms = profile.terms_and_conditions?.trim();
  return (
    <Card.Root as="section" aria-labelledby="your-order">
      <Card.Body gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" id="your-order" size="lg">
            Your Order
          </Heading>
          <Link asChild color="fg.error" fontWeight="medium">
            <RouterLink to={membershipPaths.tokens.href()}>Cancel Order</RouterLink>
          </Link>
        </HStack>
        <HStack gap="4" align="start">
          {image ? (
            <Image
              src={image.url}
              alt={`${profile.title} thumbnail`}
              boxSize="24"
              rounded="md"
              objectFit="cover"
            />
          ) : null}
          <Stack gap="1">
            <Heading as="h3" size="md">
              {profile.title}
            </Heading>
            <Text fontWeight="medium">{business.name}</Text>
            <Text color="fg.muted">
              {business.city}, {business.state}
            </Text>
            <Box>
              <Badge variant="subtle">{profile.category.name}</Badge>
            </Box>
          </Stack>
        </HStack>
        <Text whiteSpace="pre-line">{profile.description}</Text>
        {profile.perks.length > 0 ? (
          <List.Root gap="1" ps="5" aria-label="Perks">
            {profile.perks.map((perk, index) => (
              <List.Item key={`${index}-${perk}`}>{perk}</List.Item>
            ))}
          </List.Root>
        ) : null}
        {terms ? (
          <Box>
            <TermsLink
              load={loadTermsDialog}
              label="Membership Terms and Conditions"
              dialog={(module, state) => (
                <module.MembershipTermsDialog title={profile.title} terms={terms} {...state} />
              )}
            />
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
