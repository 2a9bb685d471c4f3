import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';

export type SiweNonce = { nonce: string; domain: string; chain_id: number };

/** A Sign-In with Ethereum message naming `nonce`'s domain and chain, signed by a new wallet. */
export async function signedWalletLink(nonce: SiweNonce) {
  const wallet = privateKeyToAccount(generatePrivateKey());
  const message = createSiweMessage({
    address: wallet.address,
    chainId: nonce.chain_id,
    domain: nonce.domain,
    nonce: nonce.nonce,
    uri: `https://${nonce.domain}`,
    version: '1',
    issuedAt: new Date(),
    statement: 'Link this wallet to your Keyclub account.',
  });
  return { address: wallet.address, message, signature: await wallet.signMessage({ message }) };
}
