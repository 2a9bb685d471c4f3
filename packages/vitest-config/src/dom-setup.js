// Every test file of a package whose vitest config is domTestConfig (index.js) runs this first.

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { TEST_WAIT_TIMEOUT_MS } from './wait.js';

// findBy* and waitFor wait as long as a loaded machine needs, not the library's default 1 s.
configure({ asyncUtilTimeout: TEST_WAIT_TIMEOUT_MS });

afterEach(() => {
  cleanup();
  // A test file may choose the node environment (`@vitest-environment node`), which has no storage.
  globalThis.localStorage?.clear();
});
