import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMarketplace } from '@keyclub/api-client';
import { CURATION_FLAGS, type Curation, type CurationFlag, type Token } from '@keyclub/domain';
import { EmptyState, FieldInput, FormField, LoadError } from '@keyclub/ui-kit';
import { useDeferredValue, useState } from 'react';
import { LIST_TEXTS } from './curation-texts.ts';

interface MembershipFinderProps {
  curation: Curation;
  busy: boolean;
  onAdd: (token: Token, flag: CurationFlag) => void;
}

/** Finds memberships on sale by title (the marketplace's own search) to put them on a list. */
export function MembershipFinder({ curation, busy, onAdd }: MembershipFinderProps) {
  const [typed, setTyped] = useState('');
  const title = useDeferredValue(typed.trim());
  const read = useMarketplace({ title: title || undefined, page: 1, limit: 6 });
  const onList = (flag: CurationFlag, id: number) => curation[flag].some((row) => row.id === id);
  return (
    <Stack as="section" aria-labelledby="finder-title" gap="3">
      <Heading as="h2" size="lg" id="finder-title">
        Add a membership
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
                {CURATION_FLAGS.map((flag) => (
                  <Button
                    key={flag}
                    size="sm"
                    variant="outline"
                    aria-label={`${LIST_TEXTS[flag].add} ${token.profile.title}`}
                    disabled={busy || onList(flag, token.id)}
                    onClick={() => onAdd(token, flag)}
                  >
                    {LIST_TEXTS[flag].add}
                  </Button>
                ))}
              </HStack>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
