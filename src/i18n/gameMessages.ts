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
import frameEn from './frame/en.json' with { type: 'json' };
import frameDe from './frame/de.json' with { type: 'json' };
import frameFr from './frame/fr.json' with { type: 'json' };
import frameRu from './frame/ru.json' with { type: 'json' };

export type Messages = typeof en & { loo: typeof looEn; sourcesPage: typeof sourcesEn; frame: typeof frameEn };

/**
 * Each locale's resources: the site's strings and the game widgets' (src/i18n/locales/<lang>.json), Loo's
 * under `loo` (src/i18n/loo/<lang>.json) and the sources page's under `sourcesPage` (src/i18n/sources/<lang>.json), the site frame's (menu, theme, no-JS notes) under `frame`
 * (src/i18n/frame/<lang>.json).
 */
export const MESSAGES: Record<string, Messages> = {
  en: { ...en, loo: looEn, sourcesPage: sourcesEn, frame: frameEn },
  de: { ...de, loo: looDe, sourcesPage: sourcesDe, frame: frameDe },
  fr: { ...fr, loo: looFr, sourcesPage: sourcesFr, frame: frameFr },
  ru: { ...ru, loo: looRu, sourcesPage: sourcesRu, frame: frameRu },
};

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
