// @vitest-environment happy-dom
/**
 * Loo positions (issue 16): a deal built in the editor, explored with every legal move and its rule, a
 * forbidden card refused with its reason, and the position reopened from its address. The deal is the
 * rule text's example E1 (seed 004, "Beispiele"): hearts are trumps and Anna, holding the 6♥, must lead a
 * trump, so her K♠ is refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { LOO_RULES } from '~/engine/loo/options.ts';
import LooPositions from '~/components/loo/positions/LooPositions.tsx';
import { MESSAGES, lldPlayers } from '~/i18n/gameMessages.ts';
import { applyLooMove, formatLooPosition, legalLooMoves, looDealSeeded, parseLooPosition } from '~/engine/loo/index.ts';

const messages = (l: string) => {
  const m = MESSAGES[l]!;
  return { players: lldPlayers(m), cards: m.cards, loo: m.loo };
};

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** Puts the cards (notation) into the editor's target `spot`. */
function place(c: Element, spot: string, cards: string[]) {
  fireEvent.click(c.querySelector(`input[name="lpos-target"][value="${spot}"]`)!);
  for (const k of cards) fireEvent.click(c.querySelector(`[data-lpos-edit-card="${k}"]`)!);
}

describe('<LooPositions>', () => {
  // A German reader took Dan's “D” on the queen (D, Dame) for a rank letter: a card's place is now an
  // inverted tag (lpos__mark, not the card's rank letter), and each place in the list carries its tag.
  it('marks a card’s place with a tag that the list of places explains (German: D is Dan’s, beside the queen’s D)', () => {
    const { container } = render(<LooPositions lang="de" messages={messages('de')} />);
    fireEvent.click(container.querySelector('[data-lpos-tab="edit"]')!);
    fireEvent.click(container.querySelector('[data-action="lpos-clear"]')!);
    place(container, 'h3', ['Qd']);
    const tag = container.querySelector('[data-lpos-edit-card="Qd"] .lpos__mark')!;
    expect(tag.textContent).toBe('D');
    const dan = container.querySelector('input[name="lpos-target"][value="h3"]')!.closest('label')!;
    expect(dan.querySelector('.lpos__mark')!.textContent).toBe('D');
    expect(dan.textContent).toContain('Dan');
    // Stock cards carry no tag.
    expect(container.querySelector('[data-lpos-edit-card="Qs"] .lpos__mark')).toBeNull();
  });
  // An English newcomer dealt at random, switched to five-card Loo and found three-card hands and the miss
  // still laid out (49 cards in the places, the miss marked with no miss to choose).
  it('another rule set: another hand size deals afresh; the same size keeps the hands, and a miss it lacks goes back to the stock', () => {
    window.history.replaceState(null, '', '/en/loo/play/');
    const { container } = render(<LooPositions lang="en" messages={messages('en')} />);
    fireEvent.click(container.querySelector('[data-lpos-tab="edit"]')!);
    fireEvent.click(container.querySelector('[data-action="lpos-random"]')!);
    const spots = () => [...container.querySelectorAll('[data-lpos-edit-card]')].map((b) => b.getAttribute('data-spot')!);
    expect(spots().filter((s) => s === 'm')).toHaveLength(3);
    fireEvent.change(container.querySelector('#lpos-rules')!, { target: { value: 'fiveCard' } });
    // Five-card Loo (seed 004, Pam-Loo): five cards each, no miss, one turn-up, the rest the stock.
    const five = spots();
    expect(five.filter((s) => s === 'm')).toHaveLength(0);
    for (let p = 0; p < 5; p++) expect(five.filter((s) => s === `h${p}`)).toHaveLength(5);
    expect(five.filter((s) => s === 'u')).toHaveLength(1);
    expect(five.filter((s) => s === 'x')).toHaveLength(52 - 25 - 1);
    expect(container.querySelector('input[name="lpos-target"][value="m"]')).toBeNull();
    expect(container.querySelector('[data-lpos-valid]')!.getAttribute('data-lpos-valid')).toBe('true');
    // Back to three-card, then to a three-card set without a miss: the hands stay, the miss goes to the stock.
    fireEvent.change(container.querySelector('#lpos-rules')!, { target: { value: 'threeCard' } });
    const three = spots();
    expect(three.filter((s) => s === 'm')).toHaveLength(3);
    const noMiss = Object.values(LOO_RULES).find((r) => r.options.handSize === 3 && !r.options.miss && r.id !== 'peer')!;
    fireEvent.change(container.querySelector('#lpos-rules')!, { target: { value: noMiss.id } });
    const after = spots();
    expect(after.filter((s) => s === 'm')).toHaveLength(0);
    three.forEach((s, i) => expect(after[i]).toBe(s === 'm' ? 'x' : s));
  });
  // A QA tester's screen reader announced "tab 1 of 2", and the arrow keys did nothing.
  it('the tabs answer the arrow keys, Home and End, with one of them in the Tab order', () => {
    window.history.replaceState(null, '', '/en/loo/play/');
    const { container } = render(<LooPositions lang="en" messages={messages('en')} />);
    const tab = (m: string) => container.querySelector(`[data-lpos-tab="${m}"]`)!;
    expect([tab('explore').getAttribute('tabindex'), tab('edit').getAttribute('tabindex')]).toEqual(['0', '-1']);
    fireEvent.keyDown(tab('explore'), { key: 'ArrowRight' });
    expect(tab('edit').getAttribute('aria-selected')).toBe('true');
    expect(container.querySelector('[role="tabpanel"]')!.getAttribute('aria-labelledby')).toBe('lpos-tab-edit');
    fireEvent.keyDown(tab('edit'), { key: 'Home' });
    expect(tab('explore').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('explore'), { key: 'End' });
    expect(tab('edit').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('edit'), { key: 'ArrowRight' });
    expect(tab('explore').getAttribute('aria-selected')).toBe('true');
  });
  it('builds example E1 in the editor, refuses Anna’s K♠ for want of a trump lead, and reopens from the address', () => {
    window.history.replaceState(null, '', '/en/loo/play/');
    const { container } = render(<LooPositions lang="en" messages={messages('en')} />);
    // Waking the tool writes nothing into the address (a French re-test: the pointer passing over it did).
    expect(location.search).toBe('');
    fireEvent.click(container.querySelector('[data-lpos-tab="edit"]')!);
    fireEvent.change(container.querySelector('#lpos-players')!, { target: { value: '3' } });
    fireEvent.change(container.querySelector('#lpos-dealer')!, { target: { value: '2' } });
    // A carry out of range is refused in words, not kept silently as the last good value.
    fireEvent.input(container.querySelector('#lpos-carried')!, { target: { value: '-5' } });
    expect(container.querySelector('[data-lpos-valid]')!.textContent).toContain('The chips carried into the pot must be a whole number, 0 or more.');
    fireEvent.input(container.querySelector('#lpos-carried')!, { target: { value: '6' } });
    fireEvent.click(container.querySelector('[data-action="lpos-clear"]')!);
    place(container, 'h0', ['6h', 'Ks', '3d']);
    place(container, 'h1', ['9h', 'Qh', '4c']);
    expect(container.querySelector('[data-lpos-valid]')!.getAttribute('data-lpos-valid')).toBe('false');
    place(container, 'h2', ['2c', '5s', '7d']);
    place(container, 'm', ['Tc', 'Jc', '4s']);
    place(container, 'u', ['8h']);
    expect(container.querySelector('[data-lpos-valid]')!.getAttribute('data-lpos-valid')).toBe('true');
    fireEvent.click(container.querySelector('[data-action="lpos-open"]')!);
    // The calls: each listed with the rule that allows it; everyone plays.
    for (let k = 0; k < 3; k++) {
      const moves = [...container.querySelectorAll('[data-lpos-move="call"]')];
      expect(moves.every((m) => m.getAttribute('data-rule'))).toBe(true);
      const play = moves.find((m) => m.textContent!.includes(MESSAGES.en!.loo.calls.play))!;
      fireEvent.click(play, { detail: 1 });
      // The second click of a double click lands on the next player's button, drawn in its place: no move (a tester
      // made five moves with three double clicks).
      const before = location.search;
      fireEvent.click(container.querySelector('[data-lpos-move="call"]') ?? play, { detail: 2 });
      expect(location.search).toBe(before);
    }
    // Anna leads: the K♠ is refused, and the reason names the trump lead.
    fireEvent.click(container.querySelector('[data-lpos-card="Ks"]')!);
    const verdict = container.querySelector('[data-lpos-verdict]')!.textContent!;
    expect(verdict).toContain('may not be played');
    expect(verdict.toLowerCase()).toContain('trump');
    const url = new URLSearchParams(location.search).get('lpos')!;
    expect(parseLooPosition(url).ok).toBe(true);
    // The 6♥ is allowed (lead rule), and listed as such.
    const six = container.querySelector('[data-lpos-move="play"]')!;
    expect(six.getAttribute('data-rule')).toBe('lead');
    cleanup();
    // Reopened from the address: the same position, Anna to lead.
    window.history.replaceState(null, '', `/ru/loo/play/?lpos=${url}`);
    const again = render(<LooPositions lang="ru" messages={messages('ru')} />);
    expect(again.container.querySelector('[data-lpos-position]')!.getAttribute('data-lpos-position')).toBe(url);
    fireEvent.click(again.container.querySelector('[data-lpos-card="Ks"]')!);
    expect(again.container.querySelector('[data-lpos-verdict]')!.textContent).toContain('играть нельзя');
  });

  it('a tampered link is reported in the reader’s language', () => {
    window.history.replaceState(null, '', '/de/loo/play/?lpos=loo1_nonsense');
    const { container } = render(<LooPositions lang="de" messages={messages('de')} />);
    expect(container.querySelector('[data-lpos-link-error]')!.textContent).toContain('lässt sich nicht öffnen');
  });

  // A typo in the last move of a link lost the whole deal, while a move that could not be played
  // kept it: a move that cannot be read now opens the deal at the move before it too.
  it('a link with a mistyped move opens at the move before it and says so', () => {
    const d = looDealSeeded(3, { rules: LOO_RULES.fiveCard!, players: 5, dealer: 4 });
    if (!d.ok) throw new Error(d.error.code);
    let p = d.value;
    for (let k = 0; k < 3; k++) {
      const r = applyLooMove(p, legalLooMoves(p)[0]!.move);
      if (!r.ok) throw new Error(r.error.code);
      p = r.value.position;
    }
    const text = formatLooPosition(p);
    window.history.replaceState(null, '', `/de/loo/play/?lpos=${text}_Zz`);
    const { container } = render(<LooPositions lang="de" messages={messages('de')} />);
    expect(container.querySelector('[data-lpos-position]')!.getAttribute('data-lpos-position')).toBe(text);
    expect(container.querySelector('[data-lpos-link-error]')!.textContent).toContain('Die Runde wurde beim letzten spielbaren Zug geöffnet');
    expect(new URLSearchParams(location.search).get('lpos')).toBe(`${text}_Zz`);
    cleanup();
    // A move with a card that is no card ("3Zz", a re-tester's typo) opens at the move before it too.
    window.history.replaceState(null, '', `/en/loo/play/?lpos=${text}_3Zz`);
    const card = render(<LooPositions lang="en" messages={messages('en')} />).container;
    expect(card.querySelector('[data-lpos-position]')!.getAttribute('data-lpos-position')).toBe(text);
    expect(card.querySelector('[data-lpos-link-error]')!.textContent).toContain('The deal opens at the last move that can be played');
    cleanup();
    // A card that is no card in a hand, with moves after it: the deal itself is at fault, and the link cannot be opened.
    const f = text.split('_');
    f[3] = `Zz${f[3]!.slice(2)}`;
    window.history.replaceState(null, '', `/en/loo/play/?lpos=${f.join('_')}`);
    const hand = render(<LooPositions lang="en" messages={messages('en')} />).container;
    expect(hand.querySelector('[data-lpos-link-error]')!.textContent).toContain('The position in this link cannot be opened');
    expect(hand.querySelector('[data-lpos-link-error]')!.textContent).toContain('Zz');
  });
});

// A French editor read "Ben: play · rule: Single and double pots" in five-card Loo, which has no single pot.
// A rule with a value is named with its value under the position's rules.
describe('<LooPositions> names a rule with its value', () => {
  it('five-card calls: "Single and double pots (every deal has calls)"; a three-card lead names its rule', async () => {
    const { looDealSeeded, formatLooPosition, fiveCard } = await import('~/engine/loo/index.ts');
    const d = looDealSeeded(5, { rules: fiveCard, players: 5, dealer: 4, carried: 0 });
    if (!d.ok) throw new Error(d.error.code);
    window.history.replaceState(null, '', `/en/loo/play/?lpos=${formatLooPosition(d.value)}`);
    const { container } = render(<LooPositions lang="en" messages={messages('en')} />);
    const rules = [...container.querySelectorAll('[data-lpos-move="call"] .lpos__rule')].map((e) => e.textContent);
    const m = MESSAGES.en!.loo as unknown as { options: Record<string, string>; values: Record<string, Record<string, string>> };
    expect(rules).toContain(`rule: ${m.options.potKinds} (${m.values.potKinds.always})`);
  });
});

// A French newcomer exploring five-card Loo met 32 buttons, one for each set of cards to throw out ("Ben écarte : —"
// for none). The exchange is now chosen on the hand: the cards picked, one button that makes the exchange.
describe('<LooPositions> five-card exchange, chosen on the hand', () => {
  it('picks the cards to throw out, names the exchange, and makes it; none picked keeps all the cards', async () => {
    const { looDealSeeded, applyLooMove, legalLooMoves, formatLooPosition } = await import('~/engine/loo/index.ts');
    const d = looDealSeeded(3, { rules: LOO_RULES.fiveCard!, players: 5, dealer: 4 });
    if (!d.ok) throw new Error(d.error.code);
    // Everyone plays: the exchange begins with Anna (eldest).
    let p = d.value;
    while (p.phase === 'call') {
      const play = legalLooMoves(p).find((l) => l.move.type === 'call' && l.move.call === 'play')!;
      const r = applyLooMove(p, play.move);
      if (!r.ok) throw new Error(r.error.code);
      p = r.value.position;
    }
    expect(p.phase).toBe('exchange');
    window.history.replaceState(null, '', `/fr/loo/play/?lpos=${formatLooPosition(p)}`);
    const { container } = render(<LooPositions lang="fr" messages={messages('fr')} />);
    // No list of every exchange: the hand's cards are the choice.
    expect(container.querySelectorAll('[data-lpos-move="exchange"]')).toHaveLength(1);
    const hand = [...container.querySelectorAll('[data-lpos-discard]')];
    expect(hand).toHaveLength(5);
    expect(container.querySelector('[data-lpos-move="exchange"]')!.textContent).toContain('Anna garde toutes ses cartes');
    // Two cards picked: the button names them, and makes that exchange (the engine's move, the same two cards).
    fireEvent.click(hand[0]!);
    fireEvent.click(hand[3]!);
    expect(hand[0]!.getAttribute('aria-pressed')).toBe('true');
    const cards = [hand[0]!.getAttribute('data-lpos-discard')!, hand[3]!.getAttribute('data-lpos-discard')!];
    const button = container.querySelector('[data-lpos-move="exchange"]')!;
    expect(button.textContent).toContain('Anna écarte');
    fireEvent.click(button);
    const after = parseLooPosition(container.querySelector('[data-lpos-position]')!.getAttribute('data-lpos-position')!);
    if (!after.ok) throw new Error(after.error.code);
    const made = after.value.history!.move;
    expect(made.type).toBe('exchange');
    const { formatNotationCard } = await import('~/engine/core/cards.ts');
    expect(made.type === 'exchange' ? made.discard.map((c) => formatNotationCard(c)).sort() : []).toEqual([...cards].sort());
  });
});
