import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './imports.ts';
import { workspacePackages } from './workspace.ts';

/** `useForm(` or `useForm<…>(` opening an options object, up to the first option. */
const USE_FORM_CALL = /\buseForm\s*(?:<[^(]*?>)?\(\s*\{\s*([^,}\s]*)/g;

/**
 * Every form of both apps speaks the same way (docs/decisions/frame.md): its `useForm` options start
 * with ui-kit's `...FORM_VALIDATION` (a message when the user leaves a field, updated as they type).
 */
describe('forms', () => {
  it('every useForm call of the web packages spreads FORM_VALIDATION first', () => {
    const calls = workspacePackages()
      .filter((pkg) => !['api', 'e2e', 'architecture-rules'].includes(pkg.name))
      .flatMap((pkg) => sourceFiles(`${pkg.dir}src`))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(USE_FORM_CALL)].map((call) => ({ file, first: call[1] })),
      );
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.filter((call) => call.first !== '...FORM_VALIDATION').map((call) => call.file)).toEqual([]);
  });
});
