import { Link, SimpleGrid, Text } from '@chakra-ui/react';
import { usePayoutSummary } from '@keyclub/api-client';
import { payoutPaths } from '@keyclub/domain/paths';
import { LoadError } from '@keyclub/ui-kit';
import { Link as RouterLink } from 'react-router';
import { AmountCard } from '../shared/amount-card.tsx';

/**
 * The card balance GET /payouts sums: earned and waiting to be transferred, and transferred. Card
 * money only: crypto sales are paid into the membership's lock, which this page does not read.
 */
export function BalanceSummary() {
  const summary = usePayoutSummary();
  if (summary.isError) {
    return <LoadError title="Your balance could not be loaded." read={summary} />;
  }
  const data = summary.data;
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <AmountCard
          label="Waiting to be paid out"
          amount={data?.waiting_amount}
          help="Earned from delivered card sales and resales, not transferred yet."
        />
        <AmountCard
          label="Paid out"
          amount={data?.transferred_amount}
          help="Transferred to your payout account."
        />
      </SimpleGrid>
      {data ? (
        <Text fontSize="sm" color="fg.muted">
          Card sales and renewals less Keyclub’s fee of {data.platform_fee_percentage}%, and commissions on
          resales.{' '}
          {data.account_status === 'READY' ? null : (
            <Link asChild color="brand.fg">
              <RouterLink to={payoutPaths.payoutSettings.href()}>
                Connect payouts to receive your earnings
              </RouterLink>
            </Link>
          )}
        </Text>
      ) : null}
    </>
  );
}
