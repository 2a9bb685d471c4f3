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

  // Found by the bad-input properties: GET /files/<70,000 characters> failed with ENAMETOOLONG (a 500).
  it('finds nothing under a key too long for the file system, a folder, or a path through a file', async () => {
    const storage = createDiskStorage({ root, publicUrl: 'http://api.test' });
    const key = newStorageKey('images', 'png');
    await storage.put(key, new Uint8Array([1]), 'image/png');
    expect(await storage.get('a'.repeat(70_000))).toBeNull();
    expect(await storage.get('images')).toBeNull();
    expect(await storage.get(`${key}/inside`)).toBeNull();
  });
});
