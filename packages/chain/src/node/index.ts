export { DEFAULT_CHAIN_ID, type RunningAnvil, type StartAnvilOptions, startAnvil } from './anvil.ts';
export {
  DEFAULT_RECEIPT_POLLING_MS,
  LOCAL_RECEIPT_POLLING_MS,
  type ReceiptPollingOption,
  receiptPollingInterval,
  TransactionRevertedError,
} from './clients.ts';
export { type DeployContractsOptions, deployContracts } from './deploy-contracts.ts';
export {
  API_SIGNER_ACCOUNT,
  DEPLOYER_ACCOUNT,
  LOCAL_ACCOUNTS,
  LOCAL_MNEMONIC,
  type LocalAccount,
} from './local-accounts.ts';
export {
  type MembershipLockState,
  readMembershipLock,
  setMembershipLockName,
  type UpdateMembershipLockConfigOptions,
  updateMembershipLockConfig,
} from './lock-config.ts';
export {
  type CreateMembershipLockOptions,
  createMembershipLock,
  type GrantKeyOptions,
  grantKey,
} from './membership-lock.ts';
export { readEthUsdPrice } from './price-feed.ts';
export { type LockCallSender, sendLockCall } from './send-lock-call.ts';
export { allowTreasuryPayouts, mintUsd } from './usd-token.ts';
