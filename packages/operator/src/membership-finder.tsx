import { HStack, Stack, Text } from '@chakra-ui/react';
import { useMarketplace } from '@keyclub/api-client';
import type { Token } from '@keyclub/domain';
import { FieldInput, FormField, LoadingSkeleton, ReadView } from '@keyclub/ui-kit';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { ConsoleSection } from './console-section.tsx';

interface MembershipFinderProps {
  heading: string;
  /** What the operator can do with a membership found (buttons). */
  actions: (token: Token) => ReactNode;
}

const NO_MATCH = { title: 'No membership on sale matches', description: 'Try another part of its title.' };

/** Finds memberships on sale by title (the marketplace's own search) to act on them. */
export function MembershipFinder({ heading, actions }: MembershipFinderProps) {
  const [typed, setTyped] = useState('');
  const title = useDeferredValue(typed.trim());
  const read = useMarketplace({ title: title || undefined, page: 1, limit: 6 });
  return (
    <ConsoleSection title={heading}>
      <FormField label="Find a membership by title">
        <FieldInput type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </FormField>
      <ReadView
        read={read}
        failed="Memberships could not be loaded."
        loading={<LoadingSkeleton h="24" label="Loading memberships" />}
        empty={{ when: (found) => found.data.length === 0, ...NO_MATCH }}
      >
        {(found) => (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Memberships found">
            {found.data.map((token) => (
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
      </ReadView>
    </ConsoleSection>
  );
}
