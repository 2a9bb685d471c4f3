import type { Earning } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { allEarnings } from './earnings-view.ts';

const HEADER = ['Date', 'Membership', 'Kind', 'Amount', 'Fee %', 'Fee', 'Net', 'Status', 'Transferred at'];

/**
 * One CSV cell (RFC 4180). A title is typed by a person: one starting with = + - @ or a tab would
 * run as a formula in a spreadsheet, so it is read as text (a leading apostrophe, OWASP's advice).
 */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (earning: Earning) =>
  [
    earning.created_at,
    earning.title,
    earning.kind,
    earning.gross_amount,
    String(earning.fee_percentage),
    earning.fee_amount,
    earning.net_amount,
    earning.status,
    earning.transferred_at ?? '',
  ]
    .map(csvCell)
    .join(',');

/** GET /payouts/earnings.csv: the business's whole ledger, newest first, streamed batch by batch. */
export function earningsCsv(deps: Pick<AppDeps, 'db'>, businessId: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = allEarnings(deps, businessId);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`${HEADER.join(',')}\r\n`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(next.value.map((earning) => `${csvLine(earning)}\r\n`).join('')));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
