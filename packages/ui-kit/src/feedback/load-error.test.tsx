import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { LoadError } from './load-error.tsx';

describe('LoadError', () => {
  it('says the read failed, as an alert, and Retry asks again', () => {
    const refetch = vi.fn();
    renderWithUi(
      <LoadError title="Your earnings could not be loaded." read={{ refetch, isFetching: false }} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Your earnings could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('cannot be pressed again while the retry is on its way', () => {
    renderWithUi(<LoadError title="Failed" read={{ refetch: vi.fn(), isFetching: true }} />);
    const retry = screen.getByRole('button', { name: /Retry/ }) as HTMLButtonElement;
    expect(retry.disabled).toBe(true);
  });
});
