import type { SellTerms } from '@keyclub/domain';
import { UiProvider } from '@keyclub/ui-kit';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SellSummary } from './sell-summary.tsx';

const terms: SellTerms = {
  listing_amount: 20,
  commission_percentage: 7.5,
  transaction_percentage: 2.5,
  listing: null,
  wallet_approval: null,
  payout_account_status: 'READY',
};

/** The summary's rows as label → amount. */
function rowsOf(price: number | null, sellTerms: SellTerms = terms) {
  render(
    <UiProvider>
      <SellSummary price={price} terms={sellTerms} />
    </UiProvider>,
  );
  const summary = screen.getByRole('region', { name: 'Summary' });
  const labels = within(summary).getAllByText(/^(Price|Commission fee|Transaction fee|Total)/);
  return Object.fromEntries(
    labels.map((label) => [label.textContent, label.nextElementSibling?.textContent ?? '']),
  );
}

describe('SellSummary', () => {
  afterEach(cleanup);

  it('shows both percentages and each fee of the price rounded to cents, the total adding them', () => {
    // 7.5 % of 33.33 is 2.49975; 2.5 % is 0.83325.
    expect(rowsOf(33.33)).toEqual({
      Price: '$33.33',
      'Commission fee (7.5%)': '$2.50',
      'Transaction fee (2.5%)': '$0.83',
      'Total (the buyer pays)': '$36.66',
    });
  });

  it("shows the listing's own amounts while the price is below the asking price", () => {
    const listed = {
      ...terms,
      listing: { commission_amount: 1.5, transaction_amount: 0.5, total_amount: 22 },
    };
    expect(rowsOf(5, listed)).toEqual({
      Price: '$5.00',
      'Commission fee (7.5%)': '$1.50',
      'Transaction fee (2.5%)': '$0.50',
      'Total (the buyer pays)': '$22.00',
    });
  });

  it('shows the fees of the asking price before a price is typed, when the copy was never listed', () => {
    expect(rowsOf(null)).toEqual({
      Price: '—',
      'Commission fee (7.5%)': '$1.50',
      'Transaction fee (2.5%)': '$0.50',
      'Total (the buyer pays)': '$22.00',
    });
  });
});
