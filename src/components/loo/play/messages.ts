import type { Messages } from '~/i18n/gameMessages.ts';
import { whyMessages } from '../../why/messages.ts';

/**
 * The strings the Loo play widget uses, picked from a locale's resources (sent once per page in a JSON
 * script): seats, cards, and of `loo` what the table, the narration, the errors and the widget need — not the
 * evidence notes or the words for every option value (only chips, cards and players counted).
 */
export function looPlayMessages(m: Messages): object {
  const loo = m.loo as Record<string, unknown>;
  const values = (loo.values ?? {}) as Record<string, unknown>;
  const counted = Object.fromEntries(Object.entries(values).filter(([k]) => /^(chips|cards|players)(_|$)/.test(k) || k === 'pamCivil'));
  const keep = ['rules', 'options', 'calls', 'legal', 'flushKind', 'phase', 'errors', 'table', 'narr', 'play'];
  const picked: Record<string, unknown> = Object.fromEntries(keep.filter((k) => k in loo).map((k) => [k, loo[k]]));
  picked.values = counted;
  // Of the coach and the analysis, Loo's parts only: not Laugh and Lie Down's warnings, level help or explorer
  // (the play page's HTML had grown over its budget with them).
  const { givesClaim: _g, takeAllThree: _ta, breaksPrial: _b, breaksPrialDead: _bd, breaksPrialDeclare: _bc, breaksPrialShort: _bs, pairNotLaid: _p, setNotDeclared: _s, tipBoth: _tb, noTip: _n, ...coach } = m.coach as Record<string, unknown>;
  const { explorer: _e, levelHelp, ...analysis } = m.analysis as Record<string, unknown> & { levelHelp: { loo: unknown } };
  return { players: m.players, cards: m.cards, loo: picked, why: whyMessages(m, 'loo'), coach, analysis: { ...analysis, levelHelp: { loo: levelHelp.loo } } };
}
