import { useEffect, useState } from 'react';
import type { GateRow } from './gate-row.tsx';
import type { PerkRow } from './perk-row.tsx';

export interface RowComponents {
  PerkRow: typeof PerkRow;
  GateRow: typeof GateRow;
}

let loaded: RowComponents | null = null;
let loading: Promise<RowComponents> | null = null;

/**
 * The perk and reservation rows (their inputs, character counts and Remove buttons), kept out of the
 * create page's first load, where the form shows none: they load when the form is first used
 * (focus), or when a row is to be shown; the edit form waits for them. A failed load is tried again
 * on the next call.
 */
export function loadRowComponents(): Promise<RowComponents> {
  loading ??= Promise.all([import('./perk-row.tsx'), import('./gate-row.tsx')]).then(
    ([perk, gate]) => {
      loaded = { PerkRow: perk.PerkRow, GateRow: gate.GateRow };
      return loaded;
    },
    (failure: unknown) => {
      loading = null;
      throw failure;
    },
  );
  return loading;
}

/**
 * The row components, or null until they arrive; `needed` (a row to show) asks for them. A failed
 * load is thrown at render, for the route's error boundary, as `React.lazy` does.
 */
export function useRowComponents(needed: boolean): RowComponents | null {
  const [, setArrived] = useState(loaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (needed && !loaded)
      loadRowComponents().then(setArrived, (error: unknown) =>
        setFailure(error ?? new Error('Loading failed')),
      );
  }, [needed]);
  if (failure) throw failure;
  return loaded;
}
