// Setup file of a package whose test files share their worker (index.js, sharedWorker): fails a file
// that leaves behind what the next file in the same worker would inherit.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  const left = [];
  if (vi.isFakeTimers()) left.push('fake timers on (call vi.useRealTimers())');
  const elements = globalThis.document?.body.childElementCount ?? 0;
  if (elements > 0) left.push(`${elements} element(s) in document.body`);
  if (left.length)
    throw new Error(`This file's tests share their worker with the next file; it left ${left.join(', ')}`);
});
