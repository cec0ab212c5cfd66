// @ts-check
/**
 * The one setting for the site's public address: canonical URLs, the sitemap, hreflang alternates and
 * "Cite this page" all derive from it (astro.config.mjs `site`; tests/build/dist.ts reads it too).
 * Set `SITE_URL` when building for another address: `SITE_URL=https://example.net npm run build`.
 */
export const DEFAULT_SITE_URL = 'https://willughby.github.io';

/** The site's origin, from `SITE_URL` or the default, without a trailing slash. */
export const SITE_URL = new URL(process.env.SITE_URL?.trim() || DEFAULT_SITE_URL).origin;
