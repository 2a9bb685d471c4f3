import { describe, expect, it } from 'vitest';
import { readBuyQuery } from './buy-query.ts';

const read = (query: string) => readBuyQuery(new URLSearchParams(query));

describe('readBuyQuery', () => {
  it('a plain visit is no card return; renew=true marks a renewal', () => {
    expect(read('')).toEqual({ renew: false, cardReturn: null, stopped: null });
    expect(read('renew=true')).toEqual({ renew: true, cardReturn: null, stopped: null });
    expect(read('session_id=cs_1')).toEqual({ renew: false, cardReturn: null, stopped: null });
    expect(read('payment=refunded')).toEqual({ renew: false, cardReturn: null, stopped: null });
  });

  it('a return with the session id is a payment to confirm', () => {
    expect(read('stripePurchase=true&session_id=cs_local_1&renew=true')).toEqual({
      renew: true,
      cardReturn: { sessionId: 'cs_local_1' },
      stopped: null,
    });
  });

  it('payment=cancelled or payment=declined is a payment that ended unpaid', () => {
    expect(read('payment=cancelled&renew=true')).toEqual({
      renew: true,
      cardReturn: null,
      stopped: 'cancelled',
    });
    expect(read('payment=declined')).toEqual({ renew: false, cardReturn: null, stopped: 'declined' });
  });

  it('a return without a session id (the older cancel URL) is a cancelled payment', () => {
    expect(read('stripePurchase=true')).toEqual({ renew: false, cardReturn: null, stopped: 'cancelled' });
    expect(read('stripePurchase=true&session_id=')).toEqual({
      renew: false,
      cardReturn: null,
      stopped: 'cancelled',
    });
  });
});
