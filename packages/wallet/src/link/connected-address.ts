import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { connect, getConnection, switchChain } from 'wagmi/actions';
import { walletSettings } from '../wallet-settings.ts';

/**
 * The wallet's current account, on the build's chain: connects the injected wallet first when
 * needed (the wallet asks for accounts) and asks it to switch networks when it is on another one.
 */
export async function connectedAddress(config: Config): Promise<Address> {
  const { chainId } = walletSettings();
  let connection = getConnection(config);
  if (connection.status !== 'connected') {
    const [connector] = config.connectors;
    if (!connector) throw new Error('No wallet connector configured');
    await connect(config, { connector, chainId });
    connection = getConnection(config);
  }
  if (!connection.address) throw new Error('The wallet answered no account');
  if (connection.chainId !== chainId) await switchChain(config, { chainId });
  return connection.address;
}
