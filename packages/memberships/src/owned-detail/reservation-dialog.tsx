import { Button, Link, Stack } from '@chakra-ui/react';
import type { Gate } from '@keyclub/domain';
import { DialogShell } from '@keyclub/ui-kit';

export interface ReservationDialogProps {
  open: boolean;
  title: string;
  gates: Gate[];
  onClose: () => void;
}

/**
 * Make Reservation (SPEC section 2 Owned detail): each gate of the membership, an OpenTable
 * reservation widget in a frame or a redirect link to the business's booking page; Cancel closes.
 */
export function ReservationDialog({ open, title, gates, onClose }: ReservationDialogProps) {
  return (
    <DialogShell open={open} title="Make Reservation" onClose={onClose} scrolling dismissLabel="Cancel">
      <Stack gap="4">
        {gates.map((gate, index) =>
          gate.gate_configuration.type === 'OPENTABLE' ? (
            <iframe
              // Gates keep their order while the dialog is open; the same link may appear twice.
              key={index}
              src={gate.values}
              title={`${title} table reservation`}
              style={{ width: '100%', height: '420px', border: 0 }}
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
              referrerPolicy="no-referrer"
            />
          ) : (
            <Button key={index} asChild colorPalette="brand">
              <Link href={gate.values} target="_blank" rel="noopener noreferrer">
                Reserve at {title}
              </Link>
            </Button>
          ),
        )}
      </Stack>
    </DialogShell>
  );
}
