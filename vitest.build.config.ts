/// <reference types="vitest/config" />
// Checks of the built site (tests/build): they read dist/ with Node (html-validate, happy-dom's parser) and
// need no browser, so they run in seconds after `npm run build` instead of inside the Playwright suite.
// `npx vitest run --config vitest.build.config.ts` (scripts/test-all.mjs runs it right after the build).
// A plain Vitest config: nothing here is compiled by Astro's Vite plugins.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    reporters: ['default', ['./tests/vitest-summary.ts', { name: 'build' }]],
    // A loaded two-core machine parses 90 pages many times slower than a quiet one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
