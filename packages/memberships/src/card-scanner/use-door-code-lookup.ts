import { activateByDoorCode, httpStatusOf, invalidate, readErrorText, staleAfter } from '@keyclub/api-client';
import { MESSAGES } from '@keyclub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ActivationOutcome } from '../activation/activation-outcome.ts';

/**
 * What a refused door-code lookup says: 'No Membership found' for an ID the API does not show this
 * business (404), the expired text apart (the member refreshes), any other 4xx as the API words it
 * (a wrong code, which voided the card; an invalid card), and no answer or a 5xx as not checked.
 */
export async function refusedLookup(error: unknown): Promise<ActivationOutcome> {
  const status = httpStatusOf(error);
  if (status === 404) return { kind: 'invalid', card: null, message: MESSAGES.empty.searchResults };
  if (status === undefined || status >= 500)
    return { kind: 'failed', card: null, message: MESSAGES.activation.failed };
  const message = await readErrorText(error);
  const kind = message === MESSAGES.activation.codeExpired ? 'codeExpired' : 'invalid';
  return { kind, card: null, message };
}

/** The scanner's manual lookup: activates a card by membership ID and door code, then its verdict. */
export function useDoorCodeLookup() {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<ActivationOutcome | null>(null);
  const lookup = useMutation({
    mutationFn: ({ copyId, code }: { copyId: number; code: string }) => activateByDoorCode(copyId, code),
    // The verdict says what happened; no toast beside it.
    meta: { silent: true },
    onSuccess: (card) => {
      setOutcome({ kind: 'activated', card, message: MESSAGES.activation.activated(card.title) });
      void invalidate(queryClient, staleAfter.activation());
    },
    onError: async (error) => setOutcome(await refusedLookup(error)),
  });
  return { lookup, outcome, reset: () => setOutcome(null) };
}
