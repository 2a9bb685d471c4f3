import {
  activate,
  activationQueryOptions,
  httpStatusOf,
  invalidate,
  readErrorText,
  staleAfter,
} from '@keyclub/api-client';
import { type ActivationLink, MESSAGES } from '@keyclub/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  type ActivationCall,
  type ActivationOutcome,
  activationOutcome,
  type CardRead,
  shouldActivate,
} from './activation-outcome.ts';

/**
 * The text of a refusal the API words (a 4xx: already activated, invalid, another business); 'No
 * Membership found' for a card that does not exist or is hidden; null for no answer or a 5xx.
 */
async function refusalOf(error: unknown): Promise<string | null> {
  const status = httpStatusOf(error);
  if (status === 404) return MESSAGES.empty.searchResults;
  return status !== undefined && status < 500 ? readErrorText(error) : null;
}

/** The card as this visit read it, never an older cached answer: 'already activated' means on load. */
function useCardRead(activationId: number): CardRead {
  const read = useQuery({
    ...activationQueryOptions(activationId),
    refetchOnMount: 'always',
    meta: { silent: true },
  });
  const [refusal, setRefusal] = useState<string | null | undefined>(undefined);
  const { isError, error } = read;
  useEffect(() => {
    if (isError) void refusalOf(error).then(setRefusal);
  }, [isError, error]);
  if (read.isFetchedAfterMount && read.data) return { status: 'loaded', card: read.data };
  if (isError && refusal !== undefined) return { status: 'refused', refusal };
  return { status: 'loading' };
}

/**
 * The staff's side of a scanned membership card (SPEC section 4 Activation page): reads it, calls
 * activate once when `shouldActivate` says so, then reloads it.
 */
export function useStaffActivation(activationId: number, link: ActivationLink | null): ActivationOutcome {
  const queryClient = useQueryClient();
  const read = useCardRead(activationId);
  const [call, setCall] = useState<ActivationCall>({ status: 'idle' });
  const started = useRef(false);
  const activateNow = link !== null && shouldActivate(read, true);

  useEffect(() => {
    if (!activateNow || !link || started.current) return;
    started.current = true;
    setCall({ status: 'pending' });
    activate(activationId, link).then(
      (card) => {
        setCall({ status: 'success', card });
        void invalidate(queryClient, staleAfter.activation());
      },
      async (error: unknown) => setCall({ status: 'error', refusal: await refusalOf(error) }),
    );
  }, [activateNow, link, activationId, queryClient]);

  return activationOutcome(read, call, link !== null);
}
