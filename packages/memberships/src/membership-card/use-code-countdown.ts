import type { ActivationCard } from '@keyclub/domain';
import { useEffect, useRef, useState } from 'react';

const TICK_MS = 1_000;

/**
 * How long the shown card's code stays valid, counted down every second by this device's own timer
 * from the API's `code_valid_ms` of the first answer for that card, so a phone whose clock is off
 * still counts right. Null without a card to count for.
 */
export function useCodeCountdown(card: ActivationCard | undefined): number | null {
  const anchor = useRef<{ id: number; at: number; validMs: number } | null>(null);
  if (card && anchor.current?.id !== card.id) {
    anchor.current = { id: card.id, at: Date.now(), validMs: card.code_valid_ms };
  }
  const [now, setNow] = useState(Date.now);
  const counting = card !== undefined;
  useEffect(() => {
    if (!counting) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [counting]);
  if (!card || !anchor.current) return null;
  const elapsed = Math.max(0, now - anchor.current.at);
  return Math.max(0, anchor.current.validMs - elapsed);
}

/** '4:05': minutes and seconds left, rounded up so a code never reads 0:00 while still valid. */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
