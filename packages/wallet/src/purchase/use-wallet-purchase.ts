import { invalidate, queryKeys, staleAfter, walletsQueryOptions } from '@keyclub/api-client';
import { useAppStore, useAuthStore } from '@keyclub/app-state';
import { MESSAGES, type Token } from '@keyclub/domain';
import { notify } from '@keyclub/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Address, getAddress } from 'viem';
import { settleClaim } from '../claims/settle-claim.ts';
import { WalletFlowError } from '../flow-error.ts';
import { connectedAddress } from '../link/connected-address.ts';
import { linkConnectedWallet } from '../link/link-wallet-flow.ts';
import { walletConfig } from '../wagmi-config.ts';
import { isUserRejection, walletFailureText } from '../wallet-errors.ts';
import { walletSettings } from '../wallet-settings.ts';
import { useWalletStore } from '../wallet-store.ts';
import { payLock } from './pay-lock.ts';
import { payResale } from './pay-resale.ts';

export type WalletPurchaseInput = {
  /**
   * The token the buy page is for: the parent membership, another consumer's resale listing, or the
   * caller's own copy when renewing.
   */
  token: Token;
  /** Renew Now (owner status EXPIRED): extend the copy's key instead of buying a new one. */
  renew: boolean;
};

/**
 * A resale listing (someone else's copy) is paid to the platform's treasury and its own key moves;
 * otherwise the lock is paid for a new key, or the copy's key extended.
 */
async function paymentOf(
  config: ReturnType<typeof walletConfig>,
  token: Token,
  renew: boolean,
  buyer: Address,
) {
  if (!renew && token.parent_id !== null) {
    if (!token.token_id_bc) throw new Error('A resale listing without a key');
    return { txHash: await payResale(config, token.id, buyer), keyId: BigInt(token.token_id_bc) };
  }
  const lock = token.profile.contract_address;
  if (!lock) throw new Error('A wallet purchase needs a membership lock');
  return payLock(config, {
    lock: getAddress(lock),
    buyer,
    renewKeyId: renew && token.token_id_bc ? BigInt(token.token_id_bc) : null,
    renewalPriceUsd: token.profile.renewal_price,
  });
}

/**
 * The Buy page's wallet mode (SPEC section 4, crypto purchase). `buy` connects the wallet (and
 * verifies it first when it is not one of the user's wallets, since the API only credits those),
 * checks the stablecoin and ETH balances, approves and pays the lock (`purchase`, or `extend` to
 * renew; a resale listing: one transfer to the treasury, see payResale), waits for the receipts, then claims the transaction with POST /tokens/{id}/purchase?crypto=true.
 * The app's busy flag and message are up meanwhile. It answers the owned copy's id, or null after
 * showing why it failed (4001: 'Please accept the payment in Metamask…'; a wallet or chain failure:
 * the purchase failure text naming the network; a balance too low or the API's refusal: its text).
 */
export function useWalletPurchase() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const setLoading = useAppStore((state) => state.setLoading);
  const [isPending, setPending] = useState(false);

  async function ensureLinked(config: ReturnType<typeof walletConfig>, user: number, buyer: Address) {
    const wallets = await queryClient.fetchQuery(walletsQueryOptions(user));
    if (wallets.some((item) => getAddress(item.address) === buyer)) return;
    const { addresses } = await linkConnectedWallet(config, user);
    queryClient.setQueryData(queryKeys.wallets.list(user), addresses);
    useWalletStore.getState().setAddresses(addresses.map((item) => item.address));
    notify.success(MESSAGES.success.walletVerified);
  }

  async function buy({ token, renew }: WalletPurchaseInput): Promise<number | null> {
    setPending(true);
    setLoading(true, MESSAGES.checkout.cryptoProcessing);
    try {
      if (userId === null) throw new Error('A wallet purchase needs a user');
      // A copy with no key on chain has nothing to extend: it is renewed by card.
      if (renew && !token.token_id_bc) throw new WalletFlowError(MESSAGES.checkout.renewByCard);
      const config = walletConfig();
      const buyer = await connectedAddress(config);
      await ensureLinked(config, userId, buyer);
      const paid = await paymentOf(config, token, renew, buyer);
      const tokenId = await settleClaim(queryClient, {
        userId,
        tokenId: token.id,
        renew,
        claim: { token_id_bc: paid.keyId.toString(), wallet_address: buyer, tx_hash: paid.txHash },
      });
      await invalidate(queryClient, staleAfter.purchase());
      notify.success(renew ? MESSAGES.success.renewalSubmitted : MESSAGES.success.purchaseSubmitted);
      return tokenId;
    } catch (error) {
      notify.error(
        isUserRejection(error)
          ? MESSAGES.errors.walletRejected
          : await walletFailureText(error, MESSAGES.errors.purchaseFailed(walletSettings().networkName)),
      );
      return null;
    } finally {
      setLoading(false);
      setPending(false);
    }
  }

  return { buy, isPending };
}
