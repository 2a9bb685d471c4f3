import { randomUUID } from 'node:crypto';
import type { UserRole } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { businesses, categories, users } from '../../../db/schema/index.ts';
import { ACCESS_TOKEN_HEADER } from '../../../http/access-token.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { createSession } from '../../auth/sessions.ts';

export type TestSession = { userId: number; businessId: number | null; headers: Record<string, string> };

/** An ACTIVE, verified user with a live session (and a business when BUSINESS), inserted directly. */
export async function signedInUser(
  t: TestApp,
  role: UserRole,
  place: { city: string; state: string } = { city: 'Austin', state: 'TX' },
): Promise<TestSession> {
  const unique = randomUUID().slice(0, 8);
  const [user] = await t.deps.db
    .insert(users)
    .values({
      email: `${role.toLowerCase()}-${unique}@keyclub.test`,
      username: `u${unique}`,
      passwordHash: 'not-used-by-these-tests',
      firstName: 'Test',
      lastName: 'User',
      address1: '1 Main St',
      city: place.city,
      state: place.state,
      zip: '78701',
      roleName: role,
      status: 'ACTIVE',
      isEmailVerified: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('Inserting the test user returned nothing');
  let businessId: number | null = null;
  if (role === 'BUSINESS') {
    const [business] = await t.deps.db
      .insert(businesses)
      .values({
        ownerId: user.id,
        name: `Business ${unique}`,
        description: 'A place for tests.',
        city: 'Dallas',
        state: 'TX',
        website: 'https://example.com',
      })
      .returning({ id: businesses.id });
    businessId = business?.id ?? null;
  }
  const { token } = await createSession(t.deps.db, { userId: user.id, ttlDays: 1 });
  return { userId: user.id, businessId, headers: { [ACCESS_TOKEN_HEADER]: token } };
}

export async function categoryId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, name));
  if (!row) throw new Error(`No category ${name}`);
  return row.id;
}

/** A real PNG image file (solid colour). */
export async function pngFile(name = 'image.png', width = 640, height = 480): Promise<File> {
  const body = await sharp({ create: { width, height, channels: 3, background: '#1b1f3b' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(body)], name, { type: 'image/png' });
}

export type MembershipFields = Record<string, string | string[] | number[] | object[]>;

/** A complete, valid create form (as the business app's FormData would carry it). */
export function membershipFields(category: number, overrides: MembershipFields = {}): MembershipFields {
  return {
    title: 'Gold Supper Club',
    description: 'Dinner and drinks with the regulars.',
    price: '25.50',
    renewal_price: '20',
    currency: 'USD',
    copies: '100',
    royalty: '5',
    lockout_period: '-1',
    lockout_period_type: 'HOURS',
    expiration_duration: '30',
    expiration_duration_type: 'DAYS',
    category_id: String(category),
    perks: ['Chef table', 'Welcome drink'],
    perk_descriptions: ['Once a month.', ''],
    gate: [{ gate_configuration: { type: 'OPENTABLE' }, values: 'opentable.com/r/gold' }],
    terms_and_conditions: 'Personal and not transferable.',
    ...overrides,
  };
}

/** The multipart body: arrays become JSON text, files are appended as parts (covers repeated). */
export function membershipForm(fields: MembershipFields, files: { art_image?: File; covers?: File[] } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (files.art_image) form.append('art_image', files.art_image);
  for (const cover of files.covers ?? []) form.append('covers', cover);
  return form;
}
