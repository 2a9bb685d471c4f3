import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The bad-input files run 4–12 minutes each at load 10 (1,000 cases per endpoint), up to ten times the
 * longest other file. Without a previous run's timings (a fresh clone, CI) vitest starts the largest
 * files first, and these four are the smallest (four lines), so they ran last and the step's end
 * turned on how their four lengths paired up on the two workers. Started first, the short files fill
 * in around them and the workers end within one short file of each other.
 */
const KNOWN_LONGEST = /\/testing\/bad-input\/part-\d+\.test\.ts$/;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const longest = (spec: TestSpecification) => KNOWN_LONGEST.test(spec.moduleId);
    return [...sorted.filter(longest), ...sorted.filter((spec) => !longest(spec))];
  }
}
