/**
 * Strings an island fetches on first use instead of carrying them in the page (SharedMessages `lazy`):
 * for the big widgets of the longest pages (the readings comparison, the Loo rule-set comparison, the play widgets
 * of both games: the Loo game's strings had carried the Russian page over its HTML budget), whose
 * strings would otherwise weigh on the page's HTML for every reader, used or not. Each is served as a
 * static file, `/messages/<key>.json` (src/pages/messages/[key].json.ts), and `client:interact` fetches
 * the page's lazy strings before it hydrates (src/directives/interact.ts).
 */
import { LOCALES } from './locales.ts';
import { MESSAGES, type Messages } from './gameMessages.ts';
import { compareMessages } from '~/components/readings/messages.ts';
import { playMessages } from '~/components/play/messages.ts';
import { looPlayMessages } from '~/components/loo/play/messages.ts';
import { EXAMPLES } from '~/engine/lld/examples/index.ts';
import { LOO_EXAMPLES } from '~/engine/loo/examples.ts';
import { lldTimeline, lldTimelineKey } from '~/components/replay/timeline.ts';
import { looTimeline, looTimelineKey } from '~/components/loo/timeline.ts';

/**
 * Strings of a Loo widget that draws a table: seats, cards, the Loo parts its table and narration use, and
 * the narration's card cases and genitives (`why`), with the widget's own parts (`own`, keys of m.loo) added.
 */
function looTableMessages(m: Messages, own: readonly string[]): object {
  const l = m.loo as Record<string, unknown>;
  const loo: Record<string, unknown> = { rules: l.rules, options: l.options, values: l.values, calls: l.calls, legal: l.legal, flushKind: l.flushKind, phase: l.phase, table: l.table, narr: l.narr };
  // The rules menu's groups (RulesOptions.tsx), as the game's set-up names them; moves in words (looMoveWords),
  // which a link's refused move is named by.
  loo.play = { group: (l.play as Record<string, unknown>).group, move: (l.play as Record<string, unknown>).move };
  for (const k of own) loo[k] = l[k];
  // The narration names cards in a case with their article (why.ts cardIn: „Carla bedient mit der Kreuz-Vier“)
  // and players in the genitive (`who`): without these a German table read „bedient mit why.case.dat“.
  const w = m.why as Record<string, unknown>;
  // Every seat's name: Loo deals to up to ten players, and a link may name any seat (a Russian reader met
  // "players.9" in a refused move).
  return { players: m.players, cards: m.cards, loo, why: { case: w.case, rankGender: w.rankGender, playerGen: w.playerGen } };
}

/**
 * The Loo comparison's strings (the variants page): its tables, narration and marks, and why a forced card or call
 * was made (`why.loo`, `why.call`), said as the replays say it.
 */
export const looCompareMessages = (m: Messages): object => {
  const base = looTableMessages(m, ['compare']) as { why: Record<string, unknown> };
  const w = m.why as Record<string, unknown>;
  return { ...base, why: { ...base.why, loo: w.loo, call: w.call } };
};

/** The Loo positions widget's strings (the play page): its table, narration, errors and editor. */
export const looPositionsMessages = (m: Messages): object => looTableMessages(m, ['errors', 'positions']);

/**
 * Every lazy key (`compare-ru`, `loocmp-de`, …) with the function that builds its strings; and every
 * replay's timeline (`tl-lld-ru-capture-round`, `tl-loo-de-e2-payout`: ../components/replay/timelineTypes.ts).
 */
export const LAZY_MESSAGES: Record<string, () => object> = Object.fromEntries(
  LOCALES.flatMap((lang) => [
    [`compare-${lang}`, () => compareMessages(MESSAGES[lang]!)],
    [`loocmp-${lang}`, () => looCompareMessages(MESSAGES[lang]!)],
    [`loopos-${lang}`, () => looPositionsMessages(MESSAGES[lang]!)],
    [`play-${lang}`, () => playMessages(MESSAGES[lang]!)],
    [`looplay-${lang}`, () => looPlayMessages(MESSAGES[lang]!)],
    ...EXAMPLES.map((ex) => [lldTimelineKey(lang, ex.id), () => lldTimeline(ex.id, lang)] as const),
    ...LOO_EXAMPLES.map((ex) => [looTimelineKey(lang, ex.id), () => looTimeline(ex.id, lang)] as const),
  ]),
);

/** Where the strings of `key` are served. */
export const lazyMessagesUrl = (key: string): string => `/messages/${key}.json`;
