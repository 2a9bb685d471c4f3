import { Box, Spinner, Text, VStack } from '@chakra-ui/react';
import { useAppStore } from '@keyclub/app-state';
import { LOADER_DELAY_MS } from '@keyclub/domain';
import { useIsFetching } from '@tanstack/react-query';
import { useDelayedFlag } from './use-delayed-flag.ts';

/**
 * Full-screen overlay shown only when something has been loading for more than 1.5 s (SPEC section 2):
 * the global busy flag, or any query still fetching its first data, except queries marked
 * `meta: { background: true }` (a figure that only adds to a usable page, like the ETH equivalent).
 * Needs a QueryClientProvider above it.
 */
export function LoadingOverlay({ delayMs = LOADER_DELAY_MS }: { delayMs?: number }) {
  const busy = useAppStore((state) => state.loading);
  const message = useAppStore((state) => state.loadingMsg);
  const firstLoads = useIsFetching({
    predicate: (query) => query.state.data === undefined && query.meta?.background !== true,
  });
  const visible = useDelayedFlag(busy || firstLoads > 0, delayMs);
  if (!visible) return null;
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
        {busy && message ? (
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
