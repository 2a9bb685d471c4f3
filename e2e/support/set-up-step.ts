import { test } from '@playwright/test';

/**
 * `body` as a test step titled `set-up: {title}`: the report (and support/phase-reporter.ts) then
 * tells a test's set-up through the API from the flow it checks. Boxed, so a failure points at the
 * spec line that asked for the set-up.
 */
export function setUpStep<Args extends unknown[], Result>(
  title: string,
  body: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return (...args) => test.step(`set-up: ${title}`, () => body(...args), { box: true });
}
