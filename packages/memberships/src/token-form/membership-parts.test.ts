import { tokenFixture } from '@keyclub/domain/testing';
import { describe, expect, it } from 'vitest';
import type { MembershipSubmission } from './membership-form-schema.ts';
import { membershipValidation } from './membership-form-validation.ts';
import { BLANK_MEMBERSHIP_FORM, type MembershipFormValues } from './membership-form-values.ts';
import { membershipLaunchParts, membershipParts } from './membership-parts.ts';
import { membershipFormValues } from './stored-membership-values.ts';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** Runs the form's own resolver, as react-hook-form does on submit. */
async function validate(values: MembershipFormValues, soldCopies: number | null) {
  const result = await membershipValidation(soldCopies).resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result as { values: MembershipSubmission; errors: Record<string, unknown> };
}

const filled: MembershipFormValues = {
  ...BLANK_MEMBERSHIP_FORM,
  title: 'Harbor Supper Club',
  description: 'Monthly supper club.',
  price: '25',
  renewal_price: '20.50',
  copies: '-1',
  category_id: '4',
  perks: ['Priority reservations'],
  perk_descriptions: ['A week before everyone else.'],
  gate: [
    { gate_configuration: { type: 'OPENTABLE' }, values: 'opentable.com/widget?rid=1' },
    { gate_configuration: { type: '' }, values: '  ' },
  ],
  art_image: png('art.png'),
  covers: [png('cover-1.png'), png('cover-2.png')],
};

describe('membershipParts', () => {
  it('sends every field, the currency, and the chosen images', async () => {
    const { values, errors } = await validate(filled, null);
    expect(errors).toEqual({});

    const parts = membershipParts(values);

    expect(parts).toMatchObject({
      title: 'Harbor Supper Club',
      price: 25,
      renewal_price: 20.5,
      copies: -1,
      currency: 'USD',
      token_type: 'MULTIPLE',
      lockout_period_type: 'HOURS',
      expiration_duration_type: 'DAYS',
      perks: ['Priority reservations'],
      perk_descriptions: ['A week before everyone else.'],
      cover_ids: [],
    });
    expect(parts.art_image).toBe(filled.art_image);
    expect(parts.covers?.map((cover) => (cover as File).name)).toEqual(['cover-1.png', 'cover-2.png']);
  });

  it('drops the empty gate row and sends the OpenTable link with https://', async () => {
    const { values } = await validate(filled, null);

    expect(membershipParts(values).gate).toEqual([
      { gate_configuration: { type: 'OPENTABLE' }, values: 'https://opentable.com/widget?rid=1' },
    ]);
  });

  it('on edit keeps stored covers by id, sends only new files and never the fixed prices', async () => {
    const token = tokenFixture({ profile: { sold_copies_count: 2 } });
    const edited = {
      ...membershipFormValues(token),
      covers: [...membershipFormValues(token).covers, png('new.png')],
    };
    const { values, errors } = await validate(edited, 2);
    expect(errors).toEqual({});

    const parts = membershipParts(values);

    expect(parts.price).toBeUndefined();
    expect(parts.renewal_price).toBeUndefined();
    expect(parts.art_image).toBeUndefined();
    expect(parts.cover_ids).toEqual([21]);
    expect(parts.covers?.map((cover) => (cover as File).name)).toEqual(['new.png']);
  });

  it('refuses copies below the sold copies on edit', async () => {
    const token = tokenFixture({ profile: { sold_copies_count: 5 } });
    const { errors } = await validate({ ...membershipFormValues(token), copies: '3' }, 5);

    expect(errors.copies).toMatchObject({
      message: 'Number of memberships must be greater than or equal to sold copies: 5',
    });
  });
});

describe('membershipLaunchParts (create: Coming soon and its launch time)', () => {
  /** `datetime-local` text for `ms` from now, in the test's own time zone as a browser writes it. */
  const localInput = (ms: number) => {
    const at = new Date(Date.now() + ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  };
  const DAY = 86_400_000;

  it('sends on sale at once by default, and a coming-soon launch time as the instant the viewer meant', async () => {
    const onSale = await validate(filled, null);
    expect(membershipLaunchParts(onSale.values)).toEqual({ coming_soon: false, launch_at: null });

    const typed = localInput(DAY);
    const { values, errors } = await validate({ ...filled, coming_soon: true, launch_at: typed }, null);
    expect(errors).toEqual({});
    expect(membershipLaunchParts(values)).toEqual({
      coming_soon: true,
      launch_at: new Date(typed).toISOString(),
    });

    const noTime = await validate({ ...filled, coming_soon: true, launch_at: '' }, null);
    expect(membershipLaunchParts(noTime.values)).toEqual({ coming_soon: true, launch_at: null });
  });

  it('refuses a launch time in the past with the API’s message; a time left over from an unticked box is ignored', async () => {
    const past = localInput(-DAY);
    const { errors } = await validate({ ...filled, coming_soon: true, launch_at: past }, null);
    expect(errors.launch_at).toMatchObject({ message: 'The launch time must be in the future.' });

    const unticked = await validate({ ...filled, coming_soon: false, launch_at: past }, null);
    expect(unticked.errors).toEqual({});
    expect(membershipLaunchParts(unticked.values)).toEqual({ coming_soon: false, launch_at: null });
  });
});
