import type { WalletNonce } from '@keyclub/domain';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';

/**
 * GET /wallet/{id}/nonce: a single-use nonce (10 min) with the domain and chain id the
 * Sign-In with Ethereum message must name. Never cached: each signature needs a fresh one.
 */
export async function fetchWalletNonce(userId: number): Promise<WalletNonce> {
  const body = await api.get(`wallet/${userId}/nonce`).json<DataAnswer<WalletNonce>>();
  return body.data;
}
