/**
 * The table's badge at the end of a deal marks whom the bonus goes to (seed 001 "Pay-off": the last player
 * holding cards; seed 003 « Décompte des points »: the last player to capture): a German newcomer saw "last to
 * hold cards" on one player beside "Anna captured last and takes the bonus" under the French rules.
 */
import { describe, expect, it } from 'vitest';
import { READINGS, playOutSeeded } from '~/engine/index.ts';
import { feltView } from '~/components/table/feltView.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';

const t = createT('en', MESSAGES.en!);

describe('the bonus badge at the end of a deal', () => {
  it('the French rules: on the last capturer only', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const r = playOutSeeded(seed, { reading: READINGS.french! });
      if (!r.ok) throw new Error(r.error.code);
      const end = r.value.end;
      const seats = feltView(end, t).seats;
      expect(seats.filter((s) => s.lastCapturer).map((_, i) => i)).toHaveLength(1);
      expect(seats.findIndex((s) => s.lastCapturer)).toBe(end.lastCapturer);
      expect(seats.some((s) => s.lastHolder)).toBe(false);
      expect(r.value.settlement.bonus.player).toBe(end.lastCapturer);
    }
  });
  it('Parlett: on the last holder only', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const r = playOutSeeded(seed, { reading: READINGS.parlett! });
      if (!r.ok) throw new Error(r.error.code);
      const seats = feltView(r.value.end, t).seats;
      expect(seats.some((s) => s.lastCapturer)).toBe(false);
      expect(seats.findIndex((s) => s.lastHolder)).toBe(r.value.end.lastHolder ?? -1);
    }
  });
});
