// `npm test`'s typecheck (issue 32): every workspace package's own tsconfig.json, each source file
// checked under its package's options, in as few TypeScript programs as there are distinct option
// sets. Each package imports its workspace dependencies' sources, so `tsc -p` per package (turbo's
// `typecheck`) checks domain again inside every package that uses it; one program per option set
// checks a package's files once for all the packages of that set. (`tsc -b` with project references
// would need declaration emit, which 20+ inferred types of testing helpers and viem clients cannot
// name: TS2883.) The packages' files and options are read with `tsc --showConfig`, so a new package
// or a changed `include` needs nothing here. Usage: `node scripts/typecheck.mjs`; exits 1 on errors.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from './lib/services.mjs';

const tsc = join(repoRoot, 'node_modules/.bin/tsc');

/** The workspace's package folders (pnpm-workspace.yaml) that have a tsconfig.json. */
function packageDirs() {
  const yaml = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  const patterns = [...yaml.split(/^\S.*:$/m)[1].matchAll(/^\s+-\s+(\S+)$/gm)].map((match) => match[1]);
  return patterns
    .flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return [join(repoRoot, pattern)];
      const parent = join(repoRoot, pattern.slice(0, -2));
      return readdirSync(parent).map((name) => join(parent, name));
    })
    .filter((dir) => existsSync(join(dir, 'tsconfig.json')));
}

/** A package's resolved options and files (absolute paths). Refuses options that hold a path. */
function configOf(dir) {
  const { compilerOptions, files } = JSON.parse(
    execFileSync(tsc, ['--showConfig', '-p', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
  );
  // A path in an option (outDir, typeRoots, paths…) is relative to the package: refused, not moved.
  for (const [name, value] of Object.entries(compilerOptions)) {
    if (/"\.{0,2}\//.test(JSON.stringify(value)))
      throw new Error(`${dir}: option ${name} holds a path; scripts/typecheck.mjs cannot move it`);
  }
  return { compilerOptions, files: files.map((file) => resolve(dir, file)) };
}

const groups = new Map();
for (const dir of packageDirs()) {
  const { compilerOptions, files } = configOf(dir);
  const key = JSON.stringify(compilerOptions);
  const group = groups.get(key) ?? { compilerOptions, dirs: [], files: [] };
  group.dirs.push(dir);
  group.files.push(...files);
  groups.set(key, group);
}

let failed = false;
for (const { compilerOptions, dirs, files } of groups.values()) {
  // Inside the first package, so `types` (node, vite/client) resolve from a package that has them.
  const configDir = join(dirs[0], 'node_modules/.cache/typecheck');
  mkdirSync(configDir, { recursive: true });
  const config = join(configDir, 'tsconfig.json');
  writeFileSync(config, JSON.stringify({ compilerOptions, files }, null, 2));
  const names = dirs.map((dir) => dir.slice(repoRoot.length)).join(', ');
  const started = Date.now();
  const { status } = spawnSync(tsc, ['-p', config], { stdio: 'inherit' });
  console.log(
    `${status === 0 ? 'ok' : 'FAILED'} ${names} (${files.length} files, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
