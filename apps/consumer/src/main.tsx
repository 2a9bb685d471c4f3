import { configureApiClient, createQueryClient } from '@keyclub/api-client';
import { AuthRoleProvider, SessionCheck, useAuthStore } from '@keyclub/auth';
import { LoadingOverlay, notify, UiProvider } from '@keyclub/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { API_URL, ROLE } from './config.ts';
import { router } from './routes.tsx';

configureApiClient({
  baseUrl: API_URL,
  getAccessToken: () => useAuthStore.getState().accessToken,
  onAccessToken: (token) => useAuthStore.getState().setAccessToken(token),
});

const queryClient = createQueryClient({ onError: notify.error });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <LoadingOverlay />
        <SessionCheck />
        <AuthRoleProvider role={ROLE}>
          <RouterProvider router={router} />
        </AuthRoleProvider>
      </QueryClientProvider>
    </UiProvider>
  </StrictMode>,
);
