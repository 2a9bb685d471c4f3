import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const SCOPE = '@keyclub/';

export interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  exports?: string | Record<string, unknown>;
}

export interface WorkspacePackage {
  /** The name without the scope: `@keyclub/auth` is `auth`. */
  name: string;
  /** Absolute, with a trailing slash. */
  dir: string;
  manifest: Manifest;
}

/** `@keyclub/auth/testing` → `{ name: 'auth', entry: './testing' }`; null for anything not ours. */
export function workspaceSpecifier(specifier: string): { name: string; entry: string } | null {
  if (!specifier.startsWith(SCOPE)) return null;
  const [name = '', ...rest] = specifier.slice(SCOPE.length).split('/');
  return { name, entry: rest.length > 0 ? `./${rest.join('/')}` : '.' };
}

/** The workspace packages a package.json declares, in dependencies or devDependencies, by short name. */
export function declaredWorkspaceDependencies(manifest: Manifest): string[] {
  return Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter(([name, version]) => name.startsWith(SCOPE) && version.startsWith('workspace:'))
    .map(([name]) => name.slice(SCOPE.length));
}

/** The entries a package's `exports` map offers (`.`, `./testing`…). */
export function exportedEntries(manifest: Manifest): string[] {
  const { exports } = manifest;
  if (exports === undefined) return [];
  if (typeof exports === 'string') return ['.'];
  return Object.keys(exports);
}

/**
 * The `packages:` globs of pnpm-workspace.yaml (`apps/*`, `packages/*`, `e2e`). The file is read as
 * the simple list it is; a glob is a folder, or a folder followed by `/*`.
 */
function workspaceGlobs(root: string): string[] {
  const lines = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const start = lines.indexOf('packages:');
  const globs: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const item = /^\s+-\s+["']?([^"'\s]+)["']?\s*$/.exec(line);
    if (!item?.[1]) break;
    globs.push(item[1]);
  }
  return globs;
}

export function workspacePackages(root: string = repoRoot): WorkspacePackage[] {
  const dirs = workspaceGlobs(root).flatMap((glob) => {
    if (!glob.endsWith('/*')) return [join(root, glob)];
    const parent = join(root, glob.slice(0, -2));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name));
  });
  return dirs
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
      const name = workspaceSpecifier(manifest.name)?.name;
      if (!name) throw new Error(`${dir}/package.json: the name is not in the ${SCOPE} scope`);
      return { name, dir: `${dir}/`, manifest };
    });
}
