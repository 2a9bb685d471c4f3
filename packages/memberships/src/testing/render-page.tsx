import { UiProvider } from '@keyclub/ui-kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders inside the app's UiProvider and a memory router. */
export function renderPage(ui: ReactNode) {
  return render(ui, {
    wrapper: ({ children }) => (
      <UiProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </UiProvider>
    ),
  });
}
