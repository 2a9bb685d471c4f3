import { Box, Button, Spinner, Text, VStack } from '@chakra-ui/react';
import { useAppStore } from '@keyclub/app-state';
import { LOADER_DELAY_MS, LOADER_GIVE_UP_MS, LOADER_SLOW_MS } from '@keyclub/domain';
import { useDelayedFlag } from '@keyclub/ui-kit';
import { type Query, useIsFetching, useQueryClient } from '@tanstack/react-query';
import { slowLoadSubject } from './slow-load-label.ts';

const isFirstLoad = (query: Query) => query.state.data === undefined && query.meta?.background !== true;

/**
 * Full-screen overlay shown only when something has been loading for more than 1.5 s (SPEC section 2):
 * the global busy flag, or any query still fetching its first data, except queries marked
 * `meta: { background: true }` (a figure that only adds to a usable page, like the ETH equivalent).
 * After 8 s it says what is slow; after 30 s it stops covering the page and says it gave up, with a
 * reload (ours, issue 36). Needs a QueryClientProvider above it.
 */
export function LoadingOverlay({ delayMs = LOADER_DELAY_MS }: { delayMs?: number }) {
  const busy = useAppStore((state) => state.loading);
  const message = useAppStore((state) => state.loadingMsg);
  const firstLoads = useIsFetching({ predicate: isFirstLoad });
  const queryClient = useQueryClient();
  const active = busy || firstLoads > 0;
  const visible = useDelayedFlag(active, delayMs);
  const slow = useDelayedFlag(active, LOADER_SLOW_MS);
  const gaveUp = useDelayedFlag(active, LOADER_GIVE_UP_MS);
  if (!visible) return null;
  const subject = slowLoadSubject(
    queryClient.getQueryCache().findAll({ predicate: isFirstLoad, fetchStatus: 'fetching' })[0]?.queryKey,
  );
  const slowText =
    busy && message ? `${message}: this is taking longer than usual.` : `Still loading ${subject}…`;
  if (gaveUp) {
    return (
      <Box
        role="alert"
        position="fixed"
        insetX="4"
        bottom="24"
        zIndex="overlay"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.error"
        rounded="md"
        shadow="lg"
        p="4"
      >
        <Text fontWeight="semibold">
          {busy && message ? message : `Loading ${subject}`} is taking too long. The server may be down or
          your connection lost.
        </Text>
        <Button mt="3" size="sm" variant="outline" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Box>
    );
  }
  return (
    <Box
      data-testid="loading-overlay"
      role="status"
      aria-busy="true"
      aria-live="polite"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.600"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <VStack gap="4" px="6" textAlign="center">
        <Spinner size="xl" color="white" borderWidth="4px" />
        {slow ? (
          <Text color="white" fontSize="lg" maxW="md">
            {slowText}
          </Text>
        ) : busy && message ? (
          <Text color="white" fontSize="lg" maxW="md">
            {message}
          </Text>
        ) : (
          <Text srOnly>Loading</Text>
        )}
      </VStack>
    </Box>
  );
}
