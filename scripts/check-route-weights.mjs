// The bundle budget (issue 15, docs/performance.md "Bundle"), run by `npm test` after the production
// builds: each measured route (bench/lib/route-weights.mjs) weighs at most 1.3 × the floor app,
// gzip JS + CSS, and loads no wallet, payment or QR library it does not use. Exits 1 with the table
// and each broken budget. `node scripts/check-route-weights.mjs`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DISTS, kB, LIBRARIES, measureRoutes } from '../bench/lib/route-weights.mjs';

const MAX_RATIO = 1.3;
// Built into some route of each app (the wallet and payment of the buy page, the membership card, the
// card scanner): if their markers vanish from every chunk, the library check would pass whatever the
// routes load, so it fails instead.
const MUST_BE_FOUND = { consumer: ['wagmi', 'viem', 'Stripe.js', 'qrcode'], business: ['jsQR'] };

const results = await measureRoutes();
const floor = results.find((result) => result.app === 'floor');
if (!floor) throw new Error('the floor app was not measured');
const problems = [];
console.log(`${'route'.padEnd(34)} ${'kB gzip'.padStart(8)} ${'× floor'.padStart(8)}  files`);
for (const result of results) {
  const ratio = result.gzip / floor.gzip;
  console.log(
    `${`${result.app} ${result.path}`.padEnd(34)} ${kB(result.gzip).padStart(8)} ${ratio.toFixed(2).padStart(8)}  ${result.files.length}`,
  );
  if (ratio > MAX_RATIO)
    problems.push(`${result.app} ${result.path}: ${ratio.toFixed(2)} × the floor (budget ${MAX_RATIO} ×)`);
  for (const file of result.files) {
    for (const library of file.libraries.filter((name) => !(result.uses ?? []).includes(name)))
      problems.push(`${result.app} ${result.path}: loads ${library} (${file.file}), which it does not use`);
  }
}
for (const [app, names] of Object.entries(MUST_BE_FOUND)) {
  const assets = join(DISTS[app], 'assets');
  const code = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
  for (const name of names) {
    if (!LIBRARIES.find((library) => library.name === name)?.marker.test(code))
      problems.push(
        `${app}: no chunk carries ${name}'s marker; update LIBRARIES in bench/lib/route-weights.mjs`,
      );
  }
}
if (problems.length) {
  console.error(`\nbundle budget broken:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `\nbundle budget kept: every route ≤ ${MAX_RATIO} × the floor, no unused wallet, payment or QR library`,
);
