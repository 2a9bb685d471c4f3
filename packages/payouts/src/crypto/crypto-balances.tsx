import { Alert, Badge, Button, Link, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { afterMutation } from '@keyclub/api-client';
import { useCryptoBalances, useWithdrawCrypto } from '@keyclub/api-client/crypto-payouts';
import { type CryptoLockBalance, formatMoney } from '@keyclub/domain';
import { payoutPaths } from '@keyclub/domain/paths';
import { EmptyState, LoadError, LoadingSkeleton, SidewaysTable } from '@keyclub/ui-kit';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AmountCard } from '../shared/amount-card.tsx';
import { PayoutsSection } from '../shared/payouts-section.tsx';
import { cryptoFailureText } from './failure-text.ts';

/** One lock: what it holds, what was withdrawn, and Withdraw (all of it) to the payout wallet. */
function LockRow({ lock, canWithdraw }: { lock: CryptoLockBalance; canWithdraw: boolean }) {
  const withdraw = useWithdrawCrypto();
  const [failure, setFailure] = useState<string | null>(null);
  const onWithdraw = () => {
    setFailure(null);
    afterMutation(
      withdraw.mutateAsync({ token_id: lock.token_id, amount_units: lock.available_units }),
      () => undefined,
      (error) => void cryptoFailureText(error).then(setFailure),
    );
  };
  const empty = lock.available_units === '0';
  return (
    <Table.Row>
      <Table.Cell>
        <Text fontWeight="medium">{lock.title}</Text>
        <Text fontSize="xs" color="fg.muted">
          Withdrawn so far {formatMoney(lock.withdrawn_amount)}
        </Text>
        {failure ? (
          <Alert.Root status="error" size="sm" mt="2">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Text fontWeight="semibold">{formatMoney(lock.available_amount)}</Text>
        {lock.withdrawal_pending ? (
          <Badge size="sm" colorPalette="orange">
            Withdrawing
          </Badge>
        ) : (
          <Button
            size="xs"
            mt="1"
            variant="outline"
            disabled={!canWithdraw || empty}
            loading={withdraw.isPending}
            aria-label={`Withdraw ${formatMoney(lock.available_amount)} of ${lock.title}`}
            onClick={onWithdraw}
          >
            Withdraw
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * Crypto money, apart from card money: what each membership's lock holds from crypto sales (read on
 * chain) and what was withdrawn so far, each lock withdrawn whole to the payout wallet.
 */
export function CryptoBalances() {
  const balances = useCryptoBalances();
  if (balances.isError) {
    return <LoadError title="Your crypto balances could not be loaded." read={balances} />;
  }
  const data = balances.data;
  return (
    <PayoutsSection title="Crypto sales" size="xl">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <AmountCard
          label="Available in your locks"
          amount={data?.available_amount}
          help="Paid in crypto into your memberships’ locks, not withdrawn yet."
        />
        <AmountCard
          label="Withdrawn"
          amount={data?.withdrawn_amount}
          help="Withdrawn from your locks to your payout wallet."
        />
      </SimpleGrid>
      {data && !data.wallet ? (
        <Text fontSize="sm" color="fg.muted">
          <Link asChild color="brand.fg">
            <RouterLink to={payoutPaths.payoutSettings.href()}>Link a payout wallet</RouterLink>
          </Link>{' '}
          to withdraw your crypto sales.
        </Text>
      ) : null}
      {!data ? (
        <LoadingSkeleton height="24" label="Loading crypto balances" />
      ) : data.locks.length === 0 ? (
        <EmptyState title="No memberships on chain yet" description="Each membership’s lock shows here." />
      ) : (
        <SidewaysTable label="Crypto balances per membership" stale={false}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Membership</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Available</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.locks.map((lock) => (
              <LockRow key={lock.token_id} lock={lock} canWithdraw={data.wallet !== null} />
            ))}
          </Table.Body>
        </SidewaysTable>
      )}
    </PayoutsSection>
  );
}
