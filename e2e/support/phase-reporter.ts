import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/** Where a test's time went, by its top-level steps (nested steps are inside their parent's time). */
type Phase = 'fixtures' | 'setUp' | 'apiCalls' | 'browser' | 'waits' | 'axe' | 'other';

const API_CALL = /^(GET|POST|PUT|PATCH|DELETE|HEAD|Fetch)\b/i;

function phaseOf(step: TestStep): Phase {
  if (step.category === 'hook' || step.category === 'fixture') return 'fixtures';
  // The support helpers that make accounts, memberships and purchases through the API.
  if (step.category === 'test.step' && step.title.startsWith('set-up:')) return 'setUp';
  if (step.category === 'test.step' && step.title === 'axe scan') return 'axe';
  if (step.category === 'pw:api' && API_CALL.test(step.title)) return 'apiCalls';
  if (step.category === 'pw:api') return 'browser';
  if (step.category === 'expect') return 'waits';
  return 'other';
}

/**
 * A profile of the run for docs/performance.md: per test and spec, the time in fixtures (browser
 * context, page), API set-up helpers, browser actions, waiting expectations and the rest. Enabled
 * with E2E_PHASES=<file>; written there as JSON when the run ends.
 */
export default class PhaseReporter implements Reporter {
  private readonly rows: {
    spec: string;
    title: string;
    retry: number;
    status: string;
    duration: number;
    phases: Record<Phase, number>;
  }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const phases: Record<Phase, number> = {
      fixtures: 0,
      setUp: 0,
      apiCalls: 0,
      browser: 0,
      waits: 0,
      axe: 0,
      other: 0,
    };
    for (const step of result.steps) phases[phaseOf(step)] += step.duration;
    this.rows.push({
      spec: test.location.file.replace(/^.*\/specs\//, ''),
      title: test.title,
      retry: result.retry,
      status: result.status,
      duration: result.duration,
      phases,
    });
  }

  onEnd() {
    const file = process.env.E2E_PHASES;
    if (file) writeFileSync(file, JSON.stringify(this.rows, null, 1));
  }
}
