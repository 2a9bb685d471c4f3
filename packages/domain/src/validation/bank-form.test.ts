import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues.ts';
import { bankFormSchema } from './bank-form.ts';

const valid = { account_number: '1234567', routing_number: '123456789' };

describe('bankFormSchema', () => {
  it('takes an account number of 7 to 17 digits', () => {
    const invalid = ['Account Number must be 7 to 17 digits.'];
    expect(messagesOf(bankFormSchema, valid)).toEqual([]);
    expect(messagesOf(bankFormSchema, { ...valid, account_number: '1'.repeat(17) })).toEqual([]);
    expect(messagesOf(bankFormSchema, { ...valid, account_number: '123456' })).toEqual(invalid);
    expect(messagesOf(bankFormSchema, { ...valid, account_number: '1'.repeat(18) })).toEqual(invalid);
    expect(messagesOf(bankFormSchema, { ...valid, account_number: '12345a7' })).toEqual(invalid);
  });

  it('takes a routing number of exactly 9 digits', () => {
    const invalid = ['Routing Number must be 9 digits.'];
    expect(messagesOf(bankFormSchema, { ...valid, routing_number: '12345678' })).toEqual(invalid);
    expect(messagesOf(bankFormSchema, { ...valid, routing_number: '1234567890' })).toEqual(invalid);
    expect(messagesOf(bankFormSchema, { ...valid, routing_number: '' })).toEqual([
      'Routing Number is required.',
    ]);
  });
});
