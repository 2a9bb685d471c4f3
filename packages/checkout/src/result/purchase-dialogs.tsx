import { Button, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { Link as RouterLink } from 'react-router';
import { checkoutSettings } from '../checkout-settings.ts';
import { ResultDialog } from './result-dialog.tsx';

/** 'Your order is being processed!' (SPEC section 2): open until the purchase settles; not dismissable. */
export function ProcessingDialog({ open }: { open: boolean }) {
  return (
    <ResultDialog open={open} title={MESSAGES.checkout.processingTitle}>
      <Stack gap="4" align="center" textAlign="center">
        <Spinner size="lg" />
        <Text>
          This can take up to a minute. Please do not close this window or navigate away from this page.
        </Text>
      </Stack>
    </ResultDialog>
  );
}

/** 'Membership Successfully Processed' with View Membership to the buyer's copy. */
export function SuccessDialog({ tokenId }: { tokenId: number | null }) {
  return (
    <ResultDialog
      open={tokenId !== null}
      title={MESSAGES.checkout.processedTitle}
      footer={
        tokenId === null ? null : (
          <Button asChild colorPalette="brand">
            <RouterLink to={membershipPaths.ownedToken.href(tokenId)}>View Membership</RouterLink>
          </Button>
        )
      }
    />
  );
}

/** 'Uh-oh, something went wrong' (SPEC section 8, card payment failure), closable, with the support address. */
export function FailureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { supportEmail } = checkoutSettings();
  return (
    <ResultDialog open={open} title={MESSAGES.errors.cardPaymentFailedTitle} onClose={onClose}>
      <Stack gap="2">
        <Text>{MESSAGES.errors.cardPaymentFailed}</Text>
        <Text>
          Support:{' '}
          <Link href={`mailto:${supportEmail}`} color="brand.fg" textDecoration="underline">
            {supportEmail}
          </Link>
        </Text>
      </Stack>
    </ResultDialog>
  );
}
