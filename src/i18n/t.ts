import { createInstance, type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';
import en from './locales/en.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };

const resources = Object.fromEntries(
  Object.entries({ en, de, fr, ru }).map(([lng, translation]) => [lng, { translation }]),
);
const cache = new Map<Locale, TFunction>();

/** Returns a synchronous translator for `lang`, built from `src/i18n/locales/<lang>.json` (keys like `site.nav.rules`). */
export function getT(lang: Locale): TFunction {
  let t = cache.get(lang);
  if (!t) {
    const i18n = createInstance();
    i18n.init({
      lng: lang,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      resources,
      initAsync: false,
      interpolation: { escapeValue: false }, // Astro escapes what it prints.
    });
    t = i18n.getFixedT(lang);
    cache.set(lang, t);
  }
  return t;
}
