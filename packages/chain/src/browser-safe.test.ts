import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = import.meta.dirname;

function browserSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node' ? [] : browserSourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the "." entry point', () => {
  it('imports neither node built-ins nor the node-only folder', () => {
    const offenders = browserSourceFiles(srcDir).filter((file) =>
      /from ['"](node:|\.\/node\/|\.\.\/node\/)/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => relative(srcDir, file))).toEqual([]);
  });
});
