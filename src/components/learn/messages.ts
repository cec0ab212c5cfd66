import { lldPlayers, type Messages } from '~/i18n/gameMessages.ts';
import type { LooInputError, LooNotationError, LooSetupError } from '~/engine/loo/errors.ts';

/**
 * The entries of `strings` named in `names`, each with its plural and context forms (`picked_one`, `picked_few`,
 * … as the locale has them: a list of the English forms alone left Russian without `_few` and `_many`).
 */
function withForms(strings: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(strings).filter(([k]) => names.some((n) => k === n || k.startsWith(`${n}_`))));
}

/**
 * The strings a lesson widget uses, picked from a locale's resources (sent once per page in a JSON script):
 * seats, cards, the table, the engine's errors and rule option names (for `errorText`), the play widget's
 * move words, and the lessons' own (`learn`, src/i18n/learn/<lang>.json).
 */
export function learnMessages(m: Messages): object {
  return {
    players: lldPlayers(m),
    cards: m.cards,
    replay: m.replay,
    readings: { options: m.readings.options },
    errors: m.errors,
    play: withForms(m.play as Record<string, unknown>, ['move', 'picked', 'pickHand', 'pickTable', 'pickTableNone', 'pickToLay', 'handOnly', 'pickToClaim']),
    // The Laugh and Lie Down lessons' own strings and the shared ones, not the Loo lessons' (the HTML has a budget).
    learn: { ui: m.learn.ui, lessons: m.learn.lessons, sections: m.learn.sections, actions: m.learn.actions },
  };
}

/** The Loo error codes a move never gives (set-up, notation and input errors, engine loo/errors.ts). */
const NOT_MOVE_ERRORS: ReadonlySet<string> = new Set<(LooSetupError | LooNotationError | LooInputError)['code']>([
  'ERR_CARD_SYNTAX', 'ERR_DUPLICATE_CARD', 'ERR_PLAYERS', 'ERR_DEALER', 'ERR_HAND_SIZE', 'ERR_MISS_SIZE', 'ERR_TURN_UP', 'ERR_STOCK', 'ERR_CARRIED',
  'ERR_INPUT', 'ERR_NOTATION_SYNTAX', 'ERR_NOTATION_VERSION', 'ERR_UNKNOWN_RULES', 'ERR_UNKNOWN_OPTION', 'ERR_OPTION_VALUE', 'ERR_ILLEGAL_MOVE',
]);
/** A message key's error code: the key less its plural or context forms (`ERR_STOCK_SHORT_few` → `ERR_STOCK_SHORT`). */
const codeOf = (key: string): string => key.replace(/(_[a-z][A-Za-z]*)+$/, '');

/**
 * The strings a Loo lesson widget uses: seats, cards, Loo's table, calls and move errors (for `looErrorText`), the
 * game's exchange button, and the Loo lessons' own (`learn.loo`, with `learn.ui` and `learn.looSections`).
 */
export function looLearnMessages(m: Messages): object {
  const { calls, errors: allErrors, table, options, values, phase, legal, rules } = m.loo as Record<string, unknown>;
  // A lesson's refusals are move errors only: the words for a set-up or a notation that cannot be read
  // (and their plural forms) stay out of the page, whose HTML has a budget (size-budget.mjs).
  const errors: Record<string, unknown> = Object.fromEntries(Object.entries(allErrors as Record<string, unknown>).filter(([k]) => !NOT_MOVE_ERRORS.has(codeOf(k))));
  // A lesson words the reader's refusals as duties (`duty`, looErrorText): the second-person forms they replace,
  // which list the cards that would do, are never read there.
  const duty = (errors.duty ?? {}) as Record<string, unknown>;
  errors.you = Object.fromEntries(Object.entries(errors.you as Record<string, unknown>).filter(([k]) => !(k in duty) && !(codeOf(k) in duty)));
  // The exchange button's words, as in the game: "Throw out 2 cards and draw", "Keep all my cards".
  const play = Object.fromEntries(Object.entries(m.loo.play as Record<string, unknown>).filter(([k]) => k.startsWith('exchange_') || k === 'exchangeNone'));
  // The Loo lessons' own strings and the shared ones (`ui`, `looSections`), not the Laugh and Lie Down lessons'.
  // Not the Laugh and Lie Down moves as commands and choices (`ui.do`, `ui.choice`: describe.ts), which no Loo
  // lesson says.
  const { ui, loo, looSections } = m.learn as Record<string, unknown>;
  const { do: _do, choice: _choice, ...looUi } = ui as Record<string, unknown>;
  return { players: m.players, cards: m.cards, replay: m.replay, loo: { calls, errors, table, options, values, phase, legal, rules, play }, learn: { ui: looUi, loo, looSections } };
}
