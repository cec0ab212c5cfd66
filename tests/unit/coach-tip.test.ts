/**
 * The reason behind the coach's figure (an English reader found the number bare): the tip for beginners the
 * best choice follows (seed 001, "Tips": take a lone card before someone else matches it), in the hint's own
 * words, or that the reader's choice follows it too, or that no tip singles the best choice out.
 */
import { describe, expect, it } from 'vitest';
import { brokenTip, computerFree, computerTurn, hint, turnHint } from '~/engine/lld/ai.ts';
import { coachCost, sameMove } from '~/engine/lld/coachCost.ts';
import { applyMove, cards, dealSeeded, seededRng, turnMoves, type Move } from '~/engine/index.ts';
import { coachSpeaks, coachTip, SAME_TIP_COST } from '~/components/play/coachTip.ts';
import { lldCoachLines } from '~/components/why/Coach.tsx';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { createT } from '~/i18n/createT.ts';
import { explicit } from './helpers.ts';

// Ben (on turn: Anna deals) holds the K♣ against the lone K♦ on the table, and the 2♣ against the 2♦ and 2♥;
// nothing else of his matches.
const pos = explicit(['AC 2S 3S 5D 7D 9D JD QH', 'KC 2C 5H 5S 7H 7S 9H 9S', 'AD 3C 4H 6H 8H TH JH QS', 'AH 3D 4S 6S 8S TS JS KH', 'AS 3H 5C 7C 9C JC QD KS'], 'KD 2D 2H 4C 4D 6C 6D 8C 8D TC TD QC');
const king: Move = { type: 'capture', player: 1, play: cards('KC'), take: cards('KD') };
const two: Move = { type: 'capture', player: 1, play: cards('2C'), take: cards('2D') };

describe('coachTip', () => {
  const h = hint(pos, 1);
  it('the hint takes the lone king, after Willughby’s advice', () => {
    expect(h?.reason).toBe('lone');
    expect(sameMove(h!.move.move, king)).toBe(true);
  });
  it('the best choice follows the tip, the reader’s does not: the tip', () => {
    expect(coachTip(h, two, king, sameMove)).toEqual({ kind: 'tip', reason: 'lone' });
  });
  it('both follow it: the numbers alone tell them apart', () => {
    expect(coachTip(h, king, king, sameMove)).toEqual({ kind: 'both' });
  });
  it('the reader followed the tip, the best choice does not: the tip holds on average, not here', () => {
    // An English newcomer played the hint's own move and was told that no tip applies.
    expect(coachTip(h, king, two, sameMove)).toEqual({ kind: 'mine' });
  });
  it('neither follows the tip: no tip', () => {
    const three: Move = { type: 'capture', player: 1, play: cards('2C'), take: cards('2H') };
    expect(coachTip(h, three, two, sameMove)).toEqual({ kind: 'none' });
  });
  it('a free action open beside the captures does not hide the capture’s tip (the coach reads the turn’s hint)', () => {
    // A German newcomer holding a prial was told that no tip singled out the best choice, the capture of a lone
    // card: the hint named the prial (it costs no turn), which is no capture. Ben here also holds three fives.
    const withPrial = explicit(['AC 2S 3S 5D 7D 9D JD QH', 'KC 2C 5C 5H 5S 7H 7S 9H', 'AD 3C 4H 6H 8H TH JH QS', 'AH 3D 4S 6S 8S TS JS KH', 'AS 3H 9S 7C 9C JC QD KS'], 'KD 2D 2H 4C 4D 6C 6D 8C 8D TC TD QC');
    expect(hint(withPrial, 1)?.reason).toBe('declare');
    expect(turnHint(withPrial, 1)?.reason).toBe('lone');
    expect(coachTip(turnHint(withPrial, 1), two, king, sameMove)).toEqual({ kind: 'tip', reason: 'lone' });
    expect(turnHint(withPrial, 0)).toBeNull();
  });
  // A German newcomer who spent a safe capture early was told only which tip the better move followed, not
  // what was wrong with his own. Seed 001, "Tips for beginners": two or three of a rank on the table cannot all
  // be lost, so such a capture can wait; a pair in hand against a pair on the table is taken one at a time.
  it('the tip the reader’s own capture goes against: a safe capture spent, a pair played whole', () => {
    expect(brokenTip(pos, two)).toBe('keepSafe'); // the 2♣ against the 2♦ and 2♥: one of two
    expect(brokenTip(pos, king)).toBeNull(); // the lone K♦: the tip followed
    expect(brokenTip(pos, { type: 'lieDown', player: 1 })).toBeNull();
    expect(brokenTip(pos, { type: 'capture', player: 1, play: cards('KC'), take: cards('2D') })).toBeNull(); // no such capture
    expect(coachTip(h, two, king, sameMove, brokenTip(pos, two))).toEqual({ kind: 'tip', reason: 'lone', broken: 'keepSafe' });
    // Ben with the 2♣ and 2♠ against the 2♦ and 2♥ (Anna has his 5♠ instead).
    const pair = explicit(['AC 5S 3S 5D 7D 9D JD QH', 'KC 2C 2S 5H 7H 7S 9H 9S', 'AD 3C 4H 6H 8H TH JH QS', 'AH 3D 4S 6S 8S TS JS KH', 'AS 3H 5C 7C 9C JC QD KS'], 'KD 2D 2H 4C 4D 6C 6D 8C 8D TC TD QC');
    expect(brokenTip(pair, { type: 'capture', player: 1, play: cards('2C 2S'), take: cards('2D 2H') })).toBe('oneAtATime');
    expect(brokenTip(pair, { type: 'capture', player: 1, play: cards('2C'), take: cards('2D') })).toBeNull();
    // All three of a rank taken with the fourth: nobody else could have taken them, a safe capture spent (an
    // English newcomer was given no reason for it). Ben holds the 4♠ against the 4♣ 4♦ 4♥.
    const three = explicit(['AC 2S 3S 5D 7D 9D JD QH', 'KC 2C 5H 5S 7H 7S 9H 4S', 'AD 3C QC 6H 8H TH JH QS', 'AH 3D 9S 6S 8S TS JS KH', 'AS 3H 5C 7C 9C JC QD KS'], 'KD 2D 2H 4C 4D 4H 6C 6D 8C 8D TC TD');
    expect(brokenTip(three, { type: 'capture', player: 1, play: cards('4S'), take: cards('4C 4D 4H') })).toBe('keepSafe');
    // A lone table card nobody else can match any more (Ben holds the other three tens) is as safe, and said so with
    // why (an English newcomer was pointed to the tip about two or three table cards, for one).
    const lastTens = explicit(['AC 2S 3S 5D 7D 9D JD QH', 'KC 2C 5H 5S 7H TH TS TC', 'AD 3C QC 6H 8H 7S JH QS', 'AH 3D 9S 6S 8S 4S JS KH', 'AS 3H 5C 7C 9C JC QD KS'], 'KD 2D 2H 4C 4D 4H 6C 6D 8C 8D 9H TD');
    expect(brokenTip(lastTens, { type: 'capture', player: 1, play: cards('TC'), take: cards('TD') })).toBe('keepSafeLone');
    // A pair played whole is said even where the better choice's tip is the same one (the better move splits it).
    const split = { ...h!, reason: 'oneAtATime' as const, alikeMoves: undefined, move: { ...h!.move, move: two } };
    expect(coachTip(split, king, two, sameMove, 'oneAtATime')).toEqual({ kind: 'tip', reason: 'oneAtATime', broken: 'oneAtATime' });
    // Not said twice: a safe capture against a better safe one is the keepSafe tip itself.
    const safeHint = { ...h!, reason: 'keepSafe' as const, alikeMoves: undefined, move: { ...h!.move, move: two } };
    const other: Move = { type: 'capture', player: 1, play: cards('2C'), take: cards('2H') };
    expect(coachTip(safeHint, other, two, sameMove, 'keepSafe')).toEqual({ kind: 'tip', reason: 'keepSafe' });
  });
  it('only captures are weighed against a tip', () => {
    expect(coachTip(h, { type: 'lieDown', player: 1 }, king, sameMove)).toBeNull();
    expect(coachTip(h, two, { type: 'wait' }, sameMove)).toBeNull();
  });
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`the coach's line gives the tip in the hint's words (${lang})`, () => {
      const t = createT(lang, MESSAGES[lang]!);
      const line = lldCoachLines(t, lang, [{ kind: 'costly', cost: 0.8, rollouts: 2000, better: { move: king } as never, shared: false, tip: { kind: 'tip', reason: 'lone' } }], 1)[0]!;
      expect(line).toContain(t('play.hint.lone'));
      // The tip the reader's choice goes against opens the line, before the figures (an English newcomer read it
      // ten lines down on a phone), then the better choice's.
      const broken = lldCoachLines(t, lang, [{ kind: 'costly', cost: 0.8, rollouts: 2000, better: { move: king } as never, shared: false, tip: { kind: 'tip', reason: 'lone', broken: 'keepSafe' } }], 1)[0]!;
      expect(broken.startsWith(t('coach.breaks.keepSafe'))).toBe(true);
      expect(broken).toContain(t('play.hint.lone'));
      const none = lldCoachLines(t, lang, [{ kind: 'costly', cost: 0.8, rollouts: 2000, better: { move: king } as never, shared: false, tip: { kind: 'none' } }], 1)[0]!;
      expect(none).toContain(t('coach.noTip'));
      const mine = lldCoachLines(t, lang, [{ kind: 'costly', cost: 0.8, rollouts: 2000, better: { move: two } as never, shared: false, tip: { kind: 'mine' } }], 1)[0]!;
      expect(mine).toContain(t('coach.followsTip'));
      expect(mine).not.toContain(t('coach.noTip'));
      // Under a warning that gives the rules' reason, "no tip singles out the best choice" is left out: an
      // English newcomer read it against the claim warning above it.
      const claim = { kind: 'givesClaim', claimable: { kind: 'oneOfThree', cards: [0, 13], culprit: 1 } } as never;
      const lines = lldCoachLines(t, lang, [claim, { kind: 'costly', cost: 0.8, rollouts: 2000, better: { move: king } as never, shared: false, tip: { kind: 'none' } }], 1);
      expect(lines).toHaveLength(2);
      expect(lines[1]).not.toContain(t('coach.noTip'));
      expect(lines[1]).toBe(lldCoachLines(t, lang, [{ kind: 'costly', cost: 0.8, rollouts: 2000, better: { move: king } as never, shared: false, tip: null }], 1)[0]);
    });
  }
  // A German newcomer, lying down with a prial, read only "you could first put down the nines as won cards", with
  // no word of what lying down with them does (seed 001: the hand goes onto the table, "Lying down").
  const WHY_TABLE = { en: /costs no turn.*onto the table/, de: /kostet keinen Zug.*auf den Tisch/, fr: /ne compte pas comme un tour.*sur le tapis/, ru: /ход не тратится.*на стол/ } as const;
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`a set left undeclared at a lie-down: the warning says why (${lang})`, () => {
      const t = createT(lang, MESSAGES[lang]!);
      const set = { kind: 'setNotDeclared', better: { move: { type: 'declare', player: 1, cards: cards('9C 9D') } } } as never;
      expect(lldCoachLines(t, lang, [set], 1)[0]!.replace(/\u00a0/g, ' ')).toMatch(WHY_TABLE[lang]);
    });
  }
  // Another choice level with the best: the coach's choice is one of the best, and so is the tip's (an English
  // newcomer saw the coach and the hint name different moves as "the best").
  // The tip's sentence names the better choice as such: a German newcomer read „Diese Wahl folgt einem Tipp“,
  // right after „Deine Wahl“, as the reader's own, worse move.
  const SHARED = { en: ['than the best choice (several choices are about as good), for example', 'That better choice is what a tip for beginners advises'], de: ['als die beste Wahl (mehrere liegen gleichauf), zum Beispiel', 'Ein Einsteigertipp rät zu diesem besseren Zug'], fr: ['au meilleur choix (plusieurs se valent), par exemple', 'Ce meilleur choix est celui que recommande'], ru: ['Несколько вариантов почти не уступают лучшему, например', 'Этот вариант советует и подсказка для новичков'] } as const;
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`the coach names one of the best choices when another rates level (${lang})`, () => {
      const t = createT(lang, MESSAGES[lang]!);
      const line = lldCoachLines(t, lang, [{ kind: 'costly', cost: 0.8, rollouts: 2000, better: { move: king } as never, shared: true, tip: { kind: 'tip', reason: 'lone' } }], 1)[0]!.replace(/[\u00a0\u202f]/g, ' ');
      for (const words of SHARED[lang]) expect(line).toContain(words);
    });
  }
});

// A German newcomer was stopped for 0.3 chips between two captures that follow the same tip, told only that no
// simple rule tells them apart: the coach now keeps quiet there below SAME_TIP_COST (1 chip), and speaks above it.
/** The value of an engine Result, or a thrown error (the test's own play must not fail). */
const must = <T,>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('coachSpeaks: the same tip, a small cost', () => {
  it('is quiet below a chip where both captures follow the same tip, and speaks otherwise', () => {
    expect(coachSpeaks({ kind: 'both' }, 0.3)).toBe(false);
    expect(coachSpeaks({ kind: 'both' }, SAME_TIP_COST)).toBe(true);
    expect(coachSpeaks({ kind: 'tip', reason: 'lone' }, 0.3)).toBe(true);
    expect(coachSpeaks({ kind: 'none' }, 0.3)).toBe(true);
    expect(coachSpeaks(null, 0.3)).toBe(true);
  });

  it('in seeded games at Willughby’s level, both kinds occur: a same-tip capture under a chip (now quiet) and one over it', () => {
    const found = { quiet: 0, loud: 0 };
    for (let seed = 1; seed <= 3 && !(found.quiet && found.loud); seed++) {
      let p = must(dealSeeded(seed, { players: 5, dealer: seed % 5 }));
      const rng = seededRng(seed);
      while (!p.over) {
        let m = null;
        for (let q = 0; q < p.players && !m; q++) m = computerFree(p, q);
        if (!m) {
          const caps = turnMoves(p).filter((l) => l.move.type === 'capture');
          if (caps.length >= 2) {
            for (const c of caps) {
              const costly = coachCost(p, c.move);
              if (!costly) continue;
              const tip = coachTip(turnHint(p, p.turn!), c.move, costly.better.move, sameMove, brokenTip(p, c.move));
              if (tip?.kind !== 'both') continue;
              expect(costly.cost).toBeGreaterThanOrEqual(0.25);
              if (coachSpeaks(tip, costly.cost)) found.loud++;
              else found.quiet++;
            }
          }
          m = computerTurn(p, 'willughby', rng);
        }
        p = must(applyMove(p, m!.move)).position;
      }
    }
    expect(found.quiet).toBeGreaterThan(0);
    expect(found.loud).toBeGreaterThan(0);
  });
});
