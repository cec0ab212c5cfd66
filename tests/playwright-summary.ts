/**
 * Playwright reporter: at the end prints the plain line `playwright: N passed, N failed, N skipped`
 * and writes the counts to .test-summary/playwright.json, where scripts/test-all.mjs adds them up.
 * A test that passed only on a retry counts as passed and is named on a line of its own. An error
 * outside the tests (the web server did not start, a spec file did not load) counts as one failed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { FullResult, Reporter, Suite, TestError } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;
  private globalErrors = 0;

  printsToStdio(): boolean {
    return false;
  }

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onError(_error: TestError): void {
    this.globalErrors++;
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const flaky: string[] = [];
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
        default:
          failed++;
      }
    }
    failed += this.globalErrors;
    if (failed === 0 && result.status !== 'passed') failed = 1;
    mkdirSync('.test-summary', { recursive: true });
    writeFileSync('.test-summary/playwright.json', JSON.stringify({ passed, failed, skipped, flaky }) + '\n');
    for (const name of flaky) console.log(`playwright: passed on retry: ${name}`);
    console.log(`\nplaywright: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
