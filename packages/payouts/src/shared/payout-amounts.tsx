import { SimpleGrid } from '@chakra-ui/react';
import type { PayoutSummary } from '@keyclub/domain';
import { AmountCard } from './amount-card.tsx';

/**
 * GET /payouts' two figures side by side, the business's and the reselling consumer's alike: waiting to be
 * transferred (`waitingHelp` says what from) and transferred; skeletons until the summary is read.
 */
export function PayoutAmounts({
  summary,
  waitingHelp,
}: {
  summary: PayoutSummary | undefined;
  waitingHelp: string;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <AmountCard label="Waiting to be paid out" amount={summary?.waiting_amount} help={waitingHelp} />
      <AmountCard
        label="Paid out"
        amount={summary?.transferred_amount}
        help="Transferred to your payout account."
      />
    </SimpleGrid>
  );
}
