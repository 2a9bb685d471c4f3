import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { chakraTheme } from './chakra-theme.ts';
import { system } from './system.ts';

// The system carries only the recipes and colour palettes the apps use (docs/performance.md); a component
// whose recipe is missing would render unstyled without an error, so this test finds every recipe
// the workspace's Chakra imports reach and asks the system for each.

const repoRoot = resolve(import.meta.dirname, '../../../..');
const chakraEsm = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '../esm');

/** The first group of each match of `pattern` in `code` ('' where it matched nothing). */
function firstGroups(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map((match) => match[1] ?? '');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function workspaceSources(): string[] {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(repoRoot, group)).flatMap((name) => {
      try {
        return sourceFiles(join(repoRoot, group, name, 'src'));
      } catch {
        return [];
      }
    }),
  );
}

/** Each name Chakra's entry exports, with the file it comes from ('' when another package's). */
function chakraExports(): Map<string, string> {
  const index = readFileSync(join(chakraEsm, 'index.js'), 'utf8');
  const files = new Map<string, string>();
  for (const [, alias = '', file = ''] of index.matchAll(/import \* as (\S+) from '([^']+)'/g)) {
    const named = new RegExp(`export \\{ ${alias.replace('$', '\\$')} as (\\w+) \\}`).exec(index);
    if (named?.[1]) files.set(named[1], join(chakraEsm, file));
  }
  for (const [, names = '', from = ''] of index.matchAll(/export \{([^}]*)\} from '([^']+)'/g)) {
    for (const part of names.split(',')) {
      const name =
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '';
      files.set(name, from.startsWith('.') ? join(chakraEsm, from) : '');
    }
  }
  return files;
}

/** The recipe keys a Chakra module asks for, following its imports of other components. */
function recipeKeys(file: string, seen = new Set<string>()): string[] {
  if (!file || seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const keys = firstGroups(code, /key: "(\w+)"/g);
  for (const path of firstGroups(code, /from '(\.{1,2}\/[^']+)'/g)) {
    const target = resolve(dirname(file), path);
    if (target.includes('/components/')) keys.push(...recipeKeys(target, seen));
  }
  return keys;
}

function usedChakraNames(code: string): string[] {
  return firstGroups(code, /import \{([^}]*)\} from '@chakra-ui\/react'/g).flatMap((names) =>
    names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => name && !name.startsWith('type ')),
  );
}

describe('system recipes', () => {
  it('has every default recipe that a Chakra component or recipe hook of the apps asks for', () => {
    const exported = chakraExports();
    const needed = new Set<string>();
    const unknown: string[] = [];
    for (const code of workspaceSources().map((file) => readFileSync(file, 'utf8'))) {
      for (const name of usedChakraNames(code)) {
        const file = exported.get(name);
        if (file === undefined) unknown.push(name);
        else for (const key of recipeKeys(file)) needed.add(key);
      }
      for (const key of firstGroups(code, /use(?:Slot)?Recipe\(\{ key: '(\w+)' \}\)/g)) needed.add(key);
    }
    expect(unknown).toEqual([]);
    expect(needed).toContain('dialog');
    const defaults = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    const missing = [...needed].filter(
      (key) => defaults.has(key) && !system.isRecipe(key) && !system.isSlotRecipe(key),
    );
    expect(missing).toEqual([]);
  });
});

/** The palettes a `colorPalette` prop or style names in `code` (each quoted word of its value). */
function namedPalettes(code: string): string[] {
  return firstGroups(code, /colorPalette[=:]\s*(\{[^}\n]*\}|'[^']*'|"[^"]*")/g).flatMap((value) =>
    firstGroups(value, /['"]([a-z]+)['"]/g),
  );
}

describe('system palettes', () => {
  it('has the semantic colours of every palette the apps and the kept recipes name', () => {
    const named = new Set(workspaceSources().flatMap((file) => namedPalettes(readFileSync(file, 'utf8'))));
    const recipeNamed = firstGroups(
      JSON.stringify(chakraTheme.theme?.slotRecipes) + JSON.stringify(chakraTheme.theme?.recipes),
      /"colorPalette":"(\w+)"/g,
    );
    for (const palette of recipeNamed) named.add(palette);
    expect(named).toContain('brand');
    expect(named).toContain('orange');
    const missing = [...named].filter((palette) => !system.tokens.getByName(`colors.${palette}.solid`));
    expect(missing).toEqual([]);
  });
});
