import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { PageButtons } from './page-buttons.tsx';

describe('PageButtons', () => {
  afterEach(cleanup);

  it('shows nothing when one page holds everything', () => {
    renderWithUi(<PageButtons page={1} pageSize={12} total={12} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('marks the current page, names the last one and moves by previous, next and number', () => {
    const onPageChange = vi.fn();
    renderWithUi(
      <PageButtons page={1} pageSize={6} total={50} onPageChange={onPageChange} label="For resale pages" />,
    );
    const pages = screen.getByRole('navigation', { name: 'For resale pages' });
    expect(within(pages).getByRole('button', { name: 'page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('button', { name: 'page 2' }).getAttribute('aria-current')).toBeNull();
    expect(within(pages).getByRole('button', { name: 'last page, page 9' })).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(pages).getByRole('button', { name: 'page 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    fireEvent.click(within(pages).getByRole('button', { name: 'last page, page 9' }));
    expect(onPageChange.mock.calls).toEqual([[2], [9]]);
  });

  it('cannot go past the last page', () => {
    renderWithUi(<PageButtons page={3} pageSize={5} total={15} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('navigation', { name: 'pagination' })).toBeTruthy();
  });
});
