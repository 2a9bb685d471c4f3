import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues.ts';
import { sellPriceFormSchema } from './sell-price-form.ts';

describe('sellPriceFormSchema', () => {
  const schema = sellPriceFormSchema(40);

  it('accepts the listing amount and above', () => {
    expect(schema.parse({ price: '40' })).toEqual({ price: 40 });
    expect(schema.parse({ price: '40.01' })).toEqual({ price: 40.01 });
  });

  it('refuses a price below the listing amount with the modal text', () => {
    expect(messagesOf(schema, { price: '39.99' })).toEqual([
      'Price below asking price is not allowed. Please enter a price again',
    ]);
  });

  it('requires a well-formed price', () => {
    expect(messagesOf(schema, { price: '' })).toEqual(['Price is required.']);
    expect(messagesOf(schema, { price: 'forty' })).toEqual([
      'Price must be 0 or a number of up to 7 digits with at most 2 decimals.',
    ]);
  });

  it('lets a free listing be sold for 0', () => {
    expect(sellPriceFormSchema(0).parse({ price: '0' })).toEqual({ price: 0 });
  });
});
