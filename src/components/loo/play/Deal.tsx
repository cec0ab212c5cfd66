import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TFunction } from 'i18next';
import type { ComponentChildren } from 'preact';
import type { Card as CardT } from '~/engine/lld/types.ts';
import { formatCard } from '~/engine/core/cards.ts';
import { checkCard, flushOf, isTrump, legalCalls, legalCards } from '~/engine/loo/rules.ts';
import { looRank } from '~/engine/loo/types.ts';
import { looAmount } from '~/engine/loo/settle.ts';
import { looComputerMove, looHint, type LooHint } from '~/engine/loo/ai.ts';
import { formatLooMove, formatLooPosition } from '~/engine/loo/notation.ts';
import { startPosition } from '~/engine/loo/setup.ts';
import type { LooMove } from '~/engine/loo/types.ts';
import { looCoachCard, looCoachLead } from '~/engine/loo/coach.ts';
import { CoachSwitch, CoachWarningBox, looCoachLines } from '../../why/Coach.tsx';
import { costLine } from '../../why/costLine.ts';
import { cardName, theCardName } from '../../cards/cardName.ts';
import { LooTable, type LooPlace } from '../LooTable.tsx';
import { callName, looErrorText, optionName, rulesName } from '../looText.ts';
import { capitalised } from '~/i18n/capitalised.ts';
import { narrateLooDeal, narrateLooEvents, narrateLooSettlement } from '../narrate.ts';
import { withYou } from '../../play/youName.ts';
import { YOU, gameOver, lastTrick, mayEndHere, moveText, playMove, playingOn, signed, totalsNow, type LooGame } from './game.ts';
import { Settlement } from './Settlement.tsx';
import { ConfirmButton } from '../../play/ConfirmButton.tsx';
import { lazy } from '../../lazy.tsx';
import type { LooAnalysisLevel } from '~/engine/loo/analysis.ts';
import type { LooPosition } from '~/engine/loo/types.ts';

/** The analysis panel, fetched when the reader first asks for an analysis. */
const Analysis = lazy(() => import('../../analysis/Analysis.tsx').then((m) => m.Analysis));

export interface DealProps {
  t: TFunction;
  game: LooGame;
  /** Replaces the game (a function of the latest game, so that a late computer move never undoes another). */
  update: (f: (g: LooGame) => LooGame) => void;
  /** The next deal of the game. */
  onNext: () => void;
  /** Back to the choices, for a new game. */
  onNewGame: () => void;
  /**
   * The reader has just pressed "Deal" (whose button is gone): focus starts in the deal, on its status
   * line, and moves to the first thing to press once it is the reader's turn. False when the deal opens
   * from a link, so that loading a page never moves focus.
   */
  focusIn?: boolean;
  /**
   * The page was opened from a link (`?loo=`): the deal, far down its page, is scrolled to the top of the
   * screen (smoothly unless the reader asks for less motion) and, unless the reader has already moved focus
   * (to the skip link, say), focus goes to the note that says where the deal came from.
   */
  arrived?: boolean;
  /** The reader has made a move of their own (a call, an exchange, a card). */
  onOwnMove?: () => void;
  /** Whether the coach is on (the widget's useCoach, so that the set-up's switch and this one agree), and its switch. */
  coachOn: boolean;
  onCoach: (on: boolean) => void;
  /** Whether the computer players move quickly (chosen on the set-up or here), and its switch. */
  quick: boolean;
  onQuick: (on: boolean) => void;
}

/** Pauses before a computer player's move, in milliseconds: a move, and a move after a finished trick (so the trick can be seen). */
const PACE = { normal: [850, 1700], quick: [150, 500] } as const;

/**
 * A phone-sized screen (looplay.css's narrow layout): there a new deal is scrolled to its table, so that the
 * table, the reader's hand and the calls are seen together rather than the form that dealt it (issue 19).
 */
function onPhone(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 30rem)').matches;
}

/** The page's language (the widget is given none): the coach's and the hint's figures are formatted in it. */
function pageLang(): string {
  return typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
}

/** Whether the reader asked for less motion: computer moves then come at once. */
function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A deal of the game: the table (LooTable, the reader's hand as buttons on turn), the reader's controls —
 * the calls the rules allow (legalCalls), the exchange (cards to throw out, the dealer's turn-up where the
 * rules let him take it), a card to play (legal ones marked; an illegal one explained by the rule that
 * forbids it, checkCard), "Pam, be civil!" on the lead of the ace of trumps where the rules have it — a hint
 * (looHint), the narration of everything so far, and once the deal is over its settlement. Computer players
 * move after a short pause (at once under prefers-reduced-motion).
 */
export function Deal({ t, game, update, onNext, onNewGame, focusIn = false, arrived = false, onOwnMove, coachOn, onCoach, quick, onQuick }: DealProps) {
  const pos = game.pos;
  const o = pos.options;
  const mine = pos.turn === YOU && pos.phase !== 'over' && game.settlement === null;
  const [showAll, setShowAll] = useState(false);
  // The cards the rules allow are marked; a reader practising to find them alone can turn the marks off (a refused
  // card is still explained).
  const [marks, setMarks] = useState(true);
  const [discard, setDiscard] = useState<readonly CardT[]>([]);
  const [takeUp, setTakeUp] = useState(false);
  const [civil, setCivil] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [hint, setHint] = useState<LooHint | null>(null);
  /**
   * What the numbers add to the hint (engine looCoachCost, the coach's ratings at the game's level): the better
   * choice and what it brings, when the tip's move is clearly worse; null otherwise. An English reader was
   * hinted to pass and then warned by the coach that passing cost 1.1 chips.
   */
  const [hintMore, setHintMore] = useState<{ pos: LooPosition; text: string; better: LooMove } | null>(null);
  const askHint = () => {
    const h = looHint(pos);
    setHint(h);
    setHintMore(null);
    const at = pos;
    import('~/engine/loo/coachCost.ts')
      .then(({ looCoachCost }) => {
        const c = looCoachCost(at, h.move, { level: game.level });
        if (c) setHintMore({ pos: at, text: costLine(t, pageLang(), c.cost, c.rollouts, moveText(t, at, c.better.move), 'loo.play.hintNumbers'), better: c.better.move });
      })
      .catch(() => undefined);
  };
  // The coach (its state is the widget's): a card it warns about waits for "take it back" or "play anyway".
  const [pending, setPending] = useState<{ move: LooMove; choice: string; lines: string[] } | null>(null);
  /** The decision under analysis (the panel stays with it once the reader has chosen, and names the choice). */
  const [analysed, setAnalysed] = useState<LooPosition | null>(null);
  /**
   * Whether the panel is on screen: an analysis of this deal (one of an earlier deal is not shown, and the
   * button must not say "Close analysis" for it: a German newcomer met that in the next deal).
   */
  const panelShown = analysed !== null && analysed.deal === pos.deal;
  // The panel rates the decision it was opened on; once play has moved on it says so, and on the reader's
  // next decision "Analyse" rates that one (an English reader saw the call's ratings, and "Run again" rerun
  // them, while choosing a card).
  const earlier = panelShown && analysed !== pos;
  // The deal's end closes an analysis left open: on a phone it stood a screen and a half above the settlement (an
  // English newcomer). "Analyse my last choice" still reopens it.
  const settled = game.settlement !== null;
  useEffect(() => { if (settled) setAnalysed(null); }, [settled]);
  /** The position of the reader's last choice in this deal, which the analysis can still rate after the fact. */
  const [lastChoice, setLastChoice] = useState<LooPosition | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const note = useRef<HTMLParagraphElement>(null);
  // A link to the position, made when the reader presses Share (it shows every hand, as the note says).
  const [shared, setShared] = useState<string | null>(null);
  useEffect(() => setShared(null), [pos]);
  /** The reader has just acted: move focus on to the next thing to do when it comes. */
  const wantFocus = useRef(false);
  /** A deal the reader has just dealt (or moved on to): on a phone it opens with its table at the top of the screen. */
  const toTable = useRef(focusIn);
  useEffect(() => {
    if (!toTable.current) return;
    toTable.current = false;
    if (onPhone()) root.current?.querySelector('.replay__felt')?.scrollIntoView({ block: 'start' });
  }, [game.done]);

  // A new position: the choices made for the last one no longer apply.
  useEffect(() => {
    setDiscard([]);
    setTakeUp(false);
    setProblem(null);
    setHint(null);
    setPending(null);
  }, [pos]);

  // The computer players, one move at a time, after a pause.
  useEffect(() => {
    if (game.settlement || pos.turn === null || pos.turn === YOU) return undefined;
    const afterTrick = lastTrick(game) !== null;
    const delay = reducedMotion() ? 0 : PACE[quick ? 'quick' : 'normal'][afterTrick ? 1 : 0];
    const id = setTimeout(() => {
      update((g) => {
        if (g.pos !== pos) return g;
        const r = playMove(g, looComputerMove(g.pos, g.level, g.rng));
        return r.ok ? r.game : g;
      });
    }, delay);
    return () => clearTimeout(id);
  }, [pos, quick]);

  // Opened from a link: the game into view, focus on its note (or its status line) if nothing has focus yet.
  useEffect(() => {
    if (!arrived) return;
    const box = root.current?.closest<HTMLElement>('[data-loo-play]') ?? root.current;
    box?.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
    const a = document.activeElement;
    if (!a || a === document.body) (note.current ?? status.current)?.focus({ preventScroll: true });
  }, []);

  // Dealt by the reader's press: keep focus in the widget (before the effect below, which then moves it on).
  useEffect(() => {
    if (!focusIn) return;
    wantFocus.current = true;
    status.current?.focus({ preventScroll: true });
  }, []);

  // Focus follows the reader's play: once it is their turn again (or the deal is settled), the first thing
  // to press — but only if focus was lost with the control just used (it is on the status line or nowhere).
  useEffect(() => {
    const el = root.current;
    if (!wantFocus.current || !el) return;
    const a = document.activeElement;
    if (a && a !== document.body && a !== status.current) return;
    const target = game.settlement
      ? el.querySelector<HTMLElement>('[data-action="next-deal"], [data-action="new-game-end"]')
      : mine
        ? el.querySelector<HTMLElement>(marks ? '[data-my-call], [data-hand-card][data-legal="true"], [data-hand-card][aria-pressed]' : '[data-my-call], [data-hand-card]')
        : null;
    if (target) {
      target.focus();
      wantFocus.current = false;
    }
  }, [pos, game.settlement, mine]);

  const named = (p: number) => p === YOU;
  const lines = useMemo(() => {
    // The log names the reader's seat "Anna (you)".
    const tLog = withYou(t, YOU);
    // The game's first dealer is drawn in place of the cut (seed 004, "Vorbereitung": the lowest card deals; an
    // English newcomer found Carla dealing with no word why).
    const out = game.done === 0 && !game.fromLink ? [tLog('loo.play.firstDealer', { player: tLog(`players.${pos.dealer}`), context: tLog(`players.gender.${pos.dealer}`) })] : [];
    out.push(...narrateLooDeal(tLog, pos));
    // Each step with the position its move was made in, so the narration names the rule that forced it.
    let before = startPosition(pos.deal);
    for (const s of game.steps) {
      out.push(...narrateLooEvents(tLog, s.events, s.position, { named, before }));
      before = s.position;
    }
    if (game.settlement) out.push(...narrateLooSettlement(tLog, pos, game.settlement, gameOver(game)));
    return out;
  }, [game.steps, game.settlement, game.ended, t]);

  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);

  /** Makes the reader's move; the engine's error, if any, is shown (the position is unchanged). */
  const act = (move: LooMove) => {
    const r = playMove(game, move);
    if (!r.ok) {
      setProblem(looErrorText(t, r.error, YOU, pos.pam));
      return;
    }
    // Only a real choice is offered for analysis afterwards: a forced call or card has nothing to compare (an
    // English reader had a forced card rated). An exchange always offers several.
    if (pos.turn === YOU) setLastChoice(pos.phase === 'exchange' || (pos.phase === 'call' ? legalCalls(pos) : legalCards(pos)).length > 1 ? pos : null);
    onOwnMove?.();
    wantFocus.current = true;
    // The control pressed is about to go: keep focus in the widget, on the line that says what comes next.
    status.current?.focus({ preventScroll: true });
    update(() => r.game);
  };

  const calls = mine && pos.phase === 'call' ? legalCalls(pos) : [];
  const exchanging = mine && pos.phase === 'exchange';
  const playing = mine && pos.phase === 'play';
  const legal = playing ? legalCards(pos) : [];
  const legalSet = new Set(legal.map((l) => l.move.card));
  const civilOpen = legal.some((l) => l.move.civil === true);
  const takeUpOpen = exchanging && o.dealerTakesTrump && pos.dealer === YOU && pos.turnUp !== null;

  /** A hint's reason in words (`loo.play.hints.<reason>`; a high trump without the flush where the rules have none). */
  // In a single pot the eldest hand, who may take the miss, is told why playing is still the call (`singlePotMiss`): "everyone
  // must play" beside the miss button read as a contradiction to a German and a Russian newcomer.
  const hintReason = (at: LooPosition, h: LooHint): string => {
    if (h.reason === 'singlePot' && legalCalls(at).some((l) => l.move.call === 'miss')) return t('loo.play.hints.singlePotMiss');
    // The miss on a hopeless hand in a single pot, where nobody may pass (an English newcomer read "take the miss" at 3 chips
    // against the tip's rich pot): said as the single pot's case, which the strategy lab measures (loo.calls.single).
    if (h.reason === 'takeMiss' && at.single) return t('loo.play.hints.takeMissSingle');
    // A trump played to a trick that cannot be won is not told to keep the trumps (a German newcomer, hinted the
    // two of trumps, read "keep your trumps" in the same line).
    if (h.reason === 'cannotWin' && h.move.type === 'play' && isTrump(at, h.move.card)) return t('loo.play.hints.cannotWinTrump');
    // A hand with neither Pam nor a trump is not told to keep them (a Russian editor, told to throw out all five).
    if (h.reason === 'discardLow' && at.turn !== null && !at.hands[at.turn]!.some((c) => isTrump(at, c))) return t('loo.play.hints.discardLowPlain');
    // The dealer's stake is in the pot whatever the call, so the numbers beside the hint are all below zero (an
    // English newcomer, told to play as dealer, found every choice a loss and took the reason for wrong).
    if (h.reason === 'worthPlaying' && at.turn === at.dealer) return t('loo.play.hints.worthPlayingDealer');
    // Passing saves the dealer no stake: the numbers show it lost (a Russian newcomer read "pass, and no loo can
    // touch you" beside −3.00).
    if (h.reason === 'weakPass' && at.turn === at.dealer) return t('loo.play.hints.weakPassDealer');
    // The dealer's play said for the case at hand: against one player, or alone when everyone passed (a Russian
    // newcomer, against Dan, read "alone if everyone passed").
    if (h.reason === 'dealerPlay') return t(at.calls.some((c, q) => q !== at.dealer && (c === 'play' || c === 'miss')) ? 'loo.play.hints.dealerPlayOne' : 'loo.play.hints.dealerPlayAlone');
    // A strong hand says what makes it strong in this hand: Pam, the king or ace of trumps, or a flush (a Russian
    // newcomer holding Pam read "a trump from the king up, or a flush" and could not tell which he had).
    if (h.reason === 'strongHand' && at.turn !== null) {
      const hand = at.hands[at.turn]!;
      if (!at.trumpHidden && hand.includes(at.pam)) return t('loo.play.hints.strongHandPam');
      const high = hand.filter((c) => isTrump(at, c) && c !== at.pam && looRank(c) >= 11).sort((a, b) => looRank(b) - looRank(a))[0];
      if (high !== undefined) return t('loo.play.hints.strongHandHigh', { card: cardName(t, high), theCard: theCardName(t, high) });
      if (flushOf(at, at.turn)) return t('loo.play.hints.strongHandFlush');
    }
    return t(`loo.play.hints.${h.reason}`);
  };

  // The coach also weighs a call or a card by its number (engine looCoachCost: Monte Carlo ratings at the
  // computer players' level, loaded on first use); meanwhile the buttons wait.
  const [weighing, setWeighing] = useState(false);
  // `always`: warnings that stand whatever the numbers say (a call that costs nothing, left out).
  const tryAct = (move: LooMove, lines: string[], always: string[] = []) => {
    // A refusal shown for an earlier press no longer applies (an English newcomer saw it stay beside the coach).
    setProblem(null);
    const done = (found: string[]) => {
      const all = [...always, ...found];
      return all.length > 0 ? setPending({ move, choice: moveText(t, pos, move), lines: all }) : act(move);
    };
    if (!coachOn || pos.turn !== YOU) return done(lines);
    setWeighing(true);
    import('~/engine/loo/coachCost.ts')
      .then(({ looCoachCost }) => {
        // Of several choices that rate level, the coach names the hint's (a German newcomer was told of one discard
        // by the hint and of another, just as good, by the coach).
        const h = looHint(pos);
        const c = looCoachCost(pos, move, { level: game.level, prefer: h.move });
        // Not costly by the numbers: the coach stays silent, its card warning too ("might not win this one, while
        // the ace is sure to" against the numbers' own best choice left an English newcomer warned both ways). It
        // speaks only before a move that throws something away.
        if (!c) return [];
        // The reason behind the figure where the better choice is the tip's (an English reader found the number
        // bare): the tip for beginners, in the hint's words.
        // A rule is no tip: "A single pot: everyone must play" given as the tip behind playing read, to an
        // English newcomer who had just taken the miss (eldest may), as if the miss were not allowed.
        const tipMove = h.reason !== 'onlyMove' && h.reason !== 'singlePot' && h.reason !== 'clubLaw' ? formatLooMove(h.move) : null;
        const tip = tipMove === formatLooMove(c.better.move) ? ` ${t(c.shared ? 'coach.tipShared' : 'coach.tip', { tip: hintReason(pos, h) })}` : '';
        // The reader's move is the tip itself and the numbers find it costly here: say so, or the coach reads as
        // contradicting the Hint (a German newcomer, told by the hint to play, was then warned against playing).
        const againstTip = tipMove === formatLooMove(move) ? ` ${t('coach.followsTip')}` : '';
        // Another choice level with the better one: it is "one of the best choices" (coach.costlyShared).
        return [...lines, `${costLine(t, pageLang(), c.cost, c.rollouts, moveText(t, pos, c.better.move), c.shared ? 'coach.costlyShared' : 'coach.costly')}${tip}${againstTip}`];
      })
      .catch(() => lines)
      .then((all) => {
        setWeighing(false);
        done(all);
      });
  };

  const playCard = (card: CardT) => {
    const c = checkCard(pos, card);
    if (!c.ok) {
      const e = c.error;
      const reason = looErrorText(t, e, YOU, pos.pam);
      setProblem('rule' in e ? t('loo.play.illegal', { reason, rule: optionName(t, e.rule) }) : reason);
      return;
    }
    const withCivil = civil && legal.some((l) => l.move.card === card && l.move.civil === true);
    const move: LooMove = withCivil ? { type: 'play', player: YOU, card, civil: true } : { type: 'play', player: YOU, card };
    const w = coachOn ? looCoachCard(pos, card) : null;
    // Leading the ace of trumps without "Pam, be civil!": a German newcomer lost the trick to Pam, and the coach had
    // said nothing. The call costs nothing, so the coach says so whatever the numbers find.
    const civilLeft = coachOn ? looCoachLead(pos, move) : null;
    tryAct(move, w ? looCoachLines(t, w) : [], civilLeft ? [t('coach.notCivil')] : []);
  };

  const toggle = (card: CardT) => setDiscard((d) => (d.includes(card) ? d.filter((x) => x !== card) : [...d, card].sort((a, b) => a - b)));

  const renderCard = (c: CardT, place: LooPlace, drawn: ComponentChildren) => {
    if (place.kind !== 'hand' || place.seat !== YOU || !(exchanging || playing)) return drawn;
    if (exchanging) {
      const on = discard.includes(c);
      return (
        <button key={c} type="button" class="loo-play__card" data-hand-card={formatCard(c, { style: 'upper' })} aria-pressed={on ? 'true' : 'false'} onClick={() => toggle(c)}>
          {drawn}
        </button>
      );
    }
    const ok = legalSet.has(c);
    return (
      <button
        key={c}
        type="button"
        class={`loo-play__card${!marks ? '' : ok ? ' is-legal' : ' is-illegal'}`}
        data-hand-card={formatCard(c, { style: 'upper' })}
        data-legal={!marks ? undefined : ok ? 'true' : 'false'}
        disabled={weighing}
        onClick={() => playCard(c)}
      >
        {drawn}
        {marks && <span class="visually-hidden"> {t(ok ? 'loo.play.cardLegal' : 'loo.play.cardIllegal')}</span>}
      </button>
    );
  };

  // The last trick stays on the table until the next card is led, its winning card marked.
  const last = lastTrick(game);
  const shown = last ? { ...pos, trick: last.cards, trickPlayers: last.players } : pos;
  const hot = new Set<CardT>();
  if (last) hot.add(last.cards[last.players.indexOf(last.winner)]!);
  // What the numbers add to the hint, when it is for this position (null before they come in, or once play moves on).
  const numbers = hintMore !== null && hintMore.pos === pos ? hintMore : null;
  if (hint && mine) {
    // The cards of the choice the numbers favour where they overrule the tip (as the Laugh and Lie Down hint
    // marks it): an English and a French newcomer did what the tip said and were warned by the coach at once.
    const m = numbers ? numbers.better : hint.move;
    if (m.type === 'play') hot.add(m.card);
    if (m.type === 'exchange') for (const c of m.discard) hot.add(c);
  }

  const totals = totalsNow(game);
  const name = (p: number) => (p === YOU ? t('loo.play.youName', { player: t(`players.${p}`) }) : t(`players.${p}`));
  let statusText: string;
  // The game's end is said as such, not as one more deal's (an English newcomer read "The deal is over." at the end).
  if (game.settlement) statusText = t(gameOver(game) ? 'loo.play.status.gameOver' : 'loo.play.status.over');
  else if (!mine) {
    statusText = pos.turn === null ? '' : t('loo.play.status.waiting', { player: t(`players.${pos.turn}`), context: t(`players.gender.${pos.turn}`) });
    // The reader passed (in a game, or at the seat a replay's "play on from here" gives): say why nothing comes
    // to them (a German reader, seated as Anna after her pass, watched the others with no word of it).
    if (pos.calls[YOU] === 'pass') statusText = `${t('loo.play.status.passed')} ${statusText}`.trim();
  }
  else if (pos.phase === 'call') {
    // A single pot leaves every seat but eldest one call, to play: said so, not "Your call." over a lone button
    // (a Russian editor took it for a fault).
    const only = calls.length === 1 && calls[0]!.move.call === 'play';
    statusText = `${only ? t('loo.play.status.callOnlyPlay', { call: capitalised(callName(t, 'play'), pageLang()) }) : t('loo.play.status.call')} ${t('loo.play.status.callInfo', { pot: t('loo.values.chips', { count: pos.pot }), loo: t('loo.values.chips', { count: looAmount(pos) }) })}`;
  } else if (pos.phase === 'exchange') statusText = t('loo.play.status.exchange');
  else {
    statusText = t(pos.trick.length === 0 ? 'loo.play.status.lead' : 'loo.play.status.follow');
    // The grey of the cards one may not play, said where it shows (an English newcomer found its only word in the
    // label of a switch folded away under "View and pace").
    if (marks && legal.length < pos.hands[YOU]!.length) statusText = `${statusText} ${t('loo.play.status.greyed')}`;
  }

  const state = game.settlement ? (gameOver(game) ? 'over' : 'settled') : 'playing';
  const link = `?loo=${formatLooPosition(pos)}`;
  const share = () => {
    const url = `${location.origin}${location.pathname}${link}`;
    setShared(url);
    navigator.clipboard?.writeText(url).catch(() => undefined);
  };

  return (
    <div class="loo-play__game" ref={root} data-game={state} data-deal={game.done + 1} data-phase={pos.phase} data-turn={pos.turn ?? undefined}>
      <div class="loo-play__bar">
        <p class="loo-play__dealno">
          <strong data-deal-progress>
            {/* How far the game has come: a deal of the first round (everyone deals once), or playing on after
                it until a deal without a loo (seed 004, "Spielende"; game.ts gameOver). */}
            {/* Once the game is over, the heading says this was its last deal, not that play goes on (an English
                newcomer read "playing on until …" above "The game is over after 7 deals"). */}
            {state === 'over'
              ? t('loo.play.dealLast', { n: game.done + 1 })
              : game.done + 1 <= game.players
              ? t('loo.play.dealOf', { n: game.done + 1, total: game.players })
              : t('loo.play.dealOn', { n: game.done + 1 })}
          </strong>
          {/* A no-break space before the dot: a wrapped line ends on the deal, not on a dot (a French editor). */}
          {'\u00a0· '}
          <span class="loo-play__game">{t('loo.play.game', { rules: rulesName(t, game.rules.id), count: game.players })}</span>
        </p>
        {/* The display's and the pace's switches folded under one summary ("View and pace"): open, on a phone they
            stood one a line above the table (an English newcomer). */}
        <details class="loo-play__options" data-options>
          <summary>{t('loo.play.options')}</summary>
          <label class="loo-play__toggle">
            <input type="checkbox" data-show-all checked={showAll} onChange={(e) => setShowAll((e.currentTarget as HTMLInputElement).checked)} /> {t('loo.play.showAll')}
          </label>
          <label class="loo-play__toggle">
            <input type="checkbox" data-marks checked={marks} onChange={(e) => setMarks((e.currentTarget as HTMLInputElement).checked)} /> {t('loo.play.marks')}
          </label>
          <label class="loo-play__toggle">
            <input type="checkbox" data-quick checked={quick} onChange={(e) => onQuick((e.currentTarget as HTMLInputElement).checked)} /> {t('loo.play.quick')}
          </label>
        </details>
        <CoachSwitch t={t} on={coachOn} brief onChange={(on) => { onCoach(on); if (!on) setPending(null); }} />
        {/* Once the game is over, "New game" is offered under the result only, not twice (a French newcomer). */}
        {!gameOver(game) && (
          <ConfirmButton
            action="new-game"
            label={t('loo.play.newGame')}
            question={t('loo.play.newGameAsk')}
            yes={t('loo.play.newGame')}
            no={t('loo.play.keepPlaying')}
            confirm={game.done > 0 || game.steps.length > 0 || game.settlement !== null}
            onConfirm={onNewGame}
          />
        )}
      </div>
      {game.fromLink && game.done === 0 && (
        <p class="loo-play__note" ref={note} tabIndex={-1} data-from-link>
          {t('loo.play.fromLink')}
        </p>
      )}
      <LooTable
        pos={shown}
        t={t}
        open={(p) => p === YOU || showAll || pos.phase === 'over'}
        openMiss={showAll || pos.phase === 'over'}
        hot={hot}
        renderCard={renderCard}
        spread
        counts
        settlement={game.settlement}
        badges={(p) => (
          <>
            {p === YOU && <span class="badge badge--you">{t('loo.play.you')}</span>}
            {(game.done > 0 || game.settlement) && (
              <span class="badge loo-play__total" data-total={totals[p]}>
                {/* Said, not only read out: a bare "−3" beside the name read as nothing in particular (an English newcomer). */}
                {t('loo.play.settle.totalLabel')}{' '}
                {signed(totals[p]!)}
              </span>
            )}
          </>
        )}
      />
      <div class="loo-play__panel">
        <div class="loo-play__turn">
          <p class="loo-play__status" ref={status} tabIndex={-1} aria-live="polite" data-status>
            {statusText}
          </p>
          {mine && (
            <button type="button" class="loo-play__hint-button" data-action="hint" onClick={askHint}>
              {t('loo.play.hint')}
            </button>
          )}
          {(mine || panelShown) && (
            <button type="button" data-action="analyse" aria-expanded={panelShown && !(mine && earlier) ? 'true' : 'false'} onClick={() => setAnalysed(panelShown && !(mine && earlier) ? null : pos)}>
              {t(panelShown && !(mine && earlier) ? 'analysis.hide' : 'analysis.button')}
            </button>
          )}
          {!mine && !panelShown && lastChoice && lastChoice.deal === pos.deal && (
            <button type="button" data-action="analyse-last" aria-expanded="false" onClick={() => setAnalysed(lastChoice)}>
              {t('analysis.game.lastChoice')}
            </button>
          )}
        </div>
        {calls.length > 0 && (
          <div class="loo-play__calls" role="group" aria-label={t('loo.play.calls')}>
            {calls.map((l) => (
              <button key={l.move.call} type="button" class="loo-play__call" data-my-call={l.move.call} disabled={weighing} onClick={() => tryAct(l.move, [])}>
                {capitalised(callName(t, l.move.call), pageLang())}
              </button>
            ))}
          </div>
        )}
        {exchanging && (
          <div class="loo-play__exchange">
            {takeUpOpen && (
              <label class="loo-play__toggle">
                <input type="checkbox" data-take-up checked={takeUp} onChange={(e) => setTakeUp((e.currentTarget as HTMLInputElement).checked)} />{' '}
                {t('loo.play.takeTurnUp', { card: cardName(t, pos.turnUp!) })}
              </label>
            )}
            <button
              type="button"
              class="loo-play__primary"
              data-action="exchange"
              disabled={weighing}
              // The coach weighs the exchange too (a German newcomer threw out Pam, and kept all five cards against
              // the hint, without a word from it; the analysis rated those choices 2.4 chips behind the best).
              onClick={() => tryAct(takeUp && discard.length > 0 ? { type: 'exchange', player: YOU, discard, turnUp: true } : { type: 'exchange', player: YOU, discard }, [])}
            >
              {discard.length > 0 ? t('loo.play.exchange', { count: discard.length }) : t('loo.play.exchangeNone')}
            </button>
          </div>
        )}
        {civilOpen && (
          <div class="loo-play__civil">
            <label class="loo-play__toggle">
              <input type="checkbox" data-civil checked={civil} onChange={(e) => setCivil((e.currentTarget as HTMLInputElement).checked)} /> {t('loo.play.civil')}
            </label>
            <p class="loo-play__help">{t('loo.play.civilHelp', { effect: t(`loo.values.pamCivil.${o.pamCivil}`) })}</p>
          </div>
        )}
        {pending && (
          <CoachWarningBox t={t} choice={pending.choice} lines={pending.lines} onBack={() => setPending(null)} onAnyway={() => { const m = pending.move; setPending(null); act(m); }} />
        )}
        {problem && (
          <p class="loo-play__problem" role="alert" data-illegal>
            {problem}
          </p>
        )}
        {hint && mine && (
          <p class="loo-play__hint" data-hint={hint.reason}>
            {/* Where the numbers overrule the tip, their choice comes first, the tip after it as background. */}
            {/* …in bold, the tip after it in the muted colour: a Russian newcomer's eye went to "Beginners' tip: …" and
              * followed it, and the coach stopped the move. */}
            {numbers && <><strong data-hint-numbers>{numbers.text}</strong> </>}
            {/* Under rules without flushes (three-card Loo) the tip does not name one (an English reader). */}
            {/* A forced move is no beginners' tip: "Hint: …" (a Russian editor); nor is the one call the rules leave (a
                French editor read « Conseil pour débutants : jouer. Pot simple : tout le monde doit jouer. »). */}
            {/* The tip, where the numbers outweigh it, says so before its move, as what it would choose: a Russian
                newcomer read two opposite instructions in one box and did what the tip said; an English one, after
                the tip had been set last, still took its "play" for the answer. */}
            {numbers ? (
              <span class="loo-play__tip-aside" data-tip-outweighed>{t('loo.play.hintTextOutweighed', { move: moveText(t, pos, hint.move), reason: hintReason(pos, hint) })}</span>
            ) : (
              <span>{t('loo.play.hintText', { move: moveText(t, pos, hint.move), reason: hintReason(pos, hint), context: hint.reason === 'onlyMove' || (pos.phase === 'call' && calls.length === 1) ? 'only' : undefined })}</span>
            )}
          </p>
        )}
        {earlier && analysed && (
          <p class="loo-play__analysed" data-analysed-earlier={analysed.phase}>
            {t(`loo.play.analysedEarlier.${analysed.phase}`)}
            {/* Where the reader has a decision now, the button that rates it is named: "Run again" in the panel reran the
                earlier decision (an English newcomer). */}
            {mine && <> {t('loo.play.analysedEarlierNow')}</>}
          </p>
        )}
        {panelShown && analysed && (
          <Analysis t={t} game="loo" position={formatLooPosition(analysed)} player={name(analysed.turn ?? YOU)} you={(analysed.turn ?? YOU) === YOU} levels={['random', 'sound'] satisfies LooAnalysisLevel[]} defaultLevel={game.level} helpContext={!analysed.rules.options.exchange ? 'noExchange' : analysed.rules.options.miss ? undefined : 'noMiss'}
            describe={(m: LooMove) => moveText(t, analysed, m)} mine={(() => { for (let h = pos.history; h; h = h.prev) if (h.prev === analysed.history) return h.move; return null; })()} />
        )}
        <div class="loo-play__log" ref={log} role="log" tabIndex={0} aria-label={t('loo.play.log')} data-narration>
          {lines.map((s, i) => (
            <p key={i}>{s}</p>
          ))}
        </div>
        {game.settlement && (
          <Settlement t={t} game={game} name={name} over={gameOver(game)} playOn={playingOn(game)} onNext={() => { wantFocus.current = true; toTable.current = true; status.current?.focus({ preventScroll: true }); onNext(); }} onNewGame={onNewGame} canEnd={mayEndHere(game)} onEnd={() => { wantFocus.current = true; update((g) => ({ ...g, ended: true })); }} lang={pageLang()} />
        )}
        {/* A link to the position, or Share: either shows every hand, and the note beside them says so. The link opens
          * in a new tab: followed in this one, it started the game afresh from this deal and its running totals were
          * gone (an English newcomer). */}
        <div class="loo-play__share">
          <a href={link} target="_blank" rel="noopener" data-link aria-describedby="loo-play-reveals">
            {t('loo.play.link')}
          </a>
          <button type="button" data-action="share-position" aria-describedby="loo-play-reveals" onClick={share}>
            {t('loo.play.share.button')}
          </button>
          <p class="loo-play__reveals" id="loo-play-reveals" data-reveals>
            {t(pos.rules.options.miss ? 'loo.play.share.note' : 'loo.play.share.noteNoMiss')}
          </p>
          {shared && (
            <label class="loo-play__share-link">
              <span>{t(pos.rules.options.miss ? 'loo.play.share.label' : 'loo.play.share.labelNoMiss')}</span>
              <input type="text" readOnly value={shared} data-share-link onFocus={(e) => (e.target as HTMLInputElement).select()} />
            </label>
          )}
        </div>
      </div>
    </div>
  );
}
