import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// A chunk's static imports of its sibling chunks: `import … from "./x.js"` and bare `import "./x.js"`.
const SIBLING_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;

/**
 * The cycles among a build's chunks (each as its files, the first repeated at the end). The consumer
 * build groups modules without their dependencies (`scripts/lib/vite-chunks.ts`), which rolldown warns
 * can make chunks import each other in a circle, and then a module may run before one it needs.
 */
export function chunkCycles(assetsDir) {
  const files = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
  const imports = new Map(
    files.map((file) => [
      file,
      [...readFileSync(join(assetsDir, file), 'utf8').matchAll(SIBLING_IMPORT)].map((match) => match[1]),
    ]),
  );
  const cycles = [];
  const state = new Map(); // 'open' while on the path, 'done' after
  const visit = (file, path) => {
    state.set(file, 'open');
    const onPath = [...path, file];
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...onPath.slice(onPath.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, onPath);
    }
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file, []);
  return cycles;
}
