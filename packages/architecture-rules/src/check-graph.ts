import { relative, resolve } from 'node:path';
import type { ImportSite } from './imports.ts';
import {
  declaredWorkspaceDependencies,
  exportedEntries,
  type WorkspacePackage,
  workspaceSpecifier,
} from './workspace.ts';

/** For each workspace package (short name), the workspace packages it may import. */
export type AllowedImports = Record<string, readonly string[]>;

export interface PackageImports {
  pkg: WorkspacePackage;
  imports: ImportSite[];
}

export interface GraphProblems {
  /** Packages of the workspace the table does not name, and names in the table that are no package. */
  unlisted: string[];
  /** Imports the table does not allow. */
  illegal: string[];
  /** Imports of a workspace package the importer's package.json does not declare. */
  undeclared: string[];
  /** Workspace dependencies declared in a package.json and never imported. */
  unused: string[];
  /** Imports of a subpath the imported package's `exports` map does not offer. */
  unexported: string[];
}

/** The workspace package a relative import lands in, when it leaves its own package. */
function packageOfRelativeImport(site: ImportSite, packages: WorkspacePackage[]): WorkspacePackage | null {
  if (!site.specifier.startsWith('.')) return null;
  const target = resolve(site.file, '..', site.specifier);
  return packages.find((pkg) => target.startsWith(pkg.dir)) ?? null;
}

/**
 * Checks the import graph against the allowed table and the package.json files. A relative import
 * into another package (a shared test config) counts as an edge of the table, but needs no
 * declaration, since it does not go through package resolution.
 */
export function checkGraph(graph: PackageImports[], allowed: AllowedImports, root: string): GraphProblems {
  const packages = graph.map(({ pkg }) => pkg);
  const names = packages.map((pkg) => pkg.name);
  const problems: GraphProblems = {
    unlisted: [
      ...names.filter((name) => !(name in allowed)).map((name) => `${name}: not in the table`),
      ...Object.keys(allowed)
        .filter((name) => !names.includes(name))
        .map((name) => `${name}: in the table, but no such package`),
    ],
    illegal: [],
    undeclared: [],
    unused: [],
    unexported: [],
  };
  for (const { pkg, imports } of graph) {
    const declared = declaredWorkspaceDependencies(pkg.manifest);
    const used = new Set<string>();
    for (const site of imports) {
      const where = `${relative(root, site.file)} imports ${site.specifier}`;
      const named = workspaceSpecifier(site.specifier);
      const target = named?.name ?? packageOfRelativeImport(site, packages)?.name;
      if (target === undefined || target === pkg.name) continue;
      if (!allowed[pkg.name]?.includes(target)) {
        problems.illegal.push(
          `${where}: ${pkg.name} may import ${allowed[pkg.name]?.join(', ') || 'nothing of ours'}`,
        );
      }
      if (!named) continue;
      used.add(target);
      if (!declared.includes(target))
        problems.undeclared.push(`${where}: not declared in ${pkg.name}/package.json`);
      const targetPkg = packages.find((candidate) => candidate.name === target);
      if (targetPkg && !exportedEntries(targetPkg.manifest).includes(named.entry)) {
        problems.unexported.push(
          `${where}: ${target} exports ${exportedEntries(targetPkg.manifest).join(', ')}`,
        );
      }
    }
    for (const dependency of declared) {
      if (!used.has(dependency))
        problems.unused.push(`${pkg.name} declares ${dependency} and never imports it`);
    }
  }
  return problems;
}
