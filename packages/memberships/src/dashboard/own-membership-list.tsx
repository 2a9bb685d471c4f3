import { Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { formatUsd, type Token } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { PageButtons } from '@keyclub/ui-kit';
import { Link as RouterLink } from 'react-router';
import { SalesStatusBadge, SalesStatusControl } from '../lifecycle/sales-status.tsx';

function OwnMembershipRow({ token }: { token: Token }) {
  const { profile } = token;
  const image = profile.thumbnail ?? profile.art_image;
  return (
    <HStack as="li" gap="4" p="4" borderWidth="1px" rounded="lg" bg="bg.panel" wrap="wrap">
      {image ? (
        <Image src={image.url} alt="" boxSize="16" objectFit="cover" rounded="md" flexShrink={0} />
      ) : null}
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="semibold" truncate>
          {profile.title}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Text color="fg.muted">{formatUsd(profile.price)}</Text>
          <SalesStatusBadge status={profile.status} />
        </HStack>
      </Stack>
      <HStack gap="2" wrap="wrap" justify="flex-end">
        <SalesStatusControl token={token} />
        <Button asChild size="sm" variant="outline">
          <RouterLink to={membershipPaths.tokenDetail.href(token.id)}>View</RouterLink>
        </Button>
        <Button asChild size="sm" variant="ghost">
          <RouterLink to={membershipPaths.tokenEdit.href(token.id)}>Edit</RouterLink>
        </Button>
      </HStack>
    </HStack>
  );
}

interface OwnMembershipListProps {
  tokens: Token[];
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** The business's own memberships, one row each, with pages when there are more than fit one. */
export function OwnMembershipList({ tokens, page, pageSize, total, onPageChange }: OwnMembershipListProps) {
  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" listStyleType="none" p="0" m="0" aria-label="My Memberships">
        {tokens.map((token) => (
          <OwnMembershipRow key={token.id} token={token} />
        ))}
      </Stack>
      <PageButtons page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
    </Stack>
  );
}
