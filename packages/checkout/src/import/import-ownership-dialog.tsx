import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { importToken, invalidate, readErrorText, staleAfter } from '@keyclub/api-client';
import { type ImportTokenRequest, MESSAGES } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ResultDialog, type ResultDialogProps } from '../result/result-dialog.tsx';

export interface ImportOwnershipDialogProps {
  open: boolean;
  /** The key to import: its id on the lock, the lock and the chain. */
  request: ImportTokenRequest;
  onClose: () => void;
}

type Outcome = { imported: true; tokenId: number } | { imported: false; message: string };

// Exists only because the spec names it: SPEC.md section 2, "Import-ownership dialog" (never opened).
/**
 * The import-ownership dialog (SPEC section 2): confirm, then loading while the API checks the key
 * on chain (POST /tokens/import), then success with View Token, or the error with the server's
 * message. The spec says it exists but is never opened, so no screen renders it
 * (docs/decisions/owned-membership.md).
 */
export function ImportOwnershipDialog({ open, request, onClose }: ImportOwnershipDialogProps) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const importing = useMutation({
    mutationFn: () => importToken(request),
    // The dialog shows the failure itself.
    meta: { silent: true },
    onSuccess: async (result) => {
      // Imported only when owned and not a duplicate (SPEC section 5); else the answer's message.
      if (result.owned && !result.duplicate && result.id !== null) {
        setOutcome({ imported: true, tokenId: result.id });
        await invalidate(queryClient, staleAfter.tokenImport());
      } else {
        setOutcome({ imported: false, message: result.message });
      }
    },
    onError: async (error) => setOutcome({ imported: false, message: await readErrorText(error) }),
  });
  const close = () => {
    setOutcome(null);
    importing.reset();
    onClose();
  };

  return <ResultDialog open={open} {...step()} />;

  /** The dialog's title, text and buttons in each state: confirm, loading, success, error. */
  function step(): Pick<ResultDialogProps, 'title' | 'children' | 'footer' | 'onClose'> {
    if (outcome?.imported) {
      return {
        title: MESSAGES.import.succeeded,
        onClose: close,
        footer: (
          <Button asChild colorPalette="brand">
            <RouterLink to={membershipPaths.ownedToken.href(outcome.tokenId)}>View Token</RouterLink>
          </Button>
        ),
      };
    }
    if (outcome) {
      return {
        title: MESSAGES.errors.importFailedTitle,
        onClose: close,
        children: <Text>{outcome.message}</Text>,
      };
    }
    if (importing.isPending) {
      // Not closable while the import runs.
      return {
        title: 'Importing your token',
        children: (
          <Stack direction="row" gap="3" align="center">
            <Spinner />
            <Text>{MESSAGES.import.verifying}</Text>
          </Stack>
        ),
      };
    }
    return {
      title: 'Import your token',
      onClose: close,
      children: (
        <Text>
          Keyclub checks on the blockchain that one of your linked wallets holds this token, then adds it to
          your Memberships.
        </Text>
      ),
      footer: (
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button colorPalette="brand" onClick={() => importing.mutate()}>
            Import
          </Button>
        </>
      ),
    };
  }
}
