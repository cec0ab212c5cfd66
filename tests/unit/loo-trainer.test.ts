/**
 * The trick trainer's positions (src/engine/loo/trainer.ts): deterministic, reached by legal play, every
 * focus produced under every rule set that has it, each card's judgement as seed 004 gives it ("Die
 * Stiche", "Loo mit fünf Karten", the worked examples E1 and E3) and as the variants' sources give it.
 */
import { describe, expect, it } from 'vitest';
import { cards, formatCard, makeCard, suitOf, type Card } from '~/engine/index.ts';
import {
  LOO_RULES, fiveCard, threeCard, cassell, peel, earlyAmerican, pokerwinerFive, runningPam, hiddenTrump,
  looMovesOf, replayLoo, looFinal, startPosition, formatLooPosition, trainerCards, trainerFoci, trainerPosition,
  trainerPlay, trainerRuleSets, TRAINER_FOCI, type LooPosition, type LooRules, type TrainerFocus, type TrainerCard,
} from '~/engine/loo/index.ts';
import { deal, go } from '../fixtures/loo-helpers.ts';

const SEEDS = Array.from({ length: 6 }, (_, i) => 101 + 37 * i);
const txt = (cs: readonly Card[]) => cs.map((c) => formatCard(c, { style: 'upper' })).sort().join(' ');
const legalOf = (tc: readonly TrainerCard[]) => txt(tc.filter((c) => c.legal).map((c) => c.card));
const judged = (pos: LooPosition, card: string) => trainerCards(pos).find((c) => c.card === cards(card)[0])!;
/** The error code of a card the trainer rejects, or `ok:<rule>`. */
const verdict = (pos: LooPosition, card: string) => {
  const c = judged(pos, card);
  return c.legal ? `ok:${c.rule}` : c.error.code;
};

/** Ace high, as seed 004 "Die Karten" ranks the cards: 2 low … A high. */
const high = (c: Card) => ((c >> 2) + 12) % 13;

/**
 * The cards the seed's rules allow, written from its text and not from the engine ("Die Stiche": lead a
 * trump, the ace of trumps — the king when the ace is turned — must be led; follow and beat the highest
 * card if you can; void: trump, over-trump if a trump lies in the trick; only when you cannot beat the trick
 * any card. "Loo mit fünf Karten": Pam (J♣) is the highest trump; led, everyone must trump; after the ace
 * of trumps is led with "Pam, be civil!", Pam may not be played unless it is the holder's only trump).
 */
function seedLegal(pos: LooPosition): Card[] {
  const h = pos.hands[pos.turn!]!;
  const pam = pos.options.pam === 'clubJack' ? makeCard(10, 0) : -1;
  const trump = suitOf(pos.deal.turnUp);
  const isT = (c: Card) => c === pam || suitOf(c) === trump;
  const suit = (c: Card) => (isT(c) ? trump : suitOf(c));
  const power = (c: Card, led: number) => (c === pam ? 200 : isT(c) ? 100 + high(c) : suitOf(c) === led ? high(c) : -1);
  if (pos.trick.length === 0) {
    const ace = pos.deal.turnUp === makeCard(0, trump) ? makeCard(12, trump) : makeCard(0, trump);
    if (h.includes(ace)) return [ace];
    const t = h.filter(isT);
    return t.length > 0 ? t : h.slice();
  }
  const led = suit(pos.trick[0]!);
  const cand = pos.civil && h.includes(pam) && h.some((c) => c !== pam && isT(c)) ? h.filter((c) => c !== pam) : h.slice();
  const best = Math.max(...pos.trick.map((c) => power(c, led)));
  const same = cand.filter((c) => suit(c) === led);
  if (same.length > 0) {
    const beat = same.filter((c) => power(c, led) > best);
    return beat.length > 0 ? beat : same;
  }
  const win = cand.filter((c) => isT(c) && power(c, led) > best);
  return win.length > 0 ? win : cand;
}

/** What a focus looks like on the table, checked from the position's cards (not from the trainer's own test). */
function looksLike(pos: LooPosition, focus: TrainerFocus): boolean {
  const tc = trainerCards(pos);
  const h = pos.hands[pos.turn!]!;
  const bad = tc.filter((c) => !c.legal);
  const trump = pos.trump;
  const first = pos.trick[0];
  const ledSuit = (c: Card) => (c === pos.pam ? trump : suitOf(c));
  switch (focus) {
    case 'lead':
      return pos.trick.length === 0 && bad.some((c) => ['ERR_MUST_LEAD_TRUMP', 'ERR_MUST_LEAD_ACE', 'ERR_MUST_LEAD_HIGHEST'].includes(c.error.code));
    case 'follow':
      return first !== undefined && h.some((c) => ledSuit(c) === ledSuit(first)) && bad.some((c) => c.error.code === 'ERR_MUST_FOLLOW' && ledSuit(c.card) !== ledSuit(first));
    case 'head':
      return first !== undefined && bad.some((c) => c.error.code === 'ERR_MUST_HEAD' && ledSuit(c.card) === ledSuit(first));
    case 'trump':
      return first !== undefined && !h.some((c) => ledSuit(c) === ledSuit(first)) && bad.some((c) => c.error.code === 'ERR_MUST_TRUMP' || c.error.code === 'ERR_MUST_OVERTRUMP');
    case 'free':
      return first !== undefined && !h.some((c) => ledSuit(c) === ledSuit(first)) && bad.length === 0;
    case 'pamCivil':
      return first === makeCard(0, trump) && pos.civil && h.includes(pos.pam) && bad.length > 0;
    case 'pamLed':
      return first === pos.pam && bad.length > 0 && tc.every((c) => c.legal === (suitOf(c.card) === trump));
    case 'pamFollow':
      return first !== undefined && h.includes(pos.pam) && bad.length > 0;
  }
}

/** The rule sets named by the issue and the brief, where they change card play. */
const SETS: readonly LooRules[] = [threeCard, fiveCard, earlyAmerican, pokerwinerFive, cassell, peel, runningPam, hiddenTrump];

describe('trainerPosition', () => {
  it('is deterministic: the same seed and focus give the same position', () => {
    for (const rules of [threeCard, fiveCard]) {
      for (const focus of trainerFoci(rules)) {
        const a = trainerPosition(7, { rules, focus });
        const b = trainerPosition(7, { rules, focus });
        expect(formatLooPosition(a)).toBe(formatLooPosition(b));
      }
    }
    // Different seeds give a stream, not one position.
    const many = new Set(SEEDS.map((s) => formatLooPosition(trainerPosition(s, { rules: threeCard, focus: 'follow' }))));
    expect(many.size).toBe(SEEDS.length);
  });

  it('offers the foci each rule set has: no Pam in three-card Loo; early American rules neither head nor force a trump, nor bar Pam', () => {
    expect(trainerFoci(threeCard)).toEqual(['lead', 'follow', 'head', 'trump', 'free']);
    expect(trainerFoci(fiveCard)).toEqual([...TRAINER_FOCI]);
    // AMH-140: Pam "subject to no laws" may be played to any trick, so "Pam, be civil!" bars nothing.
    expect(trainerFoci(earlyAmerican)).toEqual(['lead', 'follow', 'free', 'pamLed', 'pamFollow']);
    // The test implementation leads freely (no lead duty at all).
    expect(trainerFoci(LOO_RULES.peer!)).not.toContain('lead');
  });

  it('offers the rule sets whose card play differs, Irish Loo (= three-card) not twice', () => {
    const ids = trainerRuleSets().map((r) => r.id);
    // Enquire Within's lead duty ends with the first trick, Peel's does not (research 1.5b, 1.5d): both offered.
    for (const id of ['threeCard', 'fiveCard', 'cassell', 'peel', 'enquireWithin', 'earlyAmerican', 'pokerwinerFive', 'runningPam', 'hiddenTrump']) expect(ids).toContain(id);
    for (const id of ['irish', 'mixed', 'unlimited', 'clubLaw', 'hoyleFive', 'peer']) expect(ids).not.toContain(id);
    expect(trainerRuleSets('three').every((r) => r.options.handSize === 3)).toBe(true);
    expect(trainerRuleSets('five').map((r) => r.id)).toContain('fiveCard');
  });

  describe.each(SETS.map((r) => [r.id, r] as const))('%s', (_id, rules) => {
    it.each(trainerFoci(rules))('produces focus %s, legally reached, with something to learn', (focus) => {
      for (const seed of SEEDS) {
        const pos = trainerPosition(seed, { rules, focus });
        expect(pos.phase).toBe('play');
        const reader = pos.turn!;
        expect(pos.hands[reader]!.length).toBeGreaterThanOrEqual(2);
        // Replayable from its deal through its history.
        const r = replayLoo(startPosition(pos.deal), looMovesOf(pos));
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const end = looFinal(r.value);
        expect(end.turn).toBe(reader);
        expect(end.hands).toEqual(pos.hands);
        expect(end.trick).toEqual(pos.trick);
        // At least one legal card; at least one forbidden one unless the focus is "any card".
        const tc = trainerCards(pos);
        expect(tc.some((c) => c.legal)).toBe(true);
        if (focus !== 'free') expect(tc.some((c) => !c.legal)).toBe(true);
        expect(looksLike(pos, focus), `${rules.id} ${focus} seed ${seed}: ${formatLooPosition(pos)}`).toBe(true);
      }
    });
  });

  it('three-card and five-card positions: the legal cards are the seed’s, over every focus and many seeds', () => {
    let n = 0;
    for (const rules of [threeCard, fiveCard]) {
      for (const focus of trainerFoci(rules)) {
        for (let seed = 1; seed <= 25; seed++) {
          const pos = trainerPosition(seed, { rules, focus });
          expect(legalOf(trainerCards(pos)), `${rules.id} ${focus} ${seed}: ${formatLooPosition(pos)}`).toBe(txt(seedLegal(pos)));
          n++;
        }
      }
    }
    expect(n).toBe(25 * 13);
  });

  it('the Pam stream shows both sides of "Pam, be civil!": Pam kept back, and Pam as the only trump', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const pos = trainerPosition(seed, { rules: fiveCard, focus: 'pamCivil' });
      kinds.add(verdict(pos, 'JC') === 'ERR_PAM_CIVIL' ? 'barred' : 'allowed');
    }
    expect(kinds).toEqual(new Set(['barred', 'allowed']));
  });
});

describe('E1 (seed): hearts trumps, Anna leads 6♥', () => {
  // Carla deals (seat 2); Anna (0) leads her only trump; Ben (1) holds 9♥ Q♥ 4♣; Carla (2) has no heart.
  const start = deal(threeCard, { dealer: 2, hands: ['6H KS 3D', '9H QH 4C', '2C 5S 7D'], miss: 'TC JC 4S', up: '8H' });
  const ready = go(start, '0y 1y 2y');

  it('Anna must lead a trump: K♠ and 3♦ are forbidden by the lead rule', () => {
    expect(verdict(ready, '6H')).toBe('ok:lead');
    expect(judged(ready, '6H')).toMatchObject({ lead: 'trump' });
    expect(verdict(ready, 'KS')).toBe('ERR_MUST_LEAD_TRUMP');
    expect(judged(ready, 'KS').rule).toBe('lead');
  });
  it('Ben: both hearts head the trick; the club is forbidden by "follow suit", cited from the seed’s "Die Stiche"', () => {
    const p = go(ready, '06h');
    expect(verdict(p, '9H')).toBe('ok:head');
    expect(verdict(p, 'QH')).toBe('ok:head');
    expect(verdict(p, '4C')).toBe('ERR_MUST_FOLLOW');
    const club = judged(p, '4C');
    if (club.legal) throw new Error('4C is legal');
    expect(club.rule).toBe('follow');
    expect(threeCard.cite[club.rule]).toMatchObject({ source: 'loo-text', section: 'Die Stiche' });
    // Ben plays the 9♥ and is winning the trick so far.
    const r = trainerPlay(p, cards('9H')[0]!);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.leader).toBe(1);
    expect(r.value.complete).toBe(false);
    expect(r.value.table.trick).toEqual(cards('6H 9H'));
  });
  it('Carla, with no heart and no trump, may play any card; her 2♣ completes the trick and Ben wins it', () => {
    const p = go(ready, '06h 19h');
    for (const c of ['2C', '5S', '7D']) expect(verdict(p, c)).toBe('ok:free');
    const r = trainerPlay(p, cards('2C')[0]!);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.complete).toBe(true);
    expect(r.value.leader).toBe(1);
    expect(r.value.table.trick).toEqual(cards('6H 9H 2C'));
    expect(r.value.position.turn).toBe(1);
  });
  it('an illegal card is not played', () => {
    const p = go(ready, '06h');
    const r = trainerPlay(p, cards('4C')[0]!);
    expect(!r.ok && r.error.code).toBe('ERR_MUST_FOLLOW');
  });
});

describe('E3 (seed): spades trumps, Ben leads A♠ with "Pam, be civil!"', () => {
  const hands = ['3C 4C 6C TD JD', 'AS 2H 3H 4D 5C', 'JC 4S 7H 8D 9C', 'KH QH 6D 7D 2C'];
  const ready = (rules: LooRules, h = hands) => go(deal(rules, { dealer: 0, up: '7S', hands: h }), '1y 2y 3y 0y 1x 2x 3x 0x');

  it('Ben must lead the ace of trumps and may call', () => {
    const p = ready(fiveCard);
    expect(judged(p, 'AS')).toMatchObject({ legal: true, rule: 'leadAce', civil: true });
    expect(verdict(p, '2H')).toBe('ERR_MUST_LEAD_ACE');
  });
  it('with the call, Carla must play the 4♠: J♣ is forbidden by "Pam, be civil!", cited from the seed', () => {
    const p = go(ready(fiveCard), '1As*');
    expect(verdict(p, 'JC')).toBe('ERR_PAM_CIVIL');
    expect(judged(p, 'JC').rule).toBe('pamCivil');
    expect(fiveCard.cite.pamCivil).toMatchObject({ source: 'loo-text', section: 'Loo mit fünf Karten' });
    expect(legalOf(trainerCards(p))).toBe('4S');
    expect(verdict(p, '7H')).toBe('ERR_MUST_FOLLOW');
  });
  it('without the call, Pam is the only card that beats the ace: the 4♠ is forbidden by heading', () => {
    const p = go(ready(fiveCard), '1As');
    expect(verdict(p, 'JC')).toBe('ok:head');
    expect(verdict(p, '4S')).toBe('ERR_MUST_HEAD');
  });
  it('Pam as the only trump: the seed lets it be played (and heading forces it); pokerwiner bars it all the same', () => {
    const alone = ['3C 4C 6C TD JD', 'AS 2H 3H 4D 5C', 'JC 2D 7H 8D 9C', 'KH QH 6D 7D 2C'];
    const p = go(ready(fiveCard, alone), '1As*');
    expect(legalOf(trainerCards(p))).toBe('JC');
    const q = go(ready(pokerwinerFive, alone), '1As*');
    expect(verdict(q, 'JC')).toBe('ERR_PAM_CIVIL');
    expect(pokerwinerFive.cite.pamCivil.source).toBe('pw5');
    expect(legalOf(trainerCards(q))).toBe('2D 7H 8D 9C');
  });
});

describe('Pam led, Pam following (seed: "Wird Pam ausgespielt, muss jeder Trumpf legen"; Pam "immer der höchste Trumpf")', () => {
  it('Pam led: Carla must play a trump, either of her spades', () => {
    const hands = ['3C 4C 6C TD JD', 'JC 2H 3H 4D 5C', 'QS 4S 7H 8D 9C', 'KH QH 6D 7D 2C'];
    const p = go(deal(fiveCard, { dealer: 0, up: '7S', hands }), '1y 2y 3y 0y 1x 2x 3x 0x');
    expect(legalOf(trainerCards(p))).toBe('JC');
    const q = go(p, '1Jc');
    expect(legalOf(trainerCards(q))).toBe('4S QS');
    expect(verdict(q, '7H')).toBe('ERR_MUST_FOLLOW');
  });
  it('trumps led: Carla holds no heart but Pam, which counts as a trump, so she must follow with Pam', () => {
    const hands = ['3C 4C 6C TD JD', 'KC 2H 3H 4D 2S', 'JC 5C 7S 8D 9D', 'KS QS 6D 7D 2C'];
    const p = go(deal(fiveCard, { dealer: 0, up: '7H', hands }), '1y 2y 3y 0y 1x 2x 3x 0x');
    // Ben holds the 2♥ and 3♥: he must lead a trump.
    expect(legalOf(trainerCards(p))).toBe('2H 3H');
    const q = go(p, '13h');
    expect(verdict(q, 'JC')).toBe('ok:head');
    expect(verdict(q, '5C')).toBe('ERR_MUST_FOLLOW');
  });
  it('clubs led, spades trumps: Pam is no club; holding the 5♣, Carla must follow with it and keep Pam', () => {
    const hands = ['3C 4C 6C TD JD', 'KC 2D 3D 4D 2H', 'JC 5C 7H 8D 9D', 'KS QS 6D 7D 2C'];
    const p = go(deal(fiveCard, { dealer: 0, up: '3S', hands }), '1y 2y 3y 0y 1x 2x 3x 0x');
    // Ben holds no trump: any lead.
    expect(legalOf(trainerCards(p))).toBe('2D 2H 3D 4D KC');
    const q = go(p, '1Kc');
    expect(legalOf(trainerCards(q))).toBe('5C');
    expect(verdict(q, 'JC')).toBe('ERR_MUST_FOLLOW');
  });
});

describe('the variants’ lead and follow rules', () => {
  it('Cassell: the highest trump must be led; Peel: a single low trump need not be', () => {
    const hands = ['2C 3C 7S', '6H QH 5D', '5C 2S 3S'];
    const c = go(deal(cassell, { dealer: 0, hands, miss: '9C 9D 9S', up: '2H' }), '1y 2y 0y');
    expect(verdict(c, 'QH')).toBe('ok:lead');
    expect(judged(c, 'QH')).toMatchObject({ lead: 'highest' });
    expect(verdict(c, '6H')).toBe('ERR_MUST_LEAD_HIGHEST');
    const one = ['2C 3C 7S', '6H 4C 5D', '5C 2S 3S'];
    const p = go(deal(peel, { dealer: 0, hands: one, miss: '9C 9D 9S', up: '2H' }), '1y 2y 0y');
    expect(legalOf(trainerCards(p))).toBe('4C 5D 6H');
    expect(judged(p, '6H')).toMatchObject({ lead: 'any' });
  });
  it('early American rules: no duty to head — a lower card of the suit led is as good as a higher', () => {
    const hands = ['3C 4C 6C TD JD', 'KD 2H 3H 4D 5C', 'QD 2D 7H 8S 9C', 'KH QH 6D 7D 2C'];
    const p = go(deal(earlyAmerican, { dealer: 0, up: '7S', hands }), '1y 2y 3y 0y 1x 2x 3x 0x');
    // Ben has no spade: any lead.
    const q = go(p, '14d');
    expect(verdict(q, 'QD')).toBe('ok:follow');
    expect(verdict(q, '2D')).toBe('ok:follow');
    expect(verdict(q, '7H')).toBe('ERR_MUST_FOLLOW');
  });
});
