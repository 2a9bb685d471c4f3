import { describe, expect, it } from 'vitest';
import { dayPeriodGreeting, greeting } from './greeting.ts';

const at = (hour: number, minute = 0) => new Date(2026, 2, 5, hour, minute, 0);

describe('dayPeriodGreeting', () => {
  it.each([
    [0, 0, 'Good morning'],
    [11, 59, 'Good morning'],
    [12, 0, 'Good afternoon'],
    [17, 59, 'Good afternoon'],
    [18, 0, 'Good evening'],
    [23, 59, 'Good evening'],
  ])('%i:%i is %s', (hour, minute, expected) => {
    expect(dayPeriodGreeting(at(hour, minute))).toBe(expected);
  });
});

describe('greeting', () => {
  it('adds the first name', () => {
    expect(greeting(at(9), 'Ana')).toBe('Good morning, Ana');
    expect(greeting(at(13), ' Ana ')).toBe('Good afternoon, Ana');
  });

  it('drops the comma when there is no name', () => {
    expect(greeting(at(20))).toBe('Good evening');
    expect(greeting(at(20), '  ')).toBe('Good evening');
    expect(greeting(at(20), null)).toBe('Good evening');
  });
});
