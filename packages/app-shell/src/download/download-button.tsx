import { Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { saveFile } from './save-file.ts';

/**
 * A file export (a CSV) fetched with the session's header and handed to the browser as `filename`;
 * a failed download shows the app's error toast, as every failed mutation does.
 */
export function DownloadButton({
  download,
  filename,
  disabled = false,
  children,
}: {
  download: () => Promise<Blob>;
  filename: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const run = useMutation({ mutationFn: download, onSuccess: (blob) => saveFile(blob, filename) });
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={disabled}
      loading={run.isPending}
      onClick={() => run.mutate()}
    >
      {children}
    </Button>
  );
}
