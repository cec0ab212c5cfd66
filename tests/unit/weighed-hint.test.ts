/**
 * The hint with its numbers (components/play/weighedHint.ts): the hint follows the tips, and where the
 * coach's Monte Carlo ratings (coachCost) find a clearly better choice, the line names it. The hint and the
 * coach must then agree: the coach does not warn about the move the hint ends on. Positions: seeded
 * Parlett deals played at random until the player on turn has three captures or more, as in the bench.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, dealSeeded, randomMove, seededRng, turnMoves, type Position } from '~/engine/index.ts';
import { hint } from '~/engine/lld/ai.ts';
import { coachCost } from '~/engine/lld/coachCost.ts';
import { hintNow, hintNumbers, weighed, weighedHint } from '~/components/play/weighedHint.ts';
import { sameMove } from '~/engine/lld/coachCost.ts';
import { choiceTextFor, moveText } from '~/components/play/describe.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { createT } from '~/i18n/createT.ts';

/** A mid-deal position of seed `seed`: random play until the player on turn has three captures or more. */
function midDeal(seed: number): Position | null {
  const first = dealSeeded(seed, { dealer: 0 });
  if (!first.ok) throw new Error(first.error.code);
  let pos = first.value;
  const rng = seededRng(seed);
  for (let i = 0; i < 60; i++) {
    if (i >= 4 && pos.turn !== null && turnMoves(pos).length >= 3) return pos;
    const m = randomMove(pos, rng);
    if (!m) return null;
    const r = applyMove(pos, m.move);
    if (!r.ok) throw new Error(r.error.code);
    pos = r.value.position;
  }
  return null;
}

const LANGS = ['en', 'de', 'fr', 'ru'] as const;
/**
 * The level the numbers are weighed at. At the game's levels the analysed player's own later turns are played
 * carefully (analysis.ts), and there the numbers no longer overrule a tip by a choice outside it (none in 1,000
 * of these positions, at Willughby's level or the plain one; before, the reader's later self took one of three at
 * random and did); at the random level they still do, so the line that puts the numbers first is tested there.
 */
const LEVEL = 'random' as const;

describe('the hint with its numbers', () => {
  it('never ends on a move the coach warns about, and says so where the tip is costly', async () => {
    let overruled = 0;
    let kept = 0;
    let apart = 0; // overruled by a choice the tip does not rate alike
    for (let seed = 1; seed <= 400 && (overruled < 2 || kept < 2 || apart < 1); seed++) {
      const pos = midDeal(seed);
      if (!pos || pos.turn === null) continue;
      const h = hint(pos, pos.turn)!;
      const en = createT('en', MESSAGES.en!);
      const more = await hintNumbers(en, 'en', pos, h.move.move, LEVEL);
      const costly = coachCost(pos, h.move.move, { level: LEVEL });
      // The line adds the numbers exactly when the coach would warn about the hinted move.
      expect(more !== null).toBe(costly !== null);
      if (costly) {
        overruled++;
        // … and it names the better choice, about which the coach has nothing to say, first.
        expect(costly.better.move.type).not.toBe('wait');
        const better = costly.better.move as Exclude<typeof costly.better.move, { type: 'wait' }>;
        expect(more!.startsWith(`By the numbers, a choice other than the tip’s is better here: ${moveText(en, 'en', better)}, worth about `)).toBe(true);
        // Where the better choice is not one the tip rates alike, the whole line puts it before the tip (an English
        // and a French newcomer followed a tip named first).
        if (!h.alikeMoves?.some((l) => sameMove(l.move, better))) {
          const whole = (await weighed(en, 'en', pos, h, LEVEL, null))!.line;
          expect(whole.startsWith(more!)).toBe(true);
          // … and ends by saying which of the two wins (a Russian newcomer read two opposite instructions in one box),
          // the tip's choice named as a choice, not an instruction (an English newcomer read it last, in the imperative).
          expect(whole.endsWith(`The tip alone would choose: ${choiceTextFor(en, 'en', h.move.move, null)}; here the numbers outweigh it.`)).toBe(true);
        }
        expect(coachCost(pos, better, { level: LEVEL })).toBeNull();
        // The list marks that better choice, the one the line names first: an English newcomer played the tip's
        // move, as it was marked, and the coach warned about it at once.
        expect(sameMove((await weighed(en, 'en', pos, h, LEVEL, null))!.move, better)).toBe(true);
        if (!h.alikeMoves?.some((l) => sameMove(l.move, better))) apart++;
        for (const lang of LANGS) {
          const t = createT(lang, MESSAGES[lang]!);
          const line = (await hintNumbers(t, lang, pos, h.move.move, LEVEL))!;
          expect(line).toContain(moveText(t, lang, better));
          expect(line).toContain('400');
          expect(line).not.toMatch(/\{\{|hintNumbers/);
        }
      } else kept++;
    }
    // Both cases occur among these deals, so the test looks at each.
    expect(apart).toBeGreaterThan(0);
    expect(overruled).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
  }, 120_000);

  // An English reader, sent by the hint to the first of three captures the tip rates alike, was then warned
  // that another of the three brings 1.9 chips more. Where the numbers favour one of the captures alike, the
  // line names that one, as the tip's own move, with no "by the numbers" before it.
  it('names, of the captures the tip rates alike, the one the numbers favour', async () => {
    const en = createT('en', MESSAGES.en!);
    let swapped = 0;
    for (let seed = 1; seed <= 40 && swapped < 2; seed++) {
      const pos = midDeal(seed);
      if (!pos || pos.turn === null) continue;
      const h = hint(pos, pos.turn)!;
      const costly = coachCost(pos, h.move.move, { level: 'willughby' });
      const line = await weighedHint(en, 'en', pos, h);
      if (!costly) {
        expect(line).toBeNull();
        continue;
      }
      const better = costly.better.move as Exclude<typeof costly.better.move, { type: 'wait' }>;
      if (!h.alikeMoves?.some((l) => sameMove(l.move, better))) {
        expect(line).toMatch(/^By the numbers, a choice other than the tip’s is better here: /);
        continue;
      }
      swapped++;
      expect(line).not.toContain('By the numbers');
      expect(line!.endsWith(`${moveText(en, 'en', better)}.`), line!).toBe(true);
      // … and says that the simulated deals favour it (a French newcomer read "for example" before it).
      expect(line).toMatch(/fit this tip, and it does not say which is best; the simulated deals favour this one:/);
      for (const lang of LANGS) {
        const t = createT(lang, MESSAGES[lang]!);
        expect(await weighedHint(t, lang, pos, h)).toContain(moveText(t, lang, better));
      }
    }
    expect(swapped).toBeGreaterThan(0);
  }, 120_000);

  it('gives the tip and its move as a sentence', async () => {
    const pos = midDeal(3)!;
    const en = createT('en', MESSAGES.en!);
    const now = await hintNow(en, 'en', pos, pos.turn!);
    expect(now.move).not.toBeNull();
    expect(now.text.endsWith(`${moveText(en, 'en', now.move!)}.`)).toBe(true);
  });
});
