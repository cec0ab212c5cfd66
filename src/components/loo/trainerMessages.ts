/**
 * The Loo trick trainer's strings in one language (LooTrainer.astro): its parts of the Loo messages, and the
 * titles of the sources its rule sets cite, from the content collection. Fetched on first use
 * (SharedMessages `lazy`, served as /messages/lootrainer-<lang>.json by src/pages/messages/[key].json.ts):
 * about 7 KB of gzipped strings that the play page and the rules pages would otherwise carry for every reader.
 */
import { getCollection } from 'astro:content';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { LOCALES, type Locale } from '~/i18n/locales.ts';
import { trainerRuleSets } from '~/engine/loo/index.ts';
import { pagePath } from '../site/pagePath.ts';
import { ownShort, shortTitle } from '../ref/shortTitle.ts';
import { titleIn } from '../ref/titleIn.ts';
import { sectionNames } from '../ref/sections.ts';

/** The lazy key of the trainer's strings in `lang`. */
export const looTrainerKey = (lang: Locale): string => `lootrainer-${lang}`;

/** Every language's key with its language (the endpoint's static paths). */
export const LOO_TRAINER_KEYS: ReadonlyMap<string, Locale> = new Map(LOCALES.map((l) => [looTrainerKey(l), l]));

/** The trainer's strings in `lang`: seats, cards, its parts of m.loo, and the sources its rule sets cite. */
export async function looTrainerMessages(lang: Locale): Promise<object> {
  const m = MESSAGES[lang] ?? MESSAGES.en!;
  const { rules, options, values, evidence, unconfirmed, calls, legal, phase, errors, table, trainer } = m.loo as Record<string, unknown>;
  // Every source the offered rule sets cite, for all the trainer's rule sets (one copy of the strings per page).
  const cited = new Set(trainerRuleSets().flatMap((r) => Object.values(r.cite).map((c) => c.source)));
  const sources = await getCollection('sources', (e) => cited.has(e.id as never));
  const looSources = Object.fromEntries(sources.map((e) => [e.id, { title: titleIn(e.data, lang), short: ownShort(e.data, lang) ?? shortTitle(titleIn(e.data, lang)) }]));
  return {
    players: m.players,
    cards: m.cards,
    loo: { rules, options, values, evidence, unconfirmed, calls, legal, phase, errors, table, trainer },
    looSources,
    looSourcesHref: pagePath(lang, 'sources'),
    looSections: sectionNames(cited, lang),
  };
}
