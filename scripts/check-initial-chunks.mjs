// The apps' first load holds no wallet, payment or QR library (issues 12 and 13; docs/architecture.md,
// "lazy routes"): the entry chunk and every chunk index.html preloads must not contain wagmi, viem,
// Stripe.js, qrcode or jsQR, which only the routes that use them may load. Run after the production builds:
// `node scripts/check-initial-chunks.mjs`; exits 1 naming each library found and its chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/services.mjs';

// Text each library's bundled code carries (its version tag, the script it loads).
const LIBRARIES = [
  { name: 'wagmi', marker: /@wagmi\/core@|\bwagmi@/ },
  { name: 'viem', marker: /\bviem@/ },
  { name: 'Stripe.js', marker: /js\.stripe\.com/ },
  { name: 'qrcode', marker: /BitMatrix size must be defined/ },
  { name: 'jsQR', marker: /Invalid module size/ },
];
// Built into some route of each app (the wallet routes, the membership card, the card scanner): if
// their markers vanish from every chunk, the check would pass whatever the first load holds, so it
// fails instead.
const MUST_BE_FOUND = { consumer: ['wagmi', 'viem', 'qrcode'], business: ['jsQR'] };

/** The entry chunk and the chunks index.html preloads: what every first visit downloads. */
function initialChunks(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
  if (!entry) throw new Error(`${dist}: no module entry in index.html`);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return [entry, ...preloads];
}

const problems = [];
for (const app of ['consumer', 'business']) {
  const dist = join(repoRoot, 'apps', app, 'dist');
  const read = (file) => readFileSync(join(dist, file), 'utf8');
  for (const file of initialChunks(dist)) {
    const code = read(file);
    for (const library of LIBRARIES) {
      if (library.marker.test(code)) problems.push(`${app}: ${library.name} in the first load (${file})`);
    }
  }
  const all = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => read(join('assets', file)))
    .join('\n');
  for (const name of MUST_BE_FOUND[app]) {
    const library = LIBRARIES.find((candidate) => candidate.name === name);
    if (!library?.marker.test(all))
      problems.push(`${app}: no chunk carries ${name}'s marker; update the check`);
  }
}
if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log('initial chunks: no wagmi, viem, Stripe.js, qrcode or jsQR in either app’s first load');
