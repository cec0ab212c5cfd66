/**
 * Loo's narration (src/components/loo/narrate.ts) on the seed's worked examples: E2's payout (seed 004,
 * "Auszahlung": Emil deals into 6 carried chips, a pot of 9; Anna passes, Ben takes the miss, Carla plays,
 * Dan passes, Emil plays; Carla makes two tricks, 6 chips, Emil one, 3 chips; Ben is looed and pays 3; the
 * next pot starts with Ben's 3) and E3's "Pam, be civil!".
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { createT } from '~/i18n/createT.ts';
import { applyLooMove, clubLaw, fiveCard, parseLooMove, settleLoo, threeCard, type LooEvent, type LooPosition } from '~/engine/loo/index.ts';
import { narrateLooDeal, narrateLooEvents, narrateLooSettlement } from '~/components/loo/narrate.ts';
import { deal, go } from '../fixtures/loo-helpers.ts';
import { looTableView } from '~/components/loo/looTableView.ts';

const t = createT('en', MESSAGES.en!);

/** Applies moves in notation, collecting each step's narration. */
function story(pos: LooPosition, moves: string, named?: (p: number) => boolean): { pos: LooPosition; lines: string[] } {
  const lines: string[] = [];
  for (const m of moves.split(/\s+/).filter(Boolean)) {
    const mv = parseLooMove(m);
    if (!mv.ok) throw new Error(m);
    const r = applyLooMove(pos, mv.value);
    if (!r.ok) throw new Error(`${m}: ${r.error.code}`);
    pos = r.value.position;
    lines.push(...narrateLooEvents(t, r.value.events as LooEvent[], pos, named ? { named } : {}));
  }
  return { pos, lines };
}

describe('E2 (seed): the payout of Emil’s 9-chip pot', () => {
  const start = deal(threeCard, {
    dealer: 4, carried: 6, up: '2S', miss: '3D 4D 5D',
    hands: ['2C 3C 4C', '6H 7H 8H', 'AS KS 3H', '5C 6C 8C', 'QD 7C 9H'],
  });
  const moves = '0n 1m 2y 3n 4y  15d 2Ks 4Qd  2As 47c 14d  23h 49h 13d';
  const { pos, lines } = story(start, moves);

  it('opens with Emil’s 3 chips, the 6 carried, a double pot of 9 and spades as trumps', () => {
    const open = narrateLooDeal(t, start);
    expect(open).toContain('Emil deals and puts 3 chips into the pot.');
    expect(open).toContain('The last deal left 6 chips in the pot.');
    expect(open.some((s) => s.startsWith('A double pot of 9 chips'))).toBe(true);
    // The total is told once (a Russian reader read it twice in the replay's first step).
    expect(open.join(' ').match(/9 chips/g)).toHaveLength(1);
    expect(open).toContain('The two of spades is turned up: spades are trumps.');
    expect(open).toContain('Anna speaks first.');
    // The turn-up comes before what the players may call, as at the table (a German reader's review).
    expect(open.indexOf('The two of spades is turned up: spades are trumps.')).toBeLessThan(open.findIndex((s) => s.startsWith('A double pot')));
    // The deal's opening is the same from any later position of the deal.
    expect(narrateLooDeal(t, pos)).toEqual(open);
  });

  it('tells the calls in order: Anna passes, Ben takes the miss, Carla plays, Dan passes, Emil plays', () => {
    expect(lines.slice(0, 5)).toEqual(['Anna passes.', 'Ben takes the miss.', 'Carla plays.', 'Dan passes.', 'Emil plays.']);
  });

  it('tells leads, the rule that allowed a card, and each trick’s winner', () => {
    expect(lines).toContain('Ben leads the five of diamonds.');
    // Without the why (no `before`), the card's sentence names the rule: she trumps, being void (a German reader
    // read only „kann nicht bedienen“ under a trump that won the trick).
    expect(lines).toContain('Carla plays the king of spades (trumps, being void in the suit led).');
    // Ben, void in hearts with only diamonds (the miss), discards the three of diamonds on Carla's heart lead: a
    // discard, not a trump (a French reader read « c’est couper » beside a card that was no trump), with the whole of
    // its reason: no trump either (a Russian newcomer, just taught to trump when void, read half of it as a broken rule).
    expect(lines).toContain('Ben plays the three of diamonds (discards, holding neither the suit led nor a trump).');
    expect(lines).toContain('Carla wins the trick (1 trick so far).');
    expect(lines).toContain('Carla wins the trick (2 tricks so far).');
    expect(lines).toContain('Emil wins the trick (1 trick so far).');
    expect(lines.at(-1)).toBe('All the tricks have been played.');
  });

  it('settles: Carla’s 6 chips for two tricks, Emil’s 3 for one, Ben’s loo of 3, the next pot’s 3', () => {
    const s = settleLoo(pos);
    if (!s.ok) throw new Error(s.error.code);
    const text = narrateLooSettlement(t, pos, s.value);
    expect(text).toEqual([
      'Carla takes 6 chips for 2 tricks.',
      'Emil takes 3 chips for 1 trick.',
      'Ben is looed and pays 3 chips into the next pot.',
      'The next pot starts with 3 chips, before the next dealer’s stake.',
    ]);
  });

  it('as the game’s last deal, tells Ben’s loo paid into this pot and the 3 chips left unclaimed (Peel, `peel-end`)', () => {
    const s = settleLoo(pos);
    if (!s.ok) throw new Error(s.error.code);
    // An English reader read "into the next pot" under "The game is over".
    expect(narrateLooSettlement(t, pos, s.value, true).slice(2)).toEqual([
      'Ben is looed and pays 3 chips into the pot.',
      'The game ends here: the 3 chips left in the pot stay unclaimed.',
    ]);
  });
});

describe('E3 (seed): “Pam, be civil!” and the exchange', () => {
  const start = deal(fiveCard, {
    dealer: 0, up: '7S',
    hands: ['3C 4C 6C TD JD', 'AS 2H 3H 4D 5C', 'JC 4S 7H 8D 9C', 'KH QH 6D 7D 2C'],
  });

  it('names Pam and the exchange at the start', () => {
    const open = narrateLooDeal(t, start);
    expect(open).toContain('Pam, the jack of clubs, is the highest trump, above the ace.');
    expect(open).toContain('The seven of spades is turned up: spades are trumps.');
  });

  it('Ben leads the ace of spades and calls; Carla must play the four of spades', () => {
    const { lines } = story(start, '1y 2y 3y 0y 1x 2x 3x 0x 1As* 24s');
    expect(lines).toContain('Ben leads the ace of spades and calls “Pam, be civil!”');
    expect(lines).toContain('Carla plays the four of spades.');
  });

  it('names a seat’s exchanged cards only where allowed', () => {
    const ready = go(start, '1y 2y 3y 0y');
    const open = story(ready, '1x2h3h').lines;
    expect(open[0]).toMatch(/^Ben throws out the two of hearts and the three of hearts and draws the .+ and the .+\.$/);
    const hidden = story(ready, '1x2h3h', () => false).lines;
    expect(hidden).toEqual(['Ben throws out 2 cards and draws as many.']);
    expect(story(ready, '1x').lines).toEqual(['Ben keeps the whole hand and draws none.']);
  });
});

describe('ends without play', () => {
  it('all pass: the dealer takes the pot (seed: “Der Geber nimmt den ganzen Pot ohne Spiel”)', () => {
    const start = deal(threeCard, { dealer: 2, carried: 3, hands: ['6H KS 3D', '9H QH 4C', '2C 5S 7D'], miss: 'TC JC 4S', up: '8H' });
    const { pos, lines } = story(start, '0n 1n');
    expect(lines.at(-1)).toBe('Everyone else passed: Carla, the dealer, takes the pot of 6 chips without play.');
    const s = settleLoo(pos);
    if (!s.ok) throw new Error();
    // The end's line has given Carla the whole pot: the settlement does not say it again.
    expect(s.value.shares[2]).toBe(6);
    expect(narrateLooSettlement(t, pos, s.value)).toEqual(['Nothing is carried into the next pot.']);
  });
});

// An English reader read "Carla plays the jack of clubs (heads the trick)" on a trump lead as a club that
// headed it: Pam (the J♣ in five-card Loo, seed 004 "Loo mit fünf Karten") is named where it is played, before
// the rule's why. Lesson 9's deal: Anna leads the A♥ (hearts trumps), Ben holds Pam.
describe('Pam named where it is played', () => {
  it('says the card is Pam, the highest trump, right after the move', async () => {
    const { looLessonById } = await import('~/engine/loo/lessons.ts');
    const { cards } = await import('~/engine/core/cards.ts');
    const pos = looLessonById('pam-highest')!.position();
    const r = applyLooMove(pos, { type: 'play', player: 1, card: cards('JC')[0]! });
    if (!r.ok) throw new Error(r.error.code);
    const lines = narrateLooEvents(t, r.value.events as LooEvent[], r.value.position, { before: pos });
    const at = lines.findIndex((l) => /^Ben plays the jack of clubs/.test(l));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines[at + 1]).toBe('That card is Pam, the highest trump.');
    // Ben's 4♣ is a club, not a trump: no such line.
    const other = applyLooMove(pos, { type: 'play', player: 1, card: cards('4C')[0]! });
    if (other.ok) expect(narrateLooEvents(t, other.value.events as LooEvent[], other.value.position)).not.toContain('That card is Pam, the highest trump.');
  });
});

describe('club law: the turn-up names the trump, then the rule that follows from it', () => {
  it('clubs turned up: nobody may pass, said once after the trump', () => {
    const start = deal(clubLaw, {
      dealer: 4, carried: 6, up: '2C', miss: '3D 4D 5D',
      hands: ['2H 3H 4H', '6H 7H 8H', 'AS KS 3S', '5C 6C 8C', 'QD 7D 9H'],
    });
    const open = narrateLooDeal(t, start);
    expect(open.join(' ').match(/clubs are trumps/gi)).toHaveLength(1);
    const trump = open.indexOf('The two of clubs is turned up: clubs are trumps.');
    expect(trump).toBeGreaterThanOrEqual(0);
    expect(open[trump + 1]).toMatch(/^Under club law nobody may pass/);
  });
});

// A German and a Russian newcomer, at the first lead of E2, expected Anna, the eldest hand, to lead: she passed,
// so Ben, the first player still in on Emil's left, leads. The narration says so once, at the deal's first lead.
describe('the first lead by another than the eldest hand', () => {
  const start = deal(threeCard, {
    dealer: 4, carried: 6, up: '2S', miss: '3D 4D 5D',
    hands: ['2C 3C 4C', '6H 7H 8H', 'AS KS 3H', '5C 6C 8C', 'QD 7C 9H'],
  });
  it('is explained at the first lead, in each language, and not at a later one', () => {
    let pos = start;
    const said: string[][] = [];
    for (const m of '0n 1m 2y 3n 4y 15d 2Ks 4Qd 2As'.split(' ')) {
      const mv = parseLooMove(m);
      if (!mv.ok) throw new Error(m);
      const r = applyLooMove(pos, mv.value);
      if (!r.ok) throw new Error(`${m}: ${r.error.code}`);
      said.push(narrateLooEvents(t, r.value.events as LooEvent[], r.value.position, { before: pos }));
      pos = r.value.position;
    }
    const first = t('loo.narr.firstLead');
    expect(first).toBe('The first trick is led by the first player still in on the dealer’s left.');
    expect(said[5]).toContain(first); // Ben leads the five of diamonds
    expect(said.flat().filter((l) => l === first)).toHaveLength(1); // Carla's lead of the second trick: nothing
    for (const lang of ['de', 'fr', 'ru'] as const) {
      const tl = createT(lang, MESSAGES[lang]!);
      expect(tl('loo.narr.firstLead')).not.toBe('loo.narr.firstLead');
    }
  });
  it('is not said when the eldest hand leads', () => {
    let pos = start;
    for (const m of '0y 1m 2y 3n 4y'.split(' ')) {
      const mv = parseLooMove(m);
      if (!mv.ok) throw new Error(m);
      const r = applyLooMove(pos, mv.value);
      if (!r.ok) throw new Error(`${m}: ${r.error.code}`);
      pos = r.value.position;
    }
    expect(pos.turn).toBe(0);
    const card = parseLooMove('04c');
    if (!card.ok) throw new Error('move');
    const r = applyLooMove(pos, card.value);
    if (!r.ok) throw new Error(r.error.code);
    expect(narrateLooEvents(t, r.value.events as LooEvent[], r.value.position, { before: pos })).not.toContain(t('loo.narr.firstLead'));
  });
  /** What the last of `moves` says, in `tr`'s language, on a deal with `dealer` dealing (spades trumps). */
  const firstLeadBy = (tr: typeof t, dealer: number, moves: string): string[] => {
    let pos = deal(threeCard, { dealer, carried: 6, up: '2S', miss: '3D 4D 5D', hands: ['2C 3C 4C', '6H 7H 8H', 'AS KS 3H', '5C 6C 8C', 'QD 7C 9H'] });
    let said: string[] = [];
    for (const m of moves.split(' ')) {
      const mv = parseLooMove(m);
      if (!mv.ok) throw new Error(m);
      const r = applyLooMove(pos, mv.value);
      if (!r.ok) throw new Error(`${m}: ${r.error.code}`);
      said = narrateLooEvents(tr, r.value.events as LooEvent[], r.value.position, { before: pos });
      pos = r.value.position;
    }
    return said;
  };
  // A French editor read "à la gauche du donneur" when Anna dealt: the sentence takes the dealer's gender.
  it('names the dealer in the dealer’s gender (French, Anna dealing; Ben dealing)', () => {
    const fr = createT('fr', MESSAGES.fr!);
    // Anna (seat 0) deals; Ben, the eldest hand, passes; Carla leads.
    expect(firstLeadBy(fr, 0, '1n 2y 3y 4y 0y 2As')).toContain('Le premier joueur encore en lice à la gauche de la donneuse entame le premier pli.');
    // Ben (seat 1) deals; Carla passes; Dan leads.
    expect(firstLeadBy(fr, 1, '2n 3y 4y 0y 1y 35c')).toContain('Le premier joueur encore en lice à la gauche du donneur entame le premier pli.');
  });
  // An English newcomer read who leads the first trick after the lead and the rule that forced its card.
  it('is said before the lead it explains', () => {
    const said = firstLeadBy(t, 0, '1n 2y 3y 4y 0y 2As');
    // Carla leads the A♠ (spades trumps: she holds two, and a trump must be led; seed 004, "Die Stiche").
    expect(said[0]).toBe(t('loo.narr.firstLead'));
    expect(said[1]).toMatch(/^Carla leads the ace of spades/);
  });
});

// An English reader saw 3 chips for one trick and 2 for another in a five-card pot of 11, unexplained. Peel on
// the stakes (research 5.8): a pot that does not divide by the tricks gives the first trick winners a chip more.
describe('a pot that does not divide by the tricks', () => {
  it('says which tricks are worth a chip more: 11 in five tricks is 3, 2, 2, 2, 2; 13 is 3, 3, 3, 2, 2; 8 in three is 3, 3, 2', async () => {
    const { looUnevenNote } = await import('~/components/loo/narrate.ts');
    expect(looUnevenNote(t, { options: fiveCard.options, pot: 11 })).toBe(
      'The pot of 11 chips does not divide evenly between the 5 tricks: the first trick is worth 3 chips, each of the others 2 chips.',
    );
    expect(looUnevenNote(t, { options: fiveCard.options, pot: 13 })).toBe(
      'The pot of 13 chips does not divide evenly between the 5 tricks: the first 3 tricks are worth 3 chips each, the others 2 chips each.',
    );
    // One trick left at the lower value is the last.
    expect(looUnevenNote(t, { options: threeCard.options, pot: 8 })).toBe(
      'The pot of 8 chips does not divide evenly between the 3 tricks: the first 2 tricks are worth 3 chips each, the last 2 chips.',
    );
    expect(looUnevenNote(t, { options: fiveCard.options, pot: 14 })).toBe(
      'The pot of 14 chips does not divide evenly between the 5 tricks: the first 4 tricks are worth 3 chips each, the last 2 chips.',
    );
  });

  it('says nothing when the pot divides, under undivided Loo, or where the odd chips stay in the pot (Peer)', async () => {
    const { looUnevenNote } = await import('~/components/loo/narrate.ts');
    const { LOO_RULES } = await import('~/engine/loo/options.ts');
    expect(looUnevenNote(t, { options: threeCard.options, pot: 9 })).toBeNull();
    expect(looUnevenNote(t, { options: fiveCard.options, pot: 10 })).toBeNull();
    expect(looUnevenNote(t, { options: LOO_RULES.undivided!.options, pot: 8 })).toBeNull();
    expect(looUnevenNote(t, { options: LOO_RULES.peer!.options, pot: 13 })).toBeNull();
  });

  it('comes before the shares in the settlement of a played deal', () => {
    // E2's deal with 2 chips more carried in: a pot of 11 in three tricks (4, 4, 3); Carla's two tricks are the
    // first two (8 chips), Emil's the third (3).
    const start = deal(threeCard, {
      dealer: 4, carried: 8, up: '2S', miss: '3D 4D 5D',
      hands: ['2C 3C 4C', '6H 7H 8H', 'AS KS 3H', '5C 6C 8C', 'QD 7C 9H'],
    });
    const { pos } = story(start, '0n 1m 2y 3n 4y  15d 2Ks 4Qd  2As 47c 14d  23h 49h 13d');
    const s = settleLoo(pos);
    if (!s.ok) throw new Error(s.error.code);
    expect(narrateLooSettlement(t, pos, s.value).slice(0, 3)).toEqual([
      'The pot of 11 chips does not divide evenly between the 3 tricks: the first 2 tricks are worth 4 chips each, the last 3 chips.',
      'Carla takes 8 chips for 2 tricks.',
      'Emil takes 3 chips for 1 trick.',
    ]);
  });
});

// A Russian newcomer, just taught Pam, was hinted to "play the jack of clubs" (сыграть валета треф).
describe('a move that plays Pam names it Pam', () => {
  it('in five-card Loo the jack of clubs is “Pam, the jack of clubs”, in four languages; in three-card Loo it is a jack', async () => {
    const { moveText } = await import('~/components/loo/play/game.ts');
    const five = deal(fiveCard, { dealer: 0, up: '7S', hands: ['3C 4C 6C TD JD', 'AS 2H 3H 4D 5C', 'JC 4S 7H 8D 9C', 'KH QH 6D 7D 2C'] });
    const jc = parseLooMove('2Jc');
    if (!jc.ok) throw new Error();
    const want = { en: 'play Pam, the jack of clubs', de: 'Pam (den Kreuz-Buben) spielen', fr: 'jouer Pam (le valet de trèfle)', ru: 'сыграть Пама (валета треф)' } as const;
    for (const lang of ['en', 'de', 'fr', 'ru'] as const) expect(moveText(createT(lang, MESSAGES[lang]!), five, jc.value)).toBe(want[lang]);
    const three = deal(threeCard, { dealer: 4, up: '2S', miss: '3D 4D 5D', hands: ['2C 3C 4C', '6H 7H 8H', 'AS KS JC', '5C 6C 8C', 'QD 7C 9H'] });
    expect(moveText(t, three, jc.value)).toBe('play the jack of clubs');
  });
});

// A French editor read « Indice : jouer le trois de trèfle » just under « À vous d’entamer »: a lead is named as one.
describe('a card that leads a trick is named as a lead', () => {
  it('E3 after the exchange: Ben leads the ace of spades; Carla then plays the four of spades', async () => {
    const { moveText } = await import('~/components/loo/play/game.ts');
    const start = deal(fiveCard, { dealer: 0, up: '7S', hands: ['3C 4C 6C TD JD', 'AS 2H 3H 4D 5C', 'JC 4S 7H 8D 9C', 'KH QH 6D 7D 2C'] });
    const before = go(start, '1y 2y 3y 0y 1x 2x 3x 0x');
    const lead = parseLooMove('1As');
    const follow = parseLooMove('24s');
    if (!lead.ok || !follow.ok) throw new Error();
    const want = { en: 'lead the ace of spades', de: 'das Pik-Ass ausspielen', fr: 'entamer l’as de pique', ru: 'зайти тузом пик' } as const;
    for (const lang of ['en', 'de', 'fr', 'ru'] as const) expect(moveText(createT(lang, MESSAGES[lang]!), before, lead.value).replace(/\u00a0/g, ' ')).toBe(want[lang]);
    expect(moveText(t, go(before, '1As'), follow.value)).toBe('play the four of spades');
  });
});

// An English newcomer read "“Pam, be civil!” was called on this lead: Carla may not play Pam here." of a computer's
// hidden hand: the why that tells who holds Pam is said only where that hand may be shown.
describe('the why of a card does not tell a hidden hand', () => {
  it('E3: Carla’s four of spades after the call names Pam only where her hand may be shown', () => {
    const start = deal(fiveCard, { dealer: 0, up: '7S', hands: ['3C 4C 6C TD JD', 'AS 2H 3H 4D 5C', 'JC 4S 7H 8D 9C', 'KH QH 6D 7D 2C'] });
    const before = go(start, '1y 2y 3y 0y 1x 2x 3x 0x 1As*');
    const mv = parseLooMove('24s');
    if (!mv.ok) throw new Error();
    const r = applyLooMove(before, mv.value);
    if (!r.ok) throw new Error(r.error.code);
    const all = narrateLooEvents(t, r.value.events as LooEvent[], r.value.position, { before });
    expect(all).toContain('“Pam, be civil!” was called on this lead: Carla may not play Pam here.');
    const mine = narrateLooEvents(t, r.value.events as LooEvent[], r.value.position, { before, named: (p) => p === 0 });
    expect(mine).toEqual(['Carla plays the four of spades.']);
  });
});

// An English newcomer read "Ben shows a flush with Pam, the jack of clubs, the five of clubs …" as six cards: Pam is
// named as Pam, after the four of its suit.
describe('a flush with Pam', () => {
  it('names Pam once, as Pam, after the four cards of the suit', () => {
    const start = deal(fiveCard, { dealer: 0, up: '7S', hands: ['3C 4C 6C TD JD', 'JC 2H 3H 4H 5H', 'AS 4S 7H 8D 9C', 'KH QH 6D 7D 2C'] });
    const { lines } = story(start, '1y 2y 3y 0y 1x 2x 3x 0x');
    const flush = lines.find((l) => l.startsWith('Ben shows'));
    // The pot is Anna's stake alone, 5 chips (seed 004, "Loo mit fünf Karten": the dealer stakes 5).
    expect(flush).toBe('Ben shows a flush with Pam, the five of hearts, the four of hearts, the three of hearts, the two of hearts and Pam (the jack of clubs), and takes the pot of 5 chips without play.');
  });

  it('says why a player who stood is not looed: Pam spares its holder (seed 004, “Loo mit fünf Karten”)', () => {
    // Carla holds Pam, Ben five hearts; all stay in. Anna and Dan are looed, Carla is not.
    const start = deal(fiveCard, { dealer: 0, up: '7S', hands: ['3C 4C 6C TD JD', '2H 3H 4H 5H 6H', 'JC AS 7H 8D 9C', 'KH QH 6D 7D 2C'] });
    const { pos } = story(start, '1y 2y 3y 0y 1x 2x 3x 0x');
    const s = settleLoo(pos);
    if (!s.ok) throw new Error(s.error.code);
    expect(s.value.looed).toEqual([0, 3]);
    const text = narrateLooSettlement(t, pos, s.value);
    expect(text).toContain('Carla stayed in but holds Pam, and so is not looed.');
    expect(text.filter((l) => /not looed/.test(l))).toHaveLength(1);
  });
});

// The random computer player calls "Pam, be civil!" whenever the rules let it, even after Pam has been played: the
// narration said the call with no word that it changes nothing (left from an earlier review).
describe('“Pam, be civil!” called after Pam has gone', () => {
  it('is said to change nothing, and only then', async () => {
    const { looDealSeeded, randomLooMove } = await import('~/engine/loo/index.ts');
    const { seededRng } = await import('~/engine/index.ts');
    const idle = 'Pam has already been played, so the call changes nothing.';
    let after = 0;
    let live = 0;
    for (let seed = 1; seed <= 3000 && (after < 3 || live < 3); seed++) {
      const d = looDealSeeded(seed, { rules: fiveCard, players: 4, dealer: seed % 4 });
      if (!d.ok) throw new Error(d.error.code);
      let pos = d.value;
      const rng = seededRng(seed);
      while (pos.phase !== 'over') {
        const m = randomLooMove(pos, rng)!;
        const r = applyLooMove(pos, m);
        if (!r.ok) throw new Error(r.error.code);
        if (m.type === 'play' && m.civil) {
          // Pam played before this lead: in a seat's cards played, checked from the position itself.
          const gone = pos.played.some((cs) => cs.includes(pos.pam));
          const lines = narrateLooEvents(t, r.value.events as LooEvent[], r.value.position, { before: pos });
          expect(lines.includes(idle), `seed ${seed}`).toBe(gone);
          if (gone) after++;
          else live++;
        }
        pos = r.value.position;
      }
    }
    expect(after).toBeGreaterThan(0);
    expect(live).toBeGreaterThan(0);
  });
});

/** The deal of the two tests below: spades trumps; Anna holds no trump, Ben the king, Carla the three. */
const NO_TRUMP_LEAD = { dealer: 4, carried: 6, up: '2S', miss: '3D 4D 5D', hands: ['AH 2C 3C', 'KS 4C 5C', '3S 6C 7C', '8D 9D TD', 'JD QD KD'] };

/** Plays `moves` from `start`; returns what the last move's narration says, in English and in Russian. */
function lastSaid(start: LooPosition, moves: string): { en: string; ru: string } {
  const ru = createT('ru', MESSAGES.ru!);
  let pos = start;
  let said = { en: '', ru: '' };
  for (const m of moves.split(' ')) {
    const mv = parseLooMove(m);
    if (!mv.ok) throw new Error(m);
    const r = applyLooMove(pos, mv.value);
    if (!r.ok) throw new Error(`${m}: ${r.error.code}`);
    const events = r.value.events as LooEvent[];
    said = { en: narrateLooEvents(t, events, r.value.position, { before: pos }).join(' '), ru: narrateLooEvents(ru, events, r.value.position, { before: pos }).join(' ').replace(/\u00a0/g, ' ') };
    pos = r.value.position;
  }
  return said;
}

// A discard under the German text's rule (trump when void only with a trump that wins the trick): a player whose
// trumps would not win it may discard, and the narration says so (a Russian newcomer's review).
describe('a discard by a player whose trumps cannot win the trick', () => {
  it('names both halves of the reason (English, Russian)', () => {
    const said = lastSaid(deal(threeCard, NO_TRUMP_LEAD), '0y 1y 2y 3y 4y 0Ah 1Ks 26c');
    expect(said.en).toContain('(discards: void in the suit led, and no trump in hand would win the trick)');
    expect(said.ru).toContain('(сбрасывает карту: масти захода нет, а козыри в руке взятку не возьмут)');
  });
});

// A plain card led where the rules want a trump led (the German text: holding a trump, lead one): the narration says
// that the leader holds none (a Russian newcomer, just taught lesson 4, asked why Carla led a heart).
describe('a plain lead by a player without trumps', () => {
  it('says why any card could be led', () => {
    expect(lastSaid(deal(threeCard, NO_TRUMP_LEAD), '0y 1y 2y 3y 4y 0Ah').en).toBe('Anna leads the ace of hearts (holding no trump, any card may be led).');
  });
});

// A German editor read „kann nicht bedienen und trumpft“ of a card that went over a trump already in the trick: the
// site teaches that as over-trumping (lesson 3, seed 004 „übertrumpfen“).
describe('a trump over a trump already in the trick is told as an over-trump', () => {
  it('Anna leads a diamond; Ben, void, trumps with the three of spades; Carla, void, over-trumps with the king', () => {
    const start = deal(threeCard, { dealer: 4, up: '2S', miss: 'AC AD AH', hands: ['5D 6D 7D', '3S 4H 5H', 'KS 6H 7H', '2C 3C 4C', '8H 9H TH'] });
    const before = go(start, '0y 1y 2y 3y 4y 07d 13s');
    const mv = parseLooMove('2Ks');
    if (!mv.ok) throw new Error();
    const r = applyLooMove(before, mv.value);
    if (!r.ok) throw new Error(r.error.code);
    const want = { en: 'Carla plays the king of spades (over-trumps, being void in the suit led).', de: 'übertrumpft', fr: 'surcoupe', ru: 'перебивает козырем постарше' } as const;
    for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
      const said = narrateLooEvents(createT(lang, MESSAGES[lang]!), r.value.events, r.value.position).join(' ').replace(/\u00a0/g, ' ');
      expect(said).toContain(want[lang]);
    }
    // Ben's trump, with no trump before it, is a trump.
    const ben = parseLooMove('13s');
    if (!ben.ok) throw new Error();
    const b = applyLooMove(go(start, '0y 1y 2y 3y 4y 07d'), ben.value);
    if (!b.ok) throw new Error(b.error.code);
    expect(narrateLooEvents(t, b.value.events, b.value.position)).toContain('Ben plays the three of spades (trumps, being void in the suit led).');
  });
});

// Five-card Loo with the jack of clubs turned up: clubs are trumps and Pam is out of play (the rules page after the
// old American rules, amh-140). A French editor read "Pam … is the highest trump" under it, and "Pam" on the card.
describe('five-card Loo, Pam turned up', () => {
  const hands = ['AH KH QH 2S 3S', 'AD KD QD 2D 3D', 'AS KS QS 4S 5S', 'AC KC QC 2C 3C'];
  it('says that Pam is out of play, not that it is the highest trump, and does not tag the turned-up card', () => {
    const pos = deal(fiveCard, { dealer: 3, hands, up: 'JC' });
    const lines = narrateLooDeal(t, pos);
    expect(lines).toContain('Turned up, Pam is out of play in this deal.');
    expect(lines.join(' ')).not.toContain('is the highest trump');
    expect(looTableView(pos, t).pam).toBeNull();
  });
  it('still names Pam the highest trump when another card is turned up', () => {
    const pos = deal(fiveCard, { dealer: 3, hands, up: '9H' });
    expect(narrateLooDeal(t, pos).join(' ')).toContain('Pam, the jack of clubs, is the highest trump, above the ace.');
    expect(looTableView(pos, t).pam).not.toBeNull();
  });
});
