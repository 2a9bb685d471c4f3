export { erc20Abi } from './abis/erc20-abi.generated.ts';
export { priceFeedAbi } from './abis/price-feed-abi.generated.ts';
export { publicLockAbi } from './abis/public-lock-abi.generated.ts';
export { renewalPriceHookAbi } from './abis/renewal-price-hook-abi.generated.ts';
export { unlockAbi } from './abis/unlock-abi.generated.ts';
export { type Deployment, deploymentSchema } from './deployment.ts';
export {
  type ChainCall,
  type ChainOutcome,
  encodeCall,
  type LockReader,
  outcomeOf,
} from './lock-calls.ts';
export {
  FULL_BASIS_POINTS,
  type LockGuards,
  type LockHooks,
  nextLockClosingStep,
  readLockGuards,
} from './lock-closing.ts';
export { type DurationUnit, toLockExpiration, toLockMaxKeys, UNLIMITED } from './lock-params.ts';
export { nextRenewalPricingCall } from './renewal-pricing.ts';
export { transferredUnits } from './token-transfers.ts';
export { tokenUnitsToUsd, USD_TOKEN_DECIMALS, usdToTokenUnits } from './usd-units.ts';
