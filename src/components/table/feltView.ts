import type { TFunction } from 'i18next';
import type { Position } from '~/engine/lld/types.ts';
import { settle } from '~/engine/lld/settle.ts';
import { dealerLabel } from '../cards/cardName.ts';
import { cardText } from '../cards/cardText.ts';
import type { FeltText, FeltView } from './FeltDraw.tsx';

/**
 * What the table shows of a Laugh and Lie Down position (FeltDraw.tsx): once the deal is over the pay-off
 * has been made, so the pot holds what the engine's settlement leaves in it (seed 001, "Pay-off"), unless
 * `potBeforePayOff` (a lesson on the pay-off shows the pot as it stood before it).
 */
export function feltView(pos: Position, t: TFunction, potBeforePayOff = false): FeltView {
  const settled = pos.over && !potBeforePayOff ? settle(pos) : null;
  const pot = settled && settled.ok ? settled.value.potAfter : pos.pot;
  const capturerBonus = pos.reading.options.bonusTo === 'lastCapturer';
  return {
    table: pos.table.toArray(),
    pot,
    // A pot in debt (the French rules for three or four) with a minus sign, as the settlement writes it, not a hyphen.
    potText: t('replay.chips', { count: pot }).replace(/^-/, '\u2212'),
    seats: pos.hands.map((hand, p) => ({
      name: t(`players.${p}`),
      dealer: p === pos.dealer ? dealerLabel(t, p) : null,
      turn: pos.turn === p,
      // A seat that ran out of cards by capturing or laying cards down is skipped like one that has lain down:
      // it says why (an English newcomer saw two players passed over with nothing to tell them apart), and keeps
      // saying so after the deal, as "has lain down" does; the last holder, whose cards went to the dealer, has
      // its own badge.
      laidDown: pos.laidDown[p]
        ? t('replay.laidDown', { context: t(`players.gender.${p}`) })
        : pos.started && hand.size === 0 && !(pos.over && pos.lastHolder === p)
          ? t('replay.outOfCards')
          : null,
      // The badge marks whom the bonus goes to: the last holder, or under the readings that pay the last
      // capturer (the French rules) the last capturer (a German newcomer saw "last to hold cards" on one
      // player beside "Anna captured last and takes the bonus").
      lastHolder: pos.over && !capturerBonus && pos.lastHolder === p,
      lastCapturer: pos.over && capturerBonus && pos.lastCapturer === p,
      hand: hand.toArray(),
      won: pos.won[p]!.toArray(),
      wonText: t('replay.wonCount', { count: pos.won[p]!.size }),
      held: t('cards.count', { count: hand.size }),
    })),
  };
}

const texts = new WeakMap<TFunction, FeltText>();

/** The table's fixed words in the translator's language (computed once per translator). */
export function feltText(t: TFunction): FeltText {
  let x = texts.get(t);
  if (!x) {
    x = {
      ...cardText(t),
      table: t('replay.table'),
      tableEmpty: t('replay.tableEmpty'),
      pot: t('replay.pot'),
      onTurn: t('replay.onTurn'),
      lastHolder: t('replay.lastHolder'),
      lastCapturer: t('replay.lastCapturer'),
      hand: t('replay.hand'),
    };
    texts.set(t, x);
  }
  return x;
}
