import type { TFunction } from 'i18next';
import type { Locale } from './locales.ts';
import { createT } from './createT.ts';
import { MESSAGES } from './gameMessages.ts';

const cache = new Map<Locale, TFunction>();

/** Returns a synchronous translator for `lang`, built from `src/i18n/locales/<lang>.json` (keys like `site.nav.rules`). */
export function getT(lang: Locale): TFunction {
  let t = cache.get(lang);
  if (!t) {
    t = createT(lang, MESSAGES[lang]!);
    cache.set(lang, t);
  }
  return t;
}
