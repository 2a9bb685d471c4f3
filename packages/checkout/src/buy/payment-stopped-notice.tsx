import { Alert, Button } from '@chakra-ui/react';
import { CHECKOUT_MESSAGES } from '@keyclub/domain';
import type { checkoutPaths } from '@keyclub/domain/paths';

export interface PaymentStoppedNoticeProps {
  stopped: checkoutPaths.PaymentStop;
  /** A decline's 'Try another card': a new card checkout (the declined one has ended). */
  tryAnotherCard: { disabled: boolean; onClick: () => void };
}

/**
 * Why the buyer is back unpaid, said calmly: a cancel is their choice (nothing failed), a decline is
 * the card's answer. Neither is the failure dialog, which is for payments that failed on our side.
 */
export function PaymentStoppedNotice({ stopped, tryAnotherCard }: PaymentStoppedNoticeProps) {
  const declined = stopped === 'declined';
  return (
    <Alert.Root status={declined ? 'warning' : 'info'} role={declined ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          {declined ? CHECKOUT_MESSAGES.paymentDeclinedTitle : CHECKOUT_MESSAGES.paymentCancelledTitle}
        </Alert.Title>
        <Alert.Description>
          {declined ? CHECKOUT_MESSAGES.paymentDeclined : CHECKOUT_MESSAGES.paymentCancelled}
        </Alert.Description>
        {declined ? (
          <Button
            alignSelf="start"
            size="sm"
            variant="outline"
            disabled={tryAnotherCard.disabled}
            onClick={tryAnotherCard.onClick}
          >
            {CHECKOUT_MESSAGES.tryAnotherCard}
          </Button>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
