import { lldPlayers, type Messages } from '~/i18n/gameMessages.ts';

/**
 * The strings each readings widget uses, picked from a locale's resources. An island's props are inlined
 * in the page, so each widget gets only what it reads (and the tests render them with the same subsets).
 */
export function compareMessages(m: Messages): object {
  const r = m.readings;
  // why.lld: why a forced capture was made, said as the replays say it (the comparison narrates it too).
  const w = m.why as Record<string, unknown>;
  return { players: lldPlayers(m), cards: m.cards, replay: m.replay, narr: m.narr, why: { lld: w.lld, playerGen: w.playerGen }, readings: { names: r.names, options: r.options, values: r.values, compare: r.compare } };
}

/** The strings of the pay-off calculator: seat names, reading names, the calculator's own. */
export function calcMessages(m: Messages): object {
  return { players: lldPlayers(m), readings: { names: m.readings.names, calc: m.readings.calc } };
}
