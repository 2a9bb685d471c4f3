import { fetchPayoutWalletNonce, linkPayoutWallet } from '@keyclub/api-client/crypto-payouts';
import { type PayoutWallet, signInMessageFields } from '@keyclub/domain';
import { createWalletClient, custom, type EIP1193Provider } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { NO_BROWSER_WALLET } from './failure-text.ts';

/**
 * Sign-In with Ethereum from the browser's injected wallet (MetaMask): its account signs an EIP-4361
 * message for this site (the business app's host, which the API requires) with a fresh nonce, and
 * PUT /payouts/wallet makes that account the payout wallet. Loaded only when the owner links one.
 */
export async function linkBrowserWallet(): Promise<PayoutWallet> {
  const ethereum = (window as { ethereum?: EIP1193Provider }).ethereum;
  if (!ethereum) throw new Error(NO_BROWSER_WALLET);
  const client = createWalletClient({ transport: custom(ethereum) });
  const [address] = await client.requestAddresses();
  if (!address) throw new Error(NO_BROWSER_WALLET);
  const { nonce, chain_id } = await fetchPayoutWalletNonce();
  const message = createSiweMessage(
    signInMessageFields(
      { address, chainId: chain_id, nonce, statement: 'Receive your Keyclub crypto payouts in this wallet.' },
      window.location,
      new Date(),
    ),
  );
  const signature = await client.signMessage({ account: address, message });
  return linkPayoutWallet({ address, message, signature });
}
