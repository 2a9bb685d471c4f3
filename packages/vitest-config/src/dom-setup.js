// Every test file of a package whose vitest config is domTestConfig (index.js) runs this first.

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { TEST_WAIT_TIMEOUT_MS } from './wait.js';

// findBy* and waitFor wait as long as a loaded machine needs, not the library's default 1 s.
configure({ asyncUtilTimeout: TEST_WAIT_TIMEOUT_MS });

afterEach(() => {
  cleanup();
  // The preloads a page added to <head> (memberships' lead images) go with the page, as `cleanup`
  // takes what it rendered in <body>: a lead image left loading would hold the next test's images.
  for (const link of globalThis.document?.head.querySelectorAll('link[rel="preload"]') ?? []) link.remove();
  // A test file may choose the node environment (`@vitest-environment node`), which has no storage.
  globalThis.localStorage?.clear();
});
