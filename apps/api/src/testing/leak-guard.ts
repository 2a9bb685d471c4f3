import { afterAll, beforeAll } from 'vitest';

// Test files share their worker's process (vitest.config.ts, isolate: false). A file that leaves a
// child process or a listening server behind fails here, naming it, instead of the files after it
// running beside it. Timers and sockets are not counted: clients close theirs lazily.
const WATCHED = ['ProcessWrap', 'TCPServerWrap'];

const running = () => {
  const counts = new Map(WATCHED.map((name) => [name, 0]));
  for (const name of process.getActiveResourcesInfo())
    if (counts.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
};

let atStart = running();
beforeAll(() => {
  atStart = running();
});

afterAll(async () => {
  // A stopped process or server lets go of its handle on a later turn of the event loop.
  const deadline = Date.now() + 10_000;
  let left: string[] = [];
  do {
    left = [...running()]
      .filter(([name, count]) => count > (atStart.get(name) ?? 0))
      .map(([name, count]) => `${count - (atStart.get(name) ?? 0)} ${name}`);
    if (left.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  throw new Error(`This file left running: ${left.join(', ')}. Stop what it starts, also when a test fails.`);
});
