import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from './testing/render-with-ui.tsx';
import { notify } from './toast.ts';

describe('notify', () => {
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

  it('shows a success toast for 3 seconds', () => {
    renderWithUi(null);
    act(() => {
      notify.success('Profile updated successfully.');
    });
    expect(visibleFor('Profile updated successfully.', 2900)).toBe(true);
    expect(visibleFor('Profile updated successfully.', 1000)).toBe(false);
  });

  it('keeps an error toast for 6 seconds', () => {
    renderWithUi(null);
    act(() => {
      notify.error('We are unable to process the request. Try again later');
    });
    expect(visibleFor('We are unable to process the request. Try again later', 5900)).toBe(true);
    expect(visibleFor('We are unable to process the request. Try again later', 1000)).toBe(false);
  });
});
