import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues.ts';
import {
  address1Schema,
  address2Schema,
  citySchema,
  phoneNumberSchema,
  stateSchema,
  zipSchema,
} from './address-fields.ts';

describe('address lines', () => {
  it('requires address1 and lets address2 be blank', () => {
    expect(messagesOf(address1Schema, ' ')).toEqual(['Address is required.']);
    expect(address1Schema.parse(' 1 Main St ')).toBe('1 Main St');
    expect(address2Schema.parse('')).toBeNull();
    expect(address2Schema.parse(undefined)).toBeNull();
    expect(address2Schema.parse(' Apt 4 ')).toBe('Apt 4');
  });
});

describe('citySchema', () => {
  it('requires at least 2 characters', () => {
    expect(messagesOf(citySchema, '')).toEqual(['City is required.']);
    expect(messagesOf(citySchema, 'A')).toEqual(['City must be between 2 and 50 characters.']);
    expect(messagesOf(citySchema, 'NY')).toEqual([]);
  });
});

describe('stateSchema', () => {
  it('takes the code of one of the 50 states', () => {
    expect(stateSchema.parse('NY')).toBe('NY');
    expect(messagesOf(stateSchema, '')).toEqual(['State is required.']);
    expect(messagesOf(stateSchema, 'DC')).toEqual(['Please select a valid US state.']);
    expect(messagesOf(stateSchema, 'New York')).toEqual(['Please select a valid US state.']);
  });
});

describe('zipSchema', () => {
  it.each(['1234', '123456', '1234a', '12 34'])('refuses %s', (zip) => {
    expect(messagesOf(zipSchema, zip)).toEqual(['Zip Code must be 5 digits']);
  });

  it('accepts exactly 5 digits and requires a value', () => {
    expect(messagesOf(zipSchema, '12345')).toEqual([]);
    expect(messagesOf(zipSchema, '')).toEqual(['Zip Code is required.']);
  });
});

describe('phoneNumberSchema', () => {
  it('accepts a complete masked number and yields E.164', () => {
    expect(phoneNumberSchema.parse('+1 (555) 123 4567')).toBe('+15551234567');
  });

  it.each(['+1 (555) 123 456_', '+1 (555) 12_ ____', '+1 (___) ___ ____', '12345'])('refuses %s', (phone) => {
    expect(messagesOf(phoneNumberSchema, phone)).toEqual(['Please enter a valid US number']);
  });

  it.each(['', '   ', undefined])('refuses a missing number (%j) with the same message', (phone) => {
    expect(messagesOf(phoneNumberSchema, phone)).toEqual(['Please enter a valid US number']);
  });
});
