// How the web apps' builds split their code, shared by apps/consumer, apps/business and the floor app
// of the bundle and page-speed budgets (bench/floor-app), so the floor differs from the apps only by
// their code (docs/performance.md, "Bundle").
export const chunkOutput = {
  // Hash-only names: the entry lists every lazy chunk's file for its preloads, and the names cost
  // ~2 kB gzip on every first load.
  chunkFileNames: 'assets/[hash].js',
  codeSplitting: {
    groups: [
      // React and the router change rarely: one long-cached chunk.
      { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
      // Everything else the entry imports statically, in one chunk: split by which lazy routes share
      // it, it came in ~13 small files, and a phone on HTTP/1.1 asks for six at a time (first paint
      // −0.3 s, largest paint −0.2–0.3 s on /marketplace and the detail in Lighthouse; docs/
      // performance.md, "Page speed"). Chakra's components only lazy routes use stay in those routes'
      // chunks (a Chakra group put all of them in the first load: 272 kB gzip of initial JS instead
      // of 251 kB), as do the heavy libraries (wagmi, viem, Stripe, qrcode) and ky, which loads with
      // the first request.
      { name: 'initial', tags: ['$initial' as const] },
    ],
  },
};
