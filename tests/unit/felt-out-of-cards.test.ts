/**
 * The table's badge for a seat that ran out of cards (table/feltView.ts): shown during the deal and after it, as
 * "has lain down" is, but never on the last holder, whose cards went to the dealer (an English re-test saw Dan's
 * badge vanish at the end of the deal, beside the others' "has lain down").
 */
import { describe, expect, it } from 'vitest';
import { playOutSeeded } from '~/engine/index.ts';
import { feltView } from '~/components/table/feltView.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';

const t = createT('en', MESSAGES.en!);

describe('the out-of-cards badge at the end of a deal', () => {
  it('marks every seat that neither lay down nor held cards last, and only those', () => {
    let seen = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const r = playOutSeeded(seed, { dealer: seed % 5 });
      if (!r.ok) throw new Error(r.error.code);
      const end = r.value.end;
      expect(end.over).toBe(true);
      const view = feltView(end, t);
      view.seats.forEach((s, p) => {
        if (end.laidDown[p]) expect(s.laidDown).toBe('has lain down');
        else if (end.lastHolder === p) expect(s.laidDown).toBeNull();
        else {
          expect(s.laidDown).toBe('out of cards');
          seen++;
        }
      });
    }
    expect(seen).toBeGreaterThan(0);
  });
});
