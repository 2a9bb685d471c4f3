import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { UiProvider } from '../provider.tsx';

/** Renders (and re-renders) inside the real UiProvider and a memory router starting at `path`. */
export function renderWithUi(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </UiProvider>
    ),
  });
}
