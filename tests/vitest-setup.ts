/**
 * Runs before every unit test file. In a file with a DOM (happy-dom), Testing Library's `waitFor` and
 * `findBy…` give up after one second by default; on a loaded 2-core CI machine a render that is merely
 * slow can take longer, and the test would fail for the machine's sake, not the code's. They now wait
 * up to a minute for readiness — a stuck test still fails, and a quick one still returns at once.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/preact');
  configure({ asyncUtilTimeout: 60_000 });
}

export {};
