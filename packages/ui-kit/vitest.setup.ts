// Shared by every package whose tests render React (their vitest.config.ts lists this file).
import { TEST_WAIT_TIMEOUT_MS } from '@keyclub/domain/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait as long as a loaded machine needs, not the library's default 1 s.
configure({ asyncUtilTimeout: TEST_WAIT_TIMEOUT_MS });

afterEach(() => {
  cleanup();
  // A test file may choose the node environment (`@vitest-environment node`), which has no storage.
  globalThis.localStorage?.clear();
});
