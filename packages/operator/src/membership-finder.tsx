import { Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMarketplace } from '@keyclub/api-client';
import type { Token } from '@keyclub/domain';
import { EmptyState, FieldInput, FormField, LoadError } from '@keyclub/ui-kit';
import { type ReactNode, useDeferredValue, useState } from 'react';

interface MembershipFinderProps {
  heading: string;
  /** What the operator can do with a membership found (buttons). */
  actions: (token: Token) => ReactNode;
}

/** Finds memberships on sale by title (the marketplace's own search) to act on them. */
export function MembershipFinder({ heading, actions }: MembershipFinderProps) {
  const [typed, setTyped] = useState('');
  const title = useDeferredValue(typed.trim());
  const read = useMarketplace({ title: title || undefined, page: 1, limit: 6 });
  return (
    <Stack as="section" aria-labelledby="finder-title" gap="3">
      <Heading as="h2" size="lg" id="finder-title">
        {heading}
      </Heading>
      <FormField label="Find a membership by title">
        <FieldInput type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </FormField>
      {read.isError && !read.data ? (
        <LoadError
          title="Memberships could not be loaded."
          onRetry={() => void read.refetch()}
          retrying={read.isFetching}
        />
      ) : !read.data ? (
        <Skeleton h="24" aria-label="Loading memberships" />
      ) : read.data.data.length === 0 ? (
        <EmptyState title="No membership on sale matches" description="Try another part of its title." />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Memberships found">
          {read.data.data.map((token) => (
            <Stack as="li" key={token.id} borderWidth="1px" rounded="md" p="3" gap="2">
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" truncate>
                  {token.profile.title}
                </Text>
                <Text color="fg.muted" fontSize="sm" truncate>
                  {token.business.name}
                </Text>
              </Stack>
              <HStack gap="2" flexWrap="wrap">
                {actions(token)}
              </HStack>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
