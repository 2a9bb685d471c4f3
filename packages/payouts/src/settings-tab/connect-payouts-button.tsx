import { Button } from '@chakra-ui/react';
import { afterMutation, useStartPayoutOnboarding } from '@keyclub/api-client';

/**
 * Starts the provider's onboarding (Stripe Connect, or the API's local bank form) and sends the
 * browser there; the provider comes back to Settings → Payouts. A failed start shows the error toast.
 */
export function ConnectPayoutsButton({ label }: { label: string }) {
  const start = useStartPayoutOnboarding();
  return (
    <Button
      colorPalette="brand"
      alignSelf="start"
      loading={start.isPending || start.isSuccess}
      onClick={() => afterMutation(start.mutateAsync(), ({ url }) => window.location.assign(url))}
    >
      {label}
    </Button>
  );
}
