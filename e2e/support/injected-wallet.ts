import type { Page } from '@playwright/test';
import { createPublicClient, createWalletClient, type Hex, http, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { chainRpcUrl } from './ports.ts';

type RpcParams = unknown[] | undefined;

/**
 * Puts an EIP-1193 provider into the page (window.ethereum, announced through EIP-6963 as well)
 * whose accounts are a local test key: signing happens here in Node, everything else is forwarded
 * to the e2e chain. It behaves like MetaMask unlocked on that chain. `signMessagesWith` makes
 * personal_sign answer another key's signature (a wallet whose signature does not match its account);
 * `rejectTransactions` answers every eth_sendTransaction as a user who clicked Reject (4001).
 */
export async function injectWallet(
  page: Page,
  privateKey: Hex,
  options: { signMessagesWith?: Hex; rejectTransactions?: boolean } = {},
) {
  const account = privateKeyToAccount(privateKey);
  const messageSigner = privateKeyToAccount(options.signMessagesWith ?? privateKey);
  const transport = http(chainRpcUrl);
  const publicClient = createPublicClient({ transport });
  const chainId = await publicClient.getChainId();
  const chain = {
    id: chainId,
    name: 'Keyclub e2e',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chainRpcUrl] } },
  };
  const walletClient = createWalletClient({ account, chain, transport });

  const handle = async (method: string, params: RpcParams): Promise<unknown> => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account.address];
      case 'eth_chainId':
        return toHex(chainId);
      case 'net_version':
        return String(chainId);
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return [{ parentCapability: 'eth_accounts' }];
      case 'wallet_switchEthereumChain': {
        const [{ chainId: wanted }] = params as [{ chainId: Hex }];
        if (Number(wanted) !== chainId) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 });
        return null;
      }
      case 'personal_sign': {
        const [message] = params as [Hex];
        return messageSigner.signMessage({ message: { raw: message } });
      }
      case 'eth_signTypedData_v4': {
        const [, json] = params as [string, string];
        return account.signTypedData(JSON.parse(json));
      }
      case 'eth_sendTransaction': {
        if (options.rejectTransactions)
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        const [tx] = params as [{ to?: Hex; data?: Hex; value?: Hex; gas?: Hex }];
        return walletClient.sendTransaction({
          to: tx.to ?? null,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        });
      }
      default:
        return publicClient.request({ method, params } as never);
    }
  };

  await page.exposeFunction('__keyclubWalletRequest', async (method: string, params: RpcParams) => {
    try {
      return { result: await handle(method, params) };
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string };
      return { error: { code: code ?? -32603, message: message ?? 'Internal error' } };
    }
  });
  await page.addInitScript(() => {
    type Listener = (...args: unknown[]) => void;
    const listeners = new Map<string, Set<Listener>>();
    const bridge = (
      window as unknown as Record<
        string,
        (m: string, p: unknown) => Promise<{ result?: unknown; error?: { code: number; message: string } }>
      >
    ).__keyclubWalletRequest;
    const provider = {
      isMetaMask: true,
      async request({ method, params }: { method: string; params?: unknown }) {
        const answer = await bridge?.(method, params);
        if (answer?.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
        return answer?.result;
      },
      on(event: string, listener: Listener) {
        const set = listeners.get(event) ?? new Set();
        set.add(listener);
        listeners.set(event, set);
        return provider;
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener);
        return provider;
      },
    };
    Object.defineProperty(window, 'ethereum', { value: provider, configurable: true });
    const info = {
      uuid: 'keyclub-e2e-wallet',
      name: 'MetaMask',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      rdns: 'io.metamask',
    };
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
      );
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  });
  return { address: account.address, chainId };
}
