import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3Settings } from './s3-storage.ts';
import { newStorageKey } from './storage.ts';

const BUCKET = 'keyclub-test';
/** The one account the test server knows; it verifies each request's SigV4 signature against it. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const API_URL = 'http://api.test';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let server: S3rver;
let directory: string;
let settings: S3Settings;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'keyclub-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: BUCKET,
    ...CREDENTIALS,
    forcePathStyle: true,
  };
});

afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('createS3Storage', () => {
  it('stores an object in the bucket and reads back its bytes and content type', async () => {
    const storage = createS3Storage({ ...settings, apiPublicUrl: API_URL });
    const key = newStorageKey('images', 'png');
    await storage.put(key, PNG, 'image/png');

    expect(await storage.get(key)).toEqual({ body: PNG, contentType: 'image/png' });
    const head = await new S3Client({ ...settings, credentials: CREDENTIALS }).send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: key }),
    );
    expect(head).toMatchObject({
      ContentType: 'image/png',
      ContentLength: PNG.length,
      CacheControl: 'public, max-age=31536000, immutable',
    });
  });

  it('deletes an object, and deleting a key that holds nothing succeeds', async () => {
    const storage = createS3Storage({ ...settings, apiPublicUrl: API_URL });
    const key = newStorageKey('images', 'png');
    await storage.put(key, PNG, 'image/png');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('answers null for a key that holds nothing or that the API never generates', async () => {
    const storage = createS3Storage({ ...settings, apiPublicUrl: API_URL });
    expect(await storage.get(newStorageKey('images', 'png'))).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
    await expect(storage.put('../escape.png', PNG, 'image/png')).rejects.toThrow(/Invalid storage key/);
  });

  it('deletes an object; deleting a key that holds nothing is no error', async () => {
    const storage = createS3Storage({ ...settings, apiPublicUrl: API_URL });
    const key = newStorageKey('images', 'png');
    await storage.put(key, PNG, 'image/png');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    await expect(storage.delete('../escape.png')).rejects.toThrow(/Invalid storage key/);
  });

  it('is refused by the server when signed with a wrong secret', async () => {
    const storage = createS3Storage({ ...settings, secretAccessKey: 'wrong', apiPublicUrl: API_URL });
    await expect(storage.put(newStorageKey('images', 'png'), PNG, 'image/png')).rejects.toThrow(
      'The request signature we calculated does not match the signature you provided',
    );
  });

  it('points the apps at the public URL when one is configured, else at the API', () => {
    const key = 'images/a1.png';
    expect(createS3Storage({ ...settings, apiPublicUrl: API_URL }).url(key)).toBe(
      `${API_URL}/files/images/a1.png`,
    );
    const cdn = createS3Storage({ ...settings, publicUrl: 'https://cdn.example.com', apiPublicUrl: API_URL });
    expect(cdn.url(key)).toBe('https://cdn.example.com/images/a1.png');
  });
});
