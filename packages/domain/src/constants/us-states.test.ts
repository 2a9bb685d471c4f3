import { describe, expect, it } from 'vitest';
import { US_STATE_CODES, US_STATES, usStateName } from './us-states.ts';

describe('US_STATES', () => {
  it('lists the 50 states once each, by two-letter code', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
    for (const code of US_STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('names a state from its code', () => {
    expect(usStateName('NY')).toBe('New York');
    expect(usStateName('WY')).toBe('Wyoming');
    expect(usStateName('DC')).toBeUndefined();
  });
});
