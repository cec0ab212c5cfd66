import en from './locales/en.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import looEn from './loo/en.json' with { type: 'json' };
import looDe from './loo/de.json' with { type: 'json' };
import looFr from './loo/fr.json' with { type: 'json' };
import looRu from './loo/ru.json' with { type: 'json' };
import sourcesEn from './sources/en.json' with { type: 'json' };
import sourcesDe from './sources/de.json' with { type: 'json' };
import sourcesFr from './sources/fr.json' with { type: 'json' };
import sourcesRu from './sources/ru.json' with { type: 'json' };
import whyEn from './why/en.json' with { type: 'json' };
import whyDe from './why/de.json' with { type: 'json' };
import whyFr from './why/fr.json' with { type: 'json' };
import whyRu from './why/ru.json' with { type: 'json' };
import analysisEn from './analysis/en.json' with { type: 'json' };
import analysisDe from './analysis/de.json' with { type: 'json' };
import analysisFr from './analysis/fr.json' with { type: 'json' };
import analysisRu from './analysis/ru.json' with { type: 'json' };
import explorerSeatEn from './explorerSeat/en.json' with { type: 'json' };
import explorerSeatDe from './explorerSeat/de.json' with { type: 'json' };
import explorerSeatFr from './explorerSeat/fr.json' with { type: 'json' };
import explorerSeatRu from './explorerSeat/ru.json' with { type: 'json' };
import strategyEn from './strategy/en.json' with { type: 'json' };
import strategyDe from './strategy/de.json' with { type: 'json' };
import strategyFr from './strategy/fr.json' with { type: 'json' };
import strategyRu from './strategy/ru.json' with { type: 'json' };
import learnEn from './learn/en.json' with { type: 'json' };
import learnDe from './learn/de.json' with { type: 'json' };
import learnFr from './learn/fr.json' with { type: 'json' };
import learnRu from './learn/ru.json' with { type: 'json' };
import readingsEn from './readings/en.json' with { type: 'json' };
import readingsDe from './readings/de.json' with { type: 'json' };
import readingsFr from './readings/fr.json' with { type: 'json' };
import readingsRu from './readings/ru.json' with { type: 'json' };
import relEn from './reliability/en.json' with { type: 'json' };
import relDe from './reliability/de.json' with { type: 'json' };
import relFr from './reliability/fr.json' with { type: 'json' };
import relRu from './reliability/ru.json' with { type: 'json' };
import frameEn from './frame/en.json' with { type: 'json' };
import frameDe from './frame/de.json' with { type: 'json' };
import frameFr from './frame/fr.json' with { type: 'json' };
import frameRu from './frame/ru.json' with { type: 'json' };

export type Messages = typeof en & { loo: typeof looEn; sourcesPage: typeof sourcesEn; analysis: typeof analysisEn & { explorer: typeof explorerSeatEn }; strategy: typeof strategyEn; learn: typeof learnEn; frame: typeof frameEn } & typeof whyEn;

/**
 * Each locale's resources: the site's strings and the game widgets' (src/i18n/locales/<lang>.json), Loo's
 * under `loo` (src/i18n/loo/<lang>.json), the sources page's under `sourcesPage` (src/i18n/sources/<lang>.json),
 * the site frame's (menu, theme, no-JS notes) under `frame` (src/i18n/frame/<lang>.json), the learning paths' under `learn` (src/i18n/learn/<lang>.json), the strategy lab's under `strategy` (src/i18n/strategy/<lang>.json), the analysis panel's under `analysis` (src/i18n/analysis/<lang>.json; the explorer's choice of the seat rated under `analysis.explorer`, src/i18n/explorerSeat/<lang>.json), and the why of forced steps and the coach under `why` and `coach` (src/i18n/why/<lang>.json).
 */
export const MESSAGES: Record<string, Messages> = {
  en: withRel(withReadings({ ...en, loo: looEn, sourcesPage: sourcesEn, analysis: { ...analysisEn, explorer: explorerSeatEn }, strategy: strategyEn as unknown as typeof strategyEn, learn: learnEn as typeof learnEn, frame: frameEn, ...whyEn }, readingsEn), relEn),
  de: withRel(withReadings({ ...de, loo: looDe, sourcesPage: sourcesDe, analysis: { ...analysisDe, explorer: explorerSeatDe }, strategy: strategyDe as unknown as typeof strategyEn, learn: learnDe as typeof learnEn, frame: frameDe, ...whyDe }, readingsDe), relDe),
  fr: withRel(withReadings({ ...fr, loo: looFr, sourcesPage: sourcesFr, analysis: { ...analysisFr, explorer: explorerSeatFr }, strategy: strategyFr as unknown as typeof strategyEn, learn: learnFr as typeof learnEn, frame: frameFr, ...whyFr }, readingsFr), relFr),
  ru: withRel(withReadings({ ...ru, loo: looRu, sourcesPage: sourcesRu, analysis: { ...analysisRu, explorer: explorerSeatRu }, strategy: strategyRu as unknown as typeof strategyEn, learn: learnRu as typeof learnEn, frame: frameRu, ...whyRu }, readingsRu), relRu),
};

/**
 * Adds the strings of playing and checking positions under any reading (src/i18n/readings/<lang>.json):
 * their setup errors join `errors`, the game's reading line joins `play` as `play.readings`, the comparison's
 * card tables and divergence marks join `readings.compare`, Loo's comparison of two rule sets is `loo.compare`.
 */
function withReadings(m: Messages, r: typeof readingsEn): Messages {
  const readings = { ...m.readings, compare: { ...m.readings.compare, ...r.readings.compare } };
  return { ...m, errors: { ...m.errors, ...r.errors }, play: { ...m.play, ...r.play }, readings, loo: { ...m.loo, compare: r.looCompare, positions: r.looPositions } } as Messages;
}

/**
 * A locale's resources with the reliability strings (src/i18n/reliability/<lang>.json: a pot's debt, the
 * game kept across reloads, address errors) merged deeply into the namespaces that use them (`narr`, `play`,
 * `loo.play`), kept in a file of their own so that features do not share one. Applied after withReadings,
 * so that both `play.readings` and `play.address` survive.
 */
function withRel(m: Messages, rel: Record<string, unknown>): Messages {
  const merge = (a: unknown, b: unknown): unknown => {
    if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return b;
    const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
    for (const [k, v] of Object.entries(b)) out[k] = k in out ? merge(out[k], v) : v;
    return out;
  };
  return merge(m, rel) as Messages;
}

/**
 * The strings a game widget needs (players, cards, replay, narration, pay-off, layout, errors) for a
 * locale, English for an unknown one: islands receive only these, not the whole file.
 */
export function gameMessages(lang: string | undefined) {
  const m = MESSAGES[lang ?? 'en'] ?? en;
  const { cards, replay, narr, payoff, layout, errors } = m;
  return { players: lldPlayers(m), cards, replay, narr, payoff, layout, errors };
}

/**
 * The seat names (their genders, and their genitives where a language's sentence needs one) of Laugh and Lie
 * Down's players, 0–5: the resources name ten seats for Loo, and a Laugh and Lie Down island need not carry the
 * other four into its page.
 */
export function lldPlayers(m: Pick<Messages, 'players'>): Messages['players'] {
  const keep = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([k]) => !/^[0-9]+$/.test(k) || Number(k) <= 5));
  const { gender, genitive, ...names } = m.players;
  return { ...keep(names), gender: keep(gender), genitive: keep(genitive) } as Messages['players'];
}
