// The bench servers' Node flags (server-node-flags.mjs). `node --test bench/lib/`; npm test runs it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

/** The young generation's size in MiB of a fresh Node process started with `flags`. */
const newSpaceMiB = (flags) =>
  Number(
    execFileSync(process.execPath, [
      ...flags,
      '-p',
      "require('node:v8').getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20",
    ]).toString(),
  );

describe('SERVER_NODE_FLAGS', () => {
  it('start a server with its young generation at full size, where V8 alone starts it small and resizes it', () => {
    // An unknown flag would stop Node here ("bad option"), so this also checks this Node takes them.
    assert.ok(newSpaceMiB([]) < 16, 'V8 starts the young generation below 16 MB by default');
    assert.ok(newSpaceMiB(SERVER_NODE_FLAGS) >= 16);
  });
});
