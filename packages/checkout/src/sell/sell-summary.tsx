import { Card, DataList, Heading } from '@chakra-ui/react';
import { computeSellFees, type SellTerms } from '@keyclub/domain';

// Fees of 0 are amounts too here: the shared formatUsd would say FREE.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * The Sell page's summary (SPEC section 9 sell fees): the commission (the membership's royalty) and
 * the transaction fee as percentages of the price, rounded to cents, and the total a buyer pays.
 * While the price is below the minimum ask (or not a price yet) the copy's own listing amounts are
 * shown. The percentages are shown (docs/decisions/resale.md).
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
    { label: 'Price', value: price === null ? '—' : usd.format(price) },
    {
      label: `Commission fee (${percent.format(terms.commission_percentage)}%)`,
      value: usd.format(fees.commissionAmount),
    },
    {
      label: `Transaction fee (${percent.format(terms.transaction_percentage)}%)`,
      value: usd.format(fees.transactionAmount),
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
            <DataList.ItemValue justifyContent="end">{usd.format(fees.totalAmount)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
