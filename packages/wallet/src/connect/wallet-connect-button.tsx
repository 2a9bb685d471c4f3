import { Button } from '@chakra-ui/react';
import { useWalletLink } from '../link/use-wallet-link.ts';
import { WalletBoundary } from '../wallet-boundary.tsx';
import { useWalletLabel } from './use-wallet-label.ts';

function ConnectButton() {
  const { label, verified } = useWalletLabel();
  const link = useWalletLink();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={link.isPending}
      aria-label={verified ? `Wallet ${label}` : label}
      onClick={() => {
        if (!verified) link.mutate();
      }}
    >
      {label}
    </Button>
  );
}

/** The checkout's wallet button: connects and verifies the wallet, then shows its address. */
export default function WalletConnectButton() {
  return (
    <WalletBoundary>
      <ConnectButton />
    </WalletBoundary>
  );
}
