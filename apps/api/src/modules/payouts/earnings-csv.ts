import type { Earning } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { csvStream } from '../../http/csv.ts';
import { allEarnings } from './earnings-view.ts';

const HEADER = [
  'Date',
  'Membership',
  'Kind',
  'Amount',
  'Fee %',
  'Fee',
  'Net',
  'Status',
  'Transferred at',
  'Paid to',
];

const cells = (earning: Earning) => [
  earning.created_at,
  earning.title,
  earning.kind,
  earning.gross_amount,
  String(earning.fee_percentage),
  earning.fee_amount,
  earning.net_amount,
  earning.status,
  earning.transferred_at ?? '',
  // A card earning goes to the payout account; a crypto commission to the business's wallet, once sent.
  earning.paid_to === undefined ? 'Payout account' : (earning.paid_to ?? 'Wallet, not sent yet'),
];

/** GET /payouts/earnings.csv: the business's whole ledger, newest first, streamed batch by batch. */
export function earningsCsv(deps: Pick<AppDeps, 'db'>, businessId: number): ReadableStream<Uint8Array> {
  return csvStream(HEADER, allEarnings(deps, businessId), cells);
}
