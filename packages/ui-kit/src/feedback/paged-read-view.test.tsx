import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { type PageAnswer, PagedReadView } from './paged-read-view.tsx';

function View({
  answer,
  onPageChange = () => undefined,
}: {
  answer: PageAnswer<string>;
  onPageChange?: (page: number) => void;
}) {
  return (
    <PagedReadView
      read={{ data: answer, isError: false, isFetching: false, refetch: () => undefined }}
      failed="The lists could not be loaded."
      loading={<p>Loading the lists</p>}
      empty={{ title: 'No lists yet', titleOnPage: 'No lists on this page', description: 'Lists show here.' }}
      pages={{ page: 2, pageSize: 2, label: 'List pages', onPageChange }}
    >
      {(rows) => <p>{rows.join(', ')}</p>}
    </PagedReadView>
  );
}

describe('PagedReadView', () => {
  it('shows the page of rows with the page buttons under it, which turn the page', () => {
    const onPageChange = vi.fn();
    renderWithUi(<View answer={{ data: ['c', 'd'], meta: { total: 5 } }} onPageChange={onPageChange} />);
    expect(screen.getByText('c, d')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'last page, page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('says the list is empty, or only this page when the list has rows elsewhere', () => {
    const { unmount } = renderWithUi(<View answer={{ data: [], meta: { total: 0 } }} />);
    expect(screen.getByText('No lists yet')).toBeTruthy();
    unmount();
    renderWithUi(<View answer={{ data: [], meta: { total: 3 } }} />);
    expect(screen.getByText('No lists on this page')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'List pages' })).toBeNull();
  });
});
