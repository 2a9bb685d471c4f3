import { Menu } from '@chakra-ui/react';
import { useWalletLink } from '../link/use-wallet-link.ts';
import { WalletBoundary } from '../wallet-boundary.tsx';
import { useWalletLabel } from './use-wallet-label.ts';

function ConnectItem() {
  const { label, verified } = useWalletLabel();
  const link = useWalletLink();
  return (
    <Menu.Item
      value="wallet"
      disabled={link.isPending}
      onSelect={() => {
        if (!verified) link.mutate();
      }}
    >
      {label}
    </Menu.Item>
  );
}

/** The header user menu's wallet entry (SPEC section 2): 'Connect Wallet', or the verified address. */
export default function WalletMenuItem() {
  return (
    <WalletBoundary>
      <ConnectItem />
    </WalletBoundary>
  );
}
