import { Badge, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { payoutSummaryQueryOptions } from '@keyclub/api-client';
import type { PayoutAccountStatus, PayoutSummary } from '@keyclub/domain';
import { LoadError } from '@keyclub/ui-kit';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ConnectPayoutsButton } from './connect-payouts-button.tsx';

/** How often the tab asks again while the provider has not yet said the account is ready (Stripe's webhook). */
const CHECK_AGAIN_MS = 3000;

type Props = {
  /** What each account state means to this payee (a business's earnings, a seller's shares). */
  texts: Record<PayoutAccountStatus, { title: string; body: string }>;
  /** Below the state, once read: the payee's own lines (the fee, a link to the earnings). */
  footer: (summary: PayoutSummary) => ReactNode;
};

/**
 * Settings → Payouts' account part, for a business and a consumer alike (GET /payouts answers the
 * caller's own): whether a payout account is connected, and Connect payouts (the provider's
 * onboarding). The provider comes back with `?onboarding=return` (finished, or left) or `refresh`
 * (the link lapsed): after a return the state is read again until the account is ready, as Stripe's
 * account.updated may come a moment after the browser.
 */
export function PayoutAccountPanel({ texts, footer }: Props) {
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get('onboarding');
  const back = outcome === 'return';
  const summary = useQuery({
    ...payoutSummaryQueryOptions(),
    refetchInterval: (query) =>
      back && query.state.data?.account_status === 'PENDING' ? CHECK_AGAIN_MS : false,
  });
  const checking = back && summary.data?.account_status === 'PENDING';

  if (summary.isPending) {
    return (
      <HStack gap="3" aria-live="polite">
        <Spinner size="sm" />
        <Text>Loading your payout account…</Text>
      </HStack>
    );
  }
  if (summary.isError) {
    return <LoadError title="Your payout account could not be loaded." read={summary} />;
  }
  const status = summary.data.account_status;
  return (
    <Stack gap="4" maxW="xl" aria-live="polite">
      <HStack gap="3" flexWrap="wrap">
        <Heading as="h2" size="lg">
          {texts[status].title}
        </Heading>
        {status === 'READY' ? <Badge colorPalette="green">Connected</Badge> : null}
      </HStack>
      <Text color="fg.muted">{texts[status].body}</Text>
      {checking ? (
        <HStack gap="2">
          <Spinner size="xs" />
          <Text fontSize="sm">Checking your details with the payout provider…</Text>
        </HStack>
      ) : null}
      {outcome === 'refresh' && status !== 'READY' ? (
        <Text fontSize="sm">Your onboarding link expired. Continue where you left off.</Text>
      ) : null}
      {status === 'NOT_CONNECTED' ? <ConnectPayoutsButton label="Connect payouts" /> : null}
      {status === 'PENDING' ? <ConnectPayoutsButton label="Continue onboarding" /> : null}
      {footer(summary.data)}
    </Stack>
  );
}
