import en from './locales/en.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };

export type Messages = typeof en;

/** Each locale's resources (src/i18n/locales/<lang>.json): the site's strings and the game widgets'. */
export const MESSAGES: Record<string, Messages> = { en, de, fr, ru };

/**
 * The strings a game widget needs (players, cards, replay, narration, pay-off, layout, errors) for a
 * locale, English for an unknown one: islands receive only these, not the whole file.
 */
export function gameMessages(lang: string | undefined) {
  const m = MESSAGES[lang ?? 'en'] ?? en;
  const { players, cards, replay, narr, payoff, layout, errors } = m;
  return { players, cards, replay, narr, payoff, layout, errors };
}
