import type { TFunction } from 'i18next';
import { START_MISS_OPEN, looStartFlags, trumpShownNow } from '~/engine/loo/rules.ts';
import type { LooPhase, LooPosition } from '~/engine/loo/types.ts';
import type { LooSettlement } from '~/engine/loo/settle.ts';
import { cardText } from '../cards/cardText.ts';
import type { LooTableText, LooTableView } from './LooTableDraw.tsx';

/**
 * What the Loo table shows of a position (LooTableDraw.tsx), with the deal's settlement once it is over
 * (each seat's loo, the pot it leaves, or with `potBeforePayOff` the pot it paid out). Hidden trump: the
 * turn-up is turned as soon as the player on turn
 * cannot follow suit (the engine's trumpShownNow). Needs `players`, `cards` and `loo` strings.
 */
export function looTableView(pos: LooPosition, t: TFunction, settlement?: LooSettlement | null, potBeforePayOff = false): LooTableView {
  const name = (p: number) => t(`players.${p}`);
  const pot = !settlement ? pos.pot : potBeforePayOff ? settlement.potBefore : settlement.potAfter;
  const missTaken = pos.options.miss && pos.miss.length === 0;
  const hidden = pos.trumpHidden && !trumpShownNow(pos);
  const turnUp = pos.turnUp ?? pos.deal.turnUp;
  return {
    trump: {
      hidden,
      attr: hidden ? '' : String(pos.trump),
      turnUp: hidden || pos.turnUp === null ? null : turnUp,
      note: hidden ? '' : t('loo.table.trumpSuit', { suit: t(`cards.suit.${pos.trump}`), trumps: t(`cards.trumps.${pos.trump}`) }),
    },
    // "Taken" only where the deal opened the miss (the engine's looStartFlags): otherwise club law set it aside,
    // or a single pot has none (a French newcomer read "the miss has been taken" beside the log's "the miss is
    // set aside" under club law).
    miss: pos.options.miss
      ? {
          cards: [...pos.miss],
          label: t('loo.table.missPile', { cards: t('cards.count', { count: pos.miss.length }) }),
          gone: !missTaken ? null
            : (looStartFlags(pos.options, pos.carried, pos.trump) & START_MISS_OPEN) !== 0 ? t('loo.table.missGone')
            : t(pos.clubLaw ? 'loo.table.missClubLaw' : 'loo.table.noMiss'),
        }
      : null,
    // Pam, marked on the card wherever it is drawn, once the trump is known (a French newcomer saw a plain jack).
    // A Pam turned up and lying there is out of play (narrate.ts): no "Pam" on it.
    pam: hidden || pos.pam < 0 || pos.turnUp === pos.pam ? null : pos.pam,
    trick: pos.trick.map((c, i) => ({ card: c, by: name(pos.trickPlayers[i]!) })),
    over: pos.phase === 'over',
    trickNote: t(`loo.table.${TRICK_NOTE[pos.phase]}`),
    pot,
    potText: t('loo.values.chips', { count: pot }),
    potKind: pos.phase !== 'over' && pos.options.potKinds === 'singleDouble' ? t(pos.single ? 'loo.table.single' : 'loo.table.double') : null,
    // Once the hand is over the stock plays no part: its count beside a finished hand read as something to use (an
    // English newcomer, lessons 16 and 17).
    stock: pos.options.exchange && pos.phase !== 'over' ? t('loo.table.stock', { count: pos.stock.length }) : null,
    // The turn's word by phase: in the calls "to play" would read as the call of that name (a French editor).
    turnText: t(pos.phase === 'call' ? 'loo.table.onCall' : pos.phase === 'exchange' ? 'loo.table.onExchange' : 'loo.table.onTurn'),
    seats: pos.hands.map((hand, p) => {
      const call = pos.calls[p] ?? null;
      return {
        name: name(p),
        dealer: p === pos.dealer ? t('loo.table.dealer', { context: t(`players.gender.${p}`) }) : null,
        turn: pos.turn === p,
        out: call === 'pass' || call === 'concede',
        call,
        // After the calls, "stayed in" on every seat that plays says nothing the "passed" of the others does not
        // (it stood on all four seats of most lessons); the other calls (the miss taken, the pot defended) stay.
        callText: call && !(call === 'play' && pos.phase !== 'call') ? t(`loo.table.call.${call}`) : null,
        looed: settlement?.looed.includes(p) ?? false,
        tricks: pos.tricks[p]!,
        tricksText: t('loo.table.tricks', { count: pos.tricks[p]! }),
        hand: [...hand],
        // Cards of earlier tricks; the current trick's are drawn in the centre.
        played: pos.played[p]!.filter((c) => !pos.trick.includes(c)),
        held: t('cards.count', { count: hand.length }),
      };
    }),
  };
}

/** What an empty trick says in each phase (`loo.table.<key>`): the calls or the exchange come first, no card yet, no trick left. */
const TRICK_NOTE: Readonly<Record<LooPhase, string>> = { call: 'trickCalls', exchange: 'trickExchange', play: 'trickEmpty', over: 'trickOver' };

const texts = new WeakMap<TFunction, LooTableText>();

/** The Loo table's fixed words in the translator's language (computed once per translator). */
export function looTableText(t: TFunction): LooTableText {
  let x = texts.get(t);
  if (!x) {
    x = {
      ...cardText(t),
      trump: t('loo.table.trump'),
      trumpHidden: t('loo.table.trumpHidden'),
      miss: t('loo.table.miss'),
      missNote: t('loo.table.missNote'),
      trick: t('loo.table.trick'),
      pot: t('loo.table.pot'),
      looed: t('loo.table.looed'),
      hand: t('loo.table.hand'),
      played: t('loo.table.played'),
      pam: t('loo.table.pamTag'),
    };
    texts.set(t, x);
  }
  return x;
}
