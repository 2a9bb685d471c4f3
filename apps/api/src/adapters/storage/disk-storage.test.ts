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

  it('deletes an object and its content-type sidecar; deleting nothing is no error', async () => {
    const storage = createDiskStorage({ root, publicUrl: 'http://api.test' });
    const key = newStorageKey('images', 'png');
    await storage.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    expect(await readdir(join(root, 'images'))).toHaveLength(2);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await readdir(join(root, 'images'))).toEqual([]);
    await storage.delete(key);
    await expect(storage.delete('../escape.png')).rejects.toThrow(/Invalid storage key/);
  });
});
