declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory dump (tar); each test file loads its own copy. */
    pgliteSnapshotFile: string;
    /**
     * Set when TEST_DATABASE_URL is: a migrated template database to create per-file copies from,
     * named `copyPrefix` and more; the run drops its copies when it ends (global-setup.ts).
     */
    postgres: { adminUrl: string; templateName: string; copyPrefix: string } | null;
    /**
     * The run's chains, one per worker slot (read a file's with run-chain.ts); `unlimitedLock` is a
     * lock without a key limit, for checkouts whose stock the database alone decides (a checkout
     * reads the lock's room on chain).
     */
    chains: { rpcUrl: string; deploymentFile: string; unlimitedLock: `0x${string}` }[];
  }
}

export {};
