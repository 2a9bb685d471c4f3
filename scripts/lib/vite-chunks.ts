// How the web apps' builds split their code, shared by apps/consumer, apps/business and the floor app
// of the bundle and page-speed budgets (bench/floor-app), so the floor differs from the apps only by
// their code (docs/performance.md, "Bundle").

type ChunkGroup = { name: string; test?: RegExp; tags?: '$initial'[]; minShareCount?: number };

const appGroups: ChunkGroup[] = [
  // React and the router change rarely: one long-cached chunk.
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  // Everything else the entry imports statically, in one chunk: split by which lazy routes share
  // it, it came in ~13 small files, and a phone on HTTP/1.1 asks for six at a time (first paint
  // −0.3 s, largest paint −0.2–0.3 s on /marketplace and the detail in Lighthouse; docs/
  // performance.md, "Page speed"). Chakra's components only lazy routes use stay in those routes'
  // chunks (a Chakra group put all of them in the first load: 272 kB gzip of initial JS instead
  // of 251 kB), as do the heavy libraries (wagmi, viem, Stripe, qrcode) and ky, which loads with
  // the first request.
  { name: 'initial', tags: ['$initial'] },
];

const withGroups = (groups: ChunkGroup[], options: { includeDependenciesRecursively?: boolean } = {}) => ({
  // Hash-only names: the entry lists every lazy chunk's file for its preloads, and the names cost
  // ~2 kB gzip on every first load.
  chunkFileNames: 'assets/[hash].js',
  codeSplitting: { groups, ...options },
});

export const chunkOutput = withGroups(appGroups);

// What the consumer's visitor pages share, as paths (`/` matching either separator).
const visitorPageParts = [
  'packages/memberships/src/(shared|marketplace)/',
  'packages/ui-kit/src/(navigation/|feedback/empty-state|data/eth-equivalent)',
  'packages/domain/src/rules/(money|decimal-text|rounding|description-preview)\\.',
  '@chakra-ui/react/dist/esm/components/(simple-grid|grid|square|circle|skeleton|empty-state|badge|image|link|group|breadcrumb|icons|button/button-group)',
];

/**
 * The consumer's: what its visitor pages share (the membership card and grid, the banner, the page
 * controls, and the money rules and Chakra parts they use) in one chunk. Split by which routes share
 * each, /marketplace loaded them as ~18 files of 0.2–2 kB after its entry: on HTTP/1.1 three rounds
 * of six requests, and in Lighthouse's simulation each request in flight took its share of the
 * bandwidth from the largest image (docs/performance.md, "Page speed"). Only the listed modules join
 * it, not what they import (the heading and the messages, which the sign-in pages load too, would
 * bring the chunk to them); `npm test` checks that no chunks import each other in a circle
 * (scripts/check-route-weights.mjs), which a group without its dependencies can make.
 */
export const consumerChunkOutput = withGroups(
  [
    ...appGroups,
    {
      name: 'visitor-pages',
      minShareCount: 2,
      test: new RegExp(visitorPageParts.map((part) => part.replaceAll('/', '[\\\\/]')).join('|')),
    },
  ],
  { includeDependenciesRecursively: false },
);
