import { Button } from '@chakra-ui/react';
import { fetchEarningsCsv } from '@keyclub/api-client';
import { useMutation } from '@tanstack/react-query';

/** Hands the browser a file it saves, from a Blob fetched with the session's header. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
