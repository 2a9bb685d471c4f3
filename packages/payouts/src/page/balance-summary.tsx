import { Link, Text } from '@chakra-ui/react';
import { usePayoutSummary } from '@keyclub/api-client';
import { payoutPaths } from '@keyclub/domain/paths';
import { LoadError } from '@keyclub/ui-kit';
import { Link as RouterLink } from 'react-router';
import { PayoutAmounts } from '../shared/payout-amounts.tsx';

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
      <PayoutAmounts
        summary={data}
        waitingHelp="Earned from delivered card sales and resales, not transferred yet."
      />
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
