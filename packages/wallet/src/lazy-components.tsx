import { lazy, type ReactNode, Suspense } from 'react';

// wagmi and viem load with these components only, never with the page that shows them.
const LazyConnectButton = lazy(() => import('./connect/wallet-connect-button.tsx'));
const LazyMenuItem = lazy(() => import('./connect/wallet-menu-item.tsx'));

/**
 * The wallet button of the checkout (SPEC section 2), loaded on first render. `placeholder` holds its
 * place meanwhile (a box of its size), so what is below it does not move under the user's pointer when
 * it arrives (the terms checkbox did, on a loaded machine).
 */
export function WalletConnectButton({ placeholder }: { placeholder: ReactNode }) {
  return (
    <Suspense fallback={placeholder}>
      <LazyConnectButton />
    </Suspense>
  );
}

/**
 * The wallet entry of the header user menu (a Menu.Item), loaded on first render. It suspends while
 * it loads: the menu keeps its row meanwhile, so the items below do not move under the pointer.
 */
export function WalletMenuItem() {
  return <LazyMenuItem />;
}
