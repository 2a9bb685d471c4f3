import { invalidate, scanWalletPass, staleAfter } from '@keyclub/api-client';
import { MESSAGES } from '@keyclub/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ActivationOutcome } from '../activation/activation-outcome.ts';
import { refusedLookup } from './use-door-code-lookup.ts';

/**
 * A scanned wallet pass (issue 37): its barcode sent once to the API, which admits it only while the
 * copy is still held by the user it was issued to and valid; then the activated card, or the API's
 * refusal as the door-code lookup words it.
 */
export function usePassScan(barcode: string): ActivationOutcome {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<ActivationOutcome>({ kind: 'activating', card: null });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    scanWalletPass(barcode).then(
      (card) => {
        setOutcome({ kind: 'activated', card, message: MESSAGES.activation.activated(card.title) });
        void invalidate(queryClient, staleAfter.activation());
      },
      async (error: unknown) => setOutcome(await refusedLookup(error)),
    );
  }, [barcode, queryClient]);
  return outcome;
}
