import { ChakraProvider } from '@chakra-ui/react';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { system } from './theme/system.ts';
import { loadSonner, onToastRequested } from './toast.ts';

/**
 * sonner's rich colours put text on pale backgrounds below WCAG AA (success 4.25:1, warning and info
 * lower): darker text, the same hues.
 */
const TOAST_TEXT = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(0, 100%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--info-text': 'hsl(210, 92%, 35%)',
} as CSSProperties;

/** The toaster, mounted with the first toast (its module is loaded then). */
function ToasterSlot() {
  const [sonner, setSonner] = useState<Awaited<ReturnType<typeof loadSonner>> | null>(null);
  useEffect(() => {
    onToastRequested(() => void loadSonner().then(setSonner));
    return () => onToastRequested(null);
  }, []);
  if (!sonner) return null;
  return <sonner.SonnerToaster style={TOAST_TEXT} />;
}

/** Chakra system plus the toaster; each app shell wraps its router in it once. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <ToasterSlot />
    </ChakraProvider>
  );
}
