// @vitest-environment happy-dom
/**
 * A Loo position opened from a link (`/loo/play/?loo=…`), as a component (a reader's report, 2026-12-03:
 * the shared game opened out of sight and the link left the address at once): the game is scrolled into view
 * and its note "Opened from a link" takes focus — unless the reader has already moved focus (the skip link);
 * the `?loo=` stays in the address while the computer players move, and a reload reopens the same game with
 * their moves, until the reader's own first move takes it out. "Link to this position" and Share each carry
 * the same note that the link shows every hand, in every language. The layout, the real scroll and reduced
 * motion are a browser test (tests/e2e/loo-link.spec.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/preact';
import LooPlay from '~/components/loo/Play.tsx';
import { looPlayMessages } from '~/components/loo/play/messages.ts';
import { looRecord, readLooRecord } from '~/components/loo/play/persist.ts';
import { gameFromPosition } from '~/components/loo/play/game.ts';
import { lazyLoaded } from '~/components/lazy.tsx';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { formatCard } from '~/engine/core/cards.ts';
import { applyLooMove, fiveCard, formatLooPosition, looDealSeeded, looHint, parseLooPosition, threeCard, type LooPosition } from '~/engine/loo/index.ts';
import { deal, go } from '../fixtures/loo-helpers.ts';
import { cards } from '~/engine/index.ts';

const LOCALES = ['en', 'de', 'fr', 'ru'] as const;

let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  // The coach is on by default: these tests play moves through without its warnings, so they turn it off as a
  // reader may (the switch's choice is remembered).
  localStorage.setItem('willughby.coach.loo', 'off');
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

/** A fresh three-card deal for 5 in which Anna (the reader) is not first to call: the computer players move first. */
function dealBeforeAnna(seed: number): LooPosition {
  const d = looDealSeeded(seed, { rules: threeCard, players: 5, dealer: 0 });
  if (!d.ok) throw new Error(d.error.code);
  if (d.value.turn === 0) throw new Error('Anna calls first');
  return d.value;
}

/**
 * The first seeded three-card deal for 5 (Emil dealing, `carried` chips carried in, seeds 1 to `seeds` - 1) in which
 * Anna (the reader) calls first and the hint gives `reason`.
 */
function dealWhereHint(reason: string, carried: number, seeds: number): LooPosition {
  for (let seed = 1; seed < seeds; seed++) {
    const d = looDealSeeded(seed, { rules: threeCard, players: 5, dealer: 4, carried });
    if (d.ok && d.value.turn === 0 && looHint(d.value).reason === reason) return d.value;
  }
  throw new Error('no such deal');
}

async function open(lang: string, search: string, before?: () => void) {
  vi.useFakeTimers();
  window.history.replaceState(null, '', `/${lang}/loo/play/${search}`);
  before?.();
  const r = render(<LooPlay lang={lang} messages={looPlayMessages(MESSAGES[lang]!)} />);
  await act(() => lazyLoaded());
  await act(async () => { await vi.advanceTimersByTimeAsync(0); });
  return { w: r.container.querySelector<HTMLElement>('[data-loo-play]')!, unmount: r.unmount };
}

const loo = () => new URL(window.location.href).searchParams.get('loo');
const click = (el: Element | null) => act(() => { fireEvent.click(el!); });

describe('a Loo position opened from a link', () => {
  it('is brought into view, its note focused; the link stays in the address while the computer plays, and a reload reopens the game', async () => {
    const start = dealBeforeAnna(7);
    const text = formatLooPosition(start);
    const first = await open('en', `?loo=${text}`);
    let w = first.w;
    expect(w.getAttribute('data-position')).toBe(text);
    // The widget (not the page's top, not the trainer) is scrolled to; the note says where the deal came from.
    expect(scrolled).toContain(w);
    const note = w.querySelector('[data-from-link]');
    expect(note?.textContent).toMatch(/Opened from a link/);
    expect(document.activeElement).toBe(note);
    expect(loo()).toBe(text);
    // The computer players call until it is Anna's turn; the address still reopens the link.
    for (let i = 0; i < 50 && !w.querySelector('[data-my-call]'); i++) await act(async () => { await vi.advanceTimersByTimeAsync(500); });
    expect(w.querySelector('[data-my-call]')).not.toBeNull();
    const now = w.getAttribute('data-position')!;
    expect(now).not.toBe(text);
    expect(loo()).toBe(text);
    // A reload (a new widget, the same tab and address) comes back to the game as it stands, not the bare link.
    first.unmount();
    ({ w } = await open('en', `?loo=${text}`));
    expect(w.getAttribute('data-position')).toBe(now);
    expect(loo()).toBe(text);
    // The reader's own move: the address no longer carries the deal (it would show every hand).
    await click(w.querySelector('[data-my-call]'));
    expect(loo()).toBeNull();
  });

  it('leaves focus where the reader put it (the skip link), and still brings the game into view', async () => {
    const skip = document.createElement('a');
    skip.href = '#main';
    skip.textContent = 'Skip to content';
    const text = formatLooPosition(dealBeforeAnna(7));
    const { w } = await open('en', `?loo=${text}`, () => {
      document.body.append(skip);
      skip.focus();
    });
    expect(document.activeElement).toBe(skip);
    expect(scrolled).toContain(w);
  });

  it('a deal dealt by the reader does not scroll the page to the widget, nor put a link in the address', async () => {
    const { w } = await open('en', '');
    await click(w.querySelector('[data-action="start"]'));
    await act(() => lazyLoaded());
    expect(w.querySelector('[data-game="playing"]')).not.toBeNull();
    expect(scrolled).not.toContain(w);
    expect(loo()).toBeNull();
  });

  it('the quick pace can be chosen on the set-up, and the deal keeps it (a German newcomer looked for it there)', async () => {
    const { w } = await open('en', '');
    const before = w.querySelector<HTMLInputElement>('[data-quick]')!;
    expect(before.checked).toBe(false);
    await act(() => { fireEvent.click(before); });
    await click(w.querySelector('[data-action="start"]'));
    await act(() => lazyLoaded());
    expect(w.querySelector('[data-game="playing"]')).not.toBeNull();
    expect(w.querySelector<HTMLInputElement>('[data-quick]')!.checked).toBe(true);
  });

  // An English newcomer changed a pass to a play in a five-card link: the refusal was clear, but the fresh deal
  // was three-card Loo.
  it('a link that cannot be opened is answered with a fresh deal under the rules it names, for its players', async () => {
    const d = looDealSeeded(7, { rules: fiveCard, players: 4, dealer: 1 });
    if (!d.ok) throw new Error(d.error.code);
    const text = formatLooPosition(d.value);
    // The first card of the hands written twice: a duplicate, so the deal cannot be read.
    const f = text.split('_');
    const first = f[3]!.slice(0, 2);
    f[3] = `${first}${first}${f[3]!.slice(4)}`;
    const { w } = await open('en', `?loo=${f.join('_')}`);
    expect(w.querySelector('[data-address-error]')).not.toBeNull();
    const game = w.querySelector('[data-game="playing"]')!;
    expect(game).not.toBeNull();
    // Five-card Loo (seed 004: five cards each), four players as in the link.
    expect(w.querySelector('[data-deal-progress]')!.parentElement!.textContent).toContain('Five-card');
    expect(w.querySelector('[data-deal-progress]')!.textContent).toBe('Deal 1 of at least 4');
  });

  // A French editor opened a five-player link cut short inside its hands and was dealt a game for three (the two
  // hands left, raised to the least): a cut list of hands does not say how many there were.
  it('a link cut off inside its hands is answered with a deal for the usual five players', async () => {
    const d = looDealSeeded(7, { rules: fiveCard, players: 5, dealer: 1 });
    if (!d.ok) throw new Error(d.error.code);
    const f = formatLooPosition(d.value).split('_');
    const cut = `${f.slice(0, 3).join('_')}_${f[3]!.split('-').slice(0, 2).join('-')}`;
    const { w } = await open('en', `?loo=${cut}`);
    expect(w.querySelector('[data-address-error]')).not.toBeNull();
    expect(w.querySelector('[data-deal-progress]')!.parentElement!.textContent).toContain('Five-card');
    expect(w.querySelector('[data-deal-progress]')!.textContent).toBe('Deal 1 of at least 5');
  });

  it('the tab’s record keeps the link only while it is the game’s, and reads it back', () => {
    const pos = dealBeforeAnna(7);
    const game = gameFromPosition(pos, 'sound', 5);
    const text = formatLooPosition(pos);
    expect(readLooRecord(JSON.parse(JSON.stringify(looRecord('threeCard', 5, 'sound', game, text))))?.link).toBe(text);
    expect(readLooRecord(looRecord('threeCard', 5, 'sound', game))?.link).toBeUndefined();
    expect(looRecord('threeCard', 5, 'sound', null, text).link).toBeUndefined();
  });
});

for (const lang of LOCALES) {
  it(`${lang}: "Link to this position" and Share both carry the note that the link shows every hand`, async () => {
    const { w } = await open(lang, `?loo=${formatLooPosition(dealBeforeAnna(7))}`);
    const note = w.querySelector('[data-reveals]')!;
    const m = MESSAGES[lang]!.loo.play as unknown as { share: { note: string; button: string } };
    expect(note.textContent).toBe(m.share.note);
    for (const sel of ['[data-link]', '[data-action="share-position"]']) {
      const el = w.querySelector(sel)!;
      expect(el.getAttribute('aria-describedby')).toBe(note.id);
    }
    expect(w.querySelector('[data-action="share-position"]')!.textContent).toBe(m.share.button);
  });
}

// An English reader's five-card deal said that the link shows "the miss", which five-card Loo does not deal.
for (const lang of LOCALES) {
  it(`${lang}: under rules without a miss the note names every hand and the stock only`, async () => {
    const d = looDealSeeded(7, { rules: fiveCard, players: 5, dealer: 0 });
    if (!d.ok) throw new Error(d.error.code);
    const { w } = await open(lang, `?loo=${formatLooPosition(d.value)}`);
    const m = MESSAGES[lang]!.loo.play as unknown as { share: { note: string; noteNoMiss: string } };
    expect(w.querySelector('[data-reveals]')!.textContent).toBe(m.share.noteNoMiss);
    expect(m.share.noteNoMiss).not.toBe(m.share.note);
  });
}

// The same reader was told, in three-card Loo, that "a flush" makes a hand worth playing; a Russian newcomer holding
// Pam read "a trump from the king up, or a flush" and could not tell which he held. The hint names the reason in
// the hand: here the king or ace of trumps, by name.
it('three-card Loo: the hint to play a strong hand names the high trump held, and no flush', async () => {
  const pos = dealWhereHint('strongHand', 6, 500);
  // The reader's king or ace of trumps, found by the test's own reading of the notation ("KH": rank, suit).
  const words: Record<string, string> = { K: 'king', A: 'ace', h: 'hearts', d: 'diamonds', s: 'spades', c: 'clubs' };
  const trumpSuit = formatCard(pos.turnUp!).slice(-1).toLowerCase();
  const high = pos.hands[0]!.map((c) => formatCard(c)).filter((c) => /^[KA]/.test(c) && c.slice(-1).toLowerCase() === trumpSuit).sort()[0]!;
  expect(high).toBeDefined();
  const { w } = await open('en', `?loo=${formatLooPosition(pos)}`);
  await click(w.querySelector('[data-action="hint"]'));
  const hint = w.querySelector('[data-hint="strongHand"]')!.textContent!;
  expect(hint).toContain(`Worth playing: you hold the ${words[high[0]!]} of ${words[high.slice(-1).toLowerCase()]}, a trump from the king up.`);
  expect(hint).not.toMatch(/flush/);
  // The hint says it is a beginners' rule of thumb, not the analysis's simulation (a French reader was hinted
  // to pass while "Analyse" rated taking the miss best, with nothing to say which to trust).
  expect(hint).toMatch(/^Beginners’ tip: /);
});

it('five-card Loo: the hint to play a hand with Pam says that Pam is the reason, in every language', async () => {
  let pos: LooPosition | null = null;
  for (let seed = 1; seed < 2000 && !pos; seed++) {
    const d = looDealSeeded(seed, { rules: fiveCard, players: 5, dealer: 4, carried: 5 });
    if (d.ok && d.value.turn === 0 && !d.value.trumpHidden && d.value.hands[0]!.includes(d.value.pam) && looHint(d.value).reason === 'strongHand') pos = d.value;
  }
  expect(pos).not.toBeNull();
  for (const lang of ['en', 'ru']) {
    const { w, unmount } = await open(lang, `?loo=${formatLooPosition(pos!)}`);
    await click(w.querySelector('[data-action="hint"]'));
    const hint = w.querySelector('[data-hint="strongHand"]')!.textContent!;
    expect(hint).toContain(MESSAGES[lang]!.loo.play.hints.strongHandPam);
    if (lang === 'en') expect(hint).toContain('you hold Pam');
    unmount();
  }
});

// An English newcomer, dealing five-card Loo, was hinted to play "as the tricks outweigh the loo" and found every
// choice rated a loss: the dealer's stake is in the pot whatever the call (seed 004, "Einsätze"), which the hint now
// says. Seed 2, Anna dealing, the others' calls made as the careful players make them. The hint no longer says that
// playing "loses the least": an English newcomer saw Analyse rate it a gain.
it('the dealer told to play by a rough count is told why passing shows a loss', async () => {
  const d = looDealSeeded(2, { rules: fiveCard, players: 5, dealer: 0 });
  if (!d.ok) throw new Error(d.error.code);
  let p = d.value;
  while (p.phase === 'call' && p.turn !== 0) {
    const r = applyLooMove(p, looHint(p).move);
    if (!r.ok) throw new Error(r.error.code);
    p = r.value.position;
  }
  expect(looHint(p).reason).toBe('worthPlaying');
  const { w } = await open('en', `?loo=${formatLooPosition(p)}`);
  await click(w.querySelector('[data-action="hint"]'));
  const hint = w.querySelector('[data-hint]')!.textContent!;
  expect(hint).toContain('As dealer, your stake is in the pot whatever you call, so passing would show it as a loss: compare the choices with one another, not with zero.');
  expect(hint).not.toMatch(/loses the least/);
});

// An English reader was hinted to pass and then warned by the coach that passing cost 1.1 chips: where the
// coach's numbers find the tip's move clearly worse, the hint says so (as Laugh and Lie Down's does). Seed 2,
// Emil dealing into a carried 6: Anna's hand is judged worth playing, and the numbers rate the miss about a chip
// better.
it('the hint adds what the numbers say when they find the tip’s move clearly worse', async () => {
  const d = looDealSeeded(2, { rules: threeCard, players: 5, dealer: 4, carried: 6 });
  if (!d.ok) throw new Error(d.error.code);
  expect(looHint(d.value).reason).toBe('worthPlaying');
  const { w } = await open('en', `?loo=${formatLooPosition(d.value)}`);
  await click(w.querySelector('[data-action="hint"]'));
  await act(async () => { await import('~/engine/loo/coachCost.ts'); });
  for (let i = 0; i < 20 && !w.querySelector('[data-hint-numbers]'); i++) await act(async () => { await Promise.resolve(); });
  // The numbers' choice comes first, the tip after it (an English and a French newcomer followed the tip and were
  // warned by the coach at once).
  const hint = w.querySelector('[data-hint]')!.textContent!;
  expect(hint).toMatch(/^By the numbers, a choice other than the tip’s is better here: .+, worth about \d\.\d chips more a deal on average \([\d,]+ simulated deals for each choice\)\. The beginners’ tip, /);
  // … and the tip says it is outweighed before it names its move, as what it would choose (a Russian newcomer did
  // what the tip said; an English one took the tip's "play" for the answer while the outweighing came last).
  expect(hint).toMatch(/ The beginners’ tip, outweighed here by the numbers, would choose: play\. /);
  // The numbers in bold, the tip set aside in the muted colour (a Russian newcomer's eye went to the tip).
  expect(w.querySelector('[data-hint-numbers]')!.tagName).toBe('STRONG');
  expect(w.querySelector('[data-hint] .loo-play__tip-aside')!.textContent).toMatch(/^The beginners’ tip, outweighed/);
});

// An English reader had "Analyse my last choice" rate a call the rules forced. In a single pot everyone but
// eldest must play (seed 004, "Mitspielen"): with Ben dealing, Carla is eldest and Anna's only call is to play.
it('a forced call is not offered for analysis afterwards', async () => {
  const d = looDealSeeded(3, { rules: threeCard, players: 5, dealer: 1, carried: 0 });
  if (!d.ok) throw new Error(d.error.code);
  const { w } = await open('en', `?loo=${formatLooPosition(d.value)}`);
  for (let i = 0; i < 40 && !w.querySelector('[data-my-call]'); i++) await act(async () => { await vi.advanceTimersByTimeAsync(500); });
  const calls = w.querySelectorAll('[data-my-call]');
  expect(calls).toHaveLength(1);
  await click(calls[0]!);
  for (let i = 0; i < 4; i++) await act(async () => { await vi.advanceTimersByTimeAsync(500); });
  expect(w.querySelector('[data-action="analyse-last"]')).toBeNull();
});

// A French newcomer could not tell whether the game lets the reader call "Pam, be civil!": no test covered it.
// A five-card deal played on at random until Anna leads holding the ace of trumps without Pam (seed 004, "Pam,
// sei höflich!"): the game offers the call as a checkbox, and a lead of the ace with it checked is a civil lead.
const CIVIL = {
  en: { box: /Pam, be civil!/, log: /You lead the .+ and call “Pam, be civil!”/ },
  de: { box: /Pam, sei höflich!/, log: /Du spielst .+ aus und rufst „Pam, sei höflich!“/ },
  fr: { box: /Pam, sois poli\s?!/, log: /Vous entamez (?:le |la |l’).+ en lançant «\s?Pam, sois poli\s?!\s?»/ },
  ru: { box: /Пам, будь вежлив!/, log: /Вы заходите с козырного туза .+ и говорите: «Пам, будь вежлив!»/ },
} as const;
it.each(LOCALES)('%s: five-card Loo: leading the ace of trumps without Pam, the reader may call “Pam, be civil!”', async (lang) => {
  const { legalLooMoves, applyLooMove, randomLooMove } = await import('~/engine/loo/index.ts');
  const { seededRng } = await import('~/engine/core/random.ts');
  let pos: LooPosition | null = null;
  for (let seed = 1; seed < 3000 && !pos; seed++) {
    const d = looDealSeeded(seed, { rules: fiveCard, players: 5, dealer: 4, carried: 6 });
    if (!d.ok) continue;
    let p = d.value;
    const rng = seededRng(seed);
    for (let i = 0; i < 60 && p.turn !== null; i++) {
      if (p.phase === 'play' && p.turn === 0 && p.trick.length === 0 && legalLooMoves(p).some((l) => l.move.type === 'play' && l.move.civil === true)) {
        pos = p;
        break;
      }
      // Anna stays in, so that she may lead later.
      const m = p.phase === 'call' && p.turn === 0 ? ({ type: 'call', player: 0, call: 'play' } as const) : randomLooMove(p, rng);
      const r = m && applyLooMove(p, m);
      if (!r || !r.ok) break;
      p = r.value.position;
    }
  }
  if (!pos) throw new Error('no such deal');
  const ace = legalLooMoves(pos).find((l) => l.move.type === 'play' && l.move.civil === true)!.move as { card: number };
  const { w } = await open(lang, `?loo=${formatLooPosition(pos)}`);
  const box = w.querySelector<HTMLInputElement>('[data-civil]');
  expect(box).not.toBeNull();
  expect(box!.closest('label')!.textContent).toMatch(CIVIL[lang].box);
  await click(box);
  await click(w.querySelector(`[data-hand-card="${formatCard(ace.card, { style: 'upper' })}"]`));
  // The log tells the lead with the call (`loo.narr.leadCivil`), and the call is no longer offered.
  // The log speaks to the reader about their own moves (a French newcomer looked for whose moves « Anna » made; a
  // Russian one found «Анна (вы) ходит» stiff).
  expect(w.querySelector('[data-narration]')!.textContent!.replace(/[\u00a0\u202f]/g, ' ')).toMatch(CIVIL[lang].log);
  expect(w.querySelector('[data-civil]')).toBeNull();
});

// A German reader followed "play on from here" at step 2 of the worked example "A payout from a double pot",
// where Anna (the reader's seat) has passed, and watched the others with no word of why nothing came to them.
describe('the reader’s seat has passed', () => {
  const E2 = 'loo1_threeCard_d4c6_2c3c4c-6h7h8h-As3hKs-5c6c8c-7c9hQd_3d4d5d_2s_0n';
  const want = { en: 'You passed, so you sit this deal out.', de: 'Du hast gepasst und setzt diese Runde aus.', fr: 'Vous avez passé', ru: 'Вы спасовали' } as const;
  for (const lang of LOCALES) {
    it(lang, async () => {
      const { w } = await open(lang, `?loo=${E2}`);
      expect(w.querySelector('[data-status]')!.textContent).toContain(want[lang]);
    });
  }
});

// The coach speaks only before a move the numbers find costly (an English newcomer was warned against the jack of
// trumps, "the ace is sure to win this one", right after the numbers had warned against the ace). Anna's first lead
// in five-card Loo, spades trumps: she holds Pam (J♣), sure to win the trick, and the 3♠, which is not; no other
// hand holds a spade, so the 3♠ wins too, and keeping Pam costs nothing: the 3♠ is played without a warning.
it('the coach stays silent before a card the numbers do not find costly, though another card was sure to win', async () => {
  const { looSetup, parseLooMove, applyLooMove } = await import('~/engine/loo/index.ts');
  const { cards } = await import('~/engine/index.ts');
  const r = looSetup({
    rules: fiveCard,
    dealer: 3,
    hands: ['JC 3S 4D 5D 6D', 'TH JH QH KH 7D', '2H 3H 4H 5H 2D', '6H 7H 8H 9H 3D'].map((h) => cards(h)),
    miss: [],
    turnUp: cards('7S')[0]!,
    carried: 0,
  });
  if (!r.ok) throw new Error(r.error.code);
  let pos = r.value;
  for (const m of '0y 1y 2y 3y 0x 1x 2x 3x'.split(' ')) {
    const mv = parseLooMove(m);
    if (!mv.ok) throw new Error(m);
    const s = applyLooMove(pos, mv.value);
    if (!s.ok) throw new Error(s.error.code);
    pos = s.value.position;
  }
  const start = formatLooPosition(pos);
  const { w } = await open('en', `?loo=${start}`, () => localStorage.setItem('willughby.coach.loo', 'on'));
  // The coach's numbers are loaded and computed for real (a dynamic import): real timers while they come.
  vi.useRealTimers();
  await click(w.querySelector('[data-hand-card="3S"]'));
  for (let i = 0; i < 200 && w.getAttribute('data-position') === start && !w.querySelector('[data-coach-warning]'); i++) await act(() => new Promise((ok) => setTimeout(ok, 25)));
  expect(w.querySelector('[data-coach-warning]')).toBeNull();
  expect(w.getAttribute('data-position')).not.toBe(start);
});

// A German newcomer followed the hint ("play") and was then warned against playing: when the reader's call is the
// beginners' tip itself and the numbers find it costly in this deal, the warning says so. Seed 2, three-card Loo for
// five, Emil dealing, 6 chips carried: the hint says play (the hand may win more than the loo it risks); the coach's
// numbers at the game's level rate playing about a chip below the best call.
it('the coach says when the call it warns against is the beginners’ tip', async () => {
  const d = looDealSeeded(2, { rules: threeCard, players: 5, dealer: 4, carried: 6 });
  if (!d.ok) throw new Error(d.error.code);
  const start = formatLooPosition(d.value);
  const { w } = await open('en', `?loo=${start}`, () => localStorage.setItem('willughby.coach.loo', 'on'));
  vi.useRealTimers();
  const play = [...w.querySelectorAll('[data-my-call]')].find((b) => b.getAttribute('data-my-call') === 'play')!;
  await click(play);
  for (let i = 0; i < 200 && !w.querySelector('[data-coach-warning]'); i++) await act(() => new Promise((ok) => setTimeout(ok, 25)));
  expect(w.querySelector('[data-coach-warning]')!.textContent).toContain('Your choice follows the tip, which holds on average; in this deal the numbers favour another choice.');
});

// A German newcomer threw out Pam, and kept all five cards against the hint, and the coach said nothing: it did
// not weigh exchanges. Five-card Loo, seed 2, Emil dealing into a carried 6, every call as the hint makes it: Anna
// exchanges first, and keeping all her cards rates clearly behind the best exchange.
it('the coach weighs an exchange: keeping every card where the numbers favour throwing some out', async () => {
  const { applyLooMove } = await import('~/engine/loo/index.ts');
  const { looCoachCost } = await import('~/engine/loo/coachCost.ts');
  const d = looDealSeeded(2, { rules: fiveCard, players: 5, dealer: 4, carried: 6 });
  if (!d.ok) throw new Error(d.error.code);
  let pos = d.value;
  while (pos.phase !== 'exchange') {
    const r = applyLooMove(pos, looHint(pos).move);
    if (!r.ok) throw new Error(r.error.code);
    pos = r.value.position;
  }
  expect(pos.turn).toBe(0);
  const keepAll = { type: 'exchange', player: 0, discard: [] } as const;
  const costly = looCoachCost(pos, keepAll, { level: 'sound' });
  expect(costly).not.toBeNull();
  expect(costly!.better.move.type).toBe('exchange');
  const { w } = await open('en', `?loo=${formatLooPosition(pos)}`, () => localStorage.removeItem('willughby.coach.loo'));
  const press = w.querySelector<HTMLButtonElement>('[data-action="exchange"]')!;
  expect(press.textContent).toMatch(/keep/i);
  await act(async () => { fireEvent.click(press); });
  for (let i = 0; i < 40 && !w.querySelector('[data-coach-warning]'); i++) await act(async () => { await vi.advanceTimersByTimeAsync(50); });
  const warning = w.querySelector('[data-coach-warning]')!;
  expect(warning).not.toBeNull();
  expect(warning.textContent).toMatch(/less than the best choice/);
  // Nothing was played while the coach waits: Anna is still to exchange.
  expect(w.querySelector('[data-action="exchange"]')).not.toBeNull();
});

// A German newcomer led the ace of trumps without "Pam, be civil!", lost the trick to Pam, and the coach had said
// nothing. The call costs the leader nothing: the coach names it whenever it is open and Pam may be out.
describe('the coach and "Pam, be civil!"', () => {
  async function civilLead(): Promise<{ pos: LooPosition; ace: number }> {
    const { legalLooMoves, applyLooMove, randomLooMove } = await import('~/engine/loo/index.ts');
    const { seededRng } = await import('~/engine/core/random.ts');
    for (let seed = 1; seed < 3000; seed++) {
      const d = looDealSeeded(seed, { rules: fiveCard, players: 5, dealer: 4, carried: 6 });
      if (!d.ok) continue;
      let p = d.value;
      const rng = seededRng(seed);
      for (let i = 0; i < 60 && p.turn !== null; i++) {
        const civil = p.phase === 'play' && p.turn === 0 && p.trick.length === 0 ? legalLooMoves(p).find((l) => l.move.type === 'play' && l.move.civil === true) : undefined;
        if (civil) return { pos: p, ace: (civil.move as { card: number }).card };
        const m = p.phase === 'call' && p.turn === 0 ? ({ type: 'call', player: 0, call: 'play' } as const) : randomLooMove(p, rng);
        const r = m && applyLooMove(p, m);
        if (!r || !r.ok) break;
        p = r.value.position;
      }
    }
    throw new Error('no such deal');
  }
  it('the engine: a lead of the ace without the call is named, with it or holding Pam it is not', async () => {
    const { looCoachLead } = await import('~/engine/loo/index.ts');
    const { pos, ace } = await civilLead();
    expect(pos.hands[0]!.includes(pos.pam)).toBe(false);
    expect(looCoachLead(pos, { type: 'play', player: 0, card: ace })).toEqual({ kind: 'notCivil', card: ace });
    expect(looCoachLead(pos, { type: 'play', player: 0, card: ace, civil: true })).toBeNull();
    const other = pos.hands[0]!.find((c) => c !== ace)!;
    expect(looCoachLead(pos, { type: 'play', player: 0, card: other })).toBeNull();
    // Holding Pam herself, Anna has nothing to fear from it (the same lead, Pam swapped into her hand).
    const withPam = { ...pos, hands: pos.hands.map((h, q) => (q === 0 ? h.map((c) => (c === other ? pos.pam : c)) : h.filter((c) => c !== pos.pam))) };
    expect(looCoachLead(withPam as LooPosition, { type: 'play', player: 0, card: ace })).toBeNull();
  });
  it.each(LOCALES)('%s: the game warns before the lead without the call', async (lang) => {
    const { pos, ace } = await civilLead();
    const { w } = await open(lang, `?loo=${formatLooPosition(pos)}`, () => localStorage.removeItem('willughby.coach.loo'));
    await click(w.querySelector(`[data-hand-card="${formatCard(ace, { style: 'upper' })}"]`));
    for (let i = 0; i < 40 && !w.querySelector('[data-coach-warning]'); i++) await act(async () => { await vi.advanceTimersByTimeAsync(50); });
    const text = w.querySelector('[data-coach-warning]')!.textContent!.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(MESSAGES[lang]!.coach.notCivil.replace(/[\u00a0\u202f]/g, ' '));
  });
});

// A German and a Russian newcomer, eldest hand in a single pot, read "A single pot: everyone must play" beside the
// button to take the miss, which eldest may. The hint now says why playing is still the call.
it('a single pot: the eldest hand’s hint to play does not deny the miss', async () => {
  const pos = dealWhereHint('singlePot', 0, 400);
  const { w } = await open('en', `?loo=${formatLooPosition(pos)}`);
  expect(w.querySelector('[data-my-call="miss"]')).not.toBeNull();
  await click(w.querySelector('[data-action="hint"]'));
  const text = w.querySelector('[data-hint]')!.textContent!;
  expect(text).toContain(MESSAGES.en!.loo.play.hints.singlePotMiss);
  expect(text).not.toContain(MESSAGES.en!.loo.play.hints.singlePot);
});

// A Russian newcomer on a busy machine chose five-card Loo for 4 soon after the page loaded, before its scripts had
// run, and was dealt three-card Loo for 5 in 2 runs of 12: the menus held the choice, the widget's state did not.
it('deals the rules, players and level the set-up menus show, even where the widget’s state missed the change', async () => {
  const { w } = await open('en', '');
  const set = (field: string, value: string) => { w.querySelector<HTMLSelectElement>(`select[data-field="${field}"]`)!.value = value; };
  // No event: as a choice made before the widget woke up, which only the page kept.
  set('rules', 'fiveCard');
  const players = w.querySelector<HTMLSelectElement>('select[data-field="players"]')!;
  players.value = '4';
  expect(players.value).toBe('4');
  set('level', 'plain');
  await click(w.querySelector('[data-action="start"]'));
  for (let i = 0; i < 20 && !w.querySelector('[data-game="playing"]'); i++) await act(async () => { await vi.advanceTimersByTimeAsync(100); });
  const position = parseLooPosition(w.getAttribute('data-position')!);
  if (!position.ok) throw new Error(position.error.code);
  expect(position.value.rules.id).toBe('fiveCard');
  expect(position.value.players).toBe(4);
  // Five cards to each of the four players.
  expect(position.value.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
});

// A Russian editor, at the five-card exchange with neither a trump nor Pam, was told to throw out all five cards and
// to "keep Pam and the trumps". Spades are trumps (the five turned up); Anna, eldest, holds no spade and not the
// jack of clubs.
it('the exchange hint does not tell a hand without trumps or Pam to keep them', async () => {
  const p = go(deal(fiveCard, { dealer: 3, up: '5S', hands: ['2C 3D 6H 7C 9D', 'JC 9S AD 3H KC', 'KH QH 6D 7D 2S', '2H 4H 8H 9H TH'] }), '0y 1y 2y 3n');
  expect(p.turn).toBe(0);
  expect(looHint(p).reason).toBe('discardLow');
  const words = { en: 'No trump and no Pam to keep', ru: 'Ни козырей, ни Пама у вас нет' } as const;
  for (const lang of ['en', 'ru'] as const) {
    const { w, unmount } = await open(lang, `?loo=${formatLooPosition(p)}`);
    await click(w.querySelector('[data-action="hint"]'));
    const hint = w.querySelector('[data-hint]')!.textContent!.replace(/\u00a0/g, ' ');
    expect(hint).toContain(words[lang]);
    expect(hint).not.toContain(lang === 'en' ? 'keep Pam and the trumps' : 'Пама и козыри оставьте');
    unmount();
  }
});

// A German newcomer, hinted to play the two of trumps to a trick that could not be won, read in the same line "keep
// your trumps". Spades are trumps; Dan leads the ace of spades and Anna may play only her two and three of spades.
it('the hint for a trump to a trick that cannot be won does not tell the reader to keep the trumps', async () => {
  const p = go(deal(threeCard, { dealer: 2, up: '5S', hands: ['2S 3S 4H', '6C 7C 8C', '9D TD JD', 'AS KD QD'], miss: '2C 3C 4C' }), '3y 0y 1y 2y 3As');
  expect(p.turn).toBe(0);
  expect(looHint(p)).toMatchObject({ reason: 'cannotWin', move: { card: cards('2S')[0] } });
  const { w, unmount } = await open('en', `?loo=${formatLooPosition(p)}`);
  await click(w.querySelector('[data-action="hint"]'));
  const hint = w.querySelector('[data-hint]')!.textContent!;
  expect(hint).toContain('here the lowest trump you may play');
  expect(hint).not.toContain('keep your trumps');
  unmount();
});
