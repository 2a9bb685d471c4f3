import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from './use-delayed-flag.ts';

describe('useDelayedFlag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (active: boolean) =>
    renderHook(({ on }) => useDelayedFlag(on, 1500), { initialProps: { on: active } });

  it('stays false before the delay and turns true after it', () => {
    const { result } = setup(true);
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('turns false in the same render that the activity ends', () => {
    const { result, rerender } = setup(true);
    act(() => vi.advanceTimersByTime(2000));
    rerender({ on: false });
    expect(result.current).toBe(false);
  });

  it('never shows an activity shorter than the delay', () => {
    const { result, rerender } = setup(true);
    act(() => vi.advanceTimersByTime(1000));
    rerender({ on: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(false);
  });

  it('restarts the full delay on each new activity', () => {
    const { result, rerender } = setup(true);
    act(() => vi.advanceTimersByTime(2000));
    rerender({ on: false });
    rerender({ on: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
