import { readFileSync } from 'node:fs';
import { sourceFiles } from './imports.ts';
import { workspacePackages } from './workspace.ts';

/** The source files of the packages the apps render (not the API, e2e or these rules), without tests. */
export const webSources = () =>
  workspacePackages()
    .filter((pkg) => !['api', 'e2e', 'architecture-rules'].includes(pkg.name))
    .flatMap((pkg) => sourceFiles(`${pkg.dir}src`))
    .filter((file) => !/\.test\.tsx?$/.test(file));

/** The web packages' component files (`.tsx`) with their text. */
export const webComponents = () =>
  webSources()
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
