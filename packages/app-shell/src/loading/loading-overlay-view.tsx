import { Box, Button, Spinner, Text, VStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { isFirstLoad } from './first-load.ts';
import { slowLoadSubject } from './slow-load-label.ts';

export interface LoadingOverlayViewProps {
  /** The global busy flag is set, with `message` saying what for (else a query's first load). */
  busy: boolean;
  message: string | null;
  /** Loading for 8 s: say what is slow. */
  slow: boolean;
  /** Loading for 30 s: stop covering the page, say it gave up, offer a reload. */
  gaveUp: boolean;
}

/** What `LoadingOverlay` shows once something has loaded for 1.5 s; its own chunk, loaded then. */
export default function LoadingOverlayView({ busy, message, slow, gaveUp }: LoadingOverlayViewProps) {
  const queryClient = useQueryClient();
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
