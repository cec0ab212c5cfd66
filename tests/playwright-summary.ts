/**
 * Playwright reporter: at the end prints the plain line `playwright: N passed, N failed, N skipped`
 * and writes the counts to .test-summary/playwright.json, where scripts/test-all.mjs adds them up.
 * A test that passed only on a retry counts as passed and is named on a line of its own. An error
 * outside the tests (the web server did not start, a spec file did not load) counts as one failed.
 * Each failure (test and the first line of its error) is listed in the JSON; test-all prints them last.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { FullResult, Reporter, Suite, TestError } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;
  private globalErrors: string[] = [];

  printsToStdio(): boolean {
    return false;
  }

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onError(error: TestError): void {
    this.globalErrors.push(`outside any test: ${firstLine(error.message ?? error.value)}`);
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const flaky: string[] = [];
    const failures: string[] = [];
    for (const test of this.root?.allTests() ?? []) {
      switch (test.outcome()) {
        case 'expected':
          passed++;
          break;
        case 'flaky':
          passed++;
          flaky.push(test.titlePath().filter(Boolean).join(' › '));
          break;
        case 'skipped':
          skipped++;
          break;
        default: {
          failed++;
          const last = test.results.at(-1);
          failures.push(`${test.titlePath().filter(Boolean).join(' › ')}: ${firstLine(last?.error?.message ?? last?.status)}`);
        }
      }
    }
    failed += this.globalErrors.length;
    failures.push(...this.globalErrors);
    if (failed === 0 && result.status !== 'passed') failed = 1;
    mkdirSync('.test-summary', { recursive: true });
    writeFileSync('.test-summary/playwright.json', JSON.stringify({ passed, failed, skipped, flaky, failures }) + '\n');
    for (const name of flaky) console.log(`playwright: passed on retry: ${name}`);
    console.log(`\nplaywright: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}

/** The first line of an error message, without terminal colours, at most 300 characters. */
function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const text = String(message ?? 'no error reported').replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0]!.trim();
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
