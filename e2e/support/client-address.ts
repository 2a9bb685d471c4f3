let clients = 0;

/**
 * Headers that make an API call come from a client address of its own (the e2e API trusts one
 * proxy hop): one per call and Playwright worker, in the benchmarking range 198.18.0.0/15.
 */
export function asNewClient(): Record<string, string> {
  clients += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  const n = worker * 10_000 + clients;
  return { 'x-forwarded-for': `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}` };
}
