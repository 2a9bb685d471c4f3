import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { type ReadState, ReadView } from './read-view.tsx';

const read = (state: Partial<ReadState<string[]>>): ReadState<string[]> => ({
  isError: false,
  isFetching: false,
  refetch: () => undefined,
  ...state,
});

function View({ state }: { state: ReadState<string[]> }) {
  return (
    <ReadView
      read={state}
      failed="The lists could not be loaded."
      loading={<p>Loading the lists</p>}
      empty={{ when: (rows) => rows.length === 0, title: 'No lists yet' }}
    >
      {(rows) => <p>{rows.join(', ')}</p>}
    </ReadView>
  );
}

describe('ReadView', () => {
  it('stands in with its loading piece until the first answer', () => {
    renderWithUi(<View state={read({ isFetching: true })} />);
    expect(screen.getByText('Loading the lists')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failed read with Retry, which reads again, and never the empty state', () => {
    const refetch = vi.fn();
    renderWithUi(<View state={read({ isError: true, refetch })} />);
    expect(screen.getByRole('alert').textContent).toContain('The lists could not be loaded.');
    expect(screen.queryByText('No lists yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state for an answer with nothing in it', () => {
    renderWithUi(<View state={read({ data: [] })} />);
    expect(screen.getByText('No lists yet')).toBeTruthy();
  });

  it('keeps an answer it has while a later read fails', () => {
    renderWithUi(<View state={read({ data: ['Featured', 'Hot'], isError: true })} />);
    expect(screen.getByText('Featured, Hot')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
