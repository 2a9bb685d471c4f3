import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from './testing/render-with-ui.tsx';
import { loadSonner, notify } from './toast.ts';

describe('notify', () => {
  // The toaster's module loads with the app's first toast; here it is loaded before, so each toast
  // shows within its act() and the fake clock alone times it.
  beforeAll(async () => {
    await loadSonner();
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const visibleFor = (text: string, ms: number) => {
    act(() => vi.advanceTimersByTime(ms));
    return screen.queryByText(text) !== null;
  };

  it('shows a success toast for 3 seconds', async () => {
    renderWithUi(null);
    await act(async () => {
      notify.success('Profile updated successfully.');
    });
    expect(visibleFor('Profile updated successfully.', 2900)).toBe(true);
    expect(visibleFor('Profile updated successfully.', 1000)).toBe(false);
  });

  it('keeps an error toast for 6 seconds', async () => {
    renderWithUi(null);
    await act(async () => {
      notify.error('We are unable to process the request. Try again later');
    });
    expect(visibleFor('We are unable to process the request. Try again later', 5900)).toBe(true);
    expect(visibleFor('We are unable to process the request. Try again later', 1000)).toBe(false);
  });

  it('shows a toast asked for before the toaster was mounted', async () => {
    notify.success('Saved before the toaster.');
    await act(async () => {
      renderWithUi(null);
    });
    expect(visibleFor('Saved before the toaster.', 100)).toBe(true);
  });

  it('shows the same message asked for twice while it is visible once', async () => {
    renderWithUi(null);
    await act(async () => {
      notify.error('The same failure.');
      notify.error('The same failure.');
    });
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getAllByText('The same failure.')).toHaveLength(1);
  });
});
