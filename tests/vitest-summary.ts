/**
 * Vitest reporter: at the end of the run prints the plain line
 * `vitest: N passed, N failed, N skipped` and writes the same counts to .test-summary/vitest.json,
 * where scripts/test-all.mjs adds them up. A test file that failed to load (or an unhandled error)
 * counts as one failed test, so a broken file can never pass unnoticed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      let failedHere = 0;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      // A module that failed outside any test (import error, failing hook) still counts.
      if (failedHere === 0 && mod.state() === 'failed') failedHere = 1;
      failed += failedHere;
    }
    if (unhandledErrors.length > 0) failed += unhandledErrors.length;
    mkdirSync('.test-summary', { recursive: true });
    writeFileSync('.test-summary/vitest.json', JSON.stringify({ passed, failed, skipped }) + '\n');
    console.log(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
