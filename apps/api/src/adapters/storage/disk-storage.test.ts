import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';
import { newStorageKey } from './storage.ts';

describe('createDiskStorage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'keyclub-disk-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('deletes an object with its content-type sidecar; deleting again succeeds', async () => {
    const storage = createDiskStorage({ root, publicUrl: 'http://api.test' });
    const key = newStorageKey('logos', 'png');
    await storage.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await readdir(join(root, 'logos'))).toEqual([]);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });
});
