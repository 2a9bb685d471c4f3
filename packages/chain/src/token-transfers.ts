import { type Address, isAddressEqual, type Log, parseEventLogs } from 'viem';
import { erc20Abi } from './abis/erc20-abi.generated.ts';

/**
 * What `logs` show `token` moved from `from` to `to` (base units, summed over its Transfer events):
 * a buyer's payment to the treasury as the API verifies it, or a treasury payout as the API records it.
 */
export function transferredUnits(logs: Log[], move: { token: Address; from: Address; to: Address }): bigint {
  return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs })
    .filter(
      (log) =>
        isAddressEqual(log.address, move.token) &&
        isAddressEqual(log.args.from, move.from) &&
        isAddressEqual(log.args.to, move.to),
    )
    .reduce((sum, log) => sum + log.args.value, 0n);
}
