/**
 * Loo's rules as data: every point on which the sources differ is an option with a citation (source,
 * section, evidence tag), as the Laugh and Lie Down readings are (../lld/options.ts). The rule code in
 * rules.ts and settle.ts reads only these options, so a variant is a record here, never new rule code.
 *
 * Evidence: `stated` — the cited source states the rule; `assumed` — the seed is silent and the cited
 * source's rule is taken; `editor` — no source read decides, the editors chose. `unconfirmed: true` marks
 * a rule that only the seed (or a source the seed names but that could not be read) gives: research
 * loo-rules.md marks it UNVERIFIED.
 */
import type { Evidence } from '../core/cite.ts';

/** The site's source ids that Loo options cite (src/content/sources.json), plus `editor`. */
export const LOO_SOURCE_IDS = [
  'loo-text', 'pagat', 'parlett-h', 'penguin', 'hoff', 'eb1911', 'eb9', 'peel-desc', 'peel-decl', 'peel-play',
  'peel-stakes', 'peel-club', 'peel-mixed', 'peel-5c', 'peel-dealer', 'peel-irish', 'peel-end', 'peel-single',
  'peel-players', 'ew-95', 'ew-97', 'ew-98', 'ew-99-100', 'cassell', 'hoyle-i-173', 'hoyle-i-174', 'amh-140',
  'amh-146', 'pw', 'pw5', 'gr3', 'gr5', 'denexa', 'peer', 'editor',
] as const;

/** A source a Loo option may cite. `peer` is go_trumpcards (its Loo.go here). */
export type LooSourceId = (typeof LOO_SOURCE_IDS)[number];

/** How firmly a source supports an option (see the module comment). */
export type LooEvidence = Evidence;

/** Where an option comes from. */
export interface LooCitation {
  readonly source: LooSourceId;
  /** A section of the source (the seed's heading; loo-rules.md's row). */
  readonly section?: string;
  readonly evidence: LooEvidence;
  /** Only the seed (or pagat at second hand) gives this; no other source read confirms it. */
  readonly unconfirmed?: true;
}

/** The rule options. Units: cards, chips. */
export interface LooOptions {
  /** Cards in a hand: 3 (three-card Loo) or 5 (Pam-Loo). Also the number of tricks. */
  readonly handSize: 3 | 5;
  /** How the hand is dealt: packets per round, from the dealer's left (three-card 1+1+1, five-card 3+2). */
  readonly dealPackets: readonly number[];
  /** Player counts the rules are for. */
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** A spare hand, the miss, is dealt (after the dealer in each round). */
  readonly miss: boolean;
  /** `singleDouble`: a pot holding only the dealer's stake is single (everyone plays), else double (calls); `always`: every deal has calls. */
  readonly potKinds: 'singleDouble' | 'always';
  /** In a single pot: only eldest (the dealer's left) may take the miss (`eldestMiss`), or there is no miss (`noMiss`). Research 5.13. */
  readonly singlePot: 'eldestMiss' | 'noMiss';
  /** Chips the dealer puts in before each deal. */
  readonly dealerStake: number;
  /** Chips each other player puts in before each deal. */
  readonly otherStake: number;
  /** Everyone before the dealer passed: the dealer takes the pot without play (`dealerTakes`), or calls too, and if he passes the pot stays (`dealerCalls`). Research 5.9. */
  readonly allPassed: 'dealerTakes' | 'dealerCalls';
  /** One other stands on his own cards: the dealer must play, take the miss or defend the pot (`defend`), or may give up the stakes (`concede`). Research 5.10. */
  readonly dealerVsLone: 'defend' | 'concede';
  /** Club law: when clubs are turned nobody may pass, and the miss is withdrawn (research 5.25). */
  readonly clubLaw: boolean;
  /** Players who stand may discard and draw from the stock, once (five-card and Irish Loo). */
  readonly exchange: boolean;
  /** The dealer may take the turn-up in his exchange. */
  readonly dealerTakesTrump: boolean;
  /** In a single pot: no miss and the trump is turned only when a player first cannot follow suit. */
  readonly hiddenTrump: boolean;
  /** Pam: none, the knave of clubs, or the knave of trumps ("running Pam"). */
  readonly pam: 'none' | 'clubJack' | 'trumpJack';
  /** Pam is a trump for every purpose (`trump`), or "subject to no laws": playable to any trick, never forced (`free`). Research 5.20. */
  readonly pamStatus: 'trump' | 'free';
  /** "Pam, be civil!" on the lead of the ace of trumps bars Pam from the trick: not at all, unless Pam is the holder's only trump, or always. Research 5.18. */
  readonly pamCivil: 'none' | 'unlessOnlyTrump' | 'strict';
  /** Flushes: none; five of a suit or four and Pam; or three trumps (three-card flush). */
  readonly flush: 'none' | 'five' | 'threeTrumps';
  /** Two flushes of one kind: the higher cards from the top down, then the elder hand (`cards`); or the elder hand (`elder`). Research 5.16. */
  readonly flushTie: 'cards' | 'elder';
  /** Who a flush loos: those who stood, except Pam-holders and weaker flushes, into the next pot (`stood`); or every other player, paid to the flush-holder (`everyone`). Research 5.17. */
  readonly flushLoo: 'stood' | 'everyone';
  /**
   * The lead: holding a trump, lead a trump (`anyTrump`); lead the highest trump (`highestTrump`); at the first
   * lead the highest of two or more trumps, a single low trump need not be led, and at any later lead the
   * highest trump held (`peel`: Peel, "Playing the Hands", research 1.5b, 1.5d: a trick-winner who keeps a trump
   * and does not lead it is looed); any card (`free`). Research 5.5, 5.6.
   */
  readonly lead: 'anyTrump' | 'highestTrump' | 'peel' | 'free';
  /** The holder of the ace of trumps (the king when the ace is turned up) must lead it. Research 5.4. */
  readonly leadAce: boolean;
  /** The lead duties hold at every lead or only at the first. Research 5.7. */
  readonly leadDuty: 'everyTrick' | 'firstTrick';
  /** Follow suit when you can (every source). */
  readonly follow: true;
  /** Head the trick: beat the best card in it when you can (following, and over-trumping). Research 5.2, 5.3. */
  readonly head: boolean;
  /** Void in the suit led: trump only if that beats the trick, else any card (`ifBeats`); trump whenever holding one, over-trumping if able (`always`); no duty (`free`). Research 5.1. */
  readonly trumpWhenVoid: 'ifBeats' | 'always' | 'free';
  /** Undivided Loo: only a player who takes every trick wins the pot; otherwise it stays. */
  readonly undivided: boolean;
  /** A pot that does not divide by the tricks: the first trick winners get one chip more each (`firstWinners`), or the odd chips stay (`carry`). Research 5.8. */
  readonly unevenPot: 'firstWinners' | 'carry';
  /** What a looed player pays: a fixed loo, the pot as played for, or that capped. Research 5.14. */
  readonly loo: 'fixed' | 'pot' | 'capped';
  /** The fixed loo (chips). */
  readonly looChips: number;
  /** The cap of mixed Loo (chips). */
  readonly looCap: number;
  /** Play on after the last round until a deal without a loo (research 5.15). */
  readonly endOfGame: 'untilNoLoo';
}

/** A Loo option key. */
export type LooOptionId = keyof LooOptions;

/** A rule set: options with a citation for every option. */
export interface LooRules {
  /** Stable id, used in notation and i18n (`loo.rules.<id>`). */
  readonly id: string;
  /** The rule set this one changes, if a variant. */
  readonly base: string | null;
  readonly options: LooOptions;
  readonly cite: Readonly<Record<LooOptionId, LooCitation>>;
}

const st = (source: LooSourceId, section?: string): LooCitation =>
  section ? { source, section, evidence: 'stated' } : { source, evidence: 'stated' };
const un = (source: LooSourceId, section?: string): LooCitation => ({ ...st(source, section), unconfirmed: true });
const as = (source: LooSourceId, section?: string): LooCitation =>
  section ? { source, section, evidence: 'assumed' } : { source, evidence: 'assumed' };
const ed = (): LooCitation => ({ source: 'editor', evidence: 'editor' });

type Changes = { readonly [K in LooOptionId]?: readonly [LooOptions[K], LooCitation] };

/** A rule set made from `base` by `changes`, each with its citation. */
export function variant(base: LooRules, id: string, changes: Changes): LooRules {
  const options: Record<string, unknown> = { ...base.options };
  const cite: Record<string, LooCitation> = { ...base.cite };
  for (const [k, v] of Object.entries(changes) as [LooOptionId, readonly [unknown, LooCitation]][]) {
    options[k] = v[0];
    cite[k] = v[1];
  }
  return { id, base: base.id, options: options as unknown as LooOptions, cite: cite as Record<LooOptionId, LooCitation> };
}

/**
 * Three-card Loo as seed 004 gives it: 3 cards and a miss, the dealer stakes 3, single and double pots,
 * play / take the miss / pass, the dealer's cases, trump leads, follow and head, a third per trick, loo 3.
 */
export const threeCard: LooRules = {
  id: 'threeCard',
  base: null,
  options: {
    handSize: 3,
    dealPackets: [1, 1, 1],
    minPlayers: 3,
    maxPlayers: 10,
    miss: true,
    potKinds: 'singleDouble',
    singlePot: 'eldestMiss',
    dealerStake: 3,
    otherStake: 0,
    allPassed: 'dealerTakes',
    dealerVsLone: 'defend',
    clubLaw: false,
    exchange: false,
    dealerTakesTrump: false,
    hiddenTrump: false,
    pam: 'none',
    pamStatus: 'trump',
    pamCivil: 'none',
    flush: 'none',
    flushTie: 'cards',
    flushLoo: 'stood',
    lead: 'anyTrump',
    leadAce: true,
    leadDuty: 'everyTrick',
    follow: true,
    head: true,
    trumpWhenVoid: 'ifBeats',
    undivided: false,
    unevenPot: 'firstWinners',
    loo: 'fixed',
    looChips: 3,
    looCap: 0,
    endOfGame: 'untilNoLoo',
  },
  cite: {
    handSize: st('loo-text', 'Vorbereitung, 3'),
    dealPackets: st('loo-text', 'Vorbereitung, 3'),
    minPlayers: st('loo-text', 'Überblick'),
    maxPlayers: st('loo-text', 'Überblick'),
    miss: st('loo-text', 'Vorbereitung, 3'),
    potKinds: st('loo-text', 'Vorbereitung, 2'),
    singlePot: un('loo-text', 'Mitspielen, Miss nehmen oder passen'),
    dealerStake: st('loo-text', 'Vorbereitung, 2'),
    otherStake: st('loo-text', 'Vorbereitung, 2'),
    allPassed: st('loo-text', 'Mitspielen, Miss nehmen oder passen'),
    dealerVsLone: st('loo-text', 'Mitspielen, Miss nehmen oder passen'),
    clubLaw: st('loo-text', 'Varianten'),
    exchange: st('loo-text', 'Loo mit fünf Karten'),
    dealerTakesTrump: st('loo-text', 'Varianten'),
    hiddenTrump: st('loo-text', 'Varianten'),
    pam: st('loo-text', 'Loo mit fünf Karten'),
    pamStatus: st('loo-text', 'Loo mit fünf Karten'),
    pamCivil: st('loo-text', 'Loo mit fünf Karten'),
    flush: st('loo-text', 'Loo mit fünf Karten'),
    flushTie: st('loo-text', 'Loo mit fünf Karten'),
    flushLoo: st('loo-text', 'Loo mit fünf Karten'),
    lead: st('loo-text', 'Die Stiche'),
    leadAce: st('loo-text', 'Die Stiche'),
    leadDuty: st('loo-text', 'Die Stiche (Beispiel)'),
    follow: st('loo-text', 'Die Stiche'),
    head: st('loo-text', 'Die Stiche'),
    trumpWhenVoid: st('loo-text', 'Die Stiche'),
    undivided: st('loo-text', 'Varianten'),
    unevenPot: as('peel-stakes'),
    loo: st('loo-text', 'Auszahlung'),
    looChips: st('loo-text', 'Auszahlung'),
    looCap: st('loo-text', 'Varianten'),
    endOfGame: st('loo-text', 'Spielende'),
  },
};

/**
 * Five-card Pam-Loo as seed 004 gives it: ante 5, deal 3 then 2, no miss, play or pass, the exchange,
 * Pam (J♣) the highest trump, flushes, "Pam, be civil!", a fifth per trick, loo 5. Four to seven players
 * ("bei mehr reicht der Ziehstapel für das Tauschen nicht"; AMH-140 agrees).
 */
export const fiveCard: LooRules = variant(threeCard, 'fiveCard', {
  handSize: [5, st('loo-text', 'Loo mit fünf Karten')],
  dealPackets: [[3, 2], st('loo-text', 'Loo mit fünf Karten')],
  minPlayers: [4, st('loo-text', 'Loo mit fünf Karten')],
  maxPlayers: [7, st('loo-text', 'Loo mit fünf Karten')],
  miss: [false, st('loo-text', 'Loo mit fünf Karten')],
  potKinds: ['always', st('loo-text', 'Loo mit fünf Karten')],
  dealerStake: [5, st('loo-text', 'Loo mit fünf Karten')],
  exchange: [true, st('loo-text', 'Loo mit fünf Karten')],
  pam: ['clubJack', st('loo-text', 'Loo mit fünf Karten')],
  pamCivil: ['unlessOnlyTrump', st('loo-text', 'Loo mit fünf Karten')],
  flush: ['five', st('loo-text', 'Loo mit fünf Karten')],
  looChips: [5, st('loo-text', 'Loo mit fünf Karten')],
});
const fiveBase = { ...fiveCard, base: null };

// The seed's ten variants.
/** Unlimited Loo: a looed player pays what was in the pot (before the trick shares: research 5.14). */
export const unlimited = variant(threeCard, 'unlimited', { loo: ['pot', st('loo-text', 'Varianten')] });
/** Mixed Loo: unlimited, capped at 30 chips (Peel's 2s 6d). */
export const mixed = variant(threeCard, 'mixed', { loo: ['capped', st('loo-text', 'Varianten')], looCap: [30, st('loo-text', 'Varianten')] });
/** Club law: clubs turned, nobody may pass; the miss is withdrawn (Peel, research 5.25). */
export const clubLaw = variant(threeCard, 'clubLaw', { clubLaw: [true, st('loo-text', 'Varianten')] });
/** Irish Loo: three cards, no miss, no single pot, exchange from the stock. */
export const irish = variant(threeCard, 'irish', {
  miss: [false, st('loo-text', 'Varianten')],
  potKinds: ['always', un('loo-text', 'Varianten')],
  exchange: [true, st('loo-text', 'Varianten')],
  // The turn-up taken by the dealer is a five-card variant; for Irish Loo the text says nothing.
  dealerTakesTrump: [false, ed()],
});
/** Three-card flush: three trumps take the pot without play; everyone else who stood is looed. */
export const threeCardFlush = variant(threeCard, 'threeCardFlush', {
  flush: ['threeTrumps', un('loo-text', 'Varianten')],
  flushLoo: ['stood', un('loo-text', 'Varianten')],
  // Two hands of three trumps: the text does not say; the five-card rule is the site's carry-over.
  flushTie: ['cards', ed()],
});
/** Hidden trump (pagat at second hand): in a single pot, no miss and the trump turned when someone first cannot follow. */
export const hiddenTrump = variant(threeCard, 'hiddenTrump', {
  hiddenTrump: [true, un('loo-text', 'Varianten')],
  // No miss in a single pot: part of the same rule.
  singlePot: ['noMiss', un('loo-text', 'Varianten')],
});
/** Undivided Loo: only a player who takes every trick wins the pot. */
export const undivided = variant(threeCard, 'undivided', { undivided: [true, un('loo-text', 'Varianten')] });
/** Running Pam: Pam is the knave of trumps (Hoyle, Peel and Enquire Within give it "as agreed upon"; the name is the seed's). */
export const runningPam = variant(fiveBase, 'runningPam', { pam: ['trumpJack', st('hoyle-i-173')] });
/** The dealer may take the turn-up in his exchange (five-card). AMH-146 says the contrary. */
export const dealerTakesTrump = variant(fiveBase, 'dealerTakesTrump', { dealerTakesTrump: [true, un('loo-text', 'Varianten')] });
/**
 * Early American rules (pagat at second hand): only the first trick needs a trump lead, no duty to head,
 * Pam playable to any trick (AMH-140 confirms Pam), so no call can bar it. With no duty to head there is
 * none to trump either (the editors' reading of "den Stich schlagen musste man nicht").
 */
export const earlyAmerican = variant(fiveBase, 'earlyAmerican', {
  leadDuty: ['firstTrick', un('loo-text', 'Varianten')],
  head: [false, un('loo-text', 'Varianten')],
  pamStatus: ['free', st('amh-140')],
  // Pam "subject to no laws" may be played to any trick, so "Pam, be civil!" cannot bar it either.
  // The book knows no such call (Pam "subject to no laws"): no call is the editors' reading of its silence.
  pamCivil: ['none', ed()],
  trumpWhenVoid: ['free', ed()],
});

// The other sources' choices where they differ from the seed.
/** Peel, Round Games with Cards: with two or more trumps lead the highest; a loo of 6; a flush collects from everyone. */
export const peel = variant(threeCard, 'peel', {
  lead: ['peel', st('peel-play')],
  looChips: [6, st('peel-desc')],
  unevenPot: ['firstWinners', st('peel-stakes')],
});
/** Enquire Within: no miss in a single pot; the dealer alone against one may give up the stakes; Peel's lead. */
export const enquireWithin = variant(threeCard, 'enquireWithin', {
  singlePot: ['noMiss', st('ew-95')],
  dealerVsLone: ['concede', st('ew-95')],
  lead: ['peel', st('ew-98')],
  // §§97–98 put the duty on the elder hand's lead; "the winner of the trick then leads another card" (research 1.5b).
  leadDuty: ['firstTrick', st('ew-98')],
});
/**
 * Cassell's: lead the highest trump; the dealer stakes 3. The others' stake, "an agreed sum" dividing by 3,
 * is left at the rule text's none: the editors' choice, which the table marks (a French editor read the
 * book's stake in the text and 0 chips in the table, unmarked).
 */
export const cassell = variant(threeCard, 'cassell', {
  lead: ['highestTrump', st('cassell')],
  dealerStake: [3, st('cassell')],
  // The book's "agreed sum" divisible by 3 is no number the game can deal in: played as the rule text's none,
  // and the table shows the book's words (loo.matrixValue.cassell.otherStake; a fact-checker and a German editor
  // read "no source decides" or "assumed" beside the book's own rule).
  otherStake: [0, st('cassell')],
});
/** Five-card after Peel: every player pays the flush-holder a loo. */
export const peelFive = variant(fiveBase, 'peelFive', {
  flushLoo: ['everyone', st('peel-5c')],
  // Peel gives the lead for three-card Loo ("Playing the Hands"); taken over for his five-card game.
  lead: ['peel', as('peel-play')],
});
/** Five-card after Hoyle (Improved and Enlarged): equal flushes go to the elder hand. */
export const hoyleFive = variant(fiveBase, 'hoyleFive', { flushTie: ['elder', st('hoyle-i-174')] });
/** Five-card after pokerwiner: "Pam, be civil!" bars Pam even when it is the only trump. */
export const pokerwinerFive = variant(fiveBase, 'pokerwinerFive', { pamCivil: ['strict', st('pw5')] });

/**
 * The configuration of go_trumpcards' Loo.go that played tests/fixtures/loo-peer-sample.jsonl (its
 * header): 4 players, ante 3 each, five cards, no Pam, no exchange, no flush, no miss; free lead; follow
 * and head (not once the trick is trumped); void: trump, over-trump if able, else still trump; any card
 * only without a trump; each trick floor(pot/5), the rest stays; looed pays the pot; all pass: the pot
 * stays; a lone player takes the pot.
 */
export const peer = variant(fiveBase, 'peer', {
  minPlayers: [4, st('peer')],
  maxPlayers: [4, st('peer')],
  dealerStake: [3, st('peer')],
  otherStake: [3, st('peer')],
  allPassed: ['dealerCalls', st('peer')],
  exchange: [false, st('peer')],
  pam: ['none', st('peer')],
  pamCivil: ['none', st('peer')],
  flush: ['none', st('peer')],
  lead: ['free', st('peer')],
  leadAce: [false, st('peer')],
  trumpWhenVoid: ['always', st('peer')],
  unevenPot: ['carry', st('peer')],
  loo: ['pot', st('peer')],
});

/** Every rule set by id. */
export const LOO_RULES: Readonly<Record<string, LooRules>> = Object.fromEntries(
  [threeCard, fiveCard, unlimited, mixed, clubLaw, irish, threeCardFlush, hiddenTrump, undivided, runningPam, dealerTakesTrump, earlyAmerican, peel, enquireWithin, cassell, peelFive, hoyleFive, pokerwinerFive, peer].map((r) => [r.id, r]),
);

/** The seed's ten variants, by id. */
export const SEED_VARIANTS = ['unlimited', 'mixed', 'clubLaw', 'irish', 'threeCardFlush', 'hiddenTrump', 'undivided', 'runningPam', 'dealerTakesTrump', 'earlyAmerican'] as const;

/**
 * The values a link may give each option (notation.ts), in this order. Numbers are chip counts 0..999.
 * `handSize`, `dealPackets` and the player counts are structural: they come with the rule set.
 */
export const LOO_OPTION_VALUES = {
  miss: [true, false],
  potKinds: ['singleDouble', 'always'],
  singlePot: ['eldestMiss', 'noMiss'],
  dealerStake: 'chips',
  otherStake: 'chips',
  allPassed: ['dealerTakes', 'dealerCalls'],
  dealerVsLone: ['defend', 'concede'],
  clubLaw: [true, false],
  exchange: [true, false],
  dealerTakesTrump: [true, false],
  hiddenTrump: [true, false],
  pam: ['none', 'clubJack', 'trumpJack'],
  pamStatus: ['trump', 'free'],
  pamCivil: ['none', 'unlessOnlyTrump', 'strict'],
  flush: ['none', 'five', 'threeTrumps'],
  flushTie: ['cards', 'elder'],
  flushLoo: ['stood', 'everyone'],
  lead: ['anyTrump', 'highestTrump', 'peel', 'free'],
  leadAce: [true, false],
  leadDuty: ['everyTrick', 'firstTrick'],
  head: [true, false],
  trumpWhenVoid: ['ifBeats', 'always', 'free'],
  undivided: [true, false],
  unevenPot: ['firstWinners', 'carry'],
  loo: ['fixed', 'pot', 'capped'],
  looChips: 'chips',
  looCap: 'chips',
} as const satisfies { readonly [K in LooOptionId]?: readonly LooOptions[K][] | 'chips' };

/** An option a link may change. */
export type LooLinkOption = keyof typeof LOO_OPTION_VALUES;

/** `rules` with one option changed (citation: the editors, since a reader changed it). */
export function withLooOption<K extends LooOptionId>(rules: LooRules, key: K, value: LooOptions[K]): LooRules {
  if (rules.options[key] === value) return rules;
  return {
    ...rules,
    options: { ...rules.options, [key]: value },
    cite: { ...rules.cite, [key]: ed() },
  };
}

/**
 * Whether an option plays any part under these options (the matrix greys out the rest): the miss in a
 * single pot only where there are single pots; the dealer's duty against one player only with a miss; the
 * dealer's turn-up only with an exchange; the hidden trump only where there are single pots; the fixed
 * loo only when the loo is fixed, the cap only when it is capped; Pam's status and "Pam, be civil!"
 * only with a Pam; the flush tie and payment only with flushes; the lead duties' scope only when there is
 * a lead duty. Every other option always applies.
 */
export function looOptionApplies(options: LooOptions, key: LooOptionId): boolean {
  switch (key) {
    case 'singlePot':
      return options.potKinds === 'singleDouble';
    case 'dealerTakesTrump':
      return options.exchange;
    // The dealer's duty against one player concerns the miss (seed 004: play, take the miss or defend the pot);
    // with no miss the dealer may pass like anyone, and the one player takes the pot (rules.ts callTurn).
    case 'dealerVsLone':
      return options.miss;
    case 'looChips':
      return options.loo === 'fixed';
    case 'looCap':
      return options.loo === 'capped';
    case 'pamStatus':
    case 'pamCivil':
      return options.pam !== 'none';
    case 'flushTie':
    case 'flushLoo':
      return options.flush !== 'none';
    // The trump turned face down is a rule of the single pot (seed 004, "Varianten"; rules.ts: hidden only in one).
    case 'hiddenTrump':
      return options.potKinds === 'singleDouble';
    case 'leadDuty':
      return options.lead !== 'free' || options.leadAce;
    default:
      return true;
  }
}
