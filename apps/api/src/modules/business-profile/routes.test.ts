import { readdir } from 'node:fs/promises';
import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import { eq, inArray, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_SUFFIX } from '../../adapters/storage/storage.ts';
import { businesses, files, users } from '../../db/schema/index.ts';
import { ACCESS_MESSAGES } from '../../http/access-messages.ts';
import { phonePhoto, pngBomb } from '../../testing/fixtures/image-fixtures.ts';
import { businessSignupForm, createVerifiedUser, pngImage, withToken } from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

type ErrorBody = { message: string; errors: { field?: string; message: string }[] };
type BusinessJson = {
  id: number;
  name: string;
  website: string | null;
  logo: { url: string } | null;
  cover: { url: string } | null;
  owner: { city: string; state: string };
};
type UserBody = { data: { id: number; email: string; business: BusinessJson | null } };

const textAsPng = () => new File(['definitely not an image'], 'logo.png', { type: 'image/png' });

describe.each(productionEngine())('business accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signup = (form: FormData) => t.app.request('/auth/signup', { method: 'POST', body: form });
  const fetchFile = (url: string) => t.app.request(new URL(url).pathname);
  const fileRowCount = async () => (await t.deps.db.select({ id: files.id }).from(files)).length;
  /** Objects in the disk storage folder (each has a metadata sidecar, which is not counted). */
  const storedObjectCount = async () => {
    const entries = await readdir(t.deps.env.storageDir, { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    return entries.filter((entry) => entry.isFile() && !entry.name.endsWith(METADATA_SUFFIX)).length;
  };

  describe('multipart signup', () => {
    it('creates the business with its logo and cover, originals kept and thumbnails of at most 400x350', async () => {
      const response = await signup(await businessSignupForm());
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as UserBody;
      expect(data.business).toMatchObject({
        name: 'Harbor Club',
        website: 'https://harbor.example.com',
        owner: { city: 'Oakland', state: 'CA' },
      });
      const stored = await t.deps.db
        .select({ file: files })
        .from(businesses)
        .innerJoin(files, eq(files.id, businesses.coverFileId))
        .where(eq(businesses.ownerId, data.id));
      const cover = stored[0]?.file;
      expect(cover).toMatchObject({ width: 1600, height: 500, mimeType: 'image/png' });

      const original = await fetchFile(data.business?.cover?.url ?? '');
      expect(original.status).toBe(200);
      expect(original.headers.get('cache-control')).toContain('immutable');
      expect((await sharp(new Uint8Array(await original.arrayBuffer())).metadata()).width).toBe(1600);
      const thumbnail = await t.deps.storage.get(cover?.thumbnailKey ?? '');
      const size = await sharp(thumbnail?.body).metadata();
      expect(size.width).toBeLessThanOrEqual(400);
      expect(size.height).toBeLessThanOrEqual(350);
      expect((await fetchFile(data.business?.logo?.url ?? '')).status).toBe(200);
    });

    it('accepts the profile as a JSON `business` part or as business_-prefixed fields', async () => {
      const asJson = await businessSignupForm();
      for (const key of [
        'business[name]',
        'business[description]',
        'business[city]',
        'business[state]',
        'business[website]',
      ])
        asJson.delete(key);
      asJson.append(
        'business',
        JSON.stringify({ name: 'Jazz Cellar', description: 'Live jazz.', city: 'Austin', state: 'TX' }),
      );
      const first = await signup(asJson);
      expect(first.status).toBe(201);
      expect(((await first.json()) as UserBody).data.business?.name).toBe('Jazz Cellar');

      const prefixed = await businessSignupForm();
      for (const key of [
        'business[name]',
        'business[description]',
        'business[city]',
        'business[state]',
        'business[website]',
      ])
        prefixed.delete(key);
      for (const [key, value] of Object.entries({
        business_name: 'Rooftop',
        business_description: 'Views.',
        business_city: 'Miami',
        business_state: 'FL',
        instagram: 'instagram.com/rooftop',
      }))
        prefixed.append(key, value);
      const second = await signup(prefixed);
      expect(second.status).toBe(201);
      expect(((await second.json()) as UserBody).data.business).toMatchObject({
        name: 'Rooftop',
        instagram: 'https://instagram.com/rooftop',
      });
    });

    it('refuses an image whose name says .png but whose content is text, and creates nothing', async () => {
      const form = await businessSignupForm();
      const email = String(form.get('email'));
      form.set('logo', textAsPng());
      const response = await signup(form);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).errors).toEqual([
        { field: 'logo', message: M.imageType },
      ]);
      expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });

    it('answers profile field errors with the domain messages under business.*', async () => {
      const form = await businessSignupForm({ 'business[name]': 'X', 'business[website]': 'not a link' });
      const response = await signup(form);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).errors).toEqual([
        { field: 'business.name', message: M.businessNameLength },
        { field: 'business.website', message: M.linkInvalid },
      ]);
    });

    it('judges images by their content, not the declared type: a PNG sent as octet-stream is a PNG, WebP is refused', async () => {
      const form = await businessSignupForm();
      form.set(
        'logo',
        new File([new Uint8Array(await pngImage(300, 300))], 'logo', { type: 'application/octet-stream' }),
      );
      const response = await signup(form);
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as UserBody;
      const [logo] = await t.deps.db
        .select({ mimeType: files.mimeType })
        .from(businesses)
        .innerJoin(files, eq(files.id, businesses.logoFileId))
        .where(eq(businesses.ownerId, data.id));
      expect(logo?.mimeType).toBe('image/png');
      const served = await fetchFile(data.business?.logo?.url ?? '');
      expect(served.headers.get('content-type')).toBe('image/png');

      const webp = await businessSignupForm();
      const webpBytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer();
      webp.set('cover', new File([new Uint8Array(webpBytes)], 'cover.png', { type: 'image/png' }));
      expect(((await (await signup(webp)).json()) as ErrorBody).errors).toEqual([
        { field: 'cover', message: M.imageType },
      ]);
    });

    it('writes no file when a signup is refused, even when its other image was fine', async () => {
      const before = { rows: await fileRowCount(), stored: await storedObjectCount() };
      const badCover = await businessSignupForm();
      badCover.set('cover', textAsPng());
      expect((await signup(badCover)).status).toBe(400);

      const taken = await businessSignupForm();
      expect((await signup(taken)).status).toBe(201);
      const afterFirst = { rows: await fileRowCount(), stored: await storedObjectCount() };
      expect(afterFirst.rows).toBe(before.rows + 2);
      // Only a verified account holds its username (a pending signup holds nothing).
      await t.deps.db
        .update(users)
        .set({ status: 'ACTIVE' })
        .where(eq(users.username, String(taken.get('username'))));
      const sameUsername = await businessSignupForm({ username: String(taken.get('username')) });
      const conflict = await signup(sameUsername);
      expect(conflict.status).toBe(409);

      expect({ rows: await fileRowCount(), stored: await storedObjectCount() }).toEqual(afterFirst);
    });

    it('leaves no stored logo or cover behind when the database refuses the new account', async () => {
      const before = { rows: await fileRowCount(), stored: await storedObjectCount() };
      // The images are written before the transaction that records them: the rollback must remove them.
      await t.deps.db.execute(
        sql`alter table businesses add constraint no_new_businesses check (false) not valid`,
      );
      try {
        expect((await signup(await businessSignupForm())).status).toBe(500);
      } finally {
        await t.deps.db.execute(sql`alter table businesses drop constraint no_new_businesses`);
      }
      expect({ rows: await fileRowCount(), stored: await storedObjectCount() }).toEqual(before);
    });
  });

  describe('PUT /auth/business-profile', () => {
    const profileForm = (fields: Record<string, string> = {}) => {
      const form = new FormData();
      const values = {
        name: 'Harbor Club 2',
        description: 'New text',
        city: 'Berkeley',
        state: 'CA',
        website: '',
        ...fields,
      };
      for (const [key, value] of Object.entries(values)) form.append(key, value);
      return form;
    };
    const update = (token: string, form: FormData) =>
      t.app.request('/auth/business-profile', withToken(token, { method: 'PUT', body: form }));

    it('updates the text fields and keeps the images when none are sent', async () => {
      const owner = await createVerifiedUser(t, 'BUSINESS');
      const before = ((await (await t.app.request('/auth/me', withToken(owner.token))).json()) as UserBody)
        .data.business;
      const response = await update(owner.token, profileForm());
      expect(response.status).toBe(200);
      const after = ((await response.json()) as UserBody).data.business;
      expect(after).toMatchObject({
        id: before?.id,
        name: 'Harbor Club 2',
        website: null,
        logo: before?.logo,
        cover: before?.cover,
      });
    });

    it('replaces the logo when a new one is sent, and refuses text disguised as PNG', async () => {
      const owner = await createVerifiedUser(t, 'BUSINESS');
      const before = ((await (await t.app.request('/auth/me', withToken(owner.token))).json()) as UserBody)
        .data.business;
      const form = profileForm();
      form.append(
        'logo',
        new File([new Uint8Array(await pngImage(300, 300))], 'new-logo.png', { type: 'image/png' }),
      );
      const after = ((await (await update(owner.token, form)).json()) as UserBody).data.business;
      expect(after?.logo?.url).not.toBe(before?.logo?.url);
      expect(after?.cover).toEqual(before?.cover);
      expect((await fetchFile(after?.logo?.url ?? '')).status).toBe(200);

      const disguised = profileForm();
      disguised.append('logo', textAsPng());
      const refused = await update(owner.token, disguised);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as ErrorBody).errors).toEqual([{ field: 'logo', message: M.imageType }]);
    });

    it('deletes the replaced logo and cover: their file rows and stored objects', async () => {
      const owner = await createVerifiedUser(t, 'BUSINESS');
      const oldFiles = await t.deps.db
        .select({ file: files })
        .from(businesses)
        .innerJoin(files, or(eq(files.id, businesses.logoFileId), eq(files.id, businesses.coverFileId)))
        .where(eq(businesses.ownerId, owner.id));
      expect(oldFiles).toHaveLength(2);
      const [rowsBefore, storedBefore] = [await fileRowCount(), await storedObjectCount()];

      const form = profileForm();
      form.append(
        'logo',
        new File([new Uint8Array(await pngImage(300, 300))], 'logo.png', { type: 'image/png' }),
      );
      form.append(
        'cover',
        new File([new Uint8Array(await pngImage(900, 300))], 'cover.png', { type: 'image/png' }),
      );
      expect((await update(owner.token, form)).status).toBe(200);

      const oldIds = oldFiles.map(({ file }) => file.id);
      expect(await t.deps.db.select().from(files).where(inArray(files.id, oldIds))).toEqual([]);
      for (const { file } of oldFiles) {
        expect(await t.deps.storage.get(file.storageKey)).toBeNull();
        expect(await t.deps.storage.get(file.thumbnailKey ?? '')).toBeNull();
      }
      // Two rows and four objects (original + thumbnail each) replaced, none added in total.
      expect([await fileRowCount(), await storedObjectCount()]).toEqual([rowsBefore, storedBefore]);
    });

    it('keeps no new file, row or object, and the old logo, when the database refuses the update', async () => {
      const owner = await createVerifiedUser(t, 'BUSINESS');
      await t.deps.db.execute(sql`
        create or replace function refuse_business_name() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`);
      await t.deps.db.execute(sql`
        create or replace trigger refuse_business_name before update on businesses for each row
        when (new.name = 'Refused by the database') execute function refuse_business_name()`);
      const before = ((await (await t.app.request('/auth/me', withToken(owner.token))).json()) as UserBody)
        .data.business;
      const [rowsBefore, storedBefore] = [await fileRowCount(), await storedObjectCount()];

      const form = profileForm({ name: 'Refused by the database' });
      form.append(
        'logo',
        new File([new Uint8Array(await pngImage(300, 300))], 'logo.png', { type: 'image/png' }),
      );
      expect((await update(owner.token, form)).status).toBe(500);

      expect([await fileRowCount(), await storedObjectCount()]).toEqual([rowsBefore, storedBefore]);
      expect((await fetchFile(before?.logo?.url ?? '')).status).toBe(200);
    });

    it('serves a new logo without the EXIF and GPS data of the uploaded photo, turned upright', async () => {
      const owner = await createVerifiedUser(t, 'BUSINESS');
      const form = profileForm();
      form.append('logo', await phonePhoto('logo.jpg'));
      const response = await update(owner.token, form);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as UserBody;
      const served = await fetchFile(data.business?.logo?.url ?? '');
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const metadata = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ width: 20, height: 40 });
      expect(metadata.exif).toBeUndefined();
    });

    it('refuses a decompression bomb as logo with the resolution message, storing nothing', async () => {
      const owner = await createVerifiedUser(t, 'BUSINESS');
      const [rowsBefore, storedBefore] = [await fileRowCount(), await storedObjectCount()];
      const form = profileForm();
      form.append('logo', pngBomb(8_000, 8_000));
      const response = await update(owner.token, form);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).errors).toEqual([
        { field: 'logo', message: 'Maximum allowed image resolution is 50 megapixels.' },
      ]);
      expect([await fileRowCount(), await storedObjectCount()]).toEqual([rowsBefore, storedBefore]);
    });

    it('changes only the caller’s own business', async () => {
      const first = await createVerifiedUser(t, 'BUSINESS');
      const second = await createVerifiedUser(t, 'BUSINESS');
      await update(first.token, profileForm({ name: 'Mine Only' }));
      const other = ((await (await t.app.request('/auth/me', withToken(second.token))).json()) as UserBody)
        .data.business;
      expect(other?.name).toBe('Harbor Club');
    });

    it('refuses consumers (403), missing sessions (401) and invalid fields (400)', async () => {
      const consumer = await createVerifiedUser(t, 'CONSUMER');
      const forbidden = await update(consumer.token, profileForm());
      expect(forbidden.status).toBe(403);
      expect(((await forbidden.json()) as ErrorBody).message).toBe(ACCESS_MESSAGES.forbidden);
      expect(
        (await t.app.request('/auth/business-profile', { method: 'PUT', body: profileForm() })).status,
      ).toBe(401);

      const owner = await createVerifiedUser(t, 'BUSINESS');
      const invalid = await update(owner.token, profileForm({ name: '', state: 'ZZ' }));
      expect(((await invalid.json()) as ErrorBody).errors).toEqual([
        { field: 'name', message: M.businessNameRequired },
        { field: 'state', message: M.stateInvalid },
      ]);
    });
  });
});
