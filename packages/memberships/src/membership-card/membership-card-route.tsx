import { Alert, Button, Heading } from '@chakra-ui/react';
import { activationQueryOptions, invalidate, staleAfter } from '@keyclub/api-client';
import {
  ACTIVATION_CARD_POLL_INTERVAL_MS,
  ACTIVATION_CODE_RENEW_BEFORE_MS,
  type ActivationCard,
} from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { type BreadcrumbItem, Breadcrumbs, PageShell, useRouteId } from '@keyclub/ui-kit';
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router';
import { MembershipReadFailure } from '../shared/membership-read-failure.tsx';
import { MembershipNotFound } from '../shared/not-found.tsx';
import { isAwaitingScan, MembershipCardView } from './membership-card-view.tsx';
import { useCodeCountdown } from './use-code-countdown.ts';
import { useOpenMembershipCard } from './use-open-membership-card.ts';

const PAGE_TITLE = 'Membership Card';

const breadcrumbs = (card: ActivationCard | undefined): BreadcrumbItem[] => [
  { label: 'My Memberships', href: membershipPaths.tokens.href() },
  ...(card ? [{ label: card.title, href: membershipPaths.ownedToken.href(card.token_id) }] : []),
  { label: PAGE_TITLE },
];

/**
 * The card, asked again while it waits to be scanned (after a failed ask too: the code stays shown),
 * so the page turns activated without a reload. The page itself says when it cannot be loaded.
 */
function useMembershipCard(activationId: number | null) {
  const queryClient = useQueryClient();
  const card = useQuery({
    ...activationQueryOptions(activationId ?? 0),
    enabled: activationId !== null,
    refetchInterval: (query) => (isAwaitingScan(query.state.data) ? ACTIVATION_CARD_POLL_INTERVAL_MS : false),
    meta: { silent: true },
  });
  // Staff activated it on their device: the dashboard's row (Activated chip) is stale here too.
  const activated = card.data?.status === 'ACTIVE';
  useEffect(() => {
    if (activated) void invalidate(queryClient, staleAfter.activation());
  }, [activated, queryClient]);
  return card;
}

/**
 * While the page is open, a fresh code replaces the shown one shortly before it lapses (once per
 * card: a refusal leaves the code to lapse, and the page then offers 'Show a new code').
 */
function useCodeRenewal(card: ActivationCard | undefined) {
  const newCode = useOpenMembershipCard({ replace: true });
  const remainingMs = useCodeCountdown(isAwaitingScan(card) ? card : undefined);
  const renewedFor = useRef<number | null>(null);
  const due = card !== undefined && remainingMs !== null && remainingMs <= ACTIVATION_CODE_RENEW_BEFORE_MS;
  const { mutate } = newCode;
  useEffect(() => {
    if (!due || !card || renewedFor.current === card.id) return;
    renewedFor.current = card.id;
    mutate(card.token_id);
  }, [due, card, mutate]);
  return { newCode, remainingMs };
}

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * Issue 36: the network dropped while the card is open (the browser says so, or the last read
 * failed). The card stays: its code is checked by staff's device, not this one. React Query holds
 * the reads and the renewal while the browser is offline and sends them once it is back.
 */
function OfflineNotice() {
  return (
    <Alert.Root status="warning" role="status" maxW="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You are offline.</Alert.Title>
        <Alert.Description>
          This code still works until its count ends. A fresh one comes once you are back online.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Consumer /tokens/:id/scan (SPEC section 2 Membership card page); `:id` is the activation. */
function MembershipCardRoute() {
  const activationId = useRouteId();
  const read = useMembershipCard(activationId);
  const { data: card, isError } = read;
  const { newCode, remainingMs } = useCodeRenewal(card);
  const online = useSyncExternalStore(subscribeOnline, isOnline);
  const offline = card !== undefined && isAwaitingScan(card) && (!online || isError);
  return (
    <PageShell>
      <Breadcrumbs items={breadcrumbs(card)} />
      <Heading as="h1" size="2xl">
        {PAGE_TITLE}
      </Heading>
      {offline ? <OfflineNotice /> : null}
      {card ? (
        <MembershipCardView
          card={card}
          onNewCode={() => newCode.mutate(card.token_id)}
          creatingNewCode={newCode.isPending && !newCode.isPaused}
          remainingMs={remainingMs}
        />
      ) : activationId === null ? (
        <MembershipNotFound />
      ) : isError ? (
        <MembershipReadFailure read={read} />
      ) : null}
      <Button asChild variant="outline" alignSelf="start">
        <RouterLink to={membershipPaths.tokens.href()}>Back to dashboard</RouterLink>
      </Button>
    </PageShell>
  );
}

export const Component = MembershipCardRoute;
