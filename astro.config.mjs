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
          // Chunks follow what a page's islands use, so no page fetches code it never runs (issue 19: first use
          // ≤ 40 KB). Each group captures its modules and, recursively, the dependencies not already captured by a
          // group of higher priority; the rest rolldown splits by the set of islands that import it. So:
          // - the engine's core (cards, card sets, random numbers; pure-rand) is one chunk that both games share,
          //   captured first so that neither game's chunk takes it in;
          // - each game's kernel (its rules, setup, pay-off and replay) is a chunk of its own, and a page of one game
          //   never loads the other's; the features only some islands use (lessons, computer players, notation,
          //   the trainer, the examples, why/coach, the readings) stay out of the kernels and travel with those islands;
          // - the drawing both games share (Preact, a card, card names) is one chunk; the LLD table's drawing and
          //   transcript lines another (no engine: the replays step through timelines computed at build time); the
          //   LLD table from a position and the narration from the engine's events a third.
          // Islands import engine modules directly, never a barrel (index.ts), so that this split holds: a barrel
          // makes every module it re-exports reachable from every island that imports it.
          codeSplitting: {
            groups: [
              { name: 'core', test: /src[\\/]engine[\\/]core[\\/](?:cards|input|random|types|errors|cite|sources)\.ts|node_modules[\\/]pure-rand[\\/]/, priority: 30 },
              { name: 'loo', test: /src[\\/]engine[\\/]loo[\\/](?:rules|setup|settle|replay|types|errors|options|input)\.ts/, priority: 25 },
              { name: 'engine', test: /src[\\/]engine[\\/]lld[\\/](?:rules|setup|settle|replay|types|errors|options|readings[\\/](?:parlett|cite))\.ts/, priority: 20 },
              { name: 'cards', test: /node_modules[\\/]preact[\\/]|src[\\/]components[\\/](?:cards[\\/]Card|cards[\\/]cardName|cards[\\/]cardText|why[\\/]why|replay[\\/]signed)\.|src[\\/]i18n[\\/]sharedMessages\./, priority: 16 },
              // The LLD table's drawing and the narration's lines, without the engine: what a replay needs to step
              // through its timeline (replay/timelineTypes.ts); the table's view from a position (feltView) and the
              // narration from the engine's events (narrate, lldWhy) are the 'table' chunk.
              { name: 'felt', test: /src[\\/]components[\\/](?:table[\\/]FeltDraw|replay[\\/]Line)\./, priority: 15 },
              { name: 'table', test: /src[\\/]components[\\/](?:table[\\/]Felt|table[\\/]feltView|replay[\\/]narrate|why[\\/]lldWhy)\./, priority: 14 },
            ],
          },
        },
      },
    },
  },
});
