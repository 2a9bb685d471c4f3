import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';

export interface ImportSite {
  /** Absolute path of the importing file. */
  file: string;
  specifier: string;
}

const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/** Installed, built or generated at run time: not source. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.turbo', '.reports', '.run', '.data', 'test-results']);
const skipped = (name: string) => SKIPPED_DIRS.has(name) || name.startsWith('dist-');

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped(entry.name) ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A string literal's text (`'x'`, `"x"`, or a template without `${}`); null for an expression. */
const literalText = (code: string) => /^(['"`])([^'"`$]*)\1$/.exec(code.trim())?.[2] ?? null;

/** Every module a file names: imports and re-exports (type-only ones too) and literal `import()`s. */
export function importsOfFile(file: string): ImportSite[] {
  const code = readFileSync(file, 'utf8');
  const { module, errors } = parseSync(file, code);
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`);
  const specifiers = [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.map((item) => item.moduleRequest?.value)),
    ...module.dynamicImports.map(({ moduleRequest }) =>
      literalText(code.slice(moduleRequest.start, moduleRequest.end)),
    ),
  ];
  return specifiers.filter((value) => typeof value === 'string').map((specifier) => ({ file, specifier }));
}

export const importsOfPackage = (dir: string): ImportSite[] => sourceFiles(dir).flatMap(importsOfFile);
