/** The site's locales; every page exists in each of them under the same slug. */
export const LOCALES = ['en', 'de', 'fr', 'ru'] as const;

/** One of the site's locales. */
export type Locale = (typeof LOCALES)[number];

/** The locale pages fall back to when none is known. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each locale's name in its own language, for the language switcher and the chooser at `/`. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  ru: 'Русский',
};

/** Whether a string is one of the site's locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
