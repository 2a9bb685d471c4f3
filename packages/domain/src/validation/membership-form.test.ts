import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues.ts';
import { membershipEditFormSchema, membershipFormSchema, membershipImagesSchema } from './membership-form.ts';
import { MEMBERSHIP_FORM_DEFAULTS } from './membership-form-defaults.ts';

const valid = {
  ...MEMBERSHIP_FORM_DEFAULTS,
  title: 'Gold Club',
  description: 'Priority tables',
  price: '25',
  renewal_price: '10',
  category_id: '4',
};

const at = (field: string, value: unknown, path: string = field) =>
  messagesOf(membershipFormSchema, { ...valid, [field]: value }, path);

describe('membershipFormSchema', () => {
  it('turns the defaults plus the required fields into API values', () => {
    expect(membershipFormSchema.parse(valid)).toEqual({
      title: 'Gold Club',
      description: 'Priority tables',
      price: 25,
      renewal_price: 10,
      copies: 100,
      royalty: 0,
      lockout_period: -1,
      lockout_period_type: 'HOURS',
      expiration_duration: 365,
      expiration_duration_type: 'DAYS',
      category_id: 4,
      perks: [],
      perk_descriptions: [],
      gate: [],
      terms_and_conditions: null,
    });
  });

  it('requires a title of 5 to 50 characters', () => {
    const length = ['Title must be between 5 and 50 characters.'];
    expect(at('title', '')).toEqual(['Title is required.']);
    expect(at('title', 'abcd')).toEqual(length);
    expect(at('title', 'abcde')).toEqual([]);
    expect(at('title', 'a'.repeat(50))).toEqual([]);
    expect(at('title', 'a'.repeat(51))).toEqual(length);
  });

  it('requires a description', () => {
    expect(at('description', ' ')).toEqual(['Description is required.']);
  });

  it('takes a price of up to 7 digits and 2 decimals, or 0', () => {
    const invalid = ['Price must be 0 or a number of up to 7 digits with at most 2 decimals.'];
    for (const price of ['0', '1.5', '1234567', '1234567.99', 0, 12.5])
      expect(at('price', price)).toEqual([]);
    for (const price of ['12345678', '1.555', '-1', 'abc', '1,000', -5])
      expect(at('price', price)).toEqual(invalid);
    expect(at('price', '')).toEqual(['Price is required.']);
  });

  it('takes a renewal price of up to 9 digits, or 0', () => {
    expect(at('renewal_price', '123456789')).toEqual([]);
    expect(at('renewal_price', '0')).toEqual([]);
    expect(at('renewal_price', '1234567890')).toEqual([
      'Renewal Price must be 0 or a number of up to 9 digits with at most 2 decimals.',
    ]);
    expect(at('renewal_price', undefined)).toEqual(['Renewal Price is required.']);
  });

  it('takes copies greater than 0 or -1 for unlimited', () => {
    expect(at('copies', '1')).toEqual([]);
    expect(at('copies', '-1')).toEqual([]);
    expect(at('copies', '0')).toEqual(['Number of memberships must be greater than 0, or -1 for unlimited.']);
    expect(at('copies', '-2')).toEqual([
      'Number of memberships must be greater than 0, or -1 for unlimited.',
    ]);
    expect(at('copies', '1.5')).toEqual(['Number of memberships must be a whole number.']);
    expect(at('copies', '')).toEqual(['Number of memberships is required.']);
  });

  it('takes a royalty from 0 to 10 percent', () => {
    expect(at('royalty', '-1')).toEqual(['Royalty must be greater than or equal to 0']);
    expect(at('royalty', '0')).toEqual([]);
    expect(at('royalty', '10')).toEqual([]);
    expect(at('royalty', '2.5')).toEqual([]);
    expect(at('royalty', '10.01')).toEqual(['Royalty must be less than or equal to 10%']);
    expect(at('royalty', 'abc')).toEqual(['Royalty must be a number']);
    expect(at('royalty', '')).toEqual(['Royalty must be a number']);
  });

  it('takes a lockout greater than 0 or -1 for none', () => {
    expect(at('lockout_period', '-1')).toEqual([]);
    expect(at('lockout_period', '1')).toEqual([]);
    expect(at('lockout_period', '0')).toEqual([
      'Lockout Period must be greater than 0, or -1 for no lockout.',
    ]);
    expect(at('lockout_period_type', 'WEEKS')).toEqual(['Please select Hours or Days.']);
  });

  it('takes an expiration greater than 0 or -1 for never', () => {
    expect(at('expiration_duration', '30')).toEqual([]);
    expect(at('expiration_duration', '0')).toEqual([
      'Expiration Duration must be greater than 0, or -1 to never expire.',
    ]);
    expect(at('expiration_duration', 'x')).toEqual(['Expiration Duration must be a whole number.']);
  });

  it('requires a category', () => {
    expect(at('category_id', '')).toEqual(['Category is required.']);
    expect(at('category_id', '0')).toEqual(['Category is required.']);
  });

  it('limits perk and perk description lengths', () => {
    const perks = (perk: string, description: string) =>
      messagesOf(membershipFormSchema, { ...valid, perks: [perk], perk_descriptions: [description] });
    expect(perks('a'.repeat(100), 'b'.repeat(500))).toEqual([]);
    expect(perks('a'.repeat(101), 'b')).toEqual(['Perk must be at most 100 characters.']);
    expect(perks('a', 'b'.repeat(501))).toEqual(['Perk description must be at most 500 characters.']);
    expect(perks(' ', '')).toEqual(['Perk is required.']);
  });

  it('needs one description entry per perk', () => {
    expect(at('perk_descriptions', [])).toEqual([]);
    expect(
      messagesOf(membershipFormSchema, { ...valid, perks: ['Free drink'], perk_descriptions: [] }),
    ).toEqual(['Each perk needs exactly one perk description entry.']);
  });

  it('validates gates and drops the empty ones', () => {
    const gate = [{ gate_configuration: { type: 'REDIRECT' }, values: '' }];
    expect(at('gate', gate, 'gate.0.values')).toEqual(['Redirect field is required.']);
    const parsed = membershipFormSchema.parse({
      ...valid,
      gate: [{ gate_configuration: { type: '' }, values: '' }],
    });
    expect(parsed.gate).toEqual([]);
  });
});

describe('membershipEditFormSchema', () => {
  const { price: _price, renewal_price: _renewal, ...editable } = valid;
  const edit = membershipEditFormSchema(3);

  it('refuses fewer copies than already sold', () => {
    expect(messagesOf(edit, { ...editable, copies: '2' })).toEqual([
      'Number of memberships must be greater than or equal to sold copies: 3',
    ]);
  });

  it('accepts copies equal to the sold count, more, or unlimited', () => {
    expect(messagesOf(edit, { ...editable, copies: '3' })).toEqual([]);
    expect(messagesOf(edit, { ...editable, copies: '-1' })).toEqual([]);
  });

  it('keeps the ordinary copies rules', () => {
    expect(messagesOf(edit, { ...editable, copies: '0' })).toEqual([
      'Number of memberships must be greater than 0, or -1 for unlimited.',
    ]);
  });

  it('does not take price or renewal price', () => {
    const parsed = edit.parse({ ...editable, copies: '5', price: '99', renewal_price: '1' });
    expect(parsed).not.toHaveProperty('price');
    expect(parsed).not.toHaveProperty('renewal_price');
  });
});

describe('membershipImagesSchema', () => {
  const png = { size: 1000, type: 'image/png' };

  it('requires the art image', () => {
    expect(messagesOf(membershipImagesSchema, { covers: [png] })).toEqual(['Art Image is required']);
  });

  it('takes 1 to 3 covers', () => {
    expect(messagesOf(membershipImagesSchema, { art_image: png, covers: [] })).toEqual([
      'Cover image is required',
    ]);
    expect(messagesOf(membershipImagesSchema, { art_image: png })).toEqual(['Cover image is required']);
    expect(
      messagesOf(membershipImagesSchema, { art_image: png, covers: [png, png, { url: '/c.png' }] }),
    ).toEqual([]);
    expect(messagesOf(membershipImagesSchema, { art_image: png, covers: [png, png, png, png] })).toEqual([
      'Maximum 3 cover images are allowed.',
    ]);
  });

  it('checks every new upload', () => {
    const huge = { size: 10 * 1024 * 1024 + 1, type: 'image/jpeg' };
    expect(messagesOf(membershipImagesSchema, { art_image: huge, covers: [png, huge] })).toEqual([
      'Maximum allowed image size  is 10MB.',
      'Maximum allowed image size  is 10MB.',
    ]);
  });
});

describe('membership numbers and lists fit what stores them', () => {
  it('refuses copies beyond the integer column, and category ids beyond it', () => {
    expect(at('copies', '2147483647')).toEqual([]);
    expect(at('copies', '3000000000')).toEqual([
      'Number of memberships must be at most 2,147,483,647, or -1 for unlimited.',
    ]);
    expect(at('category_id', '3000000000')).toEqual(['Category is required.']);
  });

  it('keeps lockout and expiration within 100 years in the chosen unit', () => {
    const durations = (values: Record<string, string>) =>
      messagesOf(membershipFormSchema, { ...valid, ...values });
    expect(durations({ expiration_duration: '36500', expiration_duration_type: 'DAYS' })).toEqual([]);
    expect(durations({ expiration_duration: '36501', expiration_duration_type: 'DAYS' })).toEqual([
      'Expiration Duration must be at most 36,500 days (100 years).',
    ]);
    expect(durations({ expiration_duration: '876000', expiration_duration_type: 'HOURS' })).toEqual([]);
    expect(durations({ lockout_period: '3000000000', lockout_period_type: 'HOURS' })).toEqual([
      'Lockout Period must be at most 876,000 hours (100 years).',
    ]);
    // An invalid unit is reported alone: the maximum depends on it.
    expect(durations({ lockout_period: '3000000000', lockout_period_type: 'WEEKS' })).toEqual([
      'Please select Hours or Days.',
    ]);
  });

  it('takes at most 20 perks, reported once for the list', () => {
    const perks = (count: number) => ({
      perks: Array.from({ length: count }, (_, index) => `Perk ${index}`),
      perk_descriptions: Array.from({ length: count }, () => ''),
    });
    expect(messagesOf(membershipFormSchema, { ...valid, ...perks(20) })).toEqual([]);
    expect(messagesOf(membershipFormSchema, { ...valid, ...perks(20_000) })).toEqual([
      'Maximum 20 perks are allowed.',
      'Maximum 20 perks are allowed.',
    ]);
  });

  it('applies the same bounds on edit', () => {
    const edit = membershipEditFormSchema(0);
    expect(messagesOf(edit, { ...valid, copies: '3000000000' })).toEqual([
      'Number of memberships must be at most 2,147,483,647, or -1 for unlimited.',
    ]);
    expect(
      messagesOf(edit, { ...valid, expiration_duration: '40000', expiration_duration_type: 'DAYS' }),
    ).toEqual(['Expiration Duration must be at most 36,500 days (100 years).']);
  });
});
