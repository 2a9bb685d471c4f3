import { Card, DataList, Heading } from '@chakra-ui/react';
import { computeSellFees, formatMoney, formatPercentage, type SellTerms } from '@keyclub/domain';

/**
 * The Sell page's summary (SPEC section 9 sell fees): the commission (the membership's royalty) and
 * the transaction fee as percentages of the price, rounded to cents, and the total a buyer pays.
 * While the price is below the minimum ask (or not a price yet) the copy's own listing amounts are
 * shown. The percentages are shown (docs/decisions/resale.md). Fees of 0 are amounts too: formatMoney,
 * not formatUsd (which says FREE).
 */
export function SellSummary({ price, terms }: { price: number | null; terms: SellTerms }) {
  const fees = computeSellFees({
    price: price ?? 0,
    listingAmount: terms.listing_amount,
    commissionPercentage: terms.commission_percentage,
    transactionPercentage: terms.transaction_percentage,
    ...(terms.listing ? { listing: terms.listing } : {}),
  });
  const rows = [
    { label: 'Price', value: price === null ? '—' : formatMoney(price) },
    {
      label: `Commission fee (${formatPercentage(terms.commission_percentage)}%)`,
      value: formatMoney(fees.commissionAmount),
    },
    {
      label: `Transaction fee (${formatPercentage(terms.transaction_percentage)}%)`,
      value: formatMoney(fees.transactionAmount),
    },
  ];
  return (
    <Card.Root as="section" aria-labelledby="sell-summary">
      <Card.Body gap="4">
        <Heading as="h2" id="sell-summary" size="lg">
          Summary
        </Heading>
        <DataList.Root orientation="horizontal">
          {rows.map((row) => (
            <DataList.Item key={row.label} justifyContent="space-between">
              <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
              <DataList.ItemValue justifyContent="end">{row.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
          <DataList.Item justifyContent="space-between" fontWeight="semibold" borderTopWidth="1px" pt="3">
            <DataList.ItemLabel>Total (the buyer pays)</DataList.ItemLabel>
            <DataList.ItemValue justifyContent="end">{formatMoney(fees.totalAmount)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
