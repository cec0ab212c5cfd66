import type { Locale } from '~/i18n/locales.ts';

/** Returns the path of the page `slug` in `locale`, with the site's trailing slash (e.g. `/de/laugh-and-lie-down/rules/`). */
export function pagePath(locale: Locale, slug: string): string {
  return `/${locale}/${slug ? `${slug}/` : ''}`;
}
