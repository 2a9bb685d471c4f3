import { Button } from '@chakra-ui/react';
import { fetchEarningsCsv } from '@keyclub/api-client';
import { saveFile } from '@keyclub/ui-kit';
import { useMutation } from '@tanstack/react-query';

/** The whole ledger as CSV (GET /payouts/earnings.csv); a failed download shows the error toast. */
export function DownloadCsvButton({ disabled }: { disabled: boolean }) {
  const download = useMutation({
    mutationFn: fetchEarningsCsv,
    onSuccess: (blob) => saveFile(blob, 'keyclub-earnings.csv'),
  });
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={disabled}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      Download CSV
    </Button>
  );
}
