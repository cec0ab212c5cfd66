// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

/** Locales of the site; every page exists in each of them under the same slug. */
export const LOCALES = ['en', 'de', 'fr', 'ru'];

export default defineConfig({
  site: 'https://willughby.example.org',
  output: 'static',
  trailingSlash: 'always',
  i18n: {
    locales: LOCALES,
    defaultLocale: 'en',
    // Our own `/` chooses the language (toolchain.md P8), so Astro must not redirect.
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  integrations: [mdx(), preact()],
  vite: {
    // Fail rather than silently move to another port when 4321 is taken (the browser tests expect it).
    preview: { strictPort: true },
    server: { strictPort: true },
    build: {
      // Silences the harmless "use astro:head-inject" warning per MDX file (toolchain.md P7).
      rolldownOptions: { checks: { moduleLevelDirective: false } },
    },
  },
});
