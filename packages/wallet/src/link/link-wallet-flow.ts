import { fetchWalletNonce, linkWallet } from '@keyclub/api-client';
import { MESSAGES, type WalletItem } from '@keyclub/domain';
import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { Config } from 'wagmi';
import { signMessage } from 'wagmi/actions';
import { connectedAddress } from './connected-address.ts';

export type LinkedWallet = { address: Address; addresses: WalletItem[] };

/**
 * Sign-In with Ethereum: a fresh nonce from the API, an EIP-4361 message for this site and the
 * build's chain signed by the connected account, then POST /wallet/{id}, which checks all of it.
 */
export async function linkConnectedWallet(config: Config, userId: number): Promise<LinkedWallet> {
  const address = await connectedAddress(config);
  const { nonce, chain_id } = await fetchWalletNonce(userId);
  const message = createSiweMessage({
    address,
    chainId: chain_id,
    // The page's own host: wallets warn when a message names another site, and the API refuses one
    // that is not the consumer app's.
    domain: window.location.host,
    uri: window.location.origin,
    nonce,
    version: '1',
    issuedAt: new Date(),
    statement: MESSAGES.wallet.statement,
  });
  const signature = await signMessage(config, { account: address, message });
  const addresses = await linkWallet(userId, { address, message, signature });
  return { address, addresses };
}
