// Initial JavaScript of each app build: the entry chunk and every chunk index.html preloads,
// gzip-compressed. Run after `turbo run build`: `node bench/bundle-size.mjs`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

for (const app of ['consumer', 'business']) {
  const dist = join(import.meta.dirname, '..', 'apps', app, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  if (!entry) throw new Error(`${app}: no module entry in dist/index.html`);
  const sizes = [entry, ...preloads].map((file) => {
    const gzip = gzipSync(readFileSync(join(dist, file))).length;
    return { file, gzip };
  });
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  console.log(`${app}: entry ${kb(sizes[0].gzip)} gzip, initial JS ${kb(total)} gzip`);
  for (const { file, gzip } of sizes) console.log(`  ${file.padEnd(40)} ${kb(gzip)}`);
}
