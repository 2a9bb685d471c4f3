import { Box, Card, Image, LinkOverlay, Text } from '@chakra-ui/react';
import { formatUsd, type Token } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { Link as RouterLink } from 'react-router';

/** A membership in the business page grid; the whole card opens its public detail. */
export function MembershipCard({ token }: { token: Token }) {
  const { profile } = token;
  const image = profile.thumbnail ?? profile.art_image;
  return (
    <Card.Root
      as="li"
      overflow="hidden"
      position="relative"
      transition="box-shadow 0.2s"
      _hover={{ shadow: 'md' }}
    >
      {image ? (
        <Image src={image.url} alt="" aspectRatio={8 / 7} objectFit="cover" />
      ) : (
        <Box aspectRatio={8 / 7} bg="bg.muted" />
      )}
      <Card.Body gap="1">
        <LinkOverlay asChild fontWeight="semibold">
          <RouterLink to={membershipPaths.publicToken.href(token.id)}>{profile.title}</RouterLink>
        </LinkOverlay>
        <Text color="fg.muted">{formatUsd(profile.price)}</Text>
      </Card.Body>
    </Card.Root>
  );
}
