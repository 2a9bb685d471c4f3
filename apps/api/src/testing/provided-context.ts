declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory dump (tar); each test file loads its own copy. */
    pgliteSnapshotFile: string;
    /** Set when TEST_DATABASE_URL is: a migrated template database to create per-file copies from. */
    postgres: { adminUrl: string; templateName: string } | null;
    chain: { rpcUrl: string; deploymentFile: string };
  }
}

export {};
