// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { fileURLToPath } from 'node:url';
import { SITE_URL } from './site.config.mjs';
import { inlineScriptHashes } from './src/scripts/inline.mjs';

/** Adds `client:interact` (src/directives/interact.ts): hydrate an island on the reader's first interaction. */
const interactDirective = () => ({
  name: 'willughby:client-interact',
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interact', entrypoint: fileURLToPath(new URL('./src/directives/interact.ts', import.meta.url)) });
    },
  },
});

/** Locales of the site; every page exists in each of them under the same slug. */
export const LOCALES = ['en', 'de', 'fr', 'ru'];

export default defineConfig({
  // The public address, from SITE_URL (site.config.mjs; default https://willughby.github.io).
  site: SITE_URL,
  output: 'static',
  trailingSlash: 'always',
  // A strict Content-Security-Policy on every page (issue 20): Astro's own `security.csp` (stable since
  // Astro 6) writes a <meta http-equiv> per page with the hashes of the scripts it renders, the site's
  // inline scripts included; no 'unsafe-inline' for scripts. WebAssembly is allowed for Pagefind's search
  // index; inline style attributes (the cards' tilt, the islands' positions) are allowed for styles only.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // The site's own inline scripts (src/scripts/inline.mjs) by hash; Astro hashes its island scripts itself.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"], hashes: await inlineScriptHashes(LOCALES) },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  // Stylesheets are files, cached across pages, never inlined: small widget stylesheets inlined into every
  // page that has the widget would count against the HTML budget of 30 KB (size budget, issue 3).
  build: { inlineStylesheets: 'never' },
  i18n: {
    locales: LOCALES,
    defaultLocale: 'en',
    // Our own `/` chooses the language (toolchain.md P8), so Astro must not redirect.
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  integrations: [
    mdx(),
    preact(),
    interactDirective(),
    // dist/sitemap-index.xml → sitemap-0.xml: every page of every locale and the language chooser
    // at `/` (the x-default). The 404 page (noindex) is left out, as the integration does for status
    // pages; tests/e2e/links.spec.ts checks that it lists exactly the other built pages. No `i18n`
    // option: it would take `/` for an English page; the pages' own <link hreflang> carry the siblings.
    sitemap(),
  ],
  vite: {
    // Fail rather than silently move to another port when 4321 is taken (the browser tests expect it).
    preview: { strictPort: true },
    server: { strictPort: true },
    build: {
      // The frame's script (Header.astro, which imports frame-client.ts) stays a file of its own, cached across
      // pages, rather than inlined into every page's HTML (size budget; it needs no CSP hash as a file from 'self').
      /** @param {string} file */
      assetsInlineLimit: (file) => (file.includes('Header.astro') ? false : undefined),
      // Silences the harmless "use astro:head-inject" warning per MDX file (toolchain.md P7).
      rolldownOptions: {
        checks: { moduleLevelDirective: false },
        output: {
          // The other readings, the matrix, the comparison, seeded dealing, the notation and the computer
          // players are used only by the readings and play pages' islands.
          // Without these groups rolldown puts every shared module into one common chunk, so pages that only
          // replay examples would load them too (size budget, issue 3). The engine core, captured first,
          // stays with every island; the readings-only modules (and the engine's barrel index.ts, which
          // re-exports them: islands import engine modules directly) get a chunk of their own. The learning path's
          // lessons (lld/lessons.ts) stay out of the engine chunk too: only the lesson widget loads them.
          codeSplitting: {
            groups: [
              { name: 'engine', test: /src[\\/]engine[\\/](?!lld[\\/](?:readings[\\/](?:french|porges|ducoeur|caid|simplified|index)\.ts|lessons\.ts|matrix\.ts|compare\.ts|deal\.ts|notation\.ts|ai\.ts|fastplay\.ts|kernel\.ts)|index\.ts)/, priority: 20 },
              // Loo's engine is used only by the Loo islands (it shares the cards, the types and the random numbers of the core).
              { name: 'loo', test: /src[\\/]engine[\\/]loo[\\/]/, priority: 25 },
              // The drawing shared by the replays, the comparison and the play page: one chunk, not several small ones.
              { name: 'table', test: /src[\\/]components[\\/](?:table[\\/]Felt|cards[\\/]Card|cards[\\/]cardName|replay[\\/]Line|replay[\\/]narrate)\./, priority: 15 },
              { name: 'readings', test: /src[\\/]engine[\\/](?:lld[\\/](?:readings[\\/](?:french|porges|ducoeur|caid|simplified|index)\.ts|matrix\.ts|compare\.ts|deal\.ts|notation\.ts|ai\.ts|fastplay\.ts|kernel\.ts)|index\.ts)/, priority: 10 },
            ],
          },
        },
      },
    },
  },
});
