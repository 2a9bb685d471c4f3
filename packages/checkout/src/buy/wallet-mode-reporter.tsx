import { useWalletCheckout, WalletBoundary } from '@keyclub/wallet/purchase';
import { useEffect, useRef } from 'react';
import type { WalletModeSlotProps } from './payment-panel.tsx';

function ReportWalletMode({ onChange }: WalletModeSlotProps) {
  const { connected, isPending, buy } = useWalletCheckout();
  const latestBuy = useRef(buy);
  useEffect(() => {
    latestBuy.current = buy;
  });
  useEffect(() => {
    onChange({ connected, isPending, buy: (input) => latestBuy.current(input) });
  }, [connected, isPending, onChange]);
  return null;
}

/**
 * The Buy page's wallet mode (wagmi, viem), reported to the payment panel: the buy route loads this
 * module only once a payment method is chosen, so the page's first paint and its card path go
 * without the wallet libraries. It renders nothing, so the order card is never remounted when it
 * arrives (an open Terms of Use dialog and the focus stay where the user left them).
 */
export default function WalletModeReporter({ onChange }: WalletModeSlotProps) {
  return (
    <WalletBoundary>
      <ReportWalletMode onChange={onChange} />
    </WalletBoundary>
  );
}
