/**
 * The name of a cited section in the reader's language. Rule citations (engine options, readings, worked
 * examples) name a section as the source itself heads it — the German Loo text's "Die Stiche", the English
 * summary's "Playing", the French reading's "Déroulement, étape 2" —; `src/content/sources.json` gives each
 * such section a name per language (`sections`). The engine's ids of the Laugh and Lie Down summaries
 * (`s0`…`s3`) are the site's own; its other reading sources map to the site's ids (`parlett` → `pc`).
 */
import sources from '~/content/sources.json' with { type: 'json' };
import type { Locale } from '~/i18n/locales.ts';

type Names = Readonly<Record<Locale, string>>;

const ENGINE_IDS: Readonly<Record<string, string>> = { parlett: 'pc', ducoeur: 'dc', caid: 'cw', porges: 'pg' };

const SECTIONS: ReadonlyMap<string, Readonly<Record<string, Names>>> = new Map(
  (sources as ReadonlyArray<{ id: string; sections?: Record<string, Names> }>)
    .filter((e) => e.sections)
    .map((e) => [e.id, e.sections!]),
);

/** The site's source id for an engine source id (`porges` → `pg`); other ids are the same. */
export function siteSourceId(id: string): string {
  return ENGINE_IDS[id] ?? id;
}

/** `section` of source `source` (site or engine id) in `lang`; the section as given when no name is known. */
export function sectionName(source: string, section: string, lang: Locale): string {
  const sections = SECTIONS.get(siteSourceId(source));
  // The German summary of Laugh and Lie Down has the English one's sections.
  const names = sections?.[section] ?? (siteSourceId(source) === 's0' ? SECTIONS.get('s1')?.[section] : undefined);
  return names?.[lang] ?? section;
}

/** Every section of `sourceIds` in `lang`, keyed as the citations name them (for an island's messages). */
export function sectionNames(sourceIds: Iterable<string>, lang: Locale): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const id of sourceIds) {
    const sections = SECTIONS.get(siteSourceId(id));
    if (sections) out[id] = Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, v[lang]]));
  }
  return out;
}
