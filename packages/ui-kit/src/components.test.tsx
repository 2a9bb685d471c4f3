import { Button } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './feedback/confirm-dialog.tsx';
import { EmptyState } from './feedback/empty-state.tsx';
import { AppHeader } from './layout/app-header.tsx';
import { pageTitle } from './layout/document-title.tsx';
import { MainLayout } from './layout/main-layout.tsx';
import { Breadcrumbs } from './navigation/breadcrumbs.tsx';
import { UiProvider } from './provider.tsx';
import { renderWithUi } from './testing/render-with-ui.tsx';

describe('EmptyState', () => {
  it('renders its title, description and action', () => {
    renderWithUi(
      <EmptyState
        title="No Membership found"
        description="Try another search."
        action={<Button>Back to Marketplace</Button>}
      />,
    );
    expect(screen.getByText('No Membership found')).toBeTruthy();
    expect(screen.getByText('Try another search.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Marketplace' })).toBeTruthy();
  });
});

describe('Breadcrumbs', () => {
  it('links every item with an href and marks the last one as the current page', () => {
    renderWithUi(
      <Breadcrumbs
        items={[
          { label: 'My Memberships', href: '/tokens' },
          { label: 'Gold Club', href: '/tokens/7' },
          { label: 'Sell' },
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['My Memberships', '/tokens', null],
      ['Gold Club', '/tokens/7', null],
      ['Sell', null, 'page'],
    ]);
  });
});

describe('AppHeader', () => {
  it('shows the logo, the nav (in the header and in the phone-width bottom nav) and the slots', () => {
    renderWithUi(
      <AppHeader
        logoHref="/marketplace"
        nav={[
          { label: 'Memberships', href: '/tokens', icon: null },
          { label: 'Marketplace', href: '/marketplace', icon: null },
        ]}
        search={<input aria-label="Search memberships" />}
        right={<Button>Login</Button>}
      />,
      { path: '/marketplace' },
    );
    expect(screen.getByRole('link', { name: 'Keyclub' }).getAttribute('href')).toBe('/marketplace');
    // CSS shows one of the two navs at a time: the header's from md up (the test window), the bottom one below.
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    const navs = screen.getAllByRole('navigation', { hidden: true });
    expect(navs).toHaveLength(2);
    for (const nav of navs) {
      const link = (label: string) => within(nav).getByText(label).closest('a');
      expect(link('Marketplace')?.getAttribute('aria-current')).toBe('page');
      expect(link('Memberships')?.getAttribute('aria-current')).toBeNull();
    }
    expect(screen.getByRole('textbox', { name: 'Search memberships' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });
});

describe('MainLayout', () => {
  const renderLayout = () => {
    const router = createMemoryRouter(
      [
        {
          element: <MainLayout appName="Keyclub" header={<div>HEADER</div>} />,
          children: [
            { path: '/a', handle: pageTitle('Page A'), element: <Link to="/b">to b</Link> },
            { path: '/b', element: <p>page b</p> },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    return render(
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>,
    );
  };

  it('renders header, page and footer and scrolls to the top on each navigation', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderLayout();
    expect(screen.getByText('HEADER')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('Keyclub Inc.');
    const callsOnEntry = scrollTo.mock.calls.length;
    fireEvent.click(screen.getByRole('link', { name: 'to b' }));
    expect(screen.getByText('page b')).toBeTruthy();
    expect(scrollTo.mock.calls.length).toBe(callsOnEntry + 1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it("names the document after the route's page title, else after the app", () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderLayout();
    expect(document.title).toBe('Page A | Keyclub');
    fireEvent.click(screen.getByRole('link', { name: 'to b' }));
    expect(document.title).toBe('Keyclub');
  });
});

describe('ConfirmDialog', () => {
  const props = {
    title: 'Delete account',
    body: 'Your account will be deactivated.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
  };

  it('calls onConfirm or onCancel from its buttons', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithUi(<ConfirmDialog open {...props} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Your account will be deactivated.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed and blocks cancelling while loading', async () => {
    const onCancel = vi.fn();
    const { rerender } = renderWithUi(
      <ConfirmDialog open={false} {...props} onConfirm={vi.fn()} onCancel={onCancel} />,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    rerender(<ConfirmDialog open loading {...props} onConfirm={vi.fn()} onCancel={onCancel} />);
    await screen.findByRole('alertdialog');
    const cancel = screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
  });
});
