import { Button } from '@chakra-ui/react';
import { useOnDemand } from '@keyclub/ui-kit';
import { type ReactNode, useState } from 'react';

export interface TermsLinkProps<M> {
  id?: string;
  /** The dialog's module, loaded as the user reaches for the button (pointer-enter, focus). */
  load: () => Promise<M>;
  label: string;
  /** The dialog out of its module, open or closed. */
  dialog: (module: M, state: { open: boolean; onClose: () => void }) => ReactNode;
}

/** Words that read as a link and open a text in a dialog (terms and conditions). */
export function TermsLink<M>({ id, load, label, dialog }: TermsLinkProps<M>) {
  const [open, setOpen] = useState(false);
  const onDemand = useOnDemand(load);
  return (
    <>
      <Button
        id={id}
        variant="plain"
        p="0"
        h="auto"
        color="brand.fg"
        textDecoration="underline"
        loading={open && !onDemand.module}
        onPointerEnter={onDemand.prepare}
        onFocus={onDemand.prepare}
        onClick={() => {
          setOpen(true);
          onDemand.request();
        }}
      >
        {label}
      </Button>
      {onDemand.module ? dialog(onDemand.module, { open, onClose: () => setOpen(false) }) : null}
    </>
  );
}
