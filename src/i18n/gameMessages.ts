import en from './game/en.json';
import de from './game/de.json';
import fr from './game/fr.json';
import ru from './game/ru.json';

/** The game widgets' UI strings (players, cards, replay, narration, pay-off, errors) for each locale. */
export const GAME_MESSAGES: Record<string, typeof en> = { en, de, fr, ru };

/** The game strings of a locale (English for an unknown one). */
export function gameMessages(lang: string | undefined): typeof en {
  return GAME_MESSAGES[lang ?? 'en'] ?? en;
}
