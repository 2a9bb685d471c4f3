import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { createStorage } from './create-storage.ts';
import { newStorageKey, type Storage } from './storage.ts';

const S3_VARS = {
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'keyclub-uploads',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};
/** Outside production, so that only the S3 rules decide. */
const parseDevEnv = (vars: Record<string, string>) => parseEnv({ NODE_ENV: 'development', ...vars });
const BYTES = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);

/** Disk storage answers a Buffer, S3 a plain Uint8Array: compare the bytes. */
async function read(storage: Storage, key: string) {
  const stored = await storage.get(key);
  return stored && { bytes: [...stored.body], contentType: stored.contentType };
}
const STORED_GIF = { bytes: [...BYTES], contentType: 'image/gif' };

let dataDir: string;
let s3Dir: string;
let server: S3rver;
let endpoint: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'keyclub-storage-'));
  s3Dir = await mkdtemp(join(tmpdir(), 'keyclub-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: S3_VARS.S3_BUCKET }],
  });
  endpoint = `http://127.0.0.1:${(await server.run()).port}`;
});

afterAll(async () => {
  await server.close();
  await Promise.all([dataDir, s3Dir].map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('S3 environment', () => {
  it('is off unless configured', () => {
    expect(parseDevEnv({}).s3).toBeUndefined();
  });

  it('refuses a partial configuration, naming what is missing', () => {
    const attempt = () => parseDevEnv({ S3_BUCKET: 'keyclub-uploads', S3_REGION: 'eu-west-1' });
    expect(attempt).toThrow(/S3_ACCESS_KEY_ID: S3 storage needs all of .*unset every S3_\* variable/);
    expect(attempt).toThrow(/S3_SECRET_ACCESS_KEY:/);
    expect(() => parseDevEnv({ S3_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(/S3_BUCKET:/);
    expect(() => parseDevEnv({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(/S3_REGION:/);
    expect(() => parseDevEnv({ ...S3_VARS, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('reads a complete configuration', () => {
    const env = parseDevEnv({
      ...S3_VARS,
      S3_FORCE_PATH_STYLE: '1',
      S3_PUBLIC_URL: 'https://cdn.example.com/',
    });
    expect(env.s3).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'keyclub-uploads',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com',
    });
  });
});

describe('createStorage', () => {
  it('stores files on disk under STORAGE_DIR when no S3 variable is set', async () => {
    const env = parseDevEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'https://api.example.com' });
    const storage = createStorage(env);
    const key = newStorageKey('images', 'gif');
    await storage.put(key, BYTES, 'image/gif');

    await expect(access(join(env.storageDir, key))).resolves.toBeUndefined();
    expect(await read(storage, key)).toEqual(STORED_GIF);
    expect(storage.url(key)).toBe(`https://api.example.com/files/${key}`);
  });

  it('stores files in the bucket when S3 is configured, nothing on disk', async () => {
    const vars = { DATA_DIR: dataDir, PUBLIC_URL: 'https://api.example.com', ...S3_VARS };
    const storage = createStorage(
      parseDevEnv({ ...vars, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true' }),
    );
    const key = newStorageKey('images', 'gif');
    await storage.put(key, BYTES, 'image/gif');

    await expect(access(join(parseDevEnv(vars).storageDir, key))).rejects.toThrow(/ENOENT/);
    expect(await read(storage, key)).toEqual(STORED_GIF);
    expect(storage.url(key)).toBe(`https://api.example.com/files/${key}`);
  });
});
