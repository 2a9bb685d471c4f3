import { Button } from '@chakra-ui/react';
import { fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './feedback/confirm-dialog.tsx';
import { EmptyState } from './feedback/empty-state.tsx';
import { AppHeader } from './layout/app-header.tsx';
import { MainLayout } from './layout/main-layout.tsx';
import { Breadcrumbs } from './navigation/breadcrumbs.tsx';
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
  it('shows the logo, marks the active nav link and renders the right slot', () => {
    renderWithUi(
      <AppHeader
        logoHref="/marketplace"
        nav={[
          { label: 'Memberships', href: '/tokens' },
          { label: 'Marketplace', href: '/marketplace' },
        ]}
        right={<Button>Login</Button>}
      />,
      { path: '/marketplace' },
    );
    expect(screen.getByRole('link', { name: 'Keyclub' }).getAttribute('href')).toBe('/marketplace');
    expect(screen.getByRole('link', { name: 'Marketplace' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Memberships' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });
});

describe('MainLayout', () => {
  it('renders header, page and footer and scrolls to the top on each navigation', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithUi(
      <Routes>
        <Route element={<MainLayout header={<div>HEADER</div>} footer={<div>FOOTER</div>} />}>
          <Route path="/a" element={<Link to="/b">to b</Link>} />
          <Route path="/b" element={<p>page b</p>} />
        </Route>
      </Routes>,
      { path: '/a' },
    );
    expect(screen.getByText('HEADER')).toBeTruthy();
    expect(screen.getByText('FOOTER')).toBeTruthy();
    const callsOnEntry = scrollTo.mock.calls.length;
    fireEvent.click(screen.getByRole('link', { name: 'to b' }));
    expect(screen.getByText('page b')).toBeTruthy();
    expect(scrollTo.mock.calls.length).toBe(callsOnEntry + 1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockRestore();
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
