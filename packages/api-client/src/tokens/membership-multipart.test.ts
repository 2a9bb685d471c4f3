import { describe, expect, it } from 'vitest';
import { membershipMultipart } from './membership-multipart.ts';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('membershipMultipart', () => {
  it('sends texts as text, JSON parts as JSON text arrays and a file part per image', () => {
    const body = membershipMultipart({
      title: 'Harbor Supper Club',
      renewal_price: 20.5,
      perks: ['Priority reservations'],
      cover_ids: [4, 7],
      art_image: png('art.png'),
      covers: [png('cover-1.png'), png('cover-2.png')],
    });

    expect(body.get('title')).toBe('Harbor Supper Club');
    expect(body.get('renewal_price')).toBe('20.5');
    expect(body.get('perks')).toBe('["Priority reservations"]');
    expect(body.get('cover_ids')).toBe('[4,7]');
    expect((body.get('art_image') as File).name).toBe('art.png');
    expect(body.getAll('covers').map((cover) => (cover as File).name)).toEqual([
      'cover-1.png',
      'cover-2.png',
    ]);
  });

  it('leaves out the parts it was not given', () => {
    const body = membershipMultipart({ title: 'Edited', covers: [] });

    expect([...body.keys()]).toEqual(['title']);
  });

  it('adds a create’s coming-soon parts, the launch time only when one was chosen', () => {
    const launching = membershipMultipart(
      { title: 'Soon' },
      { coming_soon: true, launch_at: '2027-01-01T18:00:00.000Z' },
    );
    expect(launching.get('coming_soon')).toBe('true');
    expect(launching.get('launch_at')).toBe('2027-01-01T18:00:00.000Z');

    const open = membershipMultipart({ title: 'Now' }, { coming_soon: false, launch_at: null });
    expect([...open.keys()]).toEqual(['title', 'coming_soon']);
    expect(open.get('coming_soon')).toBe('false');
  });
});
