import { Link, Stack, Text } from '@chakra-ui/react';
import { payoutPaths } from '@keyclub/domain/paths';
import { Link as RouterLink } from 'react-router';
import { PayoutWalletPanel } from '../crypto/payout-wallet-panel.tsx';
import { PAYOUT_ACCOUNT_TEXTS } from '../shared/earning-texts.ts';
import { PayoutAccountPanel } from './payout-account-panel.tsx';

/**
 * The business's Settings → Payouts: its payout account (card money), the fee in force and a link
 * to its earnings; then its payout wallet (crypto money).
 */
export default function PayoutsTab() {
  return (
    <Stack gap="8">
      <PayoutAccountPanel
        texts={PAYOUT_ACCOUNT_TEXTS}
        footer={(summary) => (
          <Text fontSize="sm">
            Keyclub keeps {summary.platform_fee_percentage}% of each card sale and renewal.{' '}
            <Link asChild color="brand.fg">
              <RouterLink to={payoutPaths.payouts.href()}>See your earnings</RouterLink>
            </Link>
          </Text>
        )}
      />
      <PayoutWalletPanel />
    </Stack>
  );
}
