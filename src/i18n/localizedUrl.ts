import { isLocale, type Locale } from './locales.ts';

/** Turns the URL of a page (e.g. `/de/laugh-and-lie-down/rules/#setup`) into the URL of the same page in `locale`. */
export function localizedUrl(url: string, locale: Locale): string;
export function localizedUrl(url: URL, locale: Locale): URL;
export function localizedUrl(url: string | URL, locale: Locale): string | URL {
  const u = new URL(url, 'http://localhost');
  const [, first = '', ...rest] = u.pathname.split('/');
  u.pathname = '/' + [locale, ...(isLocale(first) ? rest : [first, ...rest])].join('/');
  if (url instanceof URL) return u;
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  return isAbsolute ? u.href : u.pathname + u.search + u.hash;
}
