import { useEffect, useMemo, useState } from 'preact/hooks';
import type { TFunction } from 'i18next';
import type { ComponentChildren } from 'preact';
import type { Card as CardT, LegalMove, Move, Position, Step } from '~/engine/lld/types.ts';
import { checkMove, applyMove, turnMoves, freeMovesOf } from '~/engine/lld/rules.ts';
import { READINGS } from '~/engine/lld/readings/index.ts';
import { formatPosition, parsePosition } from '~/engine/lld/notation.ts';
import { moveOfStep } from '~/engine/lld/replay.ts';
import { narrateStep, movedCards } from '../replay/narrate.ts';
import { Line } from '../replay/Line.tsx';
import { Felt, type Place } from '../table/Felt.tsx';
import { PickCard } from './PickCard.tsx';
import { moveText, ruleText, errorText, errorTextAt, forbiddingRule, pickProblem, unusablePicks } from './describe.ts';
import { useHintLine } from './weighedHint.ts';
import { lazy } from '../lazy.tsx';
import type { AnalysisLevel, WaitChoice } from '~/engine/lld/analysis.ts';

/** The analysis panel, fetched when the reader first asks for an analysis. */
const Analysis = lazy(() => import('../analysis/Analysis.tsx').then((m) => m.Analysis));

export interface ExplorerProps {
  t: TFunction;
  lang: string;
  /** The position the reader explores, with the steps that led to it (for undo) and undone ones (redo). */
  history: { past: readonly Step[]; start: Position; future: readonly Step[] };
  onChange: (h: { past: readonly Step[]; start: Position; future: readonly Step[] }) => void;
  /** A line that says where the position came from (a worked example's step), if anywhere. */
  origin?: string;
}

/** The position a history reaches. */
export const current = (h: ExplorerProps['history']): Position => h.past.at(-1)?.position ?? h.start;

/**
 * The explorer: a position on the card table; the legal moves of the player on turn and the free actions
 * (declarations, pairs, claims) open to every player, each with the rule option that allows it; a move
 * of the reader's own, checked by the engine, which names the rule that forbids it; undo and redo; the
 * reading can be switched and the position re-evaluated. The URL is kept by the page (Play.tsx).
 */
export function Explorer({ t, lang, history, onChange, origin }: ExplorerProps) {
  const pos = current(history);
  const last = history.past.at(-1);
  const [picked, setPicked] = useState<readonly CardT[]>([]);
  const [actor, setActor] = useState<number>(pos.turn ?? 0);
  const [verdict, setVerdict] = useState<{ ok: boolean; text: string; rule?: string } | null>(null);
  const [readingError, setReadingError] = useState<string | null>(null);
  // The address (which follows the position) copied for the reader: whether it worked, said while the
  // position it was copied at is shown (keyed by the position, not reset by an effect: a press made before
  // hydration is replayed right after it, before the effects run).
  const [copiedAt, setCopiedAt] = useState<{ at: Position; ok: boolean } | null>(null);
  const copied = copiedAt && copiedAt.at === pos ? (copiedAt.ok ? 'ok' : 'failed') : null;
  const copyLink = () => {
    const at = pos;
    // The position's own link, whether or not the address has caught up with it (a fresh page has no `p` yet).
    const url = new URL(location.href);
    url.searchParams.set('p', formatPosition(pos));
    const write = typeof navigator !== 'undefined' ? navigator.clipboard?.writeText(url.href) : undefined;
    if (!write) return setCopiedAt({ at, ok: false });
    write.then(() => setCopiedAt({ at, ok: true }), () => setCopiedAt({ at, ok: false }));
  };
  // The hint at once, then what the numbers add to it (weighedHint.ts).
  const { line: hintLine, ask: askHint, clear: clearHint } = useHintLine(t, lang);
  // The position under analysis, the move the reader then made in it (whose cost the panel states), and the
  // seat whose choices are rated: null for the player on turn, else a seat with free moves there (its free
  // moves are rated beside making none now, the engine's `wait` choice).
  const [analysed, setAnalysed] = useState<{ pos: Position; played: Move | null; seat: number | null } | null>(null);
  const turn = useMemo(() => turnMoves(pos), [pos]);
  const free = useMemo(() => Array.from({ length: pos.players }, (_, p) => freeMovesOf(pos, p)), [pos]);
  const hot = useMemo(() => (picked.length > 0 ? new Set(picked) : last ? movedCards(last.events) : new Set<CardT>()), [picked, last]);
  const name = (p: number) => t(`players.${p}`);
  // Another position opened (a link read after the first render, the editor, a reading switched): the
  // player acting is again the one on turn there, so that a move of the reader's own is judged for them.
  useEffect(() => {
    setActor(current(history).turn ?? 0);
    setPicked([]);
    setVerdict(null);
  }, [history.start]);

  const play = (m: Move) => {
    const r = applyMove(pos, m);
    if (!r.ok) return;
    setAnalysed((a) => (a && a.pos === pos && !a.played ? { ...a, played: m } : null));
    onChange({ past: [...history.past, r.value], start: history.start, future: [] });
    setPicked([]);
    setVerdict(null);
    clearHint();
    if (r.value.position.turn !== null) setActor(r.value.position.turn);
  };
  const undo = () => {
    clearHint();
    if (history.past.length === 0) return;
    onChange({ past: history.past.slice(0, -1), start: history.start, future: [history.past.at(-1)!, ...history.future] });
    setVerdict(null);
  };
  const redo = () => {
    clearHint();
    if (history.future.length === 0) return;
    onChange({ past: [...history.past, history.future[0]!], start: history.start, future: history.future.slice(1) });
    setVerdict(null);
  };

  /** Picking a card of a hand makes its holder the acting player; table cards are taken, won cards claimed. */
  const pick = (c: CardT, place: Place) => {
    if (place.kind === 'hand' && place.seat !== actor) {
      setActor(place.seat);
      setPicked([c]);
    } else setPicked((xs) => (xs.includes(c) ? xs.filter((x) => x !== c) : [...xs, c]));
    setVerdict(null);
  };
  const inHand = picked.filter((c) => pos.hands[actor]?.has(c));
  const onTable = picked.filter((c) => pos.table.has(c));
  const tryMove = (m: Move) => {
    const pickNote = pickProblem(t, pos, m, onTable);
    if (pickNote) {
      setVerdict({ ok: false, text: pickNote });
      // The picks the note rules out go with it (describe.ts unusablePicks).
      const drop = unusablePicks(pos, m, onTable);
      if (drop.length > 0) setPicked((xs) => xs.filter((c) => !drop.includes(c)));
      return;
    }
    const r = checkMove(pos, m);
    if (r.ok) {
      setVerdict({ ok: true, text: t('play.legal', { move: moveText(t, lang, m), rule: ruleText(t, r.value) }) });
      play(m);
    } else {
      const rule = forbiddingRule(r.error);
      setVerdict({ ok: false, text: errorTextAt(t, r.error, pos), rule: rule ? t('play.forbiddenBy', { rule: t(`readings.options.${rule}`) }) : undefined });
    }
  };

  const switchReading = (id: string) => {
    // Re-read the whole history under the other reading: the start position in notation with the reading
    // replaced, then the same moves. A move the other reading does not allow ends the history there.
    const text = formatPosition(history.start).replace(/^lld1_[^_]+_/, `lld1_${id}_`);
    const start = parsePosition(text);
    if (!start.ok) {
      setReadingError(errorText(t, start.error));
      return;
    }
    setReadingError(null);
    let p = start.value;
    const past: Step[] = [];
    let stopped: string | null = null;
    for (const st of history.past) {
      const m = moveOfStep(st);
      if (!m) break;
      const r = applyMove(p, m);
      if (!r.ok) {
        stopped = t('play.readingStopped', { number: past.length + 1, move: moveText(t, lang, m), reason: errorText(t, r.error) });
        break;
      }
      past.push(r.value);
      p = r.value.position;
    }
    onChange({ past, start: start.value, future: [] });
    setVerdict(null);
    clearHint();
    setReadingError(stopped);
  };

  const moveButton = (l: LegalMove, i: number) => (
    <li key={i}>
      {/* A double click's second click (detail 2) landed on the next player's move, drawn under the pointer by the
        * first (a tester made five moves with three double clicks): only the first counts. */}
      <button type="button" class="play__move" data-move={l.move.type} onClick={(e) => e.detail < 2 && play(l.move)}>
        <span>{moveText(t, lang, l.move)}</span>
        {/* A space between the two: the button's name and the search index read them as two phrases. */}
        {' '}
        <span class="play__rule">{t('play.rule', { rule: ruleText(t, l, pos) })}</span>
      </button>
    </li>
  );

  const pickable = (c: CardT, place: Place, drawn: ComponentChildren) =>
    place.kind === 'won' ? (
      drawn
    ) : (
      <PickCard key={c} card={c} pressed={picked.includes(c)} onPick={() => pick(c, place)}>
        {drawn}
      </PickCard>
    );

  return (
    <div class="play__explorer" data-explorer data-turn={pos.turn ?? 'over'}>
      <div class="play__bar">
        <label class="play__field">
          <span>{t('play.reading')}</span>
          <select id="play-reading" value={pos.reading.id.split('+')[0]} onChange={(e) => switchReading((e.target as HTMLSelectElement).value)}>
            {Object.keys(READINGS).map((id) => <option value={id}>{t(`readings.names.${id}`)}</option>)}
          </select>
        </label>
        <button type="button" data-action="undo" onClick={undo} aria-disabled={history.past.length === 0 ? 'true' : undefined}>{t('play.undo')}</button>
        <button type="button" data-action="redo" onClick={redo} aria-disabled={history.future.length === 0 ? 'true' : undefined}>{t('play.redo')}</button>
        {/* The address follows the position; on a phone, copying it from the address bar is awkward (a German editor). */}
        <button type="button" data-action="copy-link" onClick={copyLink}>{t('play.copyLink')}</button>
        {/* The computer's hint (engine/lld/ai.ts) is fetched when first asked for (issue 19: first use ≤ 40 KB). */}
        <button type="button" data-action="hint" onClick={() => askHint(pos, pos.turn)}>{t('play.hintButton')}</button>
        <button type="button" data-action="analyse" aria-expanded={analysed ? 'true' : 'false'} onClick={() => setAnalysed(analysed ? null : { pos, played: null, seat: null })}>{t(analysed ? 'analysis.hide' : 'analysis.button')}</button>
      </div>
      {readingError && <p class="play__error" role="alert" data-reading-error>{readingError}</p>}
      <p class="play__copied" aria-live="polite" data-link-copied={copied ?? undefined}>{copied === 'ok' ? t('play.linkCopied') : copied === 'failed' ? t('play.linkNotCopied') : ''}</p>
      {origin && <p class="play__origin">{origin}</p>}
      <p class="play__narration" aria-live="polite">
        {last ? narrateStep(t, last.events, pos, history.past.at(-2)?.position ?? history.start).map((s, i) => <Line key={i} s={s} t={t} lang={lang} />) : t('play.startHere')}
        {hintLine && <span class="play__hintline" data-hint> {hintLine}</span>}
      </p>
      <Felt pos={pos} t={t} hot={hot} open={() => true} renderCard={pickable} spread />
      {analysed && <ExplorerAnalysis t={t} lang={lang} analysed={analysed} onSeat={(seat) => setAnalysed({ ...analysed, seat })} />}
      <div class="play__moves">
        <section aria-labelledby="play-turn-h">
          <h2 id="play-turn-h" class="play__h">{pos.turn === null ? t('play.over') : t('play.onTurn', { player: name(pos.turn) })}</h2>
          {turn.length > 0 && <ul class="play__list" data-turn-moves>{turn.map(moveButton)}</ul>}
        </section>
        <section aria-labelledby="play-free-h">
          <h2 id="play-free-h" class="play__h">{t('play.free')}</h2>
          {free.every((f) => f.length === 0) ? (
            <p class="play__none">{t('play.noFree')}</p>
          ) : (
            <ul class="play__list" data-free-moves>{free.flat().map(moveButton)}</ul>
          )}
        </section>
        <section aria-labelledby="play-try-h" class="play__try">
          <h2 id="play-try-h" class="play__h">{t('play.tryTitle')}</h2>
          <p class="play__help">{t('play.tryHelp')}</p>
          {/* Choosing the player keeps the table cards picked (a claim: table cards, then whose claim); only the
              cards of another hand go. A German reader at 360 px picked the queens first, then the player, and lost them. */}
          <label class="play__field">
            <span>{t('play.actor')}</span>
            <select id="play-actor" value={String(actor)} onChange={(e) => { setActor(Number((e.target as HTMLSelectElement).value)); setPicked((xs) => xs.filter((c) => pos.table.has(c))); setVerdict(null); }}>
              {pos.hands.map((_, p) => <option value={String(p)}>{name(p)}</option>)}
            </select>
          </label>
          <p class="play__picked" data-picked={picked.length}>{picked.length === 0 ? t('play.nothingPicked') : t('play.picked', { count: picked.length })}</p>
          <div class="play__tries">
            <button type="button" data-try="capture" onClick={() => tryMove({ type: 'capture', player: actor, play: inHand, take: onTable })}>{t('play.tryCapture')}</button>
            <button type="button" data-try="lieDown" onClick={() => tryMove({ type: 'lieDown', player: actor })}>{t('play.tryLieDown')}</button>
            <button type="button" data-try="declare" onClick={() => tryMove({ type: 'declare', player: actor, cards: [...inHand, ...onTable] })}>{t('play.tryDeclare')}</button>
            <button type="button" data-try="layPair" onClick={() => tryMove({ type: 'layPair', player: actor, cards: inHand })}>{t('play.tryLayPair')}</button>
            <button type="button" data-try="claim" onClick={() => tryMove({ type: 'claim', player: actor, cards: onTable })}>{t('play.tryClaim')}</button>
            <button type="button" data-try="clear" onClick={() => { setPicked([]); setVerdict(null); }}>{t('play.clear')}</button>
          </div>
          {verdict && (
            <p class={verdict.ok ? 'play__ok' : 'play__error'} role={verdict.ok ? 'status' : 'alert'} data-verdict={verdict.ok ? 'legal' : 'illegal'}>
              {verdict.text} {verdict.rule}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * The explorer's analysis panel: the choices of the player on turn, or of any other seat that has free moves
 * in the analysed position (declarations, pairs out of turn, claims, as the engine lists them), rated beside
 * making none now. The reader picks the seat in the panel's head; the move the reader made in the position is
 * that seat's choice when that seat made it, and making no free move now when the player on turn moved first.
 */
function ExplorerAnalysis({ t, lang, analysed, onSeat }: { t: TFunction; lang: string; analysed: { pos: Position; played: Move | null; seat: number | null }; onSeat: (seat: number | null) => void }) {
  const { pos, played } = analysed;
  const turn = pos.turn ?? 0;
  const name = (p: number) => t(`players.${p}`);
  // The seats that may be rated: the one on turn, then every other seat with a free move (engine freeMovesOf).
  const others = useMemo(() => Array.from({ length: pos.players }, (_, p) => (p === turn ? 0 : freeMovesOf(pos, p).length)), [pos]);
  const seat = analysed.seat !== null && analysed.seat !== turn && (others[analysed.seat] ?? 0) > 0 ? analysed.seat : null;
  const rated = seat ?? turn;
  const mine: Move | WaitChoice['move'] | null =
    !played ? null
    : played.player === rated ? played
    : seat !== null && played.player === turn && (played.type === 'capture' || played.type === 'lieDown') ? { type: 'wait', player: seat }
    : null;
  const picker = others.some((n) => n > 0) ? (
    <label class="analysis__field">
      <span>{t('analysis.explorer.seat')}</span>
      <select value={String(rated)} data-analysis-seat onChange={(e) => { const p = Number((e.target as HTMLSelectElement).value); onSeat(p === turn ? null : p); }}>
        <option value={String(turn)}>{t('analysis.explorer.onTurn', { player: name(turn) })}</option>
        {others.map((n, p) => (n > 0 ? <option value={String(p)}>{t('analysis.explorer.free', { player: name(p), count: n })}</option> : null))}
      </select>
    </label>
  ) : null;
  return (
    <Analysis
      t={t} lang={lang} game="lld" position={formatPosition(pos)} player={name(rated)} seat={seat ?? undefined}
      levels={['random', 'plain', 'willughby', 'careful'] satisfies AnalysisLevel[]}
      // The careful players by default: advice from a deal played out at random can reverse at a sensible
      // level (an English and a German newcomer read "best" for a put-down that trailed at "Careful").
      defaultLevel="careful"
      // The explorer rates a seat, not the reader's own: the help says "every player", without "yours included"
      // (a Russian newcomer read «и вы тоже» on the Explore tab); German says so already.
      helpContext="others"
      describe={(m: Move | WaitChoice['move']) => (m.type === 'wait' ? t('analysis.wait') : moveText(t, lang, m))}
      mine={mine}
      waitNote={seat === null ? undefined : t('analysis.explorer.waitNote', { player: name(seat), turn: name(turn), context: t(`players.gender.${seat}`) })}
      controls={picker}
    />
  );
}
