import { MESSAGES } from '@keyclub/domain';
import { BaseError, ContractFunctionExecutionError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { WalletFlowError } from './flow-error.ts';
import { isUserRejection, walletFailureText } from './wallet-errors.ts';

describe('wallet failures', () => {
  it('finds a 4001 however deep the wallet libraries wrapped it', () => {
    const rejected = new UserRejectedRequestError(new Error('User denied transaction signature.'));
    const wrapped = new ContractFunctionExecutionError(rejected, { abi: [], functionName: 'purchase' });
    expect(isUserRejection(wrapped)).toBe(true);
    expect(isUserRejection(Object.assign(new Error('nope'), { code: 4001 }))).toBe(true);
    expect(isUserRejection(new Error('execution reverted'))).toBe(false);
  });

  it('says our own refusals as they are and a chain failure with the given text', async () => {
    expect(await walletFailureText(new WalletFlowError(MESSAGES.checkout.notEnoughEth), 'chain')).toBe(
      MESSAGES.checkout.notEnoughEth,
    );
    const reverted = new ContractFunctionExecutionError(new BaseError('execution reverted'), {
      abi: [],
      functionName: 'purchase',
    });
    expect(await walletFailureText(reverted, 'chain')).toBe('chain');
    expect(await walletFailureText(new Error('fetch failed'), 'chain')).toBe(MESSAGES.errors.default);
  });
});
