/**
 * The site words the engine's refusal reasons (errorText in src/components/play/describe.ts): error objects
 * built by hand, as the rules will return them (src/engine/lld/errors.ts), read in all four languages.
 */
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { createT } from '~/i18n/createT.ts';
import { errorText, forbiddingRule } from '~/components/play/describe.ts';
import type { EngineError, MoveError } from '~/engine/lld/errors.ts';
import type { Card } from '~/engine/lld/types.ts';
import { cardName } from '~/components/cards/cardName.ts';

const LANGS = ['en', 'de', 'fr', 'ru'] as const;
const T: Record<string, TFunction> = Object.fromEntries(LANGS.map((l) => [l, createT(l, MESSAGES[l]!)]));

// Card numbers: rank * 4 + suit (clubs, diamonds, hearts, spades), as in src/engine/core/cards.ts.
const card = (rank: number, suit: number) => (rank * 4 + suit) as Card;
const SEVEN = 6;
const S7H = card(SEVEN, 2), S7S = card(SEVEN, 3), S7C = card(SEVEN, 0), S7D = card(SEVEN, 1);
const N9H = card(8, 2), N9C = card(8, 0);

/** Every reason of every code that has reasons, from the type docs in errors.ts. */
const REASONS = {
  ERR_DECLARE: ['notSet', 'notNow', 'notDealer', 'started', 'notAllowed'],
  ERR_LAY_PAIR: ['notAllowed', 'notOneRank', 'notPair', 'stillInPlay', 'onTable', 'ownWon'],
  ERR_CLAIM: ['nothingOpen', 'ownMistake', 'laidDown'],
} as const;
const WHEN = ['anyTurn', 'beforePlay', 'none'] as const;

/** One error per reason, with a female (Anna, 0) and a male (Ben, 1) player. */
function reasonErrors(player: 0 | 1): MoveError[] {
  const out: MoveError[] = [];
  for (const reason of REASONS.ERR_DECLARE) for (const when of WHEN) out.push({ code: 'ERR_DECLARE', player, reason, rank: SEVEN, when });
  out.push({ code: 'ERR_DECLARE', player, reason: 'notSet', rank: null, when: 'anyTurn' });
  for (const reason of REASONS.ERR_LAY_PAIR) {
    for (const stillInPlay of [[], [S7H], [S7H, S7S]]) out.push({ code: 'ERR_LAY_PAIR', player, reason, rank: SEVEN, stillInPlay });
    out.push({ code: 'ERR_LAY_PAIR', player, reason, rank: null, stillInPlay: reason === 'stillInPlay' || reason === 'onTable' || reason === 'ownWon' ? [S7H] : [] });
  }
  for (const reason of REASONS.ERR_CLAIM) out.push({ code: 'ERR_CLAIM', player, reason, culprit: reason === 'ownMistake' ? player : null });
  return out;
}

/** The other move errors with their data. */
function otherErrors(player: 0 | 1): MoveError[] {
  return [
    { code: 'ERR_RANK_MISMATCH', rank: SEVEN },
    { code: 'ERR_RANK_MISMATCH', rank: SEVEN, reason: 'mixedPlay', play: [S7H, N9C] },
    { code: 'ERR_CAPTURE_SHAPE', play: 2, take: 2, rule: 'pairForPair' },
    { code: 'ERR_CAPTURE_SHAPE', play: 1, take: 3, rule: 'oneForThree' },
    { code: 'ERR_CAPTURE_SHAPE', play: 2, take: 1, rule: null },
    { code: 'ERR_MUST_CAPTURE', player, play: [N9H], take: [N9C] },
    { code: 'ERR_MUST_CAPTURE', player, play: [S7H, S7S], take: [S7C, S7D] },
    { code: 'ERR_MUST_TAKE_ALL', player, rank: SEVEN, table: [S7C, S7D, S7S] },
  ];
}

const ALL: MoveError[] = [...reasonErrors(0), ...reasonErrors(1), ...otherErrors(0), ...otherErrors(1)];

describe.each(LANGS)('errorText: %s', (lang) => {
  const t = T[lang]!;
  it('words every reason of every code, with every placeholder filled', () => {
    for (const e of ALL) {
      const text = errorText(t, e);
      const label = `${lang} ${JSON.stringify(e)}`;
      expect(text, label).not.toMatch(/\{\{|\}\}/);
      expect(text, label).not.toMatch(/\b(errors|readings|players|cards)\.\w/);
      expect(text, label).not.toContain('undefined');
      expect(text, label).not.toContain('[object');
      // Not the general message of the code: the reason has its own.
      expect(text, label).not.toBe(t(`errors.${e.code}`));
    }
  });
  it('has a message for every reason in both genders (and every plural form of the language)', () => {
    const errors = (MESSAGES[lang] as unknown as { errors: Record<string, unknown> }).errors;
    const cats = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [code, reasons] of Object.entries(REASONS)) {
      for (const reason of reasons) {
        const base = `${code}_${reason}`;
        const variants = Object.keys(errors).filter((k) => k === base || k.startsWith(`${base}_`));
        expect(variants.length, `${lang} ${base}`).toBeGreaterThan(0);
        const gendered = variants.some((k) => /_(female|male)(_|$)/.test(k));
        if (gendered) for (const g of ['female', 'male']) expect(variants.some((k) => k.startsWith(`${base}_${g}`)), `${lang} ${base}_${g}`).toBe(true);
        const plural = variants.filter((k) => /_(one|few|many|other)$/.test(k));
        for (const k of plural) expect(cats.every((c) => `${k.replace(/_(one|few|many|other)$/, '')}_${c}` in errors), `${lang} ${k}`).toBe(true);
      }
    }
  });
  it('names the seat, the cards and the rule option', () => {
    const e: MoveError = { code: 'ERR_LAY_PAIR', player: 0, reason: 'stillInPlay', rank: SEVEN, stillInPlay: [S7H, S7S] };
    const text = errorText(t, e);
    expect(text).toContain(t('players.0'));
    // The rank in the form the message needs ("of sevens", "Siebenen", "de sept", "семёрок") and both cards.
    expect(text).toContain(t('cards.ofRank.6'));
    expect(text).toContain(cardName(t, S7H));
    expect(text).toContain(cardName(t, S7S));
    const shape = errorText(t, { code: 'ERR_CAPTURE_SHAPE', play: 2, take: 2, rule: 'pairForPair' });
    expect(shape).toContain(t('readings.options.pairForPair'));
    const claim = errorText(t, { code: 'ERR_CLAIM', player: 1, reason: 'laidDown', culprit: null });
    expect(claim).toContain(t('players.1'));
  });
  it('a nested move error of a link is worded too, and older errors without the new fields keep the general message', () => {
    const old = { code: 'ERR_LAY_PAIR' } as unknown as EngineError;
    expect(errorText(t, old)).toBe(t('errors.ERR_LAY_PAIR'));
    const nested: EngineError = { code: 'ERR_ILLEGAL_MOVE', index: 0, number: 1, move: 'x', error: { code: 'ERR_RANK_MISMATCH', rank: SEVEN } };
    expect(errorText(t, nested)).not.toMatch(/\{\{/);
  });
});

describe('the wording in each language', () => {
  const stillInPlay: MoveError = { code: 'ERR_LAY_PAIR', player: 0, reason: 'stillInPlay', rank: SEVEN, stillInPlay: [S7H, S7S] };
  const mustCapture: MoveError = { code: 'ERR_MUST_CAPTURE', player: 1, play: [N9H], take: [N9C] };
  it('English: pair of sevens, the cards by name, her/his', () => {
    const t = T.en!;
    expect(errorText(t, stillInPlay)).toBe('Anna cannot lay her pair of sevens yet: first other players must win the seven of hearts and the seven of spades.');
    expect(errorText(t, { ...stillInPlay, stillInPlay: [S7H] })).toBe('Anna cannot lay her pair of sevens yet: first another player must win the seven of hearts.');
    expect(errorText(t, { ...stillInPlay, player: 1 })).toContain('Ben cannot lay his pair of sevens');
    // The other two on the table, where only the pair's holder can take them (a French newcomer was told others must win them).
    expect(errorText(t, { ...stillInPlay, reason: 'onTable', player: 1 })).toBe('Ben cannot lay his pair of sevens out of turn: the seven of hearts and the seven of spades still lie on the table, where only he can capture them, on his turn.');
    expect(errorText(t, { ...stillInPlay, reason: 'onTable', stillInPlay: [S7H] }, 0)).toBe('You cannot lay your pair of sevens out of turn: the seven of hearts still lies on the table, where only you can capture it, on your turn.');
    expect(errorText(t, mustCapture)).toBe('Ben may not lie down while he can still capture: he can play the nine of hearts and take the nine of clubs.');
    expect(errorText(t, { code: 'ERR_RANK_MISMATCH', rank: 0 })).toBe('A capture takes only cards of one rank: here, only aces.');
    expect(errorText(t, { code: 'ERR_RANK_MISMATCH', rank: SEVEN })).toContain('rank');
    expect(errorText(t, { code: 'ERR_RANK_MISMATCH', rank: SEVEN, reason: 'mixedPlay', play: [S7H, N9C] })).toBe('Cards played together must all be of one rank, and the seven of hearts and the nine of clubs are not.');
    expect(errorText(t, { code: 'ERR_DECLARE', player: 0, reason: 'notNow', rank: SEVEN, when: 'beforePlay' })).toContain('before the first turn only');
    expect(errorText(t, { code: 'ERR_CLAIM', player: 0, reason: 'ownMistake', culprit: 0 })).toBe('Anna made this mistake herself, so she cannot claim the cards.');
  });
  it('German: ein Paar Siebenen, Herz-Sieben, ihr/sein', () => {
    const t = T.de!;
    expect(errorText(t, stillInPlay)).toBe('Anna kann ihr Paar Siebenen noch nicht ablegen, denn die beiden anderen Karten dieses Rangs, die Herz-Sieben und die Pik-Sieben, hat noch kein anderer Spieler gewonnen.');
    expect(errorText(t, { ...stillInPlay, player: 1, stillInPlay: [S7H] })).toBe('Ben kann sein Paar Siebenen noch nicht ablegen, denn die übrige Karte dieses Rangs, die Herz-Sieben, hat noch kein anderer Spieler gewonnen.');
    expect(errorText(t, mustCapture)).toBe('Ben darf sich nicht hinlegen, solange er noch etwas holen kann: aus der Hand Herz-Neun, vom Tisch Kreuz-Neun.');
    expect(errorText(t, { code: 'ERR_MUST_TAKE_ALL', player: 0, rank: SEVEN, table: [S7C, S7D, S7S] })).toContain('alle drei Siebenen');
    expect(errorText(t, { code: 'ERR_DECLARE', player: 2, reason: 'notDealer', rank: SEVEN, when: 'anyTurn' })).toContain('Carla ist nicht die Geberin');
    expect(errorText(t, { code: 'ERR_DECLARE', player: 3, reason: 'notDealer', rank: SEVEN, when: 'anyTurn' })).toContain('Dan ist nicht der Geber');
    expect(errorText(t, { code: 'ERR_RANK_MISMATCH', rank: SEVEN, reason: 'mixedPlay', play: [S7H, N9C] })).toBe('Zusammen ausspielen darf man nur Karten desselben Rangs; Herz-Sieben und Kreuz-Neun haben verschiedene Ränge.');
  });
  it('French: paire de sept, d’as, narrow spaces, elle/il', () => {
    const t = T.fr!;
    const text = errorText(t, stillInPlay);
    expect(text).toBe('Anna ne peut pas encore poser sa paire de sept\u00a0: d’autres joueurs doivent d’abord prendre les cartes de ce rang qui restent en jeu (sept de cœur et sept de pique).');
    expect(errorText(t, { ...stillInPlay, rank: 0, stillInPlay: [card(0, 2)] })).toContain('sa paire d’as\u00a0: un autre joueur doit d’abord prendre la carte de ce rang qui reste en jeu');
    expect(errorText(t, { ...stillInPlay, reason: 'onTable' })).toBe('Anna ne peut pas poser sa paire de sept hors de son tour\u00a0: le sept de cœur et le sept de pique sont encore sur le tapis, et elle seule peut prendre ces cartes, à son tour.');
    expect(errorText(t, mustCapture)).toContain('il peut jouer le neuf de cœur et prendre le neuf de trèfle');
    expect(errorText(t, { code: 'ERR_CLAIM', player: 0, reason: 'laidDown', culprit: null })).toContain('Anna s’est couchée');
    expect(errorText(t, { code: 'ERR_CLAIM', player: 1, reason: 'laidDown', culprit: null })).toContain('Ben s’est couché,');
    expect(errorText(t, { code: 'ERR_RANK_MISMATCH', rank: SEVEN, reason: 'mixedPlay', play: [S7H, N9C] })).toBe('On ne joue ensemble que des cartes d’un même rang\u202f; le sept de cœur et le neuf de trèfle sont de rangs différents.');
    for (const e of ALL) expect(errorText(t, e)).not.toMatch(/ [:;!?»]|« /);
  });
  it('Russian: пару семёрок, the number of cards chooses the form, легла/лёг', () => {
    const t = T.ru!;
    // The string files bind short words with U+00A0 (tests/unit/typography.test.ts); the wording is compared with plain spaces.
    const plain = (s: string) => s.replace(/\u00a0/g, ' ');
    expect(errorText(t, stillInPlay)).toContain('\u00a0');
    expect(plain(errorText(t, stillInPlay))).toBe('Анна пока не может выложить пару семёрок: другие игроки ещё не взяли эти карты (семёрка червей и семёрка пик).');
    expect(plain(errorText(t, { ...stillInPlay, stillInPlay: [S7H] }))).toContain('эту карту (семёрка червей)');
    expect(plain(errorText(t, mustCapture))).toBe('Бен не может лечь, пока у него есть взятие. Из руки: девятка червей; со стола: девятка треф.');
    // A few cards in words, in the accusative (a German reader read „1 Karte ausspielt und 2 Karten holt“).
    expect(plain(errorText(t, { code: 'ERR_CAPTURE_SHAPE', play: 1, take: 3, rule: 'oneForThree' }))).toContain('играют одну карту, чтобы взять три карты');
    expect(plain(errorText(T.de!, { code: 'ERR_CAPTURE_SHAPE', play: 1, take: 2, rule: null }))).toContain('bei dem man eine Karte ausspielt und zwei Karten holt');
    // The cards on the table are the sentence's subject: not the accusative „den Kreuz-König“ (a German newcomer read
    // „denn den Kreuz-König und den Karo-König liegen noch auf dem Tisch“).
    const KING = 12;
    const kings: MoveError = { code: 'ERR_LAY_PAIR', player: 1, reason: 'onTable', rank: KING, stillInPlay: [card(KING, 0), card(KING, 1)] };
    expect(plain(errorText(T.de!, kings))).toContain('denn auf dem Tisch liegen noch Kreuz-König und Karo-König,');
    expect(plain(errorText(T.de!, { ...kings, stillInPlay: [card(KING, 0)] }, 1))).toContain('denn auf dem Tisch liegt noch Kreuz-König,');
    expect(errorText(t, { code: 'ERR_CLAIM', player: 0, reason: 'laidDown', culprit: null })).toContain('Анна уже легла');
    expect(errorText(t, { code: 'ERR_CLAIM', player: 1, reason: 'laidDown', culprit: null })).toContain('Бен уже лёг');
    expect(errorText(t, { code: 'ERR_MUST_TAKE_ALL', player: 0, rank: SEVEN, table: [S7C, S7D, S7S] })).toContain('Анна должна');
    expect(plain(errorText(t, { code: 'ERR_RANK_MISMATCH', rank: SEVEN, reason: 'mixedPlay', play: [S7H, N9C] }))).toBe('Вместе можно сыграть только карты одного достоинства, а семёрка червей и девятка треф — разного.');
  });
});

describe('forbiddingRule', () => {
  it('takes the rule from the error where it has one', () => {
    expect(forbiddingRule({ code: 'ERR_CAPTURE_SHAPE', play: 2, take: 2, rule: 'pairForPair' })).toBe('pairForPair');
    expect(forbiddingRule({ code: 'ERR_CAPTURE_SHAPE', play: 2, take: 1, rule: null })).toBeNull();
  });
  it('by reason', () => {
    const d = (reason: (typeof REASONS.ERR_DECLARE)[number]): MoveError => ({ code: 'ERR_DECLARE', player: 0, reason, rank: SEVEN, when: 'anyTurn' });
    expect(forbiddingRule(d('notNow'))).toBe('declarations');
    expect(forbiddingRule(d('notDealer'))).toBe('layoutMournival');
    expect(forbiddingRule(d('notSet'))).toBeNull();
    expect(forbiddingRule({ code: 'ERR_LAY_PAIR', player: 0, reason: 'stillInPlay', rank: SEVEN, stillInPlay: [S7H] })).toBe('outOfTurnPair');
    expect(forbiddingRule({ code: 'ERR_CLAIM', player: 0, reason: 'laidDown', culprit: null })).toBe('claimAfterLyingDown');
    expect(forbiddingRule({ code: 'ERR_CLAIM', player: 0, reason: 'nothingOpen', culprit: null })).toBeNull();
  });
});

describe('to the reader, for the seat they play (a lesson)', () => {
  // Every error of a seat, worded with `you` set to that seat: no placeholder left, never the seat's name, and
  // never the third-person message; another seat's error keeps its name.
  const PERSONAL = /^ERR_(MUST_CAPTURE|MUST_TAKE_ALL|DECLARE|LAY_PAIR|CLAIM)$/;
  const personal = (e: MoveError) => PERSONAL.test(e.code) && !('reason' in e && (e.reason === 'notAllowed' || e.reason === 'started'));
  it.each(LANGS)('%s: every message of the reader’s own seat speaks to them', (lang) => {
    const t = T[lang]!;
    for (const e of ALL.filter(personal)) {
      const p = (e as { player: number }).player;
      const text = errorText(t, e, p);
      const label = `${lang} ${JSON.stringify(e)}`;
      expect(text, label).not.toMatch(/\{\{|\}\}|errors\.|undefined/);
      expect(text, label).not.toContain(t(`players.${p}`));
      expect(text, label).not.toBe(errorText(t, e));
      expect(errorText(t, e, p === 0 ? 1 : 0), label).toBe(errorText(t, e));
    }
  });
  it('the words: you, du, vous, вы', () => {
    const must: MoveError = { code: 'ERR_MUST_CAPTURE', player: 1, play: [N9H], take: [N9C] };
    expect(errorText(T.en!, must, 1)).toBe('You may not lie down while you can still capture: you can play the nine of hearts and take the nine of clubs.');
    expect(errorText(T.de!, must, 1)).toBe('Du darfst dich nicht hinlegen, solange du noch etwas holen kannst: aus der Hand Herz-Neun, vom Tisch Kreuz-Neun.');
    expect(errorText(T.fr!, must, 1).replace(/[\u00a0\u202f]/g, ' ')).toBe('Vous ne pouvez pas vous coucher tant qu’une prise reste possible : jouez le neuf de cœur et prenez le neuf de trèfle.');
    expect(errorText(T.ru!, must, 1).replace(/\u00a0/g, ' ')).toBe('Ложиться нельзя, пока вам есть что взять. Из руки: девятка червей; со стола: девятка треф.');
    // French agrees the participle with the seat played: Anna s’est couchée → « vous vous êtes couchée ».
    const laidDown = (player: 0 | 1): MoveError => ({ code: 'ERR_CLAIM', player, reason: 'laidDown', culprit: null });
    expect(errorText(T.fr!, laidDown(0), 0)).toContain('Vous vous êtes couchée,');
    expect(errorText(T.fr!, laidDown(1), 1)).toContain('Vous vous êtes couché,');
  });
});

describe('a seat that does not exist names the field (an English reader got "There is no such player" for a link’s "t9")', () => {
  const want: Record<string, [string, string]> = {
    en: ['player to play', 'A move is made by'],
    de: ['am Zug', 'Ein Zug stammt'],
    fr: ['dont ce serait le tour', 'Un coup est joué'],
    ru: ['чей сейчас ход', 'Ход сделан'],
  };
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(lang, async () => {
      const { parsePosition, parseMoves } = await import('~/engine/index.ts');
      const t = createT(lang, MESSAGES[lang]!);
      const pos = parsePosition('lld1_parlett_d0t9_AcAd2c3c4c5c6c7c-AhAs2d3d4d5d6d7d-2h3h4h5h6h7h8c8d-2s3s4s5s6s7s8h8s-9c9dTcTdJcJdQcQd_9h9sThTsJhJsQhQsKcKdKhKs_----');
      if (pos.ok) throw new Error('expected a refusal');
      expect(errorText(t, pos.error).replace(/\u00a0/g, ' ')).toContain(want[lang]![0]);
      const start = parsePosition('lld1_parlett_d0t1_AcAd2c3c4c5c6c7c-AhAs2d3d4d5d6d7d-2h3h4h5h6h7h8c8d-2s3s4s5s6s7s8h8s-9c9dTcTdJcJdQcQd_9h9sThTsJhJsQhQsKcKdKhKs_----');
      if (!start.ok) throw new Error(start.error.code);
      const moves = parseMoves('7L', start.value);
      if (moves.ok) throw new Error('expected a refusal');
      expect(errorText(t, moves.error)).toContain(want[lang]![1]);
    });
  }
});
