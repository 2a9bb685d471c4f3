import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, relativeImportGraphs } from './import-cycles.ts';
import { importsOfPackage } from './imports.ts';
import { repoRoot } from './workspace.ts';

/** apps/api/src/modules/<name>/…: each use-case module of the API is a unit. */
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;

describe('the API modules', () => {
  const root = join(repoRoot, 'apps/api/src');
  const { files, units } = relativeImportGraphs(root, importsOfPackage(root), moduleOf);

  it('import each other in one direction only (no cycle between modules)', () => {
    expect(cyclesOf(units)).toEqual([]);
  });

  it('have no import cycle between files', () => {
    expect(cyclesOf(files)).toEqual([]);
  });
});
