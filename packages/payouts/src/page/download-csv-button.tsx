import { fetchEarningsCsv } from '@keyclub/api-client';
import { DownloadButton } from '@keyclub/app-shell';

/** The whole ledger as CSV (GET /payouts/earnings.csv); a failed download shows the error toast. */
export function DownloadCsvButton({ disabled }: { disabled: boolean }) {
  return (
    <DownloadButton download={fetchEarningsCsv} filename="keyclub-earnings.csv" disabled={disabled}>
      Download CSV
    </DownloadButton>
  );
}
