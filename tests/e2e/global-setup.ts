/**
 * Runs once after the web server is up: makes sure the tests are about to use *this* checkout's
 * build. Vite's preview quietly moves to the next port when 4321 is taken, so a server left running
 * from another checkout could otherwise answer in its place.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FullConfig } from '@playwright/test';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const root = config.configFile ? dirname(config.configFile) : process.cwd();
  const dist = join(root, 'dist');
  const page = join(dist, 'en', 'index.html');
  if (!existsSync(page) || !existsSync(join(dist, 'pagefind', 'pagefind-ui.js'))) {
    throw new Error(`No complete build in ${dist}: run \`npm run build\` (astro build, then the search index) first.`);
  }
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:4321';
  const served = await (await fetch(new URL('/en/', baseURL))).text();
  // Say which server the run tests, and which build it serves.
  console.log(`e2e: testing ${baseURL} (astro preview started by this run), serving ${dist}`);
  if (served !== readFileSync(page, 'utf8')) {
    throw new Error(
      `The server at ${baseURL} does not serve ${dist}: another \`astro preview\` holds the port. ` +
        'Stop it (`npx astro preview stop` in its checkout) and run the tests again.',
    );
  }
}
