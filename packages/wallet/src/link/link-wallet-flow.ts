import { fetchWalletNonce, linkWallet } from '@keyclub/api-client';
import { MESSAGES, signInMessageFields, type WalletItem } from '@keyclub/domain';
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
  const message = createSiweMessage(
    signInMessageFields(
      { address, chainId: chain_id, nonce, statement: MESSAGES.wallet.statement },
      window.location,
      new Date(),
    ),
  );
  const signature = await signMessage(config, { account: address, message });
  const addresses = await linkWallet(userId, { address, message, signature });
  return { address, addresses };
}
