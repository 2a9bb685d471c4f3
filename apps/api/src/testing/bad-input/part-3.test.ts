import { badInputSuite } from './bad-input-suite.ts';

// Issue 15, docs/security.md "Bad input (property-based)": one quarter of the endpoints per file.
await badInputSuite(3, 4);
