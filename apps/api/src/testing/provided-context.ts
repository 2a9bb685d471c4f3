declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory dump (tar); each test file loads its own copy. */
    pgliteSnapshotFile: string;
    /** Set when TEST_DATABASE_URL is: a migrated template database to create per-file copies from. */
    postgres: { adminUrl: string; templateName: string } | null;
    /**
     * The run's chain; `unlimitedLock` is a lock on it without a key limit, for checkouts whose
     * stock the database alone decides (a checkout reads the lock's room on chain).
     */
    chain: { rpcUrl: string; deploymentFile: string; unlimitedLock: `0x${string}` };
  }
}

export {};
