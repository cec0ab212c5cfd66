import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TFunction } from 'i18next';
import type { Card as CardT, Position } from '~/engine/lld/types.ts';
import { DECK, notationCardAt } from '~/engine/core/cards.ts';
import { READINGS } from '~/engine/lld/readings/index.ts';
import { dealSpec } from '~/engine/lld/options.ts';
import { dealSeeded } from '~/engine/lld/deal.ts';
import { formatPosition, parseMidDeal, parsePosition, formatNotationCard } from '~/engine/lld/notation.ts';
import { Card } from '../cards/Card.tsx';
import { cardName, rankLetters } from '../cards/cardName.ts';
import { errorText } from './describe.ts';

/** Where the editor has put a card: a seat's hand or won pile, the table, or nowhere yet. */
type Spot = `h${number}` | `w${number}` | 't' | 'x';

export interface EditorProps {
  t: TFunction;
  /** The reading the position is built under. */
  readingId: string;
  /** The position to start from (the one being explored). */
  from: Position;
  /** Opens a valid position in the explorer. */
  onOpen: (pos: Position) => void;
  /** A link's position that could not be read: its text, shown in the paste field to be mended, and the error (already translated). */
  broken?: { text: string; error: string };
  /** Told the grid's position in notation whenever it is valid, else null (the page's address follows it). */
  onDraft?: (text: string | null) => void;
}

/** The editor's spots for a position. */
function spotsOf(pos: Position): Record<number, Spot> {
  const s: Record<number, Spot> = {};
  for (const c of DECK) s[c] = 'x';
  pos.hands.forEach((h, p) => h.toArray().forEach((c) => (s[c] = `h${p}`)));
  pos.won.forEach((w, p) => w.toArray().forEach((c) => (s[c] = `w${p}`)));
  pos.table.toArray().forEach((c) => (s[c] = 't'));
  return s;
}

/** The editor's starting choices: seats, dealer, player on turn and where each card is. */
interface Start {
  players: number;
  dealer: number;
  turn: number;
  spots: Record<number, Spot>;
  /**
   * What a broken link says beyond the grid, kept as the link wrote it when the grid is written back: the last
   * capturer (the state's `c` part) and the fields after the won piles (claims, chips carried, transfers).
   * Without them a mended link would lose its pot and its payments so far.
   */
  keep?: { capturer: string; tail: string };
}

/**
 * The link's text read as far as it can be (notation `parseMidDeal`), mending step by step what stops the
 * grammar before its cards: an unknown reading read as the page's (`readingId`), an unreadable dealer and
 * turn as seat 0 dealing and seat 1 on turn, then a cut-off or garbled card field kept up to its last whole
 * card, with the seats of a cut-off hands field made up to `seats` (a QA reader found a link wrong only in
 * its reading name opening an empty grid, where a duplicated card kept 51 cards). The link's error is said
 * above the editor all the same; what is mended here is only where the cards start.
 */
function mendedMidDeal(text: string, readingId: string, seats: number): ReturnType<typeof parseMidDeal> {
  const first = parseMidDeal(text);
  if (first.ok || typeof text !== 'string') return first;
  const f = text.split('_');
  const cut = f.length < 6;
  while (f.length < 6) f.push('');
  f[0] = 'lld1';
  // A cut-off link lost seats too: made up to the page's, so that three hands read are not a game for three.
  if (cut) {
    const seen = f[3]!.split('-');
    while (seen.length < seats) seen.push('');
    f[3] = seen.join('-');
  }
  const attempt = () => parseMidDeal(f.join('_'));
  // The editor writes the page's reading whatever the link's (see `text`), so the link's is not needed.
  f[1] = readingId;
  let r = attempt();
  if (r.ok) return r;
  if (!/^d\d(?:t\d|e\d?)s?(?:c\d)?$/.test(f[2]!)) f[2] = `d0t1${/s/.test(f[2]!.slice(1)) ? 's' : ''}`;
  r = attempt();
  if (r.ok) return r;
  // Each card field up to its last whole card; a cut-off link also loses what came after the won piles.
  const cardsOnly = (s: string) => (s.match(/../g) ?? []).filter((two) => notationCardAt(two, 0) >= 0).join('');
  const hands = f[3]!.split('-').map((h) => (h === '*' ? h : cardsOnly(h)));
  const won = f[5]!.split('-').map(cardsOnly);
  while (won.length < hands.length) won.push('');
  return parseMidDeal([f[0], f[1], f[2], hands.join('-'), cardsOnly(f[4]!), won.slice(0, hands.length).join('-')].join('_'));
}

/**
 * Where a link that does not open starts the editor: what its text says, as far as its grammar can be read
 * (notation `parseMidDeal`) — each card where the text first puts it (a card named twice is shown once), the
 * seats, the dealer and the player on turn — or, when even that fails or the seats are not a count the
 * reading allows, an empty grid. Never the position the page had before, which the link did not ask for (a
 * German reader read "the position is valid" under "the five of hearts appears twice").
 */
function brokenStart(text: string, counts: readonly number[], fallback: number, readingId: string): Start {
  const empty: Record<number, Spot> = Object.fromEntries(DECK.map((c) => [c, 'x' as Spot]));
  const r = mendedMidDeal(text, readingId, fallback);
  const n = r.ok ? r.value.hands.length : 0;
  if (!r.ok || !counts.includes(n)) return { players: fallback, dealer: 0, turn: 1 % fallback, spots: empty };
  const m = r.value;
  const spots = { ...empty };
  const place = (cs: readonly number[], s: Spot) => cs.forEach((c) => { if (spots[c] === 'x') spots[c] = s; });
  m.hands.forEach((h, p) => place(h, `h${p}`));
  place(m.table, 't');
  m.won.forEach((w, p) => { if (p < n) place(w, `w${p}`); });
  const dealer = m.dealer < n ? m.dealer : 0;
  const turn = m.turn !== null && m.turn < n ? m.turn : (dealer + 1) % n;
  const fields = text.split('_');
  const keep = { capturer: /c\d$/.exec(fields[2] ?? '')?.[0] ?? '', tail: fields.slice(6).map((f) => `_${f}`).join('') };
  return { players: n, dealer, turn, spots, keep };
}

/**
 * The position editor: every card of the pack as a button; choose where cards go (a hand, the table, a
 * won pile) and press cards to put them there — by mouse or keyboard. The dealer, the player on turn and
 * the number of players are chosen; the position is checked live by the engine (notation `parsePosition`),
 * and the first problem is said in the reader's language. A random deal, or notation pasted in, fills it.
 */
export function Editor({ t, readingId, from, onOpen, broken, onDraft }: EditorProps) {
  const counts = Object.keys(READINGS[readingId]!.options.deals).map(Number);
  const [start] = useState<Start>(() =>
    broken ? brokenStart(broken.text, counts, from.players, readingId) : { players: from.players, dealer: from.dealer, turn: from.turn ?? (from.dealer + 1) % from.players, spots: spotsOf(from) },
  );
  const [players, setPlayers] = useState(start.players);
  const [dealer, setDealer] = useState(start.dealer);
  const [turn, setTurn] = useState<number>(start.turn);
  const [spots, setSpots] = useState<Record<number, Spot>>(start.spots);
  const [target, setTarget] = useState<Spot>('h0');
  const [paste, setPaste] = useState(broken?.text ?? '');
  const [pasteError, setPasteError] = useState<string | null>(broken?.error ?? null);
  const letters = rankLetters(t);
  const name = (p: number) => t(`players.${p}`);

  const load = (pos: Position) => {
    setPlayers(pos.players);
    setDealer(pos.dealer);
    setTurn(pos.turn ?? (pos.dealer + 1) % pos.players);
    setSpots(spotsOf(pos));
  };

  /** The notation the editor's choices spell: a deal not yet begun when hands, table and piles are as dealt. */
  const text = useMemo(() => {
    const spec = dealSpec(READINGS[readingId]!, players);
    const at = (s: Spot) => DECK.filter((c) => spots[c] === s).map(formatNotationCard).join('');
    const hands = Array.from({ length: players }, (_, p) => at(`h${p}`));
    const won = Array.from({ length: players }, (_, p) => at(`w${p}`));
    const asDealt = spec && won.every((w) => w === '') && hands.every((h) => h.length === spec.hand * 2) && at('t').length === spec.table * 2;
    // A broken link's own last capturer (a deal under way only) and its claims, chips and transfers (the same seats only).
    const keep = start.keep;
    const capturer = keep && !asDealt ? keep.capturer : '';
    const tail = keep && players === start.players ? keep.tail : '';
    return `lld1_${readingId}_d${dealer}t${turn}${asDealt ? '' : 's'}${capturer}_${hands.join('-')}_${at('t')}_${won.join('-')}${tail}`;
  }, [spots, players, dealer, turn, readingId, start]);
  const parsed = useMemo(() => parsePosition(text), [text]);
  // The address follows a valid grid (a French reader copied the address in the Composer and shared the deal
  // explored before it).
  useEffect(() => onDraft?.(parsed.ok ? formatPosition(parsed.value) : null), [parsed]);
  // The grid as first drawn from a link that did not open: while it is unchanged and valid, the verdict says
  // that the grid was judged afresh (an English reader read the link's error above "This is a valid position").
  const linkText = useRef(broken ? text : null);
  const fromLink = parsed.ok && linkText.current === text;
  const unplacedCards = DECK.filter((c) => spots[c] === 'x');
  const unplaced = unplacedCards.length;
  /**
   * Cards still to place, said as what to do about it (a German editor read "the deal uses 44 cards, not
   * 52" after changing the number of players, and "0 cards" after taking them all off); null when the
   * position's fault is another one.
   */
  const incompleteText = (): string | null => {
    if (parsed.ok || parsed.error.code !== 'ERR_CARD_COUNT' || unplaced === 0) return null;
    const random = t('play.edit.random');
    if (unplaced === DECK.length) return t('play.edit.nonePlaced', { random });
    // A few cards are named (a German newcomer's link lost one card, shown only as a greyed 6♦ in the grid); a grid
    // from a link is not offered a random deal, which would throw the link's deal away.
    const missing = unplaced <= 3 ? ` ${t('play.edit.missing', { cards: unplacedCards.map((c) => cardName(t, c)).join(', ') })}` : '';
    if (linkText.current !== null) return `${t('play.edit.incompleteLink', { placed: DECK.length - unplaced })}${missing}`;
    return `${t('play.edit.incomplete', { count: unplaced, placed: DECK.length - unplaced, random })}${missing}`;
  };

  const put = (c: CardT) => setSpots((s) => ({ ...s, [c]: s[c] === target ? 'x' : target }));
  const where = (s: Spot) =>
    s === 't' ? t('play.edit.table') : s === 'x' ? t('play.edit.unplaced') : s[0] === 'h' ? t('play.edit.hand', { player: name(Number(s.slice(1))) }) : t('play.edit.won', { player: name(Number(s.slice(1))) });
  const targets: Spot[] = [...Array.from({ length: players }, (_, p) => `h${p}` as Spot), 't', ...Array.from({ length: players }, (_, p) => `w${p}` as Spot), 'x'];

  const random = () => {
    const d = dealSeeded(Math.floor(Math.random() * 1e6) + 1, { dealer, reading: READINGS[readingId]!, players });
    if (d.ok) load(d.value);
  };
  const openPasted = () => {
    const r = parsePosition(paste.trim());
    if (!r.ok) setPasteError(errorText(t, r.error));
    else {
      setPasteError(null);
      load(r.value);
    }
  };

  return (
    <div class="play__editor" data-editor>
      <div class="play__bar">
        <label class="play__field">
          <span>{t('play.edit.players')}</span>
          <select id="edit-players" value={String(players)} onChange={(e) => { const n = Number((e.target as HTMLSelectElement).value); setPlayers(n); const d = dealer < n ? dealer : 0; setDealer(d); setTurn(turn < n ? turn : (d + 1) % n); setSpots((s) => Object.fromEntries(Object.entries(s).map(([c, v]) => [c, /\d/.test(v) && Number(v.slice(1)) >= n ? 'x' : v]))); }}>
            {counts.map((n) => <option value={String(n)}>{n}</option>)}
          </select>
        </label>
        <label class="play__field">
          <span>{t('play.edit.dealer')}</span>
          <select id="edit-dealer" value={String(dealer)} onChange={(e) => setDealer(Number((e.target as HTMLSelectElement).value))}>
            {Array.from({ length: players }, (_, p) => <option value={String(p)}>{name(p)}</option>)}
          </select>
        </label>
        <label class="play__field">
          <span>{t('play.edit.turn')}</span>
          <select id="edit-turn" value={String(turn)} onChange={(e) => setTurn(Number((e.target as HTMLSelectElement).value))}>
            {Array.from({ length: players }, (_, p) => <option value={String(p)}>{name(p)}</option>)}
          </select>
        </label>
        <button type="button" data-action="random" onClick={random}>{t('play.edit.random')}</button>
        <button type="button" data-action="clear-all" onClick={() => setSpots(Object.fromEntries(DECK.map((c) => [c, 'x'])))}>{t('play.edit.clearAll')}</button>
      </div>
      <fieldset class="play__targets">
        <legend>{t('play.edit.target')}</legend>
        {targets.map((s) => (
          <label key={s} class="play__target">
            <input type="radio" name="edit-target" value={s} checked={target === s} onChange={() => setTarget(s)} />{' '}
            {where(s)} <span class="play__count">({DECK.filter((c) => spots[c] === s).length})</span>
          </label>
        ))}
      </fieldset>
      <div class="play__palette" role="group" aria-label={t('play.edit.palette')}>
        {[0, 1, 2, 3].map((suit) => (
          <div class="play__suit" key={suit}>
            {DECK.filter((c) => c % 4 === suit).map((c) => (
              <button type="button" key={c} class={`play__card play__card--${spots[c]![0]}`} data-edit-card={formatNotationCard(c)} data-spot={spots[c]} aria-pressed={spots[c] === target ? 'true' : 'false'} aria-label={`${cardName(t, c)} — ${where(spots[c]!)}`} onClick={() => put(c)}>
                <Card card={c} label="" letters={letters} />
                <span class="play__spot" aria-hidden="true">{spots[c] === 'x' ? '' : spots[c] === 't' ? t('play.edit.tableShort') : `${[...name(Number(spots[c]!.slice(1)))].slice(0, 2).join('')}${spots[c]![0] === 'w' ? '+' : ''}`}</span>
              </button>
            ))}
          </div>
        ))}
      </div>
      <p class="play__remaining">{unplaced === 0 ? t('play.edit.allPlaced') : t('play.edit.unplacedCount', { count: unplaced })} {t('play.edit.legend')}</p>
      <p class={parsed.ok ? 'play__ok' : 'play__error'} aria-live="polite" data-edit-valid={parsed.ok ? 'true' : 'false'}>
        {fromLink ? t('play.edit.validFromLink', { open: t('play.edit.open') }) : parsed.ok ? t('play.edit.valid') : t('play.edit.invalid', { error: incompleteText() ?? errorText(t, parsed.error) })}
      </p>
      <button type="button" class="play__primary" data-action="open" disabled={!parsed.ok} onClick={() => parsed.ok && onOpen(parsed.value)}>{t('play.edit.open')}</button>
      <details class="play__paste" open={broken !== undefined}>
        <summary>{t('play.edit.pasteTitle')}</summary>
        <label class="play__field play__field--wide">
          <span>{t('play.edit.pasteLabel')}</span>
          <textarea id="edit-paste" rows={3} value={paste} onInput={(e) => setPaste((e.target as HTMLTextAreaElement).value)} />
        </label>
        <button type="button" data-action="paste" onClick={openPasted}>{t('play.edit.pasteOpen')}</button>
        {pasteError && <p class="play__error" role="alert" data-paste-error>{pasteError}</p>}
        <p class="play__help">{t('play.edit.current')} <code data-notation>{parsed.ok ? formatPosition(parsed.value) : text}</code></p>
      </details>
    </div>
  );
}
