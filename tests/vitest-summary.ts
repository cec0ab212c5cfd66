/**
 * Vitest reporter: at the end of the run prints the plain line
 * `NAME: N passed, N failed, N skipped` and writes the same counts to .test-summary/NAME.json,
 * where scripts/test-all.mjs adds them up. NAME is `vitest` (the unit tests, vitest.config.ts) unless the
 * config gives another (`['./tests/vitest-summary.ts', { name: 'build' }]`: vitest.build.config.ts).
 * A test file that failed to load (or an unhandled error) counts as one failed test, so a broken file can never pass unnoticed.
 * The JSON also lists each failure (file, test and the first line of its error), which test-all prints
 * again at the very end: a CI log that keeps only its tail still says what failed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
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
    const failures: string[] = [];
    for (const mod of testModules) {
      let failedHere = 0;
      const file = relative(process.cwd(), mod.moduleId);
      for (const test of mod.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') passed++;
        else if (result.state === 'failed') {
          failedHere++;
          failures.push(`${file} › ${test.fullName}: ${firstLine(result.errors?.[0])}`);
        } else skipped++;
      }
      // A module that failed outside any test (import error, failing hook) still counts.
      if (failedHere === 0 && mod.state() === 'failed') {
        failedHere = 1;
        failures.push(`${file} (outside any test): ${firstLine(mod.errors()[0])}`);
      }
      failed += failedHere;
    }
    for (const error of unhandledErrors) failures.push(`unhandled error: ${firstLine(error)}`);
    failed += unhandledErrors.length;
    mkdirSync('.test-summary', { recursive: true });
    writeFileSync(`.test-summary/${this.name}.json`, JSON.stringify({ passed, failed, skipped, failures }) + '\n');
    console.log(`\n${this.name}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}

/** The first line of an error's message (its name if it has none), at most 300 characters. */
function firstLine(error: SerializedError | undefined): string {
  if (!error) return 'no error reported';
  const text = String(error.message ?? error.name ?? error).split('\n')[0]!.trim() || String(error.name);
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
