import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues.ts';
import { dropEmptyGates, gateListSchema } from './membership-gates.ts';

const gate = (type: 'OPENTABLE' | 'REDIRECT' | '', values: string) => ({
  gate_configuration: { type },
  values,
});

describe('dropEmptyGates', () => {
  it('removes rows with neither type nor value', () => {
    const rows = [gate('', ''), gate('REDIRECT', ''), gate('', ' '), gate('', 'x.com'), { values: null }];
    expect(dropEmptyGates(rows)).toEqual([gate('REDIRECT', ''), gate('', 'x.com')]);
  });
});

describe('gateListSchema', () => {
  it('drops empty rows and prefixes https:// to links', () => {
    const rows = [
      gate('', ''),
      gate('REDIRECT', 'club.example.com/book'),
      gate('OPENTABLE', 'https://opentable.com/w'),
    ];
    expect(gateListSchema.parse(rows)).toEqual([
      gate('REDIRECT', 'https://club.example.com/book'),
      gate('OPENTABLE', 'https://opentable.com/w'),
    ]);
  });

  it('requires the redirect value when Redirect is chosen', () => {
    expect(messagesOf(gateListSchema, [gate('REDIRECT', ' ')], '0.values')).toEqual([
      'Redirect field is required.',
    ]);
  });

  it('requires the reservation link when OpenTable is chosen', () => {
    expect(messagesOf(gateListSchema, [gate('OPENTABLE', '')], '0.values')).toEqual([
      'Table reservation link is required.',
    ]);
  });

  it('requires the gate type when only a value is given, keeping the row index', () => {
    expect(
      messagesOf(gateListSchema, [gate('', ''), gate('', 'opentable.com/w')], '1.gate_configuration.type'),
    ).toEqual(['Open table is required.']);
  });

  it('refuses values that are not web links', () => {
    expect(messagesOf(gateListSchema, [gate('REDIRECT', 'javascript:alert(1)')], '0.values')).toEqual([
      'Please enter a valid link.',
    ]);
  });

  it('accepts an empty list', () => {
    expect(gateListSchema.parse([])).toEqual([]);
  });
});

describe('gateListSchema bounds', () => {
  it('takes at most 5 reservations that are not empty', () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, i) => gate('REDIRECT', `r${i}.example.com`));
    expect(messagesOf(gateListSchema, [...rows(5), gate('', '')])).toEqual([]);
    expect(messagesOf(gateListSchema, rows(6))).toEqual(['Maximum 5 reservations are allowed.']);
  });

  it('refuses links longer than 2048 characters', () => {
    const long = `example.com/${'a'.repeat(2048)}`;
    expect(messagesOf(gateListSchema, [gate('REDIRECT', long)], '0.values')).toEqual([
      'Links must be at most 2,048 characters.',
    ]);
  });
});
