/**
 * Loo's strings (src/i18n/loo/<lang>.json) cover the engine: a message for every error code, a name for
 * every option and rule set, words for every value an option can take; and errors read as sentences.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { createT } from '~/i18n/createT.ts';
import { LOO_ERROR_CODES, LOO_OPTION_VALUES, LOO_RULES, threeCard, fiveCard, looDealSeeded, type LooOptionId } from '~/engine/loo/index.ts';
import { looErrorText, optionValue } from '~/components/loo/looText.ts';
import { cards } from '~/engine/index.ts';
import { deal, go, tryMove } from '../fixtures/loo-helpers.ts';
import { applyLooMove, formatLooPosition, parseLooMove, parseLooPosition } from '~/engine/loo/index.ts';
import { LOO_LESSONS } from '~/engine/loo/lessons.ts';

describe.each(['en', 'de', 'fr', 'ru'])('Loo strings: %s', (lang) => {
  const t = createT(lang, MESSAGES[lang]!);
  const has = (key: string) => t(key) !== key && String(t(key)).trim() !== '';
  it('name every rule set and option', () => {
    for (const id of Object.keys(LOO_RULES)) expect(has(`loo.rules.${id}`), id).toBe(true);
    for (const k of Object.keys(threeCard.options)) expect(has(`loo.options.${k}`), k).toBe(true);
  });
  it('give words for every value of every option', () => {
    for (const [k, values] of Object.entries(LOO_OPTION_VALUES)) {
      const list = values === 'chips' ? [0, 1, 3, 30] : values;
      for (const v of list) {
        const text = optionValue(t, k as LooOptionId, v as never);
        expect(text, `${k}=${String(v)}`).not.toMatch(/^loo\./);
      }
    }
  });
  it('have a message for every error code', () => {
    const errors = (MESSAGES[lang]!.loo as unknown as { errors: Record<string, string> }).errors;
    for (const code of LOO_ERROR_CODES) expect(Object.keys(errors).some((k) => k === code || k.startsWith(`${code}_`)), code).toBe(true);
  });
});

describe('Loo errors as sentences', () => {
  const t = createT('en', MESSAGES.en!);
  // Seed E1: Anna (0) holds the 6♥, her only trump, and must lead it; Ben must then beat it.
  const start = deal(threeCard, { dealer: 2, hands: ['6H KS 3D', '9H QH 4C', '2C 5S 7D'], miss: 'TC JC 4S', up: '8H' });
  const ready = go(start, '0y 1y 2y');
  const error = (pos: typeof ready, move: string) => {
    const m = parseLooMove(move);
    if (!m.ok) throw new Error();
    const r = applyLooMove(pos, m.value);
    if (r.ok) throw new Error('legal');
    return looErrorText(t, r.error);
  };
  it('names the player, and the rule that forbids a card', () => {
    expect(tryMove(ready, '0Ks')).toBe('ERR_MUST_LEAD_TRUMP');
    expect(error(ready, '0Ks')).toBe('Anna holds a trump and must lead one: the six of hearts.');
    // Hearts are trumps and led: the duty is to answer the trump lead with a trump.
    expect(error(go(ready, '06h'), '14c')).toBe('Ben holds a trump and must answer the trump lead with it: the nine of hearts or the queen of hearts.');
    expect(error(ready, '1Qh')).toBe('It is not Ben’s turn.');
  });
  it('names cards, and explains a bad link', () => {
    expect(cards('KS')).toHaveLength(1);
    const bad = parseLooPosition('loo1_nonsense_d0c0');
    expect(bad.ok).toBe(false);
    // Three fields of six: the text stops short (a link cut off), and says so.
    if (!bad.ok) expect(looErrorText(t, bad.error)).toMatch(/stops short at character 18/);
  });
  // A reader's link cut inside a card or a move was told "cannot be read at character 68" (the first card of the
  // stock, not where the text stopped), or quoted the half move as if mistyped.
  it('a link cut inside a card or a move stops short at its last character, and says so', () => {
    const link = formatLooPosition(ready); // …_8h_0y_1y_2y
    const turnUp = link.indexOf('_8h_') + 2; // the 8 of the turn-up, 1-based
    const fiveStart = looDealSeeded(7, { rules: fiveCard, players: 4, dealer: 0 });
    if (!fiveStart.ok) throw new Error();
    const five = formatLooPosition(fiveStart.value); // the stock last
    for (const cut of [link.slice(0, -1), `${link}_`, link.slice(0, turnUp), five.slice(0, -1), `${link}_0`, `${five}_1x2s3`]) {
      const r = parseLooPosition(cut);
      expect(r.ok, cut).toBe(false);
      if (r.ok) continue;
      expect(looErrorText(t, r.error), cut).toBe(`The notation stops short at character ${cut.length}: the link or text looks cut off.`);
    }
    // A text longer than the site reads is said to be too long, with its length (a QA tester's 30,000 A's were
    // "cannot be read at character 4000").
    const long = parseLooPosition('A'.repeat(30_000));
    expect(!long.ok && looErrorText(t, long.error)).toBe('The text is too long to read (30,000 characters; at most 4,000): was something pasted into the link by mistake?');
    const ru = createT('ru', MESSAGES.ru!);
    expect(!long.ok && looErrorText(ru, long.error).replace(/\u00a0/g, ' ')).toContain('(30 000 символов, а можно не больше 4000)');
    // Chips in their thousands are grouped (a QA tester's tampered pot read "100000000002 chips"); Russian groups
    // from five digits.
    expect(t('loo.values.chips', { count: 100_000_000_002 })).toBe('100,000,000,002 chips');
    expect(t('replay.chips', { count: 1_234 })).toBe('1,234 chips');
    expect(ru('replay.chips', { count: 1_234 }).replace(/\u00a0/g, ' ')).toBe('1234 фишки');
    expect(ru('replay.chips', { count: 12_345 }).replace(/\u00a0/g, ' ')).toBe('12 345 фишек');
    // A move ending the text with no rank in it is mistyped, not cut (a QA tester's "…_9Z").
    const typo = parseLooPosition(`${link}_9Z`);
    expect(!typo.ok && looErrorText(t, typo.error)).toBe(`The notation cannot be read at character ${link.length + 2}: “9Z”.`);
    // A half card inside the text is not a cut: it is quoted where it stands.
    const inside = link.replace('_8h_', '_8_');
    const r = parseLooPosition(inside);
    expect(!r.ok && looErrorText(t, r.error)).toBe(`The notation cannot be read at character ${inside.indexOf('_8_') + 2}: “8”.`);
  });
  // An English newcomer changed a pass to a play in a shared link and read "Move 6 (4x7s9dTd) is not allowed: It
  // is not Emil's turn.": the move is now named in words with its player.
  it('a link whose move is refused names that move in words, with its player', () => {
    const link = formatLooPosition(ready);
    // Seed E1 after three calls: Anna leads. A link that has Ben lead the queen of hearts instead.
    const tampered = link.replace(/2y(?=[^_]*$)|2y$/, '2y_1Qh');
    const r = parseLooPosition(tampered);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('ERR_ILLEGAL_MOVE');
    expect(looErrorText(t, r.error)).toBe('Move 4 (Ben: play the queen of hearts) is not allowed. It is not Ben’s turn.');
    const ru = createT('ru', MESSAGES.ru!);
    expect(looErrorText(ru, r.error).replace(/[\u00a0\u202f]/g, ' ')).toMatch(/^Ход № 4 \(Бен: сыграть даму червей\) недопустим\. /);
  });
});

describe('Loo errors in French name a card with its article in running text', () => {
  const t = createT('fr', MESSAGES.fr!);
  const [queen, ace, king] = cards('QH AH KH');
  it('« surcouper la dame de cœur », « avec l’as de cœur »', () => {
    expect(looErrorText(t, { code: 'ERR_MUST_OVERTRUMP', player: 1, card: king!, rule: 'mustOvertrump' as LooOptionId, led: 3, toBeat: queen!, allowed: [king!] })).toContain('peut surcouper la dame de cœur');
    const civil = looErrorText(t, { code: 'ERR_PAM_CIVIL', player: 1, card: king!, rule: 'pamCivil' as LooOptionId, demand: 'strict', ace: ace!, trumps: [], allowed: [] });
    expect(civil).toContain('annoncé avec l’as de cœur');
  });
  it('the cards that would do, each with its article (a new reader’s report): « le quatre de pique ou le six de pique »', () => {
    const [four, six, nine] = cards('4S 6S 9C');
    const text = looErrorText(t, { code: 'ERR_MUST_FOLLOW', player: 1, card: nine!, rule: 'mustFollow' as LooOptionId, led: 3, allowed: [four!, six!] } as never, 1);
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toBe('Vous pouvez fournir à pique et devez donc le faire : le quatre de pique ou le six de pique.');
  });
});

describe.each(['en', 'de', 'fr', 'ru'])('messages to the reader (%s)', (lang) => {
  // `errors.you.<key>` (Laugh and Lie Down) and `loo.errors.you.<key>` speak to the reader about the seat they
  // play: each stands for a message of the same key, and none names a seat.
  const m = MESSAGES[lang]! as unknown as { errors: Record<string, unknown> & { you: Record<string, string> }; loo: { errors: Record<string, unknown> & { you: Record<string, string> } } };
  it.each([
    ['lld', m.errors],
    ['loo', m.loo.errors],
  ] as const)('%s: every second-person message has its third-person key, and no seat name', (_game, errors) => {
    expect(Object.keys(errors.you).length).toBeGreaterThan(10);
    for (const [k, v] of Object.entries(errors.you)) {
      expect(k in errors, k).toBe(true);
      expect(v, k).not.toContain('{{player}}');
    }
  });
});

describe('Loo errors in German name a card as an object with its article, in the accusative', () => {
  const t = createT('de', MESSAGES.de!);
  const [jack, ace] = cards('JC AH');
  it('„hat den Kreuz-Buben nicht“, „hat das Herz-Ass und muss es ausspielen“', () => {
    expect(looErrorText(t, { code: 'ERR_NOT_IN_HAND', player: 1, card: jack! })).toBe('Ben hat den Kreuz-Buben nicht auf der Hand.');
    expect(looErrorText(t, { code: 'ERR_MUST_LEAD_ACE', player: 1, card: jack!, rule: 'mustLeadAce' as LooOptionId, required: ace!, allowed: [ace!] }, 1)).toBe('Du hast das Herz-Ass und musst es ausspielen.');
  });
});

describe('Loo moves as verb phrases in German: the card in the accusative', async () => {
  const { moveText } = await import('~/components/loo/play/game.ts');
  const t = createT('de', MESSAGES.de!);
  const [jack, seven] = cards('JC 7H');
  it('„den Kreuz-Buben spielen“, „den Kreuz-Buben und die Herz-Sieben ablegen“', () => {
    expect(moveText(t, {} as never, { type: 'play', player: 1, card: jack!, civil: false } as never)).toBe('den Kreuz-Buben spielen');
    expect(moveText(t, { turnUp: null } as never, { type: 'exchange', player: 1, discard: [jack!, seven!], turnUp: false } as never)).toBe('den Kreuz-Buben und die Herz-Sieben ablegen');
  });
});

// A French newcomer read « Meilleur choix : jouer : huit de trèfle » and « Votre choix : jouer : roi de carreau »:
// the move is a verb and its object, with the article French puts before a card in running text.
describe('Loo moves as verb phrases in French: no colon after the verb', async () => {
  const { moveText } = await import('~/components/loo/play/game.ts');
  const t = createT('fr', MESSAGES.fr!);
  const [eight, seven, ace, pam] = cards('8C 7H AS JC');
  it('« jouer le huit de trèfle », « écarter le sept de cœur et l’as de pique »', () => {
    const plain = (x: string) => x.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(moveText(t, {} as never, { type: 'play', player: 1, card: eight!, civil: false } as never))).toBe('jouer le huit de trèfle');
    expect(plain(moveText(t, { turnUp: null } as never, { type: 'exchange', player: 1, discard: [seven!, ace!], turnUp: false } as never))).toBe('écarter le sept de cœur et l’as de pique');
    expect(plain(moveText(t, {} as never, { type: 'play', player: 1, card: ace!, civil: true } as never))).toBe('entamer l’as de pique en annonçant « Pam, sois poli ! »');
    expect(moveText(t, {} as never, { type: 'play', player: 1, card: pam!, civil: false } as never)).not.toContain(':');
  });
});

describe('a follow refusal that must also head the trick says why a lower card of the suit is not offered', () => {
  // The head-trick lesson: Anna leads the K♠, Ben holds 4♠ A♠ 9♣ and plays the 9♣. Only the A♠ will do; a Russian
  // newcomer, offered the A♠ alone, asked why the 4♠ did not count as following suit.
  const [nine, ace, king] = cards('9C AS KS');
  const e = { code: 'ERR_MUST_FOLLOW', player: 1, card: nine!, rule: 'follow' as LooOptionId, led: 3, allowed: [ace!], toBeat: king! } as const;
  const WANT = {
    en: ['You can follow suit in spades and must: the ace of spades.', 'You can also beat the king of spades, the best card in the trick, and so must'],
    // German: no chain of colons (a German reader's review): the note is a sentence of its own.
    de: ['Du hast Pik und musst bedienen: Pik-Ass.', 'Du kannst außerdem den Pik-König, die beste Karte im Stich, schlagen und musst es deshalb auch; eine niedrigere'],
    fr: ['Vous pouvez fournir à pique et devez donc le faire : l’as de pique.', 'Il vous faut même monter sur le roi de pique, la meilleure carte du pli'],
    ru: ['Вам есть чем ответить в масть пик, а в масть ходить обязательно — подойдёт туз пик.', 'К тому же у вас есть карта, которая бьёт старшую карту во взятке (короля пик), — надо перебить'],
  } as const;
  it.each(['en', 'de', 'fr', 'ru'] as const)('%s', (lang) => {
    const t = createT(lang, MESSAGES[lang]!);
    const text = looErrorText(t, e, 1).replace(/[\u00a0\u202f]/g, ' ');
    for (const part of WANT[lang]) expect(text).toContain(part);
    // Told of another seat, the note names it.
    expect(looErrorText(t, e).replace(/[\u00a0\u202f]/g, ' ')).toMatch(lang === 'ru' ? /Бен: к тому же/ : /Ben/);
  });
});

describe('Pam led: the refusal says a trump was led, not the suit of the jack of clubs', () => {
  // Lesson 11 (seed 004, "Loo mit fünf Karten"): hearts are trumps and Anna leads Pam, the J♣; Ben holds the 3♥
  // and 9♥. A German reader, playing the 7♦, read „Du kannst Herz bedienen“ under a jack of clubs.
  const pos = LOO_LESSONS.find((l) => l.id === 'pam-led')!.position();
  const r = applyLooMove(pos, { type: 'play', player: 1, card: cards('7D')[0]!, civil: false });
  it('the engine says the suit led is trumps', () => {
    expect(!r.ok && r.error).toMatchObject({ code: 'ERR_MUST_FOLLOW', led: 2, trumps: true, allowed: cards('3H 9H') });
  });
  it.each([
    ['en', 'You hold a trump and must answer the trump lead with it'],
    ['de', 'Du hast Trumpf und musst Trumpf bedienen'],
    ['fr', 'L’entame est à l’atout et vous en avez'],
    ['ru', 'на заход козырем надо отвечать козырем'],
  ] as const)('%s', (lang, want) => {
    if (r.ok) throw new Error('legal');
    expect(looErrorText(createT(lang, MESSAGES[lang]!), r.error, 1).replace(/[\u00a0\u202f]/g, ' ')).toContain(want);
  });
});
