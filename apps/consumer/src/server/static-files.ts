import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

export interface StaticFile {
  type: string;
  body: Buffer;
  gzipped?: Buffer;
  /** Vite's hashed files never change under their name. */
  immutable: boolean;
}

/** The build's files by URL path, read once and gzipped once (the build does not change under a server). */
export function staticFiles(dist: string) {
  const files = new Map<string, Promise<StaticFile | null>>();
  const load = async (path: string): Promise<StaticFile | null> => {
    const file = normalize(join(dist, path));
    if (!file.startsWith(normalize(dist))) return null;
    const body = await readFile(file).catch(() => null);
    if (!body) return null;
    const ext = extname(file);
    return {
      type: TYPES[ext] ?? 'application/octet-stream',
      body,
      gzipped: COMPRESSED.has(ext) ? gzipSync(body) : undefined,
      immutable: path.startsWith('/assets/'),
    };
  };
  return (path: string): Promise<StaticFile | null> => {
    if (path.endsWith('/')) return Promise.resolve(null);
    let file = files.get(path);
    if (!file) {
      file = load(decodeURIComponent(path));
      files.set(path, file);
    }
    return file;
  };
}
