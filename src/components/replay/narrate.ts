import type { TFunction } from 'i18next';
import { cards, rankOf } from '~/engine/core/cards.ts';
import { settle, type Settlement } from '~/engine/lld/settle.ts';
import type { Card, GameEvent, Position } from '~/engine/lld/types.ts';
import { moveOfStep } from '~/engine/lld/replay.ts';
import { lldWhyLines } from '../why/lldWhy.ts';
import { signed } from './signed.ts';
import { theKey } from '../cards/cardName.ts';

/**
 * A piece of narration: plain text, or a list of cards (drawn as symbols, read out by name; `the`: each name
 * as the verb's object, cardName.ts `theCardName`).
 */
export type Segment = string | { readonly cards: readonly Card[]; readonly the?: boolean };

/** One sentence of narration as segments. */
export type Sentence = readonly Segment[];

const MARK = '\u0000';

/**
 * Translates `key` with `vars`, where card-list values stay cards: the result is text with card lists
 * in between, so the widget can draw them as symbols with their names for screen readers. A list `cards`
 * is also offered as `theCards` (`play` as `thePlay`…): the same cards as the verb's object ("the nine of
 * hearts", « le neuf de cœur », „den Kreuz-Buben“), for a sentence that needs them (cardName.ts theCardName).
 */
function sentence(t: TFunction, key: string, vars: Record<string, string | number | readonly Card[]>): Sentence {
  const lists: (readonly Card[])[] = [];
  const flat: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(vars)) {
    if (Array.isArray(v)) {
      flat[k] = `${MARK}${lists.length}${MARK}`;
      flat[theKey(k)] = `${MARK}t${lists.length}${MARK}`;
      lists.push(v);
    } else flat[k] = v as string | number;
  }
  const parts = String(t(key, flat)).split(MARK);
  return parts
    .map((p, i): Segment => (i % 2 === 0 ? p : p[0] === 't' ? { cards: lists[Number(p.slice(1))]!, the: true } : { cards: lists[Number(p)]! }))
    .filter((s) => s !== '');
}

/**
 * The narration of the deal itself (step 0): dealer, stakes, pot, first player, and which of the cards
 * the source names (`documentedCards`, card text; empty when the source gives only the result).
 */
export function narrateDeal(t: TFunction, start: Position, documentedCards: string): Sentence[] {
  const name = (p: number) => t(`players.${p}`);
  const named = cards(documentedCards);
  return [
    sentence(t, 'narr.deal', { dealer: name(start.dealer), pot: start.pot, first: name(start.turn ?? 0) }),
    named.length > 0 ? sentence(t, 'narr.sourceCards', { cards: named }) : sentence(t, 'narr.sourceNone', {}),
  ];
}

/**
 * The narration of one step: a sentence or two per engine event, in the translator's language.
 * `after` is the position the step reached (for running counts such as won cards). With `before`, the
 * position the step's move was made in, the rule that forced the move follows its sentence where one did
 * (a single capture open, all three to be taken: ../why/why.ts, from the engine's legal moves). `payoff`
 * false leaves out a finished deal's pay-off (a caller that narrates the rest of the step after a line of
 * its own, as the game does after a lie-down). `oneOfTwo` false leaves out the word that a card left of two
 * is open to no claim (see leavesOneOfTwo), and `withRule` false says a player's only capture without the rule
 * that forced it (lldWhyLines `brief`): the game's log says each in full once a deal, not at every such capture.
 * `hidden`: the mover's hand is hidden from the reader, so that its only capture goes unsaid (lldWhyLines).
 */
export function narrateStep(t: TFunction, events: readonly GameEvent[], after: Position, before?: Position, payoff = true, oneOfTwo = true, withRule = true, hidden = false): Sentence[] {
  const name = (p: number) => t(`players.${p}`);
  const out: Sentence[] = [];
  const why: Sentence[] = before ? lldWhyLines(t, before, moveOfStep({ position: after, events }), !withRule, hidden).map((l) => [l]) : [];
  for (const e of events) {
    switch (e.type) {
      case 'capture':
        out.push(sentence(t, `narr.capture.${e.rule}`, { player: name(e.player), play: e.play, take: e.take }));
        // Counted before any leftovers the same step gives the capturer as dealer (the deal's last capture):
        // those are told next, in their own sentence.
        // `whose`: the name in the genitive, where a language's sentence needs it (Russian «У Карлы теперь …»: a Russian
        // editor found «Карла: взятых карт теперь 2» stiff); `player` still tells the reader's own seat (youName.ts).
        out.push(sentence(t, 'narr.wonNow', { player: name(e.player), whose: t(`players.genitive.${e.player}`), count: after.won[e.player]!.size - leftoversTo(events, e.player) }));
        // One card of two taken: the other stays, and unlike one of three it is open to no claim (seed 001,
        // "Playing"; a German newcomer, just taught claims, took Emil's five left on the table for a mistake).
        if (oneOfTwo && e.rule === 'oneForOne') {
          const left = leftOfRank(after, e.take[0]!);
          if (left.length === 1) out.push(sentence(t, 'narr.oneOfTwo', { cards: left }));
        }
        break;
      case 'lieDown':
        out.push(sentence(t, 'narr.lieDown', { player: name(e.player), count: e.cards.length, cards: e.cards }));
        break;
      case 'declare': {
        const kind = e.from === 'table' ? 'layout' : e.cards.length === 4 ? 'mournival' : 'prial';
        out.push(sentence(t, `narr.declare.${kind}`, { player: name(e.player), cards: e.cards }));
        break;
      }
      case 'layPair':
        // On the player's own turn the pair is laid "at once" but not out of turn; either way it is no turn.
        // Where a reading lets a player lay the last cards of a rank (French rules, layLastCards) rather than a pair
        // out of turn, the sentence says so (a French reader read "lays a pair out of turn" under rules without it).
        out.push(sentence(t, `narr.${after.reading.options.layLastCards ? 'layLast' : 'layPair'}${after.turn === e.player ? 'Now' : ''}`, { player: name(e.player), cards: e.cards }));
        break;
      case 'claim':
        out.push(sentence(t, 'narr.claim', { player: name(e.player), cards: e.cards }));
        break;
      case 'claimOpen':
        // A mistake in the move that ends the deal (the last but one holder lying down with a pair) is never
        // claimed: the cards go with the leftovers (an English newcomer read "anyone may now claim" and then the
        // deal's end in the same entry).
        out.push(sentence(t, after.over ? 'narr.claimOpenOver' : `narr.claimOpen.${e.claimable.kind}`, { cards: e.claimable.cards }));
        break;
      case 'dealOver':
        out.push(
          e.lastHolder === null ? sentence(t, 'narr.dealOverNobody', {}) : sentence(t, 'narr.dealOver', { player: name(e.lastHolder) }),
        );
        break;
      case 'leftovers':
        out.push(sentence(t, 'narr.leftovers', { player: name(e.player), count: e.cards.length }));
        break;
      case 'payment':
        out.push(sentence(t, 'narr.payment', { player: name(e.player), chips: t('replay.chips', { count: e.chips }) }));
        break;
    }
  }
  if (why.length > 0) out.splice(Math.min(1, out.length), 0, ...why);
  if (after.over && payoff) out.push(...narratePayoff(t, after));
  return out;
}

/** The table's cards of `card`'s rank in `pos`. */
function leftOfRank(pos: Position, card: Card): Card[] {
  return [...pos.table].filter((c) => rankOf(c) === rankOf(card));
}

/**
 * Whether a step (its events, and the position it reached) took one card of two, leaving the other on the
 * table, open to no claim (seed 001, "Playing"): the step narrateStep explains with `narr.oneOfTwo`.
 */
export function leavesOneOfTwo(events: readonly GameEvent[], after: Position): boolean {
  return events.some((e) => e.type === 'capture' && e.rule === 'oneForOne' && leftOfRank(after, e.take[0]!).length === 1);
}

/** How many leftover cards the events of a step give player `p` (the dealer, at the end of the deal). */
function leftoversTo(events: readonly GameEvent[], p: number): number {
  let n = 0;
  for (const e of events) if (e.type === 'leftovers' && e.player === p) n += e.cards.length;
  return n;
}

export { signed };

/**
 * Who took the bonus of a finished deal `end`, settled as `st`, in one sentence ("Pay-off: Carla, the last player
 * holding cards, takes the bonus of 5 chips."): to the last holder or the last capturer, as the reading says (seed
 * 001, "Pay-off", 1). Null when nobody took it. The game's settlement repeats it under its table.
 */
export function bonusLine(t: TFunction, end: Position, st: Settlement): string | null {
  if (st.bonus.player === null) return null;
  const key = end.reading.options.bonusTo === 'lastCapturer' ? 'narr.bonusCapturer' : 'narr.bonus';
  return t(key, { player: t(`players.${st.bonus.player}`), chips: t('replay.chips', { count: st.bonus.chips }), context: t(`players.gender.${st.bonus.player}`) });
}

/**
 * What each player took or paid for won cards in a settlement `st`, in one sentence ("For won cards: Anna +4, Ben
 * −3, …"; seed 001, "Pay-off", 2). The game's settlement repeats it under its table.
 */
export function pairsLine(t: TFunction, st: Settlement): string {
  // A no-break space keeps each name with its amount (a French newcomer read "Anna" at a line's end, "+5" below).
  const list = st.pairChips.map((c, p) => `${t(`players.${p}`)}\u00a0${signed(c)}`).join(', ');
  return t('narr.pairs', { list });
}

/** The pay-off of a finished deal (seed 001, "Pay-off"): the bonus, chips for won cards, the pot. */
function narratePayoff(t: TFunction, end: Position): Sentence[] {
  const s = settle(end);
  if (!s.ok) return [];
  const st = s.value;
  const chips = (count: number) => t('replay.chips', { count });
  const out: Sentence[] = [];
  const bonus = bonusLine(t, end, st);
  if (bonus !== null) out.push([bonus]);
  out.push([pairsLine(t, st)]);
  // A debt (the French deals for three and four) is said as one, never as a negative number of chips.
  out.push(st.potAfter === 0 ? sentence(t, 'narr.potEmpty', {}) : st.potAfter > 0 ? sentence(t, 'narr.potLeft', { chips: chips(st.potAfter) }) : sentence(t, 'narr.potOwes', { chips: chips(-st.potAfter) }));
  return out;
}

/** The cards a step's events moved, to highlight them. */
export function movedCards(events: readonly GameEvent[]): Set<Card> {
  const s = new Set<Card>();
  for (const e of events) {
    if (e.type === 'capture') [...e.play, ...e.take].forEach((c) => s.add(c));
    else if ('cards' in e) e.cards.forEach((c) => s.add(c));
  }
  return s;
}
