/**
 * Browser tests (tests/e2e) against the built site (`npm run build` first: astro build + pagefind),
 * served by `astro preview` on 127.0.0.1:4321 (or $E2E_PORT). They drive Debian's Chromium at
 * /usr/bin/chromium (`apt-get install -y chromium`); Playwright's own browser downloads are never used.
 * Only what needs a browser belongs here (scripts, layout, focus, axe, Workers, search); checks that only
 * read the built HTML are Vitest tests over dist/ in tests/build (vitest.build.config.ts), which
 * scripts/test-all.mjs runs before this suite; so is widget logic in every locale, as component tests in
 * tests/unit, which leaves a widget's browser test one locale. Two workers on a two-core machine, every
 * test in parallel: the tests wait for the widgets' states (never a fixed time), so they hold when other
 * processes load the machine (checked beside two `yes > /dev/null`), without retries.
 */
import { defineConfig, devices } from '@playwright/test';

const CI = !!process.env.CI;
/** 4321; E2E_PORT moves it, e.g. when another checkout's preview already holds 4321 on this machine. */
const PORT = Number(process.env.E2E_PORT ?? 4321);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: CI,
  // No retries, in CI too: a test that passes only on its second try is a flake to fix (wait for the
  // widget's state), not to hide.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./tests/playwright-summary.ts']],
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    // Off: recording a trace (DOM snapshots and screenshots at every action) cost every test a share of the
    // machine's two cores. To see a failure step by step, run that spec again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    // --ignore-lock: a stray `astro preview` elsewhere must not block this one (toolchain.md P9);
    // it also keeps astro from backgrounding itself when it thinks an agent runs it.
    command: `npx astro preview --host 127.0.0.1 --port ${PORT} --ignore-lock`,
    url: `${BASE_URL}/en/`,
    // Never another process's server: a run starts its own on its port (and fails at once if the port is
    // taken, rather than testing whatever answers there); global-setup.ts says which server and build it tests.
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
