import { ChakraProvider, Heading } from '@chakra-ui/react';
import { system } from '@keyclub/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/**
 * The floor of the bundle and page-speed budgets (bench/README.md): the stack every Keyclub screen
 * stands on — React, React Router, TanStack Query, Chakra with the apps' theme — and one route.
 */
const router = createBrowserRouter([
  {
    path: '/',
    element: (
      <Heading as="h1" size="2xl" padding="8">
        Floor
      </Heading>
    ),
  },
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>,
);
