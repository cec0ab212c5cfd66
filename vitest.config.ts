/// <reference types="vitest/config" />
// Unit tests (tests/unit). getViteConfig() applies astro.config.mjs, so the Preact integration
// compiles .tsx tests and the `~/` alias resolves (toolchain.md P18). A test file that needs a DOM
// selects one itself with a `// @vitest-environment happy-dom` comment.
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    reporters: ['default', './tests/vitest-summary.ts'],
    setupFiles: ['./tests/vitest-setup.ts'],
    // The heaviest tests play tens of thousands of seeded deals: on a loaded 2-core machine they take
    // many times their quiet duration, so a test is stopped only when it is clearly stuck.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
