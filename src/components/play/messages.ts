import { lldPlayers, type Messages } from '~/i18n/gameMessages.ts';
import { whyMessages } from '../why/messages.ts';

/**
 * The strings the play widget uses, picked from a locale's resources (an island's props are inlined in
 * the page): seats, cards, the table and narration, reading names and rule options, errors, and its own; the
 * lessons' instructions (`learn.ui.do`), in which the game says the reader's own moves, and the same moves as
 * infinitive phrases (`learn.ui.choice`) for the analysis.
 */
export function playMessages(m: Messages): object {
  return { players: lldPlayers(m), cards: m.cards, replay: m.replay, narr: m.narr, readings: { names: m.readings.names, options: m.readings.options, values: m.readings.values }, errors: m.errors, play: m.play, why: whyMessages(m, 'lld'), coach: m.coach, analysis: m.analysis, payoff: { pairs: m.payoff.pairs, bonus: m.payoff.bonus, stake: m.payoff.stake }, learn: { ui: { do: m.learn.ui.do, choice: m.learn.ui.choice } } };
}
