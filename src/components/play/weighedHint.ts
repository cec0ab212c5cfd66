/**
 * The hint in words, with the numbers behind it (issue 15): the hint (engine ai.ts `hint`) follows the
 * tips for beginners, and where the Monte Carlo ratings that the coach and the analysis use (coachCost)
 * find a clearly better choice, the line says so, naming that choice and what it brings. The hint and the
 * coach then never contradict each other: the coach does not warn about the move the numbers favour.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { TFunction } from 'i18next';
import type { Move, Player, Position } from '~/engine/lld/types.ts';
import type { AnalysisLevel } from '~/engine/lld/analysis.ts';
import type { Hint } from '~/engine/lld/ai.ts';
import type { CostlyMove } from '~/engine/lld/coachCost.ts';
import { choiceTextFor, hintText } from './describe.ts';
import { costLine } from '../why/costLine.ts';

/**
 * The line the Hint button shows at once: the tip and its move (or `play.noHint`), from ai.ts `hint`; the move
 * said as an instruction when it is the reader's at `you` (the game's seat), else as moveText says it.
 */
export async function hintNow(t: TFunction, lang: string, pos: Position, p: Player, you: Player | null = null): Promise<{ text: string; move: Move | null; hint: Hint | null }> {
  const { hint } = await import('~/engine/lld/ai.ts');
  const h = hint(pos, p);
  return h ? { text: hintText(t, lang, h.reason, h.move.move, you, h.alike), move: h.move.move, hint: h } : { text: t('play.noHint'), move: null, hint: null };
}

/**
 * What the numbers add to a hinted move: null when it is as good as any choice within the noise (or there
 * is nothing to compare), else `play.hintNumbers` — the better choice and what it brings over the hinted
 * one, over the coach's simulated deals (coachCost, at `level`, the computer players the reader faces). The
 * better choice is named as a choice (an infinitive phrase) when it is the move of the reader at `you`
 * (choiceTextFor), as the analysis and the coach name the reader's choices.
 */
export async function hintNumbers(t: TFunction, lang: string, pos: Position, move: Move, level: AnalysisLevel = 'willughby', you: Player | null = null): Promise<string | null> {
  const { coachCost } = await import('~/engine/lld/coachCost.ts');
  const c = coachCost(pos, move, { level });
  if (!c) return null;
  return betterText(t, lang, c, you);
}

/** `play.hintNumbers` for a costly move: the better choice and what it brings. */
function betterText(t: TFunction, lang: string, c: CostlyMove, you: Player | null): string {
  const better = c.better.move.type === 'wait' ? t('analysis.wait') : choiceTextFor(t, lang, c.better.move, you);
  return costLine(t, lang, c.cost, c.rollouts, better, 'play.hintNumbers');
}

/**
 * The whole hint line once the numbers are in: where several captures fit the tip alike (`hint.alikeMoves`)
 * and the numbers clearly favour another of them, the line names that one — it fits the tip as well, and the
 * coach will not warn about it (an English reader, sent to the ace of hearts of three captures alike, was
 * then warned that the two of clubs, one of the three, brings 1.9 chips more). Otherwise the tip's line, with
 * what the numbers add (hintNumbers), or null when they add nothing.
 */
export async function weighedHint(t: TFunction, lang: string, pos: Position, h: Hint, level: AnalysisLevel = 'willughby', you: Player | null = null): Promise<string | null> {
  return (await weighed(t, lang, pos, h, level, you))?.line ?? null;
}

/**
 * weighedHint's line and the move the list marks: of the captures the tip rates alike, the one the numbers
 * favour; where they favour a choice the tip does not name, that choice (the line names it last); null when
 * the numbers add nothing.
 */
export async function weighed(t: TFunction, lang: string, pos: Position, h: Hint, level: AnalysisLevel, you: Player | null): Promise<{ line: string; move: Move } | null> {
  const { coachCost, sameMove } = await import('~/engine/lld/coachCost.ts');
  const c = coachCost(pos, h.move.move, { level });
  if (!c) return null;
  const better = c.better.move;
  if (better.type !== 'wait' && h.alikeMoves?.some((l) => sameMove(l.move, better))) return { line: hintText(t, lang, h.reason, better, you, h.alike, true), move: better };
  // The line gives the choice the numbers favour first, then the tip as background; the list marks the former,
  // the move the coach will not warn about (an English newcomer played the tip's move and was warned about it at
  // once; in Loo, an English and a French newcomer did the same while the numbers' choice came last).
  // The last word says which of the two to follow (a Russian newcomer, in Loo, read two opposite instructions),
  // and the tip's own choice is named as a choice, not as an instruction (an English newcomer read "Play the king
  // of hearts…" last, the move the line advised against).
  return { line: `${betterText(t, lang, c, you)} ${t(`play.hint.${h.reason}`)} ${t('play.tipOutweighed', { move: choiceTextFor(t, lang, h.move.move, you) })}`, move: better.type === 'wait' ? h.move.move : better };
}

/**
 * The hint line of a widget (the explorer, the game): `ask(pos, p, level)` shows `p`'s hint in `pos` at once,
 * then adds what the numbers say (hintNumbers); an answer for a position asked about before is dropped.
 * `move` is the move the line tells the reader to make (null when none), so that a list of moves can mark it (a
 * Russian newcomer hunted through nine moves on a phone for the one the hint named). `clear()` takes the line
 * away (the position moved on); where `current`, the widget's position, is given, a change of it asks again for
 * the new position, or takes the line away once the deal is over.
 * `you`: the reader's seat in a game, whose moves the line gives as instructions.
 */
export function useHintLine(t: TFunction, lang: string, you: Player | null = null, current?: Position | null): { line: string | null; move: Move | null; ask: (pos: Position, p: Player | null, level?: AnalysisLevel) => void; clear: () => void } {
  const [line, setLine] = useState<string | null>(null);
  const [move, setMove] = useState<Move | null>(null);
  const asked = useRef<Position | null>(null);
  /** Whom and at which level the hint on show was asked for, to ask again when the position moves on. */
  const askedFor = useRef<{ p: Player | null; level?: AnalysisLevel } | null>(null);
  // `current`, where given, is the widget's position: once it is no longer the one the hint was asked in (another
  // player moved), the hint is asked again for the new position, and once the deal is over the line goes. A French
  // newcomer read "claim the queen of diamonds and the queen of spades" at the end of a deal, moves after another
  // player had claimed them; an English re-test then saw the hint vanish when a computer player put a prial down
  // while the reader was still on turn.
  useEffect(() => {
    if (current === undefined || asked.current === null || asked.current === current) return;
    const again = askedFor.current;
    if (current !== null && !current.over && again) return ask(current, again.p, again.level);
    asked.current = null;
    askedFor.current = null;
    setLine(null);
    setMove(null);
  }, [current]);
  const ask = (pos: Position, p: Player | null, level?: AnalysisLevel) => {
    asked.current = pos;
    askedFor.current = { p, level };
    setMove(null);
    if (p === null) return setLine(t('play.noHint'));
    void hintNow(t, lang, pos, p, you)
      .then(async ({ text, hint, move: first }) => {
        if (asked.current !== pos) return;
        setLine(text);
        setMove(first);
        const w = hint && (await weighed(t, lang, pos, hint, level ?? 'willughby', you));
        if (w && asked.current === pos) {
          setLine(w.line);
          setMove(w.move);
        }
      })
      .catch(() => undefined);
  };
  return { line, move, ask, clear: () => { asked.current = null; askedFor.current = null; setLine(null); setMove(null); } };
}
