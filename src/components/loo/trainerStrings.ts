/**
 * The Loo trick trainer's strings in one language, built from the sources' entries (`sources.json` records,
 * as the content collection gives them): its parts of the Loo messages, and the title and short form of each
 * source its rule sets cite. No content-collection import, so that tests build the very same strings;
 * trainerMessages.ts reads the collection and calls this.
 */
import { MESSAGES } from '~/i18n/gameMessages.ts';
import type { Locale } from '~/i18n/locales.ts';
import { trainerRuleSets } from '~/engine/loo/index.ts';
import { pagePath } from '../site/pagePath.ts';
import { ownShort, shortTitle } from '../ref/shortTitle.ts';
import { titleIn } from '../ref/titleIn.ts';
import { sectionNames } from '../ref/sections.ts';

/** A source entry as the trainer reads it (id, and what titleIn and ownShort read). */
type SourceEntry = { readonly id: string } & Parameters<typeof titleIn>[0] & Parameters<typeof ownShort>[0];

/** Every source id the trainer's rule sets cite. */
export function trainerCited(): Set<string> {
  return new Set(trainerRuleSets().flatMap((r) => Object.values(r.cite).map((c) => c.source as string)));
}

/** The trainer's strings in `lang` from the entries of the sources it cites (others are ignored). */
export function looTrainerStrings(lang: Locale, sources: readonly SourceEntry[]): object {
  const m = MESSAGES[lang] ?? MESSAGES.en!;
  const { rules, options, values, evidence, unconfirmed, calls, legal, phase, errors, table, trainer } = m.loo as Record<string, unknown>;
  const cited = trainerCited();
  const looSources = Object.fromEntries(
    sources.filter((s) => cited.has(s.id)).map((s) => [s.id, { title: titleIn(s, lang), short: ownShort(s, lang) ?? shortTitle(titleIn(s, lang)) }]),
  );
  return {
    players: m.players,
    cards: m.cards,
    // The rules menu's groups, as the game's set-up names them (the play page's trainer offers both hand sizes).
    loo: { rules, options, values, evidence, unconfirmed, calls, legal, phase, errors, table, trainer, play: { group: (m.loo as { play: { group: unknown } }).play.group } },
    looSources,
    looSourcesHref: pagePath(lang, 'sources'),
    looSections: sectionNames(cited, lang),
  };
}
