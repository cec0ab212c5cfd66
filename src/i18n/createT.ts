import i18next, { type TFunction } from 'i18next';
import { listJoin } from './listJoin.ts';
import { numberFormat } from './numberFormat.ts';

/**
 * A synchronous i18next translator for one locale's resources (toolchain.md P10: `initAsync: false`,
 * so server output and the first client render agree). Plural keys follow Intl.PluralRules
 * (`_one`, `_few`, `_many`, `_other`).
 */
export function createT(lang: string, resources: object): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    initAsync: false,
    resources: { [lang]: { translation: resources as Record<string, unknown> } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // `{{x, list}}`: the site's list join (listJoin.ts), Russian's non-breaking space after «и» included;
  // `{{x, list(type: disjunction)}}` joins alternatives with "or" (a French editor read « A et B » where the
  // analysis meant either move: the option had been ignored).
  instance.services.formatter?.add('list', (value: unknown, lng: string | undefined, options?: { type?: string }) =>
    Array.isArray(value) ? listJoin(lng ?? lang, value.map(String), options?.type === 'disjunction' ? 'disjunction' : 'conjunction') : String(value),
  );
  // `{{x, number}}`: the site's number format (numberFormat.ts: 30,003; Russian 30 003 but 4000).
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined) => numberFormat(lng ?? lang).format(Number(value)));
  return instance.t;
}
