/**
 * Loo's narration: the engine's events, a deal's opening and a deal's settlement as plain sentences in the
 * reader's language (strings under `loo.narr.*`). Pure: no DOM, no state; shared by the play widget and the
 * Loo replays. Seats are named (`players.<p>`), cards by their full names (`cards.name`), chips counted with
 * `loo.values.chips`. Sentences whose subject is a seat pass that seat's grammatical gender as i18next
 * `context` (`players.gender.<p>`), so that a language may give `key_female` forms; English needs none.
 *
 * The rules behind each sentence are seed 004's ("Vorbereitung", "Mitspielen, Miss nehmen oder passen",
 * "Die Stiche", "Auszahlung", "Loo mit fünf Karten"); the numbers are always the engine's (settle.ts).
 */
import type { TFunction } from 'i18next';
import type { Card, Player } from '~/engine/lld/types.ts';
import { RANKS, rankOf, suitOf } from '~/engine/core/cards.ts';
import type { LooEvent, LooPosition } from '~/engine/loo/types.ts';
import type { LooSettlement } from '~/engine/loo/settle.ts';
import { looAmount, trickValues } from '~/engine/loo/settle.ts';
import { startPosition } from '~/engine/loo/setup.ts';
import { legalKey } from './legalKey.ts';
import { isTrump } from '~/engine/loo/rules.ts';
import { cardName, theCardName } from '../cards/cardName.ts';
import { cardIn } from '../why/why.ts';
import { looWhyLines } from '../why/looWhy.ts';
import { joinList } from './looText.ts';

/** The ace's rank: a lead of the ace of trumps by rule is the ace itself, else the king in its place. */
const ACE = RANKS.indexOf('A');

/** Options of narrateLooEvents. */
export interface LooNarrationOptions {
  /**
   * Whether the cards a seat throws out and draws in an exchange may be named (they are secret at the
   * table). Default: every seat's (a replay that explains the deal). The play widget names only the
   * reader's own.
   */
  readonly named?: (seat: Player) => boolean;
  /**
   * The position the step's move was made in. When given, the sentence of a card or call is followed by the
   * rule that forced or barred the choice, where one did (../why/why.ts, from the engine's legal set).
   */
  readonly before?: LooPosition;
}

/** A seat's name and grammatical gender, as the variables of a sentence about that seat. */
function who(t: TFunction, p: Player): { player: string; context: string } {
  return { player: t(`players.${p}`), context: t(`players.gender.${p}`) };
}

/** `n` chips in words ("3 chips"). */
function chips(t: TFunction, n: number): string {
  return t('loo.values.chips', { count: n });
}

/**
 * Cards by name, joined: "the two of clubs, the three of clubs and the four of clubs" (`loo.narr.theCard`, with
 * `card` the name and `theCard` the name as a verb's object: Russian «сбрасывает тройку треф»).
 */
function cardList(t: TFunction, cards: readonly Card[], pam = -1): string {
  // Pam named as Pam, and last: "a flush with Pam, the jack of clubs, the five of clubs …" read as six cards (an
  // English newcomer).
  const named = (c: Card) => t('loo.narr.theCard', { card: cardName(t, c), theCard: theCardName(t, c) });
  const ordered = pam >= 0 && cards.includes(pam) ? [...cards.filter((c) => c !== pam), pam] : cards;
  return joinList(t, ordered.map((c) => (c === pam ? t('loo.errors.pamCard', { card: named(c) }) : named(c))));
}

/**
 * The opening of a deal, from its deal (whatever position of it is given): who deals and stakes how many
 * chips, what is carried in and what the pot holds, the trump (or that it stays hidden) and Pam, the kind of
 * pot and what the players may call, or club law (seed 004, "Vorbereitung" 2–4, "Mitspielen, Miss nehmen oder
 * passen"), and who calls first, in the order of the table: the stakes, the turn-up, then the calls. Returns 3–7
 * sentences.
 */
export function narrateLooDeal(t: TFunction, pos: LooPosition): string[] {
  const s = startPosition(pos.deal);
  const o = s.options;
  const out: string[] = [];
  const dealer = s.dealer;
  out.push(t('loo.narr.deal', { ...who(t, dealer), count: s.stakes[dealer]! }));
  if (o.otherStake > 0) out.push(t('loo.narr.stakeOthers', { count: o.otherStake }));
  if (s.carried > 0) out.push(t('loo.narr.carried', { count: s.carried, pot: chips(t, s.pot) }));
  const eldest = (dealer + 1) % s.players;
  // The turn-up comes before what the players may call, as at the table (a German reader read the calls
  // before the trump was shown); club law then follows from the trump just named.
  if (s.trumpHidden) out.push(t('loo.narr.trumpHidden'));
  else out.push(t('loo.narr.trump', { card: cardName(t, s.deal.turnUp), theCard: theCardName(t, s.deal.turnUp), suit: t(`cards.suit.${s.trump}`), trumps: t(`cards.trumps.${s.trump}`) }));
  // Pam turned up is out of play, its suit trumps (five-card Loo, amh-140): a French editor read "Pam is the
  // highest trump" under a turned-up jack of clubs. Where the dealer may take the turn-up, it may yet be played.
  if (s.pam >= 0 && !s.trumpHidden) out.push(s.deal.turnUp === s.pam && !o.dealerTakesTrump ? t('loo.narr.pamTurnedUp') : t('loo.narr.pam', { card: cardName(t, s.pam) }));
  if (s.clubLaw) out.push(t('loo.narr.potClubLaw', { pot: chips(t, s.pot) }));
  else if (s.single) {
    out.push(
      s.miss.length > 0
        ? // `player` too: in a game's log, the reader on the dealer's left is told "only you" (play/youName.ts).
          t('loo.narr.potSingle', { pot: chips(t, s.pot), eldest: t(`players.${eldest}`), player: t(`players.${eldest}`), context: t(`players.gender.${dealer}`) })
        : t('loo.narr.potSingleNoMiss', { pot: chips(t, s.pot) }),
    );
  } else {
    const kind = o.potKinds === 'singleDouble' ? 'Double' : 'Plain';
    out.push(t(`loo.narr.pot${kind}${s.miss.length > 0 ? 'Miss' : ''}`, { pot: chips(t, s.pot) }));
  }
  if (o.exchange) out.push(t('loo.narr.exchangeRule'));
  out.push(t('loo.narr.first', who(t, s.turn ?? eldest)));
  return out;
}

/**
 * The sentences for one step's events (a LooStep's `events`), `pos` being the position the step reached
 * (LooStep.position): calls, exchanges (cards named only where `opts.named` allows), cards played with the
 * rule that allowed them when it is more than a plain lead or following suit (`loo.legal.<rule>`), "Pam, be
 * civil!", a hidden trump shown, tricks won with the winner's count, and how the deal ended (all tricks
 * played; everyone passed; one player left; a flush, with any weaker flushes). One sentence per event, two
 * for a flush with others or a dealer taking the turn-up; with `opts.before`, the rule that forced the card or
 * call follows the move's sentence.
 */
export function narrateLooEvents(t: TFunction, events: readonly LooEvent[], pos: LooPosition, opts: LooNarrationOptions = {}): string[] {
  const named = opts.named ?? (() => true);
  const out: string[] = [];
  // The why of the move comes right after its own sentence (the first: a step makes one move).
  const why = opts.before ? looWhyLines(t, opts.before, events, opts.named) : [];
  // 1 when the move's sentence is followed by the one naming Pam: the why comes after both.
  let pamLine = 0;
  // 1 when the move's sentence is preceded by the one saying who leads the first trick.
  let headLine = 0;
  for (const e of events) {
    switch (e.type) {
      case 'call':
        out.push(t(`loo.narr.call.${e.call}`, who(t, e.player)));
        break;
      case 'exchange': {
        const takeUp = e.drawn.length > 0 && e.drawn[0] === pos.deal.turnUp;
        const fromStock = takeUp ? e.drawn.slice(1) : e.drawn;
        if (e.discard.length === 0) out.push(t('loo.narr.exchangeNone', who(t, e.player)));
        else if (named(e.player)) {
          out.push(
            fromStock.length > 0
              ? t('loo.narr.exchangeOpen', { ...who(t, e.player), discard: cardList(t, e.discard), drawn: cardList(t, fromStock) })
              : t('loo.narr.exchangeOpenNone', { ...who(t, e.player), discard: cardList(t, e.discard) }),
          );
        } else out.push(t('loo.narr.exchangeHidden', { ...who(t, e.player), count: e.discard.length }));
        if (takeUp) out.push(t('loo.narr.takeTurnUp', { ...who(t, e.player), card: cardName(t, pos.deal.turnUp) }));
        break;
      }
      case 'play': {
        const lead = pos.trick.length > 0 && pos.trick[0] === e.card;
        // cardAcc, cardDat: the card in the accusative and dative with its article, where the language has them;
        // theCard: the card as a verb's object (the Russian accusative: «кладёт двойку треф»).
        const vars = { ...who(t, e.player), card: cardName(t, e.card), theCard: theCardName(t, e.card), cardAcc: cardIn(t, e.card, 'acc'), cardDat: cardIn(t, e.card, 'dat') };
        // The deal's first lead by another than the eldest hand (who passed): say why this player leads (a German
        // and a Russian newcomer expected the eldest hand to lead).
        const before = opts.before;
        const firstLead = lead && before !== undefined && before.winners.length === 0 && before.trick.length === 0 && e.player !== (before.dealer + 1) % before.players;
        // Said before the lead, whose sentence and rule follow it (an English newcomer read why Dan led after the lead
        // and the rule that forced his card).
        if (firstLead) {
          out.push(t('loo.narr.firstLead', { context: t(`players.gender.${before.dealer}`) }));
          headLine = 1;
        }
        if (e.civil) {
          out.push(t('loo.narr.leadCivil', vars));
          // Called after Pam has gone (the random computer player calls it whenever the rules let it): said to change
          // nothing, so that no reader looks for a Pam the call could bar.
          const gone = before !== undefined && before.pam >= 0 && before.played.some((cs) => cs.includes(before.pam));
          if (gone) out.push(t('loo.narr.civilIdle'));
        }
        // Where the rule that forced the card follows in a sentence of its own (why), the card's sentence
        // names no rule: "Carla plays the king of spades (void in the suit led). Carla could not follow suit
        // and had to trump." said it twice (a German reader's review).
        else if (why.length > 0) out.push(t(lead ? 'loo.narr.lead' : 'loo.narr.playBare', vars));
        // A plain card led where the rules want a trump led: the leader holds none (a Russian newcomer, just taught to
        // lead a trump, asked why Carla led the three of hearts).
        else if (lead && e.rule === 'lead' && before !== undefined && noTrumpToLead(before, e.player, e.card)) out.push(t('loo.narr.leadWhy', { ...vars, why: t('loo.legal.leadNoTrump', { player: vars.player }) }));
        else if (lead && e.rule === 'lead') out.push(t('loo.narr.lead', vars));
        // The king led in the place of the ace of trumps turned up: `leadKing`, not the ace's rule as such.
        else if (lead) out.push(t('loo.narr.leadWhy', { ...vars, why: t(`loo.legal.${e.rule === 'leadAce' && rankOf(e.card) !== ACE ? 'leadKing' : e.rule}`, { player: vars.player }) }));
        else if (e.rule === 'follow') out.push(t('loo.narr.play', vars));
        else {
          // Void in a trump lead (Pam led, or a trump): "holds no trump", not "void in the suit led", which
          // read as a lead without a suit after Pam; void in a plain suit, a card that is no trump is a discard.
          const rule = legalKey(opts.before ?? pos, pos, e.card, e.rule, named(e.player), e.player);
          // The rule in the bracket as the sentence's subject would say it: the player's seat is passed, so that a game
          // log speaking to the reader says "(you head the trick)" (play/youName.ts; a Russian reader read
          // «Вы кладёте … (перебивает)»).
          out.push(t('loo.narr.playWhy', { ...vars, why: t(`loo.legal.${rule}`, { player: vars.player }) }));
        }
        // Pam is named where it is played (an English reader read "plays the jack of clubs (heads the trick)" on
        // a trump lead as a club that headed the trick).
        if (e.card === pos.pam && !pos.trumpHidden) {
          out.push(t('loo.narr.isPam'));
          if (out.length === 2 + headLine) pamLine = 1;
        }
        break;
      }
      case 'trumpShown':
        out.push(t('loo.narr.trumpShown', { card: cardName(t, e.card), theCard: theCardName(t, e.card), suit: t(`cards.suit.${suitOf(e.card)}`), trumps: t(`cards.trumps.${suitOf(e.card)}`) }));
        break;
      case 'trick':
        out.push(t('loo.narr.trick', { ...who(t, e.winner), count: pos.tricks[e.winner]! }));
        break;
      case 'end': {
        const end = e.end;
        switch (end.kind) {
          case 'tricks':
            out.push(t('loo.narr.end.tricks'));
            break;
          case 'allPassed':
            out.push(end.taker === null ? t('loo.narr.end.allPassedStays', { pot: chips(t, pos.pot) }) : t('loo.narr.end.allPassed', { ...who(t, end.taker), pot: chips(t, pos.pot) }));
            break;
          case 'lone':
            out.push(t('loo.narr.end.lone', { ...who(t, end.player), pot: chips(t, pos.pot) }));
            break;
          case 'flush':
            out.push(
              t('loo.narr.end.flush', {
                ...who(t, end.flush.player),
                kind: t(`loo.flushKind.${end.flush.kind}`),
                cards: cardList(t, end.flush.cards, pos.pam),
                pot: chips(t, pos.pot),
              }),
            );
            for (const f of end.others) out.push(t('loo.narr.end.flushOther', { ...who(t, f.player), kind: t(`loo.flushKind.${f.kind}`) }));
            break;
        }
        break;
      }
    }
  }
  if (why.length > 0) out.splice(Math.min(1 + headLine + pamLine, out.length), 0, ...why);
  return out;
}

/**
 * Why tricks of one deal are worth different chips, or null when they are not: a pot that does not divide by
 * the tricks gives its first trick winners a chip more each (`unevenPot: 'firstWinners'`, Peel on the
 * stakes; research 5.8), e.g. "The pot of 11 chips does not divide evenly between the 5 tricks: the first
 * trick is worth 3 chips, each of the others 2 chips." Undivided Loo and carried odd chips have sentences of
 * their own (narrateLooSettlement).
 */
export function looUnevenNote(t: TFunction, pos: Pick<LooPosition, 'options' | 'pot'>): string | null {
  if (pos.options.undivided || pos.options.unevenPot !== 'firstWinners') return null;
  const values = trickValues(pos);
  const high = values[0]!;
  const low = values[values.length - 1]!;
  if (high === low) return null;
  const count = values.filter((v) => v === high).length;
  // One trick left at the lower value is "the last", not "the others" (a pot of 11 in three tricks: 4, 4, 3).
  return t(count === values.length - 1 ? 'loo.narr.settle.unevenLast' : 'loo.narr.settle.uneven', { count, pot: chips(t, pos.pot), n: values.length, high: chips(t, high), low: chips(t, low) });
}

/**
 * The settlement of a finished deal (`s` = settleLoo(pos), `pos` the final position) in sentences (seed 004,
 * "Auszahlung"): each seat's share of the pot with its tricks, or the whole pot (a flush, a lone player, the
 * dealer after all passed); chips that stay in the pot (a defended pot's tricks, undivided Loo, odd chips);
 * every loo paid into the next pot; payments to a flush-holder (Peel's five-card rule); and what the next pot
 * starts with before the next dealer's stake — or, for the game's `last` deal, that what is left in the pot stays
 * unclaimed. Numbers are the settlement's, in chips. Follows the end's sentences
 * (narrateLooEvents), so a whole pot that the end already gave to its taker is not given again.
 */
export function narrateLooSettlement(t: TFunction, pos: LooPosition, s: LooSettlement, last = false): string[] {
  const out: string[] = [];
  const end = pos.end;
  const paid = s.shares.reduce((a, b) => a + b, 0);
  if (end?.kind === 'tricks') {
    // Unequal shares are explained before they are given (an English reader saw 3 chips for one trick and 2 for
    // another, unexplained, in a five-card pot of 11).
    const uneven = looUnevenNote(t, pos);
    if (uneven) out.push(uneven);
    for (let q = 0; q < pos.players; q++) {
      if (s.shares[q]! > 0) {
        out.push(
          pos.options.undivided
            ? t('loo.narr.settle.all', { ...who(t, q), chips: chips(t, s.shares[q]!) })
            : t('loo.narr.settle.share', { ...who(t, q), chips: chips(t, s.shares[q]!), count: s.tricks[q]! }),
        );
      }
    }
    const left = s.potBefore - paid;
    if (left > 0) {
      if (pos.defender !== null && s.tricks[pos.defender]! > 0) {
        const values = trickValues(pos);
        let kept = 0;
        pos.winners.forEach((w, i) => {
          if (w === pos.defender) kept += values[i]!;
        });
        if (!pos.options.undivided) out.push(t('loo.narr.settle.defended', { ...who(t, pos.defender), chips: chips(t, kept), count: s.tricks[pos.defender]! }));
        if (!pos.options.undivided && left > kept) out.push(t('loo.narr.settle.remainder', { chips: chips(t, left - kept) }));
      } else if (!pos.options.undivided) out.push(t('loo.narr.settle.remainder', { chips: chips(t, left) }));
      if (pos.options.undivided) out.push(t('loo.narr.settle.undivided', { chips: chips(t, left) }));
    }
  } else {
    // The end's own sentence (narrateLooEvents: "Only Ben is left in and takes the pot of 8 chips") has named
    // who takes the pot and how much: it is not said twice (a Russian reader found the two lines one after the
    // other). Always logged together: the game's log and the replays' steps put the settlement after the end.
    const taker = end?.kind === 'lone' ? end.player : end?.kind === 'flush' ? end.flush.player : end?.kind === 'allPassed' ? end.taker : null;
    for (let q = 0; q < pos.players; q++) {
      if (s.shares[q]! > 0 && !(q === taker && s.shares[q] === pos.pot)) out.push(t('loo.narr.settle.pot', { ...who(t, q), chips: chips(t, s.shares[q]!) }));
    }
    if (paid === 0) out.push(t('loo.narr.settle.stays', { chips: chips(t, s.potBefore) }));
  }
  // The game's last deal has no next pot: a loo is paid into this one, and what is left stays unclaimed (Peel,
  // sources `peel-end`; an English reader read "into the next pot" under "The game is over").
  for (const q of s.looed) out.push(t(last ? 'loo.narr.settle.looLast' : 'loo.narr.settle.loo', { ...who(t, q), chips: chips(t, s.loos[q]!) }));
  // After a flush, who stood and is not looed says why: Pam or a weaker flush spares its holder (seed 004, "Loo mit
  // fünf Karten"; an English newcomer took the missing loo for a bug).
  if (end?.kind === 'flush' && !s.transfers.some((x) => x !== 0)) {
    for (let q = 0; q < pos.players; q++) {
      if (q === end.flush.player || !pos.active[q] || s.looed.includes(q)) continue;
      out.push(t(pos.pam >= 0 && pos.hands[q]!.includes(pos.pam) ? 'loo.narr.settle.sparedPam' : 'loo.narr.settle.sparedFlush', who(t, q)));
    }
  }
  if (s.transfers.some((x) => x !== 0)) {
    const holder = s.transfers.findIndex((x) => x > 0);
    if (holder >= 0) out.push(t('loo.narr.settle.flushPaid', { ...who(t, holder), chips: chips(t, looAmount(pos)), total: chips(t, s.transfers[holder]!) }));
  }
  if (last) {
    if (s.potAfter > 0) out.push(t('loo.narr.settle.unclaimed', { chips: chips(t, s.potAfter) }));
  } else out.push(s.potAfter > 0 ? t('loo.narr.settle.next', { chips: chips(t, s.potAfter) }) : t('loo.narr.settle.nextEmpty'));
  return out;
}

/**
 * Whether a lead of `card` by `player` in `before` was free only because the player held no trump: the rules want a
 * trump led at this trick (option `lead`, at every lead or the first by `leadDuty`), the trump is known, and neither
 * the card nor any other in the hand is a trump.
 */
function noTrumpToLead(before: LooPosition, player: Player, card: Card): boolean {
  const o = before.options;
  if (o.lead === 'free' || before.trumpHidden) return false;
  if (o.leadDuty === 'firstTrick' && before.winners.length > 0) return false;
  return !isTrump(before, card) && !before.hands[player]!.some((c) => isTrump(before, c));
}
