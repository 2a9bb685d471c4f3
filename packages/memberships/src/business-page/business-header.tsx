import { Avatar, Box, Heading, HStack, IconButton, Image, Link, Stack, Tag, Text } from '@chakra-ui/react';
import { shareLinks } from '@keyclub/api-client';
import type { Business } from '@keyclub/domain';
import { framePaths } from '@keyclub/domain/paths';
import { LineIcon } from '@keyclub/ui-kit';
import { Link as RouterLink } from 'react-router';
import { ShareButton } from '../shared/share-button.tsx';

const SOCIAL_LINKS = [
  ['website', 'Website'],
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['instagram', 'Instagram'],
] as const;

function EditIcon() {
  return (
    <LineIcon size={18}>
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </LineIcon>
  );
}

/** Cover (a plain band when none), logo, name, the owner's city and state, Share, description and links. */
export function BusinessHeader({ business, canEdit }: { business: Business; canEdit: boolean }) {
  const links = SOCIAL_LINKS.flatMap(([key, label]) => {
    const href = business[key];
    return href ? [{ key, label, href }] : [];
  });
  return (
    <Stack gap="4">
      <Box position="relative">
        {business.cover ? (
          <Image
            src={business.cover.url}
            alt={`${business.name} cover`}
            w="full"
            h={{ base: '40', md: '64' }}
            objectFit="cover"
            rounded="xl"
          />
        ) : (
          <Box
            data-testid="business-cover-placeholder"
            w="full"
            h={{ base: '40', md: '64' }}
            rounded="xl"
            bgGradient="to-r"
            gradientFrom="colorPalette.700"
            gradientTo="colorPalette.400"
          />
        )}
        {canEdit ? (
          <IconButton
            asChild
            aria-label="Edit business profile"
            position="absolute"
            top="3"
            right="3"
            size="sm"
            variant="surface"
          >
            <RouterLink to={framePaths.settings.href()}>
              <EditIcon />
            </RouterLink>
          </IconButton>
        ) : null}
      </Box>
      <HStack gap="4" align="center">
        <Avatar.Root
          size="2xl"
          shape="rounded"
          mt={{ base: '-10', md: '-14' }}
          borderWidth="4px"
          borderColor="bg"
        >
          <Avatar.Fallback name={business.name} />
          {business.logo ? <Avatar.Image src={business.logo.url} alt={`${business.name} logo`} /> : null}
        </Avatar.Root>
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {business.name}
          </Heading>
          <HStack gap="2">
            <Tag.Root>
              <Tag.Label>{business.owner.city}</Tag.Label>
            </Tag.Root>
            <Tag.Root>
              <Tag.Label>{business.owner.state}</Tag.Label>
            </Tag.Root>
          </HStack>
        </Stack>
      </HStack>
      <ShareButton link={() => shareLinks.business(business.id)} title={business.name} />
      <Text whiteSpace="pre-line">{business.description}</Text>
      {links.length > 0 ? (
        <HStack as="ul" gap="4" listStyleType="none" p="0" m="0" aria-label="Social links">
          {links.map((link) => (
            <li key={link.key}>
              <Link href={link.href} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                {link.label}
              </Link>
            </li>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}
