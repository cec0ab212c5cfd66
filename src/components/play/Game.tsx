import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TFunction } from 'i18next';
import type { Card as CardT, LegalMove, Move, Position, Step } from '~/engine/lld/types.ts';
import { applyMove, turnMoves, turnMoveCount, freeMovesOf } from '~/engine/lld/rules.ts';
import { settle, carriedOn, type Settlement } from '~/engine/lld/settle.ts';
import { READINGS } from '~/engine/lld/readings/index.ts';
import { formatValue } from '../readings/formatValue.ts';
import { dealSeeded } from '~/engine/lld/deal.ts';
import { potBalance } from '~/engine/lld/options.ts';
import { moveOfStep } from '~/engine/lld/replay.ts';
import { formatPosition } from '~/engine/lld/notation.ts';
import { seededRng } from '~/engine/core/random.ts';
import { rankOf } from '~/engine/core/cards.ts';
import { brokenTip, computerTurn, computerFree, claimsOf, turnHint, LEVELS, type Level } from '~/engine/lld/ai.ts';
import { bonusLine, leavesOneOfTwo, narrateStep, pairsLine, signed } from '../replay/narrate.ts';
import { wasOnlyCapture } from '../why/lldWhy.ts';
import { withYou } from './youName.ts';
import { Line } from '../replay/Line.tsx';
import { Felt, type Place } from '../table/Felt.tsx';
import type { ComponentChildren } from 'preact';
import { movesToShow, noMoveUsing } from './pickMoves.ts';
import { PickCard } from './PickCard.tsx';
import { cardNames } from '../cards/cardName.ts';
import { choiceTextFor, laysLastCards, moveTextFor, ruleText } from './describe.ts';
import { capitalised } from '~/i18n/capitalised.ts';
import { useHintLine } from './weighedHint.ts';
import { alikeKey, sameMove } from '~/engine/lld/moveKey.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { listSep } from '../ref/listSep.ts';
import { coachMove } from '~/engine/lld/coach.ts';
import { coachSpeaks, coachTip } from './coachTip.ts';
import { CoachSwitch, CoachWarningBox, lldCoachLines, useCoach } from '../why/Coach.tsx';
import { LLD_GAME_KEY, loadSession, lldRecord, readGame, readSettings, useSessionSave } from './persist.ts';
import { hasSession } from './session.ts';
import { rankingList } from './ranking.ts';
import { Analysis } from '../analysis/Analysis.tsx';
import type { AnalysisLevel, WaitChoice } from '~/engine/lld/analysis.ts';
import './gameAnalysis.css';

/** The position each logged step was made in, for the why of forced moves (the log keeps only positions reached). */
const BEFORE = new WeakMap<Step, Position>();

/** Whether a logged step was its player's only capture (lldWhy wasOnlyCapture), worked out once per step, not per render. */
const ONLY_CAPTURE = new WeakMap<Step, boolean>();
function onlyCapture(st: Step): boolean {
  let v = ONLY_CAPTURE.get(st);
  if (v === undefined) ONLY_CAPTURE.set(st, (v = BEFORE.has(st) && wasOnlyCapture(BEFORE.get(st)!, moveOfStep(st))));
  return v;
}

export interface GameProps {
  t: TFunction;
  lang: string;
  /** The reading the setup offers first (the page's `?reading=`, or the explored position's). */
  readingId: string;
  /** Called when the reader chooses another reading, so the page can keep it in the address. */
  onReading?: (id: string) => void;
  /** Seed of the first deal (the page takes it from `?seed=`, or at random). */
  seed: number;
}

/** The widths at which the analysis panel starts open (below, it waits collapsed until the reader opens it). */
const WIDE = '(min-width: 40rem)';
/** A phone-sized screen (play.css's narrow layout), where a new deal is scrolled to its table (issue 19). */
const onPhone = () => typeof matchMedia === 'function' && matchMedia('(max-width: 30rem)').matches;

/**
 * Pauses of the computer players, in milliseconds: a free action, a turn, a claim (the reader may be first: at the
 * table's pace five seconds, as two had let an English newcomer read the log line and look for the claim only
 * after a computer player had made it; at the quick pace one and a half, not the 0.4 that no reader could use).
 */
const PACE = { normal: { free: 500, turn: 900, claim: 5000 }, quick: { free: 60, turn: 120, claim: 1500 } } as const;

interface GameState {
  readonly players: number;
  /** Deal number, 1-based; a game has as many deals as players, so that everyone deals once (seed 001). */
  readonly deal: number;
  readonly pos: Position;
  readonly log: readonly Step[];
  /** Running chip totals before this deal. */
  readonly totals: readonly number[];
  readonly settlement: Settlement | null;
}

/**
 * The game kept in this tab, if any, and its settings (null: none, or a record that does not hold); `lost`: the
 * tab held a game that could not be restored (damaged, or from another version of the site), which the set-up
 * then says, where a tester found it gone without a word.
 */
function restore(pageReadingId: string): { settings: ReturnType<typeof readSettings>; game: GameState | null; lost?: boolean } {
  const stored = loadSession(LLD_GAME_KEY);
  const settings = readSettings(stored, LEVELS, Object.keys(PACE));
  const lost = hasSession(LLD_GAME_KEY);
  if (!settings) return { settings: null, game: null, lost };
  const g = readGame(stored, settings, (n, carried) => {
    const r = dealSeeded(settings.seed + n, { players: settings.players, dealer: (n - 1) % settings.players, reading: READINGS[settings.readingId]!, carried });
    return r.ok ? r.value : null;
  });
  if (!g) return { settings: settings.readingId === pageReadingId ? settings : null, game: null, lost };
  const pos = g.steps.at(-1)?.position ?? g.start;
  const s = pos.over ? settle(pos) : null;
  return { settings, game: { players: settings.players, deal: g.deal, pos, log: g.steps, totals: g.totals, settlement: s && s.ok ? s.value : null } };
}

/** Deal `n` of a game: the deal passes to the left each time (seed 001, "Setup"). */
function newDeal(readingId: string, players: number, seed: number, n: number, carried: number): Position {
  const r = dealSeeded(seed + n, { players, dealer: (n - 1) % players, reading: READINGS[readingId]!, carried });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** The computer level a new game starts at. */
const DEFAULT_LEVEL: Level = 'willughby';

/**
 * A game against computer players: the reader holds one seat, the others play at a chosen level (engine
 * ai.ts, after seed 001's tips). Computer players make declarations and pairs at once and claim a mistake
 * after a pause, so the reader can claim first. A hint names the tip behind its move. Each deal ends in
 * its settlement; a game is as many deals as players, with running chip totals.
 */
export function Game({ t, lang, readingId: firstReading, onReading, seed: firstSeed }: GameProps) {
  const pageReadingId = READINGS[firstReading] ? firstReading : 'parlett';
  // A game in progress kept in this tab (persist.ts) comes back with its settings after a reload or a
  // switch of tabs; it keeps its own reading while it lasts (and the page's address is told so, below).
  const [kept] = useState(() => restore(pageReadingId));
  const [readingId, setReadingId] = useState(kept.game ? kept.settings!.readingId : pageReadingId);
  const counts = playerCounts(readingId);
  const ks = kept.settings && (kept.game || kept.settings.readingId === readingId) ? kept.settings : null;
  const [players, setPlayers] = useState(ks ? ks.players : counts.includes(5) ? 5 : counts[0]!);
  const [seat, setSeat] = useState(ks ? ks.seat : 1);
  const [level, setLevel] = useState<Level>(ks ? (ks.level as Level) : DEFAULT_LEVEL);
  const [pace, setPace] = useState<keyof typeof PACE>(ks ? (ks.pace as keyof typeof PACE) : 'normal');
  const [showAll, setShowAll] = useState(ks ? ks.showAll : false);
  const [game, setGame] = useState<GameState | null>(kept.game);
  // The kept game's reading is the one in play: the page's address says it.
  useEffect(() => {
    if (readingId !== firstReading) onReading?.(readingId);
  }, []);
  // The hint at once, then what the numbers add to it (weighedHint.ts).
  const { line: hintLine, move: hintMove, ask: askHint, clear: clearHint } = useHintLine(t, lang, seat, game ? game.pos : null);
  // The log names the reader's seat "Anna (you)".
  const tLog = useMemo(() => withYou(t, seat), [t, seat]);
  // The coach: on by default up to the default level (Willughby's advice), off by default only at "Careful",
  // the level for readers who know the game; the reader's own choice is remembered either way. It was on only at
  // "Plain", which is not the default, so a newcomer who started at once played without it and never saw the
  // switch before the game (an English newcomer). A move it warns about waits for "take it back" or "play anyway".
  // On by default at every level, as in Loo: off against the careful players, it went off unannounced when an English
  // newcomer stepped up a level, just when its warnings help most. The reader's own choice is remembered.
  const [coachOn, setCoachOn] = useCoach('lld', true);
  const [pending, setPending] = useState<{ move: Move; lines: string[] } | null>(null);
  // The analysis panel (issue 15): a position in which the reader was on turn — asked for, or the one the
  // reader has just moved in — with the move made there, if any, whose cost the panel states. It rates the
  // reader's seat only (the player on turn there): the engine deals the hands the reader cannot see afresh
  // for every rollout. Open at first on a wide screen; on a phone it waits, collapsed, for the reader.
  // A free move the reader makes while a computer player is on turn (a pair laid, a claim) is rated too,
  // against the other free moves and making none now (the engine's `wait` choice).
  const [analysed, setAnalysed] = useState<{ pos: Position; mine: Move | null; deal: number } | null>(null);
  const [panelOpen, setPanelOpen] = useState(() => typeof matchMedia === 'function' && matchMedia(WIDE).matches);
  /** The reader's own move: rated by the panel (on the reader's turn, or a free move out of turn), then played. */
  const playMine = (m: Move) => {
    if (game && !game.settlement && game.pos.turn !== null && applyMove(game.pos, m).ok) setAnalysed({ pos: game.pos, mine: m, deal: game.deal });
    apply(m);
  };
  // The coach weighs the reader's move by its number too (engine coachCost: Monte Carlo ratings at the
  // computer players' level, loaded on first use; a free move out of turn against making none now);
  // meanwhile the move buttons wait.
  const [weighing, setWeighing] = useState(false);
  // Cards the reader has tapped (in hand or on the table) to narrow the list of moves, as the lessons teach to
  // choose a move by its cards (a German newcomer tapped cards in the game and nothing happened). Kept with the
  // position they were tapped in, so that any move, the reader's or the computer's, clears them.
  const [picks, setPicks] = useState<{ pos: Position | null; cards: readonly CardT[] }>({ pos: null, cards: [] });
  const tryMove = (m: Move) => {
    if (!coachOn || !game) return playMine(m);
    const pos = game.pos;
    const ws = coachMove(pos, m);
    // Where another choice rates level with the best one (coachCost's `shared`), the coach names its choice as
    // "one of the best choices" (lldCoachLines: `coach.costlyShared`, `coach.tipShared`): the hint may name the other.
    const warn = (all: Parameters<typeof lldCoachLines>[2]) => (all.length > 0 ? setPending({ move: m, lines: lldCoachLines(t, lang, all, seat) }) : playMine(m));
    if (pos.turn === null) return warn(ws);
    setWeighing(true);
    import('~/engine/lld/coachCost.ts')
      .then(({ coachCost, sameMove }) => {
        const costly = coachCost(pos, m, { level });
        if (!costly) return ws;
        // The tip behind the figure, where one stands behind the best choice (the reader plays `seat`).
        const tip = seat === null ? null : coachTip(turnHint(pos, seat), m, costly.better.move, sameMove, brokenTip(pos, m));
        // The reader's capture follows the same tip as the best one: below a chip the coach keeps quiet, as it has
        // no rule to teach (coachTip.ts SAME_TIP_COST).
        if (!coachSpeaks(tip, costly.cost)) return ws;
        return [...ws, { ...costly, tip }];
      })
      .catch(() => ws)
      .then((all) => {
        setWeighing(false);
        warn(all);
      });
  };
  // The first game uses the page's seed (`?seed=` makes it reproducible); every new game shuffles afresh.
  const [seed, setSeed] = useState(kept.game ? kept.settings!.seed : firstSeed);
  const settings = { readingId, players: game ? game.players : players, seat, level, pace, showAll, seed };
  useSessionSave(
    LLD_GAME_KEY,
    game
      ? lldRecord(settings, game.deal, game.pos.carried, game.totals, game.log.map(moveOfStep).filter((m): m is Move => m !== undefined))
      : null,
  );
  const rng = useMemo(() => seededRng(seed), [seed]);
  const live = useRef<HTMLOListElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  // The hint is written on the status line, under the table and just above the moves it speaks of; on a phone
  // that is a screen below the Hint button (a German newcomer's tour), so the line is brought into view.
  useEffect(() => {
    if (hintLine) statusLine.current?.scrollIntoView?.({ block: 'nearest' });
  }, [hintLine]);
  // The move the hint names is marked in the list and brought into view (a Russian newcomer hunted for it among
  // nine).
  useEffect(() => {
    // Nearest: inside the list's box, and the page too where the list is below the screen's edge (a French
    // newcomer on a phone found the marked move out of sight).
    if (hintMove) gameRoot.current?.querySelector<HTMLElement>('[data-my-moves] [data-hinted]')?.scrollIntoView?.({ block: 'nearest' });
  }, [hintMove]);
  // The move button pressed is about to go: keep focus in the game, on the line that says what comes next
  // (the reader's moves follow it, so the next Tab reaches them).
  const keepFocus = () => statusLine.current?.focus({ preventScroll: true });
  const name = (p: number) => (p === seat ? t('play.game.youName', { player: t(`players.${p}`) }) : t(`players.${p}`));

  const [lost, setLost] = useState(kept.lost === true);
  const start = () => {
    setLost(false);
    toTable.current = true;
    setGame({ players, deal: 1, pos: newDeal(readingId, players, seed, 1, 0), log: [], totals: Array(players).fill(0), settlement: null });
    clearHint();
    setAnalysed(null);
  };
  const apply = (m: Move) =>
    setGame((g) => {
      if (!g || g.settlement) return g;
      const r = applyMove(g.pos, m);
      if (!r.ok) return g;
      BEFORE.set(r.value, g.pos);
      const pos = r.value.position;
      const s = pos.over ? settle(pos) : null;
      return { ...g, pos, log: [...g.log, r.value], settlement: s && s.ok ? s.value : null };
    });

  // The computer players: free actions first, then a claim after a pause, then the computer on turn.
  useEffect(() => {
    if (!game || game.settlement) return;
    const pos = game.pos;
    for (let p = 0; p < pos.players; p++) {
      if (p === seat) continue;
      const f = computerFree(pos, p);
      if (f) {
        const id = setTimeout(() => apply(f.move), PACE[pace].free);
        return () => clearTimeout(id);
      }
    }
    for (let p = 0; p < pos.players; p++) {
      if (p === seat) continue;
      const c = claimsOf(pos, p)[0];
      if (c) {
        // Where the reader may claim the same cards, the computer waits as long at either pace (a German newcomer,
        // at the quick pace, saw the claim go within a second and a half, before the hint he had asked for came).
        const wait = seat !== null && claimsOf(pos, seat).length > 0 ? PACE.normal.claim : PACE[pace].claim;
        const id = setTimeout(() => apply(c.move), wait);
        return () => clearTimeout(id);
      }
    }
    if (pos.turn !== null && pos.turn !== seat) {
      const m = computerTurn(pos, level, rng);
      if (m) {
        const id = setTimeout(() => apply(m.move), PACE[pace].turn);
        return () => clearTimeout(id);
      }
    }
    return undefined;
  }, [game, seat, level, pace]);

  useEffect(() => {
    // Scroll the log's own box to its last line; scrollIntoView would move the whole page on a phone
    // at every computer move (and carry away whatever the reader is looking at).
    const log = live.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [game?.log.length]);

  // After "New game", focus goes to the setup's first field rather than being lost.
  const toSetup = useRef(false);
  // A deal the reader has just dealt (or moved on to): on a phone it opens with its table at the top of the
  // screen, so the table, the reader's hand and the moves are seen together (issue 19). On a wider screen the
  // game's bar goes to the top when the reader's moves (or, off turn, the table) end below the fold — at
  // 1280×800 they began 110 px under it — and nothing moves when all of it shows. Focus stays in the game,
  // on its status line, since the button pressed is gone.
  const toTable = useRef(false);
  const gameRoot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = gameRoot.current;
    if (!game || !toTable.current || !root) return;
    toTable.current = false;
    const felt = root.querySelector('.replay__felt');
    if (onPhone()) felt?.scrollIntoView({ block: 'start' });
    else if (((root.querySelector('[data-my-moves]') ?? felt)?.getBoundingClientRect().bottom ?? 0) > window.innerHeight) root.scrollIntoView({ block: 'start' });
    keepFocus();
  }, [game?.deal, game === null]);
  useEffect(() => {
    if (!game && toSetup.current) {
      toSetup.current = false;
      document.getElementById('game-players')?.focus();
    }
  }, [game]);

  const newGame = () => {
    setReadingId(pageReadingId);
    setSeed((s) => (s * 7919 + Math.floor(Math.random() * 1e6)) % 999_983 + 1);
    toSetup.current = true;
    setGame(null);
    setAnalysed(null);
  };
  const next = () => {
    if (!game || !game.settlement) return;
    toTable.current = true;
    const totals = game.totals.map((x, p) => x + game.settlement!.net[p]!);
    const carried = carriedOn(game.settlement);
    setGame({ ...game, deal: game.deal + 1, totals, pos: newDeal(readingId, game.players, seed, game.deal + 1, carried), log: [], settlement: null });
    clearHint();
    setAnalysed(null);
  };

  const chooseReading = (id: string) => {
    if (!READINGS[id]) return;
    setReadingId(id);
    const n = playerCounts(id);
    const p = n.includes(players) ? players : n.includes(5) ? 5 : n[0]!;
    setPlayers(p);
    if (seat >= p) setSeat(1);
    onReading?.(id);
  };
  const readingName = t(`readings.names.${readingId}`);

  if (!game) {
    return (
      <div class="play__game" data-game="setup">
        {lost && <p class="play__error" role="status" data-game-lost>{t('play.game.lost')}</p>}
        <div class="play__bar">
          <label class="play__field">
            <span>{t('play.reading')}</span>
            <select id="game-reading" value={readingId} onChange={(e) => chooseReading((e.target as HTMLSelectElement).value)}>
              {Object.keys(READINGS).map((id) => <option value={id}>{t(`readings.names.${id}`)}</option>)}
            </select>
          </label>
          <label class="play__field">
            <span>{t('play.edit.players')}</span>
            <select id="game-players" value={String(players)} onChange={(e) => { const n = Number((e.target as HTMLSelectElement).value); setPlayers(n); if (seat >= n) setSeat(1); }}>
              {counts.map((n) => <option value={String(n)}>{n}</option>)}
            </select>
          </label>
          <label class="play__field">
            <span>{t('play.game.seat')}</span>
            <select id="game-seat" value={String(seat)} onChange={(e) => setSeat(Number((e.target as HTMLSelectElement).value))}>
              {Array.from({ length: players }, (_, p) => <option value={String(p)}>{t(`players.${p}`)}</option>)}
            </select>
          </label>
          <label class="play__field">
            <span>{t('play.game.level')}</span>
            <select id="game-level" value={level} onChange={(e) => setLevel((e.target as HTMLSelectElement).value as Level)}>
              {LEVELS.map((l) => <option value={l}>{t(`play.game.levels.${l}`)}</option>)}
            </select>
          </label>
          <label class="play__field">
            <span>{t('play.game.pace')}</span>
            <select id="game-pace" value={pace} onChange={(e) => setPace((e.target as HTMLSelectElement).value as keyof typeof PACE)}>
              <option value="normal">{t('play.game.paceNormal')}</option>
              <option value="quick">{t('play.game.paceQuick')}</option>
            </select>
          </label>
        </div>
        <ReadingTerms t={t} lang={lang} readingId={readingId} players={players} />
        <p class="play__help">{t(`play.game.levelHelp.${level}`)}</p>
        {/* The coach's switch before the game too, where the other settings are chosen. */}
        <div class="play__bar play__bar--coach">
          <CoachSwitch t={t} on={coachOn} onChange={setCoachOn} />
        </div>
        <button type="button" class="play__primary" data-action="start" onClick={start}>{t('play.game.start', { count: players })}</button>
      </div>
    );
  }

  const pos = game.pos;
  // Under the readings that lay a rank’s last cards instead of a pair out of turn, the reader’s own move says so (describe.ts).
  const lastCards = laysLastCards(pos.reading.options);
  const turns = !game.settlement && pos.turn === seat ? turnMoves(pos) : [];
  const mine: LegalMove[] = game.settlement ? [] : [...freeMovesOf(pos, seat), ...turns];
  const canPick = mine.length > 0 && !pending;
  // Cards narrow the list only where some move uses them: facing lying down alone, "Or press cards" led nowhere
  // (an English newcomer).
  const cardsPick = canPick && mine.some((l) => l.move.type !== 'lieDown');
  const picked = cardsPick && picks.pos === pos ? picks.cards : [];
  /** "Put two of your prial of jacks down …", the rank of `c` named as each language needs it. */
  const prialAny = (c: CardT): string => t('learn.ui.do.declarePrialAny', { ranks: t(`cards.ranks.${rankOf(c)}`), ofRank: t(`cards.ofRank.${rankOf(c)}`) });
  // With nothing picked, two of a prial are one line (`anyTwo`, pickMoves.ts movesToShow).
  const { matching, shown, anyOf: anyTwo } = movesToShow(mine, picked);
  const showAllButton = (
    <button type="button" data-action="show-all-moves" onClick={() => setPicks({ pos: null, cards: [] })}>{t('play.game.showAllMoves')}</button>
  );
  const togglePick = (c: CardT) => {
    clearHint();
    setPicks({ pos, cards: picked.includes(c) ? picked.filter((x) => x !== c) : [...picked, c] });
  };
  // The reader's hand and the table's cards are buttons while the reader has a move to make (as in the explorer).
  const pickable = (c: CardT, place: Place, drawn: ComponentChildren) =>
    cardsPick && (place.kind === 'table' || (place.kind === 'hand' && place.seat === seat)) ? (
      <PickCard key={c} card={c} pressed={picked.includes(c)} onPick={() => togglePick(c)}>
        {drawn}
      </PickCard>
    ) : (
      drawn
    );
  // While the coach's warning stands in for the moves, the line says so rather than "choose a capture below" (a
  // French newcomer).
  const finished = game.settlement !== null && game.deal === game.players;
  // After the last deal the line says the game is over too (a French newcomer read "The deal is over" after deal 5 of 5).
  const claimOpen = mine.some((l) => l.move.type === 'claim');
  const status = game.settlement
    ? t(finished ? 'play.game.gameOver' : 'play.game.dealOver')
    : pending
      ? t('play.game.coachWaits')
      : pos.turn === seat
        ? // With moves that cost no turn offered too (listed first), the line says so: "choose a capture" alone
          // read oddly above a list that opened with declarations.
          t(`play.game.${turns.every((l) => l.move.type === 'lieDown') ? 'yourTurnLieDown' : 'yourTurn'}${mine.length > turns.length ? 'Free' : ''}`)
        : pos.turn === null
          ? ''
          : // A claim open to the reader off turn is the line's news: the computer players claim after a pause, and a
            // French newcomer, reading "Emil is thinking…", missed the button that had appeared below.
            claimOpen
            ? t('play.game.claimNow', { player: t(`players.${pos.turn}`) })
            : t('play.game.waiting', { player: t(`players.${pos.turn}`) });
  const onTurn = !game.settlement && pos.turn === seat;
  // Without Workers (an old browser, a test page) the game goes on without the panel.
  const canAnalyse = typeof Worker === 'function';
  const panel = canAnalyse && analysed && analysed.deal === game.deal ? analysed : null;
  // A forced move (the one legal choice: the player's only capture or the lie-down, and no free move) has nothing to
  // weigh: one line says so instead of a panel of one bar (an English newcomer read the panel as noise). A free move
  // out of turn always has waiting beside it.
  const forced = !!panel?.mine && panel.pos.turn === panel.mine.player && turnMoveCount(panel.pos) + freeMovesOf(panel.pos, panel.mine.player).length <= 1;
  // The reader on turn again while the panel still rates an earlier move of theirs (the panel's notes below).
  const earlierMove = !!panel?.mine && panel.pos !== game.pos && game.pos.turn === seat && !game.settlement;
  /** Whether players paid one another this deal (some readings' lying down): a column of its own, and a note. */
  const paidBetween = game.settlement !== null && game.pos.transfers.some((x) => x !== 0);
  const totalsAfter = game.settlement ? game.totals.map((x, p) => x + game.settlement!.net[p]!) : game.totals;
  // Who took the bonus, said right under the table: two players with as many won cards and nets 5 apart read as a
  // slip (a French newcomer found the bonus only in the log). In the log's words, the reader's own in the second person.
  const bonus = game.settlement ? bonusLine(tLog, game.pos, game.settlement) : null;
  // The leftovers the dealer took, under the table too: the dealer's won cards jumped there with no word but the log's
  // last line, far below (a French newcomer looked for where Emil's cards had gone).
  const leftovers = game.settlement ? game.log.at(-1)?.events.find((e) => e.type === 'leftovers') : undefined;
  // That a card left of two is open to no claim is said at the deal's first such capture only: said at every one,
  // five to eight times a deal, it drowned the lines that matter, such as a claim opened (a French editor).
  const firstOneOfTwo = game.log.findIndex((st) => leavesOneOfTwo(st.events, st.position));
  // Likewise the rule behind a single capture ("may not lie down"), said in full at the first (a French editor saw it
  // five or six times a deal); the later ones say only that it was the one capture.
  // Another's only capture is said only where the reader sees that hand (all hands shown): otherwise it would tell
  // what the hand holds (a French newcomer read "Carla had only this capture" of a hand he could not see).
  const hiddenMove = (st: Step) => !showAll && moveOfStep(st)?.player !== seat;
  const firstOnlyCapture = game.log.findIndex((st) => onlyCapture(st) && !hiddenMove(st));

  return (
    <div class="play__game" ref={gameRoot} data-game={game.settlement ? 'settled' : 'playing'} data-deal={game.deal}>
      <div class="play__bar">
        <p class="play__dealno">{t('play.game.dealNo', { n: game.deal, total: game.players })}{'\u00a0· '}<span class="play__reading-name" data-game-reading={readingId}>{t('play.readings.gameReading', { reading: readingName })}</span></p>
        <label class="play__toggle"><input type="checkbox" checked={showAll} onChange={(e) => setShowAll((e.target as HTMLInputElement).checked)} /> {t('play.game.showAll')}</label>
        <CoachSwitch t={t} on={coachOn} brief onChange={(on) => { setCoachOn(on); if (!on) setPending(null); }} />
        <button type="button" data-action="hint" disabled={mine.length === 0} onClick={() => askHint(pos, seat, level)}>{t('play.hintButton')}</button>
        {(onTurn || mine.length > 0) && canAnalyse && (
          <button type="button" data-action="analyse" onClick={() => { setAnalysed({ pos, mine: null, deal: game.deal }); setPanelOpen(true); }}>{t('analysis.game.analyseNow')}</button>
        )}
        {/* Once the game is over, "New game" is offered under the result only, not twice (a French newcomer). */}
        {!finished && (
          <ConfirmButton
            action="new-game"
            label={t('play.game.newGame')}
            question={t('play.game.newGameAsk')}
            yes={t('play.game.newGame')}
            no={t('play.game.keepPlaying')}
            confirm={game.deal > 1 || game.settlement !== null || game.log.length > 0}
            onConfirm={newGame}
          />
        )}
      </div>
      <Felt
        pos={pos}
        t={t}
        counts
        open={(p) => showAll || p === seat || pos.over}
        // Won cards face down under the readings that say so (the French rules): the others' piles show their
        // count only until the deal is over (a German newcomer saw them face up beside "won cards lie face down").
        wonOpen={(p) => !pos.reading.options.wonFaceDown || showAll || p === seat || pos.over}
        badges={(p) => (p === seat ? <span class="badge badge--you">{t('play.game.you')}</span> : null)}
        you={seat}
        hot={picked.length > 0 ? new Set(picked) : undefined}
        renderCard={pickable}
        spread={(p) => cardsPick && p === seat}
      />
      <p class="play__status" ref={statusLine} tabIndex={-1} aria-live="polite" data-status>{status}{hintLine && <span data-hint> {hintLine}</span>}</p>
      {/* The settlement right under the status line, above the last move's analysis and the log: at the end of a
       * deal it is what the reader looks for (a French newcomer found it some 900 px down on a phone). */}
      {game.settlement && (
        <div class="play__settle" data-settlement>
          <table>
            <caption>{t('play.game.settlement', { n: game.deal })}</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">{t('play.game.won')}</th>
                {/* The pay-off's parts, as the worked examples' tables give them (a Russian newcomer compared the two);
                    on a phone the lines under the table say them, and the table keeps to its width. */}
                <th scope="col" class="play__part">{t('payoff.pairs')}</th>
                <th scope="col" class="play__part">{t('payoff.bonus')}</th>
                <th scope="col" class="play__part">{t('payoff.stake')}</th>
                {paidBetween && <th scope="col" class="play__part">{t('play.game.transfers')}</th>}
                <th scope="col">{t('play.game.net')}</th>
                <th scope="col">{t('play.game.total')}</th>
              </tr>
            </thead>
            <tbody>
              {game.settlement.net.map((n, p) => (
                <tr key={p} data-seat={p}>
                  <th scope="row">{name(p)}</th>
                  <td>{game.settlement!.won[p]}</td>
                  <td class="play__part" data-pairs={game.settlement!.pairChips[p]}>{signed(game.settlement!.pairChips[p]!)}</td>
                  <td class="play__part">{game.settlement!.bonus.player === p ? signed(game.settlement!.bonus.chips) : '—'}</td>
                  <td class="play__part">{signed(-(game.pos.stakes[p] ?? 0))}</td>
                  {paidBetween && <td class="play__part">{signed(game.pos.transfers[p] ?? 0)}</td>}
                  <td data-net={n}>{signed(n)}</td>
                  <td data-total={totalsAfter[p]}>{signed(totalsAfter[p]!)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* The pay-off line by line, as the log tells it (an English newcomer found the table's figures unexplained):
           * the leftovers first, as in play — they go to the dealer before the pay-off and count among the won cards (a
           * Russian newcomer read them after the bonus, as if they came later) — then the bonus, then each player's
           * chips for won cards. */}
          {leftovers?.type === 'leftovers' && leftovers.cards.length > 0 && <p class="play__bonus" data-leftovers-line={leftovers.player}>{tLog('narr.leftovers', { player: tLog(`players.${leftovers.player}`), count: leftovers.cards.length })}</p>}
          {bonus !== null && <p class="play__bonus" data-bonus-line={game.settlement.bonus.player ?? undefined}>{bonus}</p>}
          <p class="play__bonus" data-pairs-line>{pairsLine(tLog, game.settlement)}</p>
          {/* The net column is the pay-off less the stake: say so, or the log's "+5 for won cards" against a net +2 reads as a slip (a French newcomer). */}
          <p class="play__net-note" data-net-note>
            {/* The reader as dealer: "you dealt", not "Ben (you), who dealt" (nested brackets, a French reader). */}
            {t(game.pos.dealer === seat ? 'play.game.netNoteYou' : 'play.game.netNote', {
              dealer: name(game.pos.dealer),
              context: t(`players.gender.${game.pos.dealer}`),
              dealerStake: t('replay.chips', { count: game.pos.stakes[game.pos.dealer] ?? 0 }),
              otherStake: t('replay.chips', { count: game.pos.stakes[(game.pos.dealer + 1) % game.pos.players] ?? 0 }),
            })}
            {/* Payments between players only where this deal had some (a German reader looked for them under Parlett's rules, which have none here). */}
            {paidBetween && <> {t('play.game.netNoteTransfers')}</>}
          </p>
          <p data-settled-under={readingId}>{t('play.readings.settledUnder', { reading: readingName })}</p>
          {/* After the last deal there is no next deal to take the chips left, or to make up a debt (a French reader read "it owes 9 chips to the next deal" at the end of a game). */}
          {game.settlement.potAfter > 0 && <p data-pot-left={game.settlement.potAfter} data-pot-after={game.settlement.potAfter}>{t(finished ? 'play.game.potLeftEnd' : 'play.game.potLeft', { count: game.settlement.potAfter })}</p>}
          {game.settlement.potAfter < 0 && <p data-pot-left={game.settlement.potAfter} data-pot-after={game.settlement.potAfter}>{t(finished ? 'play.game.potOwesEnd' : 'play.game.potOwes', { count: -game.settlement.potAfter, pot: signed(game.settlement.potAfter) })}</p>}
          {finished ? (
            <>
              <p class="play__winner" data-winner>{winnerText(t, totalsAfter, name, seat)}</p>
              {/* Every player's place, not only the winner's: a French newcomer had to read his own off the Total column. */}
              <p class="play__bonus" data-ranking>{t('play.game.ranking', { list: rankingList(totalsAfter, name) })}</p>
              <button type="button" class="play__primary" data-action="new-game" onClick={newGame}>{t('play.game.newGame')}</button>
            </>
          ) : (
            <button type="button" class="play__primary" data-action="next-deal" onClick={next}>{t('play.game.next')}</button>
          )}
        </div>
      )}
      {pending && (
        <CoachWarningBox t={t} choice={choiceTextFor(t, lang, pending.move, seat, lastCards)} lines={pending.lines} onBack={() => { setPending(null); keepFocus(); }} onAnyway={() => { const m = pending.move; setPending(null); keepFocus(); playMine(m); }} />
      )}
      {cardsPick && (
        <div class="play__picks" data-picks={picked.length}>
          {picked.length === 0 ? (
            <p class="play__picked">{t('play.game.pickHelp')}</p>
          ) : (
            <>
              <p class="play__picked" role={matching.length === 0 ? 'alert' : 'status'} data-picked-moves={matching.length}>
                {matching.length > 0
                  ? t('play.game.pickedMoves', { count: matching.length, cards: cardNames(t, lang, picked) })
                  : noMoveUsing(t, lang, pos, seat, picked)}
              </p>
              {/* With no move to list, the way back is right here; otherwise it follows the moves (the line's colon
               * leads to them: a French newcomer read "1 matching move:" above the button, not the move). */}
              {shown.length === 0 && showAllButton}
            </>
          )}
        </div>
      )}
      {canPick && shown.length > 0 && (
        <ul class="play__list" data-my-moves data-narrowed={picked.length > 0 ? 'true' : undefined}>
          {shown.map((l, i) => (
            <li key={i}>
              <button type="button" class="play__move" data-move={l.move.type} data-hinted={hintMove && (sameMove(l.move, hintMove) || (anyTwo.has(l) && alikeKey(l.move) === alikeKey(hintMove))) ? 'true' : undefined} disabled={weighing} onClick={() => { clearHint(); keepFocus(); tryMove(l.move); }}>
                <span>{capitalised(anyTwo.has(l) && l.move.type === 'declare' ? prialAny(l.move.cards[0]!) : moveTextFor(t, lang, l.move, seat, lastCards), lang)}</span>
                {/* A space between the two: the button's name and the search index read them as two phrases. */}
                {' '}
                <span class="play__rule">{t('play.rule', { rule: ruleText(t, l, pos) })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {canPick && shown.length > 0 && picked.length > 0 && <div class="play__picks play__picks--after">{showAllButton}</div>}
      {/* Said while the deal goes on; once it is settled, the line would read as part of the pay-off (a German
        * newcomer found "there was only one legal move: lie down" under the Next deal button). */}
      {/* Not once the reader is on turn again: an English newcomer, facing only "Lie down", read "Only one legal
        * move here" as about that and not about the capture it named. */}
      {panel && forced && panel.mine && !game.settlement && !earlierMove && (
        <p class="play__analysis play__analysis--forced" data-game-analysis="forced">{t('analysis.game.forced', { move: choiceTextFor(t, lang, panel.mine, seat, lastCards) })}</p>
      )}
      {/* Hidden, not dropped, while the coach waits on a new move: its heading names the reader's previous move,
        * which an English newcomer read as the move the coach was speaking of. An analysis of the very position the
        * coach speaks of ("Analyse this position", which the coach's words point to) is shown: an English
        * newcomer pressed it with the coach's box open and saw nothing. */}
      {panel && !forced && (
        <div class="play__analysis" data-game-analysis={panel.mine ? 'move' : 'position'} hidden={pending !== null && !(panel.mine === null && panel.pos === game.pos)}>
          <button type="button" class="play__disclosure" aria-expanded={panelOpen ? 'true' : 'false'} aria-controls="game-analysis" data-action="analysis-panel" onClick={() => setPanelOpen(!panelOpen)}>
            {panel.mine ? t('analysis.game.lastMove', { move: choiceTextFor(t, lang, panel.mine, seat, lastCards) }) : t('analysis.game.position')}
          </button>
          <div id="game-analysis" hidden={!panelOpen}>
            {/* The reader's turn again, with the analysis of an earlier move still open: said, as Loo's game says it
              * (an English newcomer read it as the decision in front of him, beside a capture no longer open). */}
            {panelOpen && earlierMove && (
              <p class="play__earlier" data-game-analysis-earlier>{t('analysis.game.earlier', { button: t('analysis.game.analyseNow') })}</p>
            )}
            {panelOpen && (
              <Analysis t={t} lang={lang} game="lld" position={formatPosition(panel.pos)} player={name(seat)} you seat={panel.pos.turn === seat ? undefined : seat} levels={['random', 'plain', 'willughby', 'careful'] satisfies AnalysisLevel[]} defaultLevel={level} heading={false} describe={(m: Move | WaitChoice['move']) => (m.type === 'wait' ? t('analysis.wait') : choiceTextFor(t, lang, m, seat, lastCards))} mine={panel.mine} />
            )}
          </div>
        </div>
      )}
      {/* A log (implicitly polite): each new line is read out, as Loo's log does (a QA tester heard "Carla is thinking…",
          then "Your turn", and nothing of what Carla did). */}
      <ol class="play__log" ref={live} role="log" aria-label={t('play.game.log')}>
        {game.log.map((st, i) => (
          <li key={i}>
            <StepLines t={tLog} lang={lang} st={st} oneOfTwo={i === firstOneOfTwo} withRule={firstOnlyCapture < 0 || i <= firstOnlyCapture} hidden={hiddenMove(st)} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The player counts a reading defines a deal for, ascending (options `deals`). */
function playerCounts(readingId: string): number[] {
  return Object.keys(READINGS[readingId]!.options.deals).map(Number).sort((a, b) => a - b);
}

/**
 * Rules of play, beyond the pay-off, that readings set otherwise than Parlett (ReadingTerms): the captures
 * first, the biggest difference a game shows (a German newcomer found games.porg.es's "captures with single
 * cards only" missing from the game's terms), then the rest.
 */
const PLAY_RULES = ['oneForOne', 'oneForThree', 'pairForPair', 'prialForSingle', 'layoutMournival', 'tableMournival', 'declarations', 'outOfTurnPair', 'layLastCards', 'wonFaceDown', 'lieDownPayment', 'tieBreak'] as const;

/** The claim options, in the order the readings matrix lists them. */
const CLAIMS = ['claimLayoutMournival', 'claimOneOfThree', 'claimLieDownPair', 'claimLieDownPrial', 'claimLieDownMournival'] as const;

/**
 * What a reading deals and pays for a player count, in words: hand and table, the stakes, bonus and
 * break-even (the reading's DealSpec), who takes the bonus, how odd differences round (where the break-even is
 * odd: with an even one no difference ever is), what becomes of
 * chips left in the pot, and which mistakes may be claimed. Read from the reading's options only.
 */
export function ReadingTerms({ t, lang = 'en', readingId, players }: { t: TFunction; lang?: string; readingId: string; players: number }) {
  const r = READINGS[readingId]!;
  const o = r.options;
  const spec = o.deals[players];
  if (!spec) return null;
  const stated = t('readings.values.deal', { hand: spec.hand, table: spec.table, dealer: spec.dealerStake, other: spec.otherStake, bonus: spec.bonus, breakEven: spec.breakEven });
  // A number of players no source gives numbers for (Parlett's three and six) is the site's own extension, and says so.
  // The deal's own citation, else the reading's for its deals (Caid's five-player game is the editors' too).
  const dealEvidence = (spec.cite ?? r.cite.deals).evidence;
  const even = spec.breakEven % 2 === 0;
  // A rule the reading's source does not state says so, as the readings page does: Parlett names no rounding,
  // and a German reader read "rounded down" here and "Parlett names no rule" there. Where two or more of the
  // line's terms share one such mark, each gets a sign and the mark is said once below the line (a Russian
  // reader found "(as Parlett: the source is silent)" three times in Caid's terms).
  // An assumed deal has its own words (the five-player game's stakes and bonus where the source names none), not
  // "as Parlett": Parlett's own four-player stakes are 4 and 3 (a German newcomer), so it takes no shared mark.
  const evidence = [...(dealEvidence === 'assumed' ? [] : [dealEvidence]), r.cite.bonusTo.evidence, ...(even ? [] : [r.cite.rounding.evidence]), r.cite.potRemainder.evidence];
  const shared = (e: string) => evidence.filter((x) => x === e).length > 1;
  const footEditor = shared('editor');
  const footAssumed = shared('assumed');
  const mark = (e: string, value: string) =>
    e === 'editor' ? (footEditor ? `${value}\u2020` : t('play.readings.editorsChoice', { value })) : e === 'assumed' ? (footAssumed ? `${value}*` : t('play.readings.assumedChoice', { value })) : value;
  // A player count's own deal that the site chose (Parlett's three and six, whose source gives no numbers at all) is
  // said to be so as a whole: "(our choice …)" after the last term read as the break-even's alone (a Russian
  // newcomer took the hands, stakes and bonus for the source's).
  const deal =
    dealEvidence === 'assumed' ? t('play.readings.assumedDeal', { value: stated }) : spec.cite?.evidence === 'editor' && !footEditor ? t('play.readings.editorsDeal', { value: stated }) : mark(dealEvidence, stated);
  const marked = (k: 'bonusTo' | 'rounding' | 'potRemainder', value: string) => mark(r.cite[k].evidence, value);
  const differs = PLAY_RULES.filter((k) => o[k] !== READINGS.parlett!.options[k]);
  const claims = CLAIMS.filter((c) => o[c] && (c !== 'claimLayoutMournival' || o.layoutMournival === 'dealer') && (c !== 'claimLieDownPair' || o.outOfTurnPair)) // a kept pair is one that could have been laid out of turn (rules.ts lieDown)
    // The options' labels read "Claim: the two left of three"; the line names claims once.
    .map((c) => t(`readings.options.${c}`).replace(/^[^:]*:\s*/u, ''));
  return (
    <div class="play__terms" data-reading-terms={readingId} data-players={players}>
      {/* With an even break-even no difference is ever odd (every won pile is even), so the rounding rule never
        * applies and is not stated (a German editor: "at five the rounding note could go"). */}
      <p>{t(even ? 'play.readings.summaryEven' : 'play.readings.summary', { deal: capitalised(deal, lang), bonusTo: marked('bonusTo', t(`readings.values.bonusTo.${o.bonusTo}`)), rounding: marked('rounding', t(`readings.values.rounding.${o.rounding}`)), pot: marked('potRemainder', t(`readings.values.potRemainder.${o.potRemainder}`)) })}</p>
      {(footAssumed || footEditor) && (
        <p class="play__terms-note" data-terms-note>
          {footAssumed && <span>{t('play.readings.assumedNote')}</span>}
          {footAssumed && footEditor && ' '}
          {footEditor && <span>{t('play.readings.editorsNote')}</span>}
        </p>
      )}
      <p>{claims.length > 0 ? t('play.readings.claims', { list: claims.join(listSep(lang)) }) : t('play.readings.noClaims')}</p>
      {/* The rules of play this reading changes from Parlett's, beyond the pay-off (an English reader found Caid's
        * payment for lying down and the French face-down won cards missing here). */}
      {differs.length > 0 && (
        <>
          <p>{t('play.readings.differs')}</p>
          <ul data-reading-differs>
            {differs.map((k) => <li key={k}>{t('play.readings.differsItem', { label: t(`readings.options.${k}`), value: formatValue(t, k, o[k]) })}</li>)}
          </ul>
        </>
      )}
      {/* The engine's potBalance (readings page, "Other numbers of players"): stakes below the bonus and the pair
        * payments leave the pot short every deal, as under the French rules for three or four (a French reader met a
        * pot of −3, −6, −9 with no word of warning). */}
      {(potBalance(r, players)?.balance ?? 0) < 0 && <p data-pot-short>{t('play.readings.potShort', { players })}</p>}
    </div>
  );
}

/**
 * One step of the game's log: its narration, and where a player lay down, the others' laugh right after the
 * lie-down, before anything it brought about (the end of the deal and its pay-off), which follows without the
 * move's reasons a second time.
 */
function StepLines({ t, lang, st, oneOfTwo, withRule, hidden }: { t: TFunction; lang: string; st: Step; oneOfTwo: boolean; withRule: boolean; hidden: boolean }) {
  const i = st.events.findIndex((e) => e.type === 'lieDown');
  if (i < 0) return <>{narrateStep(t, st.events, st.position, BEFORE.get(st), true, oneOfTwo, withRule, hidden).map((s, j) => <Line key={j} s={s} t={t} lang={lang} />)}</>;
  return (
    <>
      {narrateStep(t, st.events.slice(0, i + 1), st.position, BEFORE.get(st), false, oneOfTwo, withRule, hidden).map((s, j) => <Line key={j} s={s} t={t} lang={lang} />)}
      {/* A space after: the laugh is a sentence of its own in the text too (a copy, a screen reader); each Line ends with one. */}
      <span class="play__laugh">{t('play.game.laugh')}</span>{' '}
      {narrateStep(t, st.events.slice(i + 1), st.position).map((s, j) => <Line key={`after-${j}`} s={s} t={t} lang={lang} />)}
    </>
  );
}

/** Who has most chips at the end of the game (a tie is said as such: seed 001 gives no tie-break). */
function winnerText(t: TFunction, totals: readonly number[], name: (p: number) => string, seat: number | null = null): string {
  const best = Math.max(...totals);
  const top = totals.map((x, p) => (x === best ? p : -1)).filter((p) => p >= 0);
  // The reader's own win is told to them ("You win the game"), not "Ben (you) wins" (a French newcomer).
  return top.length === 1 ? t('play.game.winner', { player: name(top[0]!), chips: signed(best), count: Math.abs(best), context: top[0] === seat ? 'you' : undefined }) : t('play.game.tie', { players: top.map(name), chips: signed(best), count: Math.abs(best) });
}
