import { activationCardFixture } from '@keyclub/domain/testing';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCodeCountdown } from './use-code-countdown.ts';

describe('useCodeCountdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('counts down from the API’s code_valid_ms by this device’s timer, whatever its clock says', () => {
    // The card's own times say 2026; the device says 2030: only the elapsed time counts.
    const card = activationCardFixture({ id: 1, code_valid_ms: 60_000 });
    const { result, rerender } = renderHook(({ shown }) => useCodeCountdown(shown), {
      initialProps: { shown: card },
    });
    expect(result.current).toBe(60_000);
    act(() => vi.advanceTimersByTime(15_000));
    expect(result.current).toBe(45_000);
    // A later answer for the same card does not restart the count.
    rerender({ shown: { ...card, code_valid_ms: 60_000 } });
    expect(result.current).toBe(45_000);
    act(() => vi.advanceTimersByTime(50_000));
    expect(result.current).toBe(0);
    // A new card starts its own count.
    rerender({ shown: activationCardFixture({ id: 2, code_valid_ms: 300_000 }) });
    expect(result.current).toBe(300_000);
  });

  it('writes minutes and seconds, rounded up', () => {
    expect(formatCountdown(300_000)).toBe('5:00');
    expect(formatCountdown(61_001)).toBe('1:02');
    expect(formatCountdown(9_000)).toBe('0:09');
  });
});
