import { publicLockAbi } from '@keyclub/chain';
import { MESSAGES, shortenAddress } from '@keyclub/domain';
import { type Address, getAddress, isAddressEqual } from 'viem';
import { readContract, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { WalletFlowError } from '../flow-error.ts';
import { connectedAddress } from '../link/connected-address.ts';
import { walletConfig } from '../wagmi-config.ts';

export type KeyApproval = {
  lock: Address;
  keyId: bigint;
  /** The wallet holding the key (the API's record): the one that must approve. */
  owner: Address;
  /** Who may then move the key: the API signer, which transfers it when the listing sells. */
  spender: Address;
};

/**
 * Lets the API signer move a key held in the owner's wallet (docs/api-roadmap.md R8) before the
 * copy is listed: connects the wallet, which must be the key's holder, and sends
 * `approve(spender, keyId)` unless the spender already is the key's manager or approved, then waits
 * for the receipt. Rejections and chain failures surface as wagmi's errors.
 */
export async function approveKeyTransfer({ lock, keyId, owner, spender }: KeyApproval): Promise<void> {
  const config = walletConfig();
  const holder = await connectedAddress(config);
  if (!isAddressEqual(holder, owner)) {
    throw new WalletFlowError(MESSAGES.sell.wrongWallet(shortenAddress(getAddress(owner))));
  }
  const read = (functionName: 'keyManagerOf' | 'getApproved') =>
    readContract(config, { address: lock, abi: publicLockAbi, functionName, args: [keyId] });
  const [manager, approved] = await Promise.all([read('keyManagerOf'), read('getApproved')]);
  if (isAddressEqual(manager, spender) || isAddressEqual(approved, spender)) return;
  const hash = await writeContract(config, {
    address: lock,
    abi: publicLockAbi,
    functionName: 'approve',
    args: [spender, keyId],
  });
  const receipt = await waitForTransactionReceipt(config, { hash });
  if (receipt.status !== 'success') throw new Error(`Approval ${hash} reverted`);
}
