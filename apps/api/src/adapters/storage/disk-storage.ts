import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isValidStorageKey, METADATA_SUFFIX, type Storage } from './storage.ts';

const NOTHING_STORED = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);

/** Files under `root`, each with a `.meta.json` sidecar keeping its content type. */
export function createDiskStorage(options: { root: string; publicUrl: string }): Storage {
  const pathOf = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return join(options.root, key);
  };
  return {
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      await writeFile(`${path}${METADATA_SUFFIX}`, JSON.stringify({ contentType }));
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      const path = pathOf(key);
      try {
        const [body, meta] = await Promise.all([
          readFile(path),
          readFile(`${path}${METADATA_SUFFIX}`, 'utf8'),
        ]);
        return { body, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
      } catch (error) {
        // A folder, or a path through a file, is no stored object either.
        if (NOTHING_STORED.has((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await Promise.all([rm(path, { force: true }), rm(`${path}${METADATA_SUFFIX}`, { force: true })]);
    },
    url(key) {
      return `${options.publicUrl}/files/${key}`;
    },
  };
}
