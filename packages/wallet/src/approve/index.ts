// The heavy entry of the Sell page (wagmi, viem): imported on demand, only for a key in a wallet.

export { isUserRejection, walletFailureText } from '../wallet-errors.ts';
export { approveKeyTransfer, type KeyApproval } from './approve-key.ts';
