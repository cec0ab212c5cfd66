import en from './locales/en.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import looEn from './loo/en.json' with { type: 'json' };
import looDe from './loo/de.json' with { type: 'json' };
import looFr from './loo/fr.json' with { type: 'json' };
import looRu from './loo/ru.json' with { type: 'json' };
import relEn from './reliability/en.json' with { type: 'json' };
import relDe from './reliability/de.json' with { type: 'json' };
import relFr from './reliability/fr.json' with { type: 'json' };
import relRu from './reliability/ru.json' with { type: 'json' };

export type Messages = typeof en & { loo: typeof looEn };

/**
 * Each locale's resources: the site's strings and the game widgets' (src/i18n/locales/<lang>.json), and
 * Loo's under `loo` (src/i18n/loo/<lang>.json).
 */
export const MESSAGES: Record<string, Messages> = {
  en: withRel({ ...en, loo: looEn }, relEn),
  de: withRel({ ...de, loo: looDe }, relDe),
  fr: withRel({ ...fr, loo: looFr }, relFr),
  ru: withRel({ ...ru, loo: looRu }, relRu),
};

/**
 * A locale's resources with the reliability strings (src/i18n/reliability/<lang>.json: a pot's debt, the
 * game kept across reloads, address errors) merged into the namespaces that use them (`narr`, `play`,
 * `loo.play`), kept in a file of their own so that features do not share one.
 */
function withRel(m: typeof en & { loo: typeof looEn }, rel: Record<string, unknown>): Messages {
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
 * The seat names (and their genders) of Laugh and Lie Down's players, 0–5: the resources name ten seats
 * for Loo, and a Laugh and Lie Down island need not carry the other four into its page.
 */
export function lldPlayers(m: Pick<Messages, 'players'>): Messages['players'] {
  const keep = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([k]) => !/^[0-9]+$/.test(k) || Number(k) <= 5));
  const { gender, ...names } = m.players;
  return { ...keep(names), gender: keep(gender) } as Messages['players'];
}
