import type {
  CryptoBalances,
  CryptoWithdrawal,
  CryptoWithdrawalRequest,
  PayoutWallet,
  WalletLinkRequest,
  WalletNonce,
} from '@keyclub/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';

/** Under the `payouts` keys, so a payouts change invalidates them with the rest. */
export const cryptoPayoutKeys = {
  wallet: ['payouts', 'wallet'] as const,
  balances: ['payouts', 'crypto'] as const,
};

/** GET /payouts/wallet: the business's payout wallet, or none. */
export async function fetchPayoutWallet(): Promise<PayoutWallet> {
  return (await api.get('payouts/wallet').json<DataAnswer<PayoutWallet>>()).data;
}

export const usePayoutWallet = () =>
  useQuery(
    queryOptions({ queryKey: cryptoPayoutKeys.wallet, queryFn: fetchPayoutWallet, meta: { silent: true } }),
  );

/** GET /payouts/wallet/nonce: a nonce, and the domain and chain the payout wallet's message must name. */
export async function fetchPayoutWalletNonce(): Promise<WalletNonce> {
  return (await api.get('payouts/wallet/nonce').json<DataAnswer<WalletNonce>>()).data;
}

/** PUT /payouts/wallet: the signed address becomes the payout wallet. */
export async function linkPayoutWallet(body: WalletLinkRequest): Promise<PayoutWallet> {
  return (await api.put('payouts/wallet', { json: body }).json<DataAnswer<PayoutWallet>>()).data;
}

/** GET /payouts/crypto: per membership lock, available on chain and withdrawn so far. */
export async function fetchCryptoBalances(): Promise<CryptoBalances> {
  return (await api.get('payouts/crypto').json<DataAnswer<CryptoBalances>>()).data;
}

export const useCryptoBalances = () =>
  useQuery(
    queryOptions({
      queryKey: cryptoPayoutKeys.balances,
      queryFn: fetchCryptoBalances,
      meta: { silent: true },
    }),
  );

/** POST /payouts/withdrawals: the lock pays the amount to the payout wallet (DONE, or PENDING on its way). */
export async function withdrawCrypto(body: CryptoWithdrawalRequest): Promise<CryptoWithdrawal> {
  return (await api.post('payouts/withdrawals', { json: body }).json<DataAnswer<CryptoWithdrawal>>()).data;
}

/** A withdrawal, then the balances read again (the lock's and the totals). */
export function useWithdrawCrypto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawCrypto,
    // Silent: the row shows why in place.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cryptoPayoutKeys.balances }),
  });
}
