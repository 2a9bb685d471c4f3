import { describe, expect, it } from 'vitest';
import { readBuyQuery } from './buy-query.ts';

const read = (query: string) => readBuyQuery(new URLSearchParams(query));

describe('readBuyQuery', () => {
  it('a plain visit is no card return; renew=true marks a renewal', () => {
    expect(read('')).toEqual({ renew: false, cardReturn: null });
    expect(read('renew=true')).toEqual({ renew: true, cardReturn: null });
    expect(read('session_id=cs_1')).toEqual({ renew: false, cardReturn: null });
  });

  it('a return with the session id is a payment to confirm', () => {
    expect(read('stripePurchase=true&session_id=cs_local_1&renew=true')).toEqual({
      renew: true,
      cardReturn: { sessionId: 'cs_local_1' },
    });
  });

  it('a return without a session id is a cancelled payment', () => {
    expect(read('stripePurchase=true')).toEqual({ renew: false, cardReturn: { cancelled: true } });
    expect(read('stripePurchase=true&session_id=')).toEqual({
      renew: false,
      cardReturn: { cancelled: true },
    });
  });
});
