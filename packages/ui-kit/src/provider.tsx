import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { system } from './theme/system.ts';

/** Chakra system plus the toaster; each app shell wraps its router in it once. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster position="top-center" richColors closeButton />
    </ChakraProvider>
  );
}
