/**
 * Vitest reporter: at the end of the run prints the plain line
 * `NAME: N passed, N failed, N skipped` and writes the same counts to .test-summary/NAME.json,
 * where scripts/test-all.mjs adds them up. NAME is `vitest` (the unit tests, vitest.config.ts) unless the
 * config gives another (`['./tests/vitest-summary.ts', { name: 'build' }]`: vitest.build.config.ts).
 * A test file that failed to load (or an unhandled error) counts as one failed test, so a broken file can never pass unnoticed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  private readonly name: string;

  constructor(options: { name?: string } = {}) {
    this.name = options.name ?? 'vitest';
  }

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
    writeFileSync(`.test-summary/${this.name}.json`, JSON.stringify({ passed, failed, skipped }) + '\n');
    console.log(`\n${this.name}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
