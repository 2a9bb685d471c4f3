import { Alert, Button, chakra, Grid, Stack, Text } from '@chakra-ui/react';
import {
  type ActivationLinkTarget,
  isWalletPassBarcode,
  MESSAGES,
  readActivationLink,
} from '@keyclub/domain';
import { PageShell } from '@keyclub/ui-kit';
import { useRef, useState } from 'react';
import { ActivationStatusCard } from '../activation/activation-status-card.tsx';
import { useStaffActivation } from '../activation/use-staff-activation.ts';
import { DoorCodeLookupForm } from './door-code-form.tsx';
import { isSettled, ScanVerdict } from './scan-verdict.tsx';
import { useCamera } from './use-camera.ts';
import { useDoorCodeLookup } from './use-door-code-lookup.ts';
import { usePassScan } from './use-pass-scan.ts';
import { useQrScan } from './use-qr-scan.ts';

const PAGE_TITLE = 'Scan Membership Cards';

/** The scanned card while it is read and activated, then the verdict over the whole screen. */
function ScannedCard({ target, onNext }: { target: ActivationLinkTarget; onNext: () => void }) {
  const outcome = useStaffActivation(target.activationId, target.link);
  return isSettled(outcome) ? (
    <ScanVerdict outcome={outcome} onNext={onNext} />
  ) : (
    <ActivationStatusCard outcome={outcome} />
  );
}

/** A scanned wallet pass (issue 37) while the API judges its barcode, then the verdict. */
function ScannedPass({ barcode, onNext }: { barcode: string; onNext: () => void }) {
  const outcome = usePassScan(barcode);
  return isSettled(outcome) ? (
    <ScanVerdict outcome={outcome} onNext={onNext} />
  ) : (
    <ActivationStatusCard outcome={outcome} />
  );
}

/** What the camera read: a membership card's QR link, or a wallet pass's barcode. */
type Scanned = { card: ActivationLinkTarget } | { pass: string };

function readScan(text: string): Scanned | null {
  if (isWalletPassBarcode(text)) return { pass: text.trim() };
  const card = readActivationLink(text);
  return card ? { card } : null;
}

/**
 * Business /scan (ours, beside the spec's activation page): the device camera reads membership card
 * QR codes, and wallet passes' barcodes (issue 37), and activates each one here, so staff check in a
 * queue without leaving the page.
 */
function CardScannerPage() {
  const video = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const camera = useCamera(video, attempt);
  const [scanned, setScanned] = useState<Scanned | null>(null);
  const [notACard, setNotACard] = useState(false);
  const manual = useDoorCodeLookup();
  const scanning = camera.status === 'on' && scanned === null && manual.outcome === null;
  const readerFailed = useQrScan(video, scanning, (text) => {
    const target = readScan(text);
    setNotACard(target === null);
    if (target) setScanned(target);
  });

  return (
    <PageShell title={PAGE_TITLE}>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <Stack gap="3">
          <chakra.video
            ref={video}
            aria-label="Camera"
            muted
            playsInline
            w="full"
            rounded="lg"
            bg="black"
            display={camera.status === 'failed' ? 'none' : 'block'}
          />
          {camera.status === 'failed' ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{camera.message}</Alert.Title>
              </Alert.Content>
              <Button size="sm" variant="outline" onClick={() => setAttempt((count) => count + 1)}>
                Try again
              </Button>
            </Alert.Root>
          ) : null}
          {readerFailed ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{MESSAGES.errors.default}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
        <Stack gap="4" aria-live="polite">
          {scanned && 'pass' in scanned ? (
            <ScannedPass key={scanned.pass} barcode={scanned.pass} onNext={() => setScanned(null)} />
          ) : scanned ? (
            <ScannedCard
              key={`${scanned.card.activationId}:${scanned.card.link.sig}`}
              target={scanned.card}
              onNext={() => setScanned(null)}
            />
          ) : (
            <Text color="fg.muted">{MESSAGES.cardScanner.pointCamera}</Text>
          )}
          {notACard && !scanned ? (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>{MESSAGES.cardScanner.notACard}</Alert.Title>
            </Alert.Root>
          ) : null}
          <DoorCodeLookupForm
            onLookup={(copyId, code) => manual.lookup.mutate({ copyId, code })}
            pending={manual.lookup.isPending}
          />
          {manual.outcome && isSettled(manual.outcome) ? (
            <ScanVerdict outcome={manual.outcome} onNext={manual.reset} />
          ) : null}
        </Stack>
      </Grid>
    </PageShell>
  );
}

export const Component = CardScannerPage;
