import type { RoleName } from '@keyclub/domain';
import { UiProvider } from '@keyclub/ui-kit';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { AuthRoleProvider } from './auth-role.tsx';
import { LoadingOverlay } from './loading/loading-overlay.tsx';
import { SessionCheck } from './session/session-check.tsx';

function OnFirstCommit({ run }: { run: () => void }) {
  useEffect(run, []);
  return null;
}

export interface AppTreeProps {
  queryClient: QueryClient;
  role: RoleName;
  /** The router: the browser's, or the server's static one (the same tree, so hydration matches). */
  router: ReactNode;
  onFirstCommit: () => void;
}

/**
 * The providers every screen relies on (theme, query cache, loading overlay, session check, role)
 * around a shell's router: one tree for a page rendered in the browser, on the server and hydrated.
 */
export function AppTree({ queryClient, role, router, onFirstCommit }: AppTreeProps) {
  return (
    <StrictMode>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <LoadingOverlay />
          <SessionCheck />
          <AuthRoleProvider role={role}>{router}</AuthRoleProvider>
          <OnFirstCommit run={onFirstCommit} />
        </QueryClientProvider>
      </UiProvider>
    </StrictMode>
  );
}
