import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TFunction } from 'i18next';
import { LOO_RULES } from '~/engine/loo/options.ts';
import type { LooOptionId, LooOptions, LooRules } from '~/engine/loo/options.ts';
import { applyLooMove, checkCard, legalLooMoves } from '~/engine/loo/rules.ts';
import { formatLooPosition, parseLooPosition } from '~/engine/loo/notation.ts';
import { looDealSeeded, looSetup } from '~/engine/loo/setup.ts';
import type { LooMove, LooPosition, LooStep } from '~/engine/loo/types.ts';
import { DECK } from '~/engine/core/cards.ts';
import { formatNotationCard } from '~/engine/core/cards.ts';
import type { Card as CardT } from '~/engine/core/types.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { Card } from '../../cards/Card.tsx';
import { cardName, rankLetters } from '../../cards/cardName.ts';
import { LooTable } from '../LooTable.tsx';
import { narrateLooEvents } from '../narrate.ts';
import { callName, looErrorText, optionName, optionValue, rulesName } from '../looText.ts';
import { RulesOptions } from '../RulesOptions.tsx';
import { tabAfterKey } from '../../tabKeys.ts';
import './looPositions.css';

export interface LooPositionsProps {
  lang: string;
  /** That locale's strings; default: the page's shared copy (`<SharedMessages key="loopos-<lang>">`). */
  messages?: object;
}

/**
 * The rule that allows a move, named with its value under these rules where it has one: a five-card call
 * read "rule: Single and double pots" (a French editor: five-card Loo has no single pot), and now reads
 * "Single and double pots (every deal has calls)". A yes-or-no option is named alone.
 */
function ruleText(t: TFunction, options: LooOptions, key: LooOptionId): string {
  const value = options[key];
  return typeof value === 'boolean' ? optionName(t, key) : t('loo.positions.ruleValue', { rule: optionName(t, key), value: optionValue(t, key, value) });
}

/** Every rule set but the test configuration. */
/** Where the editor has put a card: a seat's hand, the miss, the turn-up, or nowhere (the stock). */
type Spot = `h${number}` | 'm' | 'u' | 'x';

/** A deal's spots. */
function spotsOf(pos: LooPosition): Record<number, Spot> {
  const s: Record<number, Spot> = {};
  for (const c of DECK) s[c] = 'x';
  pos.deal.hands.forEach((h, p) => h.forEach((c) => (s[c] = `h${p}`)));
  pos.deal.miss.forEach((c) => (s[c] = 'm'));
  s[pos.deal.turnUp] = 'u';
  return s;
}

/** A move in words: a call by name, an exchange with the cards thrown out, a card played. */
export function looMoveText(t: TFunction, m: LooMove): string {
  const player = t(`players.${m.player}`);
  if (m.type === 'call') return t('loo.positions.moveCall', { player, call: callName(t, m.call) });
  if (m.type === 'exchange') {
    const cards = m.discard.map((c) => cardName(t, c)).join(', ');
    if (m.discard.length === 0) return t('loo.positions.moveExchangeNone', { player });
    return m.turnUp ? t('loo.positions.moveExchangeTurnUp', { player, cards }) : t('loo.positions.moveExchange', { player, cards });
  }
  return t(m.civil ? 'loo.positions.moveCardCivil' : 'loo.positions.moveCard', { player, card: cardName(t, m.card) });
}

const first = (): LooPosition => {
  const d = looDealSeeded(1665, { rules: LOO_RULES.threeCard!, dealer: 0, carried: 6 });
  if (!d.ok) throw new Error(d.error.code);
  return d.value;
};

/**
 * Loo positions, as the Laugh and Lie Down play page has them (issue 16): an editor of the deal (rule
 * set, players, dealer, chips carried, each hand, the miss and the turn-up — so the trump), checked live
 * by the engine (looSetup) with its reason in the reader's language; an explorer that plays on from it to
 * any call, exchange or trick, listing every legal move with the rule option that allows it, refusing a
 * card the rules forbid with the engine's reason (checkCard), with undo. The address keeps the position
 * in Loo notation (`?lpos=`), so a link reopens it.
 */
export default function LooPositions({ lang, messages }: LooPositionsProps) {
  const t = useMemo(() => createT(lang, messages ?? sharedMessages(`loopos-${lang}`)), [lang, messages]);
  const [mode, setMode] = useState<'edit' | 'explore'>('explore');
  const [start, setStart] = useState<LooPosition>(first);
  const [past, setPast] = useState<readonly LooStep[]>([]);
  const [verdict, setVerdict] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  /**
   * The link's position text while it could not be opened whole, shown for correction; and the address is left
   * as it came until the reader moves on (a German newcomer changed two characters of a link: the page put the
   * default deal in the address, and the deal and its moves were gone with no way back).
   */
  const [linkText, setLinkText] = useState<string | null>(null);
  /**
   * Whether the link's deal could not be opened at all: the deal shown is then another, and the reader's moves in
   * it leave the link's text and the address alone (a German re-tester played a move on the deal shown under the
   * error, and the link was gone, Back leading off the page).
   */
  const [linkLost, setLinkLost] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const pos = past.at(-1)?.position ?? start;

  /**
   * Opens a position text with its moves as steps, so that they can be undone. Where a move cannot be played
   * or read, opens the deal at the last move that can (the moves after it are left out) and says which move it was.
   * Returns what to tell the reader, or null when the whole text opened.
   */
  const openText = (text: string): string | null => {
    const first = parseLooPosition(text);
    let r = first;
    let rest = text;
    // A move that cannot be played, or one that cannot be read (a typo in a link's move, "3Zz", keeps the deal
    // too): the moves are cut from the end until the text opens. A fault in the deal itself is met again at each
    // cut until the cut reaches the deal, whose fields are then too few: the link cannot be opened, for the fault
    // first found.
    const moveFault = (e: Extract<typeof first, { ok: false }>['error']) => e.code === 'ERR_ILLEGAL_MOVE' || e.code === 'ERR_CARD_SYNTAX' || (e.code === 'ERR_NOTATION_SYNTAX' && e.part === 'moves');
    while (!r.ok && moveFault(r.error) && rest.includes('_')) {
      rest = rest.slice(0, rest.lastIndexOf('_'));
      r = parseLooPosition(rest);
    }
    if (!r.ok) {
      setLinkLost(true);
      // r failed, so the text as it came failed too: its own fault is the one to name.
      return t('loo.positions.badLink', { error: looErrorText(t, first.ok ? r.error : first.error) });
    }
    const cut = first.ok ? null : t('loo.positions.linkCut', { error: looErrorText(t, first.error) });
    const hist: LooMove[] = [];
    for (let h = r.value.history; h; h = h.prev) hist.unshift(h.move);
    const s0 = looSetup({ rules: r.value.rules, dealer: r.value.deal.dealer, hands: r.value.deal.hands, miss: r.value.deal.miss, turnUp: r.value.deal.turnUp, stock: r.value.deal.stock, carried: r.value.deal.carried });
    if (!s0.ok) {
      setLinkLost(true);
      return t('loo.positions.badLink', { error: looErrorText(t, s0.error) });
    }
    setLinkLost(false);
    const steps: LooStep[] = [];
    let p = s0.value;
    for (const m of hist) {
      const x = applyLooMove(p, m);
      if (!x.ok) break;
      steps.push(x.value);
      p = x.value.position;
    }
    setStart(s0.value);
    setPast(steps);
    setVerdict(null);
    return cut;
  };

  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    const text = new URLSearchParams(location.search).get('lpos');
    if (text !== null) {
      const said = openText(text);
      if (said !== null) {
        setLinkError(said);
        setLinkText(text);
      }
      // A link's position, or what went wrong with it, is brought into view: on a phone the tool sits some six
      // screens below the top, where a QA tester never saw it (as Loo's game does with a `?loo=` link).
      requestAnimationFrame(() => root.current?.scrollIntoView?.({ block: 'start' }));
    }
    setHydrated(true);
  }, []);
  /**
   * The reader's own step: the link's text, kept while it could not be opened whole, has had its turn — unless
   * the deal shown is not the link's (`linkLost`), or `force` (the reader opened another deal).
   */
  const moveOn = (force = false) => {
    if (linkLost && !force) return;
    setLinkText(null);
    setLinkError(null);
    setLinkLost(false);
  };
  // The deal the tool opens with, unless a link gave one: waking the tool writes nothing (a French re-test saw the
  // address take the default deal when the pointer merely passed over the widget); the reader's first change does.
  // The opening deal is the position of the first render: a first move made by the click that wakes the tool is
  // already applied when it is hydrated (a QA tester's first move never reached the address).
  const opening = useRef<string | null>(null);
  const firstPos = useRef(pos);
  useEffect(() => {
    if (!hydrated || mode !== 'explore' || linkText !== null) return;
    const q = new URLSearchParams(location.search);
    const text = formatLooPosition(pos);
    opening.current ??= q.has('lpos') ? '' : formatLooPosition(firstPos.current);
    if (text === opening.current) return;
    opening.current = '';
    q.set('lpos', text);
    window.history.replaceState(window.history.state, '', `${location.pathname}?${q.toString()}${location.hash}`);
  }, [pos, mode, hydrated]);

  const play = (m: LooMove) => {
    const r = applyLooMove(pos, m);
    if (!r.ok) {
      setVerdict(looErrorText(t, r.error, undefined, pos.pam));
      return;
    }
    setPast([...past, r.value]);
    setVerdict(null);
    moveOn();
  };
  const tryCard = (c: CardT) => {
    const r = checkCard(pos, c);
    if (r.ok) play({ type: 'play', player: pos.turn!, card: c });
    else setVerdict(t('loo.positions.refused', { card: cardName(t, c), reason: looErrorText(t, r.error, undefined, pos.pam) }));
  };
  const legal = pos.turn === null ? [] : legalLooMoves(pos);
  const last = past.at(-1);
  /**
   * The exchange is chosen on the hand, as in a game: the cards to throw out, and the turn-up where the rules let
   * the dealer take it; one button makes it. A list of every choice ran to 32 buttons and some 4,000px on a phone
   * (a French newcomer exploring five-card Loo).
   */
  const exchanging = pos.phase === 'exchange' && pos.turn !== null;
  // The choice belongs to the position it was made in: another position starts with none.
  const [pick, setPick] = useState<{ at: LooPosition; discard: readonly CardT[]; takeUp: boolean } | null>(null);
  const { discard, takeUp } = pick?.at === pos ? pick : { discard: [] as readonly CardT[], takeUp: false };
  const turnUpOpen = exchanging && legal.some((l) => l.move.type === 'exchange' && l.move.turnUp === true);
  const chosen = exchanging
    ? legal.find((l) => l.move.type === 'exchange' && l.move.discard.length === discard.length && l.move.discard.every((c) => discard.includes(c)) && (l.move.turnUp === true) === (takeUp && discard.length > 0)) ?? null
    : null;
  const toggle = (c: CardT) => setPick({ at: pos, takeUp, discard: discard.includes(c) ? discard.filter((x) => x !== c) : [...discard, c].sort((a, b) => a - b) });

  return (
    <section class="lpos" ref={root} data-loo-positions data-hydrated={hydrated ? 'true' : undefined} aria-label={t('loo.positions.title')}>
      {/* Tabs as the pattern has them, as in Laugh and Lie Down's: one in the Tab order, the arrows, Home and End move
          between them (a QA tester's screen reader said "tab 1 of 2", and the keys it promised did nothing). */}
      <div class="lpos__tabs" role="tablist" aria-label={t('loo.positions.title')}>
        {(['explore', 'edit'] as const).map((m) => (
          <button type="button" role="tab" id={`lpos-tab-${m}`} aria-controls="lpos-panel" aria-selected={mode === m ? 'true' : 'false'} tabIndex={mode === m ? 0 : -1} data-lpos-tab={m} onClick={() => setMode(m)}
            onKeyDown={(e) => {
              const to = tabAfterKey(e.key, ['explore', 'edit'] as const, m);
              if (to === null) return;
              e.preventDefault();
              setMode(to);
              document.getElementById(`lpos-tab-${to}`)?.focus();
            }}>
            {t(`loo.positions.tabs.${m}`)}
          </button>
        ))}
      </div>
      {linkError && <p class="lpos__error" role="alert" data-lpos-link-error>{linkError}</p>}
      {linkText !== null && (
        <LinkFix
          t={t}
          text={linkText}
          onOpen={(text) => {
            const said = openText(text);
            setLinkError(said);
            // Opened whole: the address takes the position; otherwise the text stays for another try.
            setLinkText(said === null ? null : text);
            if (said === null) setMode('explore');
          }}
        />
      )}
      {mode === 'edit' ? (
        <div id="lpos-panel" role="tabpanel" aria-labelledby="lpos-tab-edit">
          <Editor t={t} from={start} onOpen={(p) => { setStart(p); setPast([]); setVerdict(null); setMode('explore'); moveOn(true); }} />
        </div>
      ) : (
        <div class="lpos__explore" id="lpos-panel" role="tabpanel" aria-labelledby="lpos-tab-explore" data-lpos-position={formatLooPosition(pos)}>
          <p class="lpos__rules">{rulesName(t, pos.rules.id)}</p>
          <LooTable
            pos={pos}
            t={t}
            open={() => true}
            openMiss
            spread
            // Here and on the moves below, a double click's second click (detail 2) is not a second move: it landed on
            // the next player's, drawn under the pointer by the first (a tester).
            renderCard={(c, place, drawn) =>
              place.kind !== 'hand' || place.seat !== pos.turn ? drawn
              : pos.phase === 'play' ? (
                <button type="button" class="lpos__pick" data-lpos-card={formatNotationCard(c)} aria-label={t('loo.positions.tryCard', { card: cardName(t, c) })} onClick={(e) => e.detail < 2 && tryCard(c)}>{drawn}</button>
              ) : exchanging ? (
                <button type="button" class="lpos__pick" data-lpos-discard={formatNotationCard(c)} aria-pressed={discard.includes(c) ? 'true' : 'false'} aria-label={cardName(t, c)} onClick={() => toggle(c)}>{drawn}</button>
              ) : drawn
            }
          />
          {/* Said as it changes (a QA tester, on the keyboard, heard nothing after a move), as the LLD explorer's line. */}
          {last && <p class="lpos__last" aria-live="polite" data-lpos-last>{narrateLooEvents(t, last.events, last.position).join(' ')}</p>}
          {verdict && <p class="lpos__error" role="alert" data-lpos-verdict>{verdict}</p>}
          <div class="lpos__bar">
            <button type="button" data-action="lpos-undo" disabled={past.length === 0} onClick={() => { setPast(past.slice(0, -1)); setVerdict(null); moveOn(); }}>{t('loo.positions.undo')}</button>
          </div>
          {exchanging ? (
            <div class="lpos__exchange" data-lpos-exchange>
              <h3 class="lpos__head">{t('loo.positions.legal', { player: t(`players.${pos.turn}`) })}</h3>
              <p class="lpos__help">{t('loo.positions.pickDiscard', { player: t(`players.${pos.turn}`) })}</p>
              {turnUpOpen && pos.turnUp !== null && (
                <label class="lpos__toggle">
                  <input type="checkbox" data-lpos-take-up checked={takeUp} onChange={(e) => setPick({ at: pos, discard, takeUp: (e.target as HTMLInputElement).checked })} />{' '}
                  {t('loo.positions.takeTurnUp', { card: cardName(t, pos.turnUp) })}
                </label>
              )}
              {chosen ? (
                <button type="button" class="lpos__move" data-lpos-move="exchange" data-rule={chosen.rule} onClick={(e) => e.detail < 2 && play(chosen.move)}>
                  <span>{looMoveText(t, chosen.move)}</span>
                  <span class="lpos__rule">{t('loo.positions.rule', { rule: ruleText(t, pos.rules.options, chosen.rule) })}</span>
                </button>
              ) : (
                <p class="lpos__error" data-lpos-no-exchange>{t('loo.positions.noExchange')}</p>
              )}
            </div>
          ) : legal.length > 0 ? (
            <>
              <h3 class="lpos__head">{t('loo.positions.legal', { player: t(`players.${pos.turn}`) })}</h3>
              <ul class="lpos__list" data-lpos-legal>
                {legal.slice(0, 40).map((l, i) => (
                  <li key={i}>
                    <button type="button" class="lpos__move" data-lpos-move={l.move.type} data-call={l.move.type === 'call' ? l.move.call : undefined} data-rule={l.rule} onClick={(e) => e.detail < 2 && play(l.move)}>
                      <span>{looMoveText(t, l.move)}</span>
                      <span class="lpos__rule">{t('loo.positions.rule', { rule: ruleText(t, pos.rules.options, l.rule) })}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {legal.length > 40 && <p class="lpos__help">{t('loo.positions.more', { count: legal.length - 40 })}</p>}
            </>
          ) : (
            <p data-lpos-over>{t('loo.positions.over')}</p>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * A link's position text that could not be opened whole, in a field to correct by hand, and a button that opens
 * what it holds (as the Laugh and Lie Down editor keeps a broken link's text). `onOpen` gets the text as it stands.
 */
function LinkFix({ t, text, onOpen }: { t: TFunction; text: string; onOpen: (text: string) => void }) {
  const [draft, setDraft] = useState(text);
  return (
    <div class="lpos__linkfix" data-lpos-link-fix>
      <label class="lpos__field">
        <span>{t('loo.positions.linkText')}</span>
        <textarea rows={3} spellcheck={false} autocomplete="off" value={draft} onInput={(e) => setDraft((e.target as HTMLTextAreaElement).value)} />
      </label>
      <button type="button" data-action="lpos-open-text" onClick={() => onOpen(draft.trim())}>{t('loo.positions.openText')}</button>
    </div>
  );
}

/**
 * The deal editor: a rule set, the number of players, the dealer and the chips carried; every card of the
 * pack as a button, put into a hand, the miss or the turn-up (the rest is the stock). The engine checks the
 * deal live (looSetup) and its first objection is said in the reader's language.
 */
function Editor({ t, from, onOpen }: { t: TFunction; from: LooPosition; onOpen: (p: LooPosition) => void }) {
  const [rulesId, setRulesId] = useState(from.rules.id);
  const rules = LOO_RULES[rulesId] ?? LOO_RULES.threeCard!;
  const [players, setPlayers] = useState(from.players);
  const [dealer, setDealer] = useState(from.dealer);
  // The field's text as typed; the chips it says, NaN when empty. A value out of range is kept and refused by
  // looSetup with ERR_CARRIED in words (a German newcomer typed −5: the field showed it, the position kept 1).
  const [carriedText, setCarriedText] = useState(String(from.deal.carried));
  const carried = carriedText.trim() === '' ? NaN : Number(carriedText);
  const [spots, setSpots] = useState<Record<number, Spot>>(() => spotsOf(from));
  const [target, setTarget] = useState<Spot>('h0');
  const letters = rankLetters(t);
  const counts = Array.from({ length: rules.options.maxPlayers - rules.options.minPlayers + 1 }, (_, k) => rules.options.minPlayers + k);
  const at = (s: Spot) => DECK.filter((c) => spots[c] === s);
  const up = at('u');
  const result = useMemo(
    () =>
      up.length !== 1
        ? null
        : looSetup({ rules, dealer, hands: Array.from({ length: players }, (_, p) => at(`h${p}`)), miss: rules.options.miss ? at('m') : [], turnUp: up[0]!, carried }),
    [spots, rulesId, players, dealer, carried],
  );
  /**
   * The mark a card's place gets on the palette (a seat's initial, the miss's or the turn-up's letter; none
   * for the stock), drawn as an inverted tag and repeated beside each place's name, so that it is not read as
   * a rank letter (a German reader took Dan's D on the queen, D for Dame, for a rank).
   */
  const mark = (s: Spot) => (s === 'x' ? '' : s === 'm' ? t('loo.positions.missShort') : s === 'u' ? t('loo.positions.turnUpShort') : t(`players.${s.slice(1)}`)[0]!);
  // The cards dealt to nobody: "the stock" where the exchange draws from them, "the rest of the pack" where nobody
  // draws (a German editor read „Ziehstapel“ in three-card Loo).
  const where = (s: Spot) => (s === 'm' ? t('loo.positions.miss') : s === 'u' ? t('loo.positions.turnUp') : s === 'x' ? t(rules.options.exchange ? 'loo.positions.stock' : 'loo.positions.stockRest') : t('loo.positions.hand', { player: t(`players.${s.slice(1)}`) }));
  const targets: Spot[] = [...Array.from({ length: players }, (_, p) => `h${p}` as Spot), ...(rules.options.miss ? (['m'] as Spot[]) : []), 'u', 'x'];
  const put = (c: CardT) =>
    setSpots((s) => {
      const next = { ...s, [c]: s[c] === target ? 'x' : target } as Record<number, Spot>;
      // One turn-up: putting a card there sends the old one back to the stock.
      if (target === 'u' && s[c] !== 'u') for (const k of DECK) if (k !== c && next[k] === 'u') next[k] = 'x';
      return next;
    });
  const random = (r: LooRules = rules, n = players, d = dealer) => {
    const dealt = looDealSeeded(Math.floor(Math.random() * 1e6) + 1, { rules: r, players: n, dealer: d, carried: Number.isFinite(carried) ? carried : 0 });
    if (dealt.ok) setSpots(spotsOf(dealt.value));
  };
  /**
   * Another rule set: the number of players kept within its range and the dealer among them. Hands of another
   * size cannot be played under it, so the pack is dealt afresh for it; with hands of the same size the cards
   * stay where they are, but those of a miss it does not have, or of a seat it no longer seats, go back to the
   * stock (an English newcomer switched to five-card Loo and found three-card hands and a miss still laid out).
   */
  const changeRules = (id: string) => {
    const next = LOO_RULES[id];
    if (!next) return;
    const n = Math.max(next.options.minPlayers, Math.min(players, next.options.maxPlayers));
    const d = dealer >= n ? 0 : dealer;
    setRulesId(id);
    setPlayers(n);
    setDealer(d);
    if (next.options.handSize !== rules.options.handSize) return random(next, n, d);
    setSpots((s) => Object.fromEntries(Object.entries(s).map(([c, v]) => [c, (v === 'm' && !next.options.miss) || (v[0] === 'h' && Number(v.slice(1)) >= n) ? 'x' : v])) as Record<number, Spot>);
    if (target === 'm' && !next.options.miss) setTarget('h0');
  };
  return (
    <div class="lpos__editor" data-lpos-editor>
      <div class="lpos__bar">
        <label class="lpos__field">
          <span>{t('loo.positions.rules')}</span>
          <select id="lpos-rules" value={rulesId} onChange={(e) => changeRules((e.target as HTMLSelectElement).value)}>
            <RulesOptions t={t} selected={rulesId} />
          </select>
        </label>
        <label class="lpos__field">
          <span>{t('loo.positions.players')}</span>
          <select id="lpos-players" value={String(players)} onChange={(e) => { const n = Number((e.target as HTMLSelectElement).value); setPlayers(n); if (dealer >= n) setDealer(0); setSpots((s) => Object.fromEntries(Object.entries(s).map(([c, v]) => [c, v[0] === 'h' && Number(v.slice(1)) >= n ? 'x' : v])) as Record<number, Spot>); }}>
            {counts.map((n) => <option value={String(n)}>{n}</option>)}
          </select>
        </label>
        <label class="lpos__field">
          <span>{t('loo.positions.dealer')}</span>
          <select id="lpos-dealer" value={String(dealer)} onChange={(e) => setDealer(Number((e.target as HTMLSelectElement).value))}>
            {Array.from({ length: players }, (_, p) => <option value={String(p)}>{t(`players.${p}`)}</option>)}
          </select>
        </label>
        <label class="lpos__field">
          <span>{t('loo.positions.carried')}</span>
          <input id="lpos-carried" type="number" min={0} max={999} value={carriedText} onInput={(e) => setCarriedText((e.target as HTMLInputElement).value)} />
        </label>
        <button type="button" data-action="lpos-random" onClick={() => random()}>{t('loo.positions.random')}</button>
        <button type="button" data-action="lpos-clear" onClick={() => setSpots(Object.fromEntries(DECK.map((c) => [c, 'x'])) as Record<number, Spot>)}>{t('loo.positions.clear')}</button>
      </div>
      <fieldset class="lpos__targets">
        <legend>{t('loo.positions.target')}</legend>
        {targets.map((s) => (
          <label key={s} class="lpos__target">
            <input type="radio" name="lpos-target" value={s} checked={target === s} onChange={() => setTarget(s)} />
            <span>{mark(s) && <span class="lpos__mark" aria-hidden="true">{mark(s)}</span>} {where(s)} <span class="lpos__count">({at(s).length})</span></span>
          </label>
        ))}
      </fieldset>
      <div class="lpos__palette" role="group" aria-label={t('loo.positions.palette')}>
        {[0, 1, 2, 3].map((suit) => (
          <div class="lpos__suit" key={suit}>
            {DECK.filter((c) => c % 4 === suit).map((c) => (
              <button type="button" key={c} class={`lpos__card lpos__card--${spots[c]![0]}`} data-lpos-edit-card={formatNotationCard(c)} data-spot={spots[c]} aria-pressed={spots[c] === target ? 'true' : 'false'} aria-label={`${cardName(t, c)} — ${where(spots[c]!)}`} onClick={() => put(c)}>
                <Card card={c} label="" letters={letters} />
                {spots[c] !== 'x' && <span class="lpos__spot lpos__mark" aria-hidden="true">{mark(spots[c]!)}</span>}
              </button>
            ))}
          </div>
        ))}
      </div>
      <p class={result?.ok ? 'lpos__ok' : 'lpos__error'} aria-live="polite" data-lpos-valid={result?.ok ? 'true' : 'false'}>
        {result === null ? t('loo.positions.needTurnUp') : result.ok ? t('loo.positions.valid') : t('loo.positions.invalid', { error: looErrorText(t, result.error) })}
      </p>
      <button type="button" class="lpos__primary" data-action="lpos-open" disabled={!result?.ok} onClick={() => result?.ok && onOpen(result.value)}>{t('loo.positions.open')}</button>
    </div>
  );
}
