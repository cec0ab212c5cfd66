/**
 * What the Loo table says of a miss that is not there (looTableView): set aside under club law (loo-text
 * "Varianten": clubs turned, nobody may pass, the miss withdrawn), nothing while it lies there. A French
 * newcomer read "the miss has been taken" under club law, beside the log's "the miss is set aside".
 */
import { describe, expect, it } from 'vitest';
import { clubLaw, enquireWithin } from '~/engine/loo/index.ts';
import { looTableView } from '~/components/loo/looTableView.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { deal } from '../fixtures/loo-helpers.ts';

const t = createT('en', MESSAGES.en!);
const hands = ['5D 6D 7D', 'AH KH QH', '2D 3D 4D'];

describe('the table’s word for a missing miss', () => {
  it('club law, clubs turned: set aside, not taken', () => {
    const p = deal(clubLaw, { dealer: 0, hands, up: '2C', miss: '8C 9C TC', carried: 6 });
    expect(p.clubLaw).toBe(true);
    expect(looTableView(p, t).miss?.gone).toBe('Set aside under club law');
  });
  it('a single pot under Enquire Within (no miss in a single pot): none, not taken', () => {
    const p = deal(enquireWithin, { dealer: 0, hands, up: '2S', miss: '8C 9C TC', carried: 0 });
    expect(p.single).toBe(true);
    expect(looTableView(p, t).miss?.gone).toBe('No miss');
  });
  it('club law, another suit turned: the miss lies there, nothing said', () => {
    const p = deal(clubLaw, { dealer: 0, hands, up: '2S', miss: '8C 9C TC', carried: 6 });
    expect(looTableView(p, t).miss?.gone).toBeNull();
  });
});

// A French editor read « à jouer » under a seat during the calls, where "play" is itself one of the calls: the
// turn badge names what the seat is to do in each phase.
describe('the turn badge by phase', () => {
  it('says "to call" in the calls, "to play" once the cards are played (English and French)', async () => {
    const { parseLooMove, applyLooMove, threeCard } = await import('~/engine/loo/index.ts');
    const fr = createT('fr', MESSAGES.fr!);
    let p = deal(threeCard, { dealer: 4, carried: 6, up: '2S', miss: '3D 4D 5D', hands: ['2C 3C 4C', '6H 7H 8H', 'AS KS 3H', '5C 6C 8C', 'QD 7C 9H'] });
    expect(p.phase).toBe('call');
    expect(looTableView(p, t).turnText).toBe('to call');
    expect(looTableView(p, fr).turnText).toBe('a la parole');
    for (const m of '0y 1y 2y 3y 4y'.split(' ')) {
      const mv = parseLooMove(m);
      if (!mv.ok) throw new Error(m);
      const r = applyLooMove(p, mv.value);
      if (!r.ok) throw new Error(r.error.code);
      p = r.value.position;
    }
    expect(p.phase).toBe('play');
    expect(looTableView(p, t).turnText).toBe('to play');
    expect(looTableView(p, fr).turnText).toBe('à jouer');
  });
});

// An English newcomer read "31 cards in the stock" beside a finished hand (lessons 16 and 17) and wondered whether to
// use it: the stock is shown while an exchange may still draw from it, not once the hand is over.
describe('the stock’s count', () => {
  it('is shown before the hand is over and not after', async () => {
    const { fiveCard, looDealSeeded, playOutLoo } = await import('~/engine/loo/index.ts');
    const { seededRng } = await import('~/engine/index.ts');
    const d = looDealSeeded(4, { rules: fiveCard, players: 4, dealer: 0 });
    if (!d.ok) throw new Error(d.error.code);
    expect(looTableView(d.value, t).stock).toMatch(/^\d+ cards in the stock$/);
    const end = playOutLoo(d.value, seededRng(4));
    const last = 'steps' in end ? end.steps.at(-1)!.position : (end as { position: typeof d.value }).position;
    expect(last.phase).toBe('over');
    expect(looTableView(last, t).stock).toBeNull();
  });
});
