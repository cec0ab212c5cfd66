/**
 * The hint in words, with the numbers behind it (issue 15): the hint (engine ai.ts `hint`) follows the
 * tips for beginners, and where the Monte Carlo ratings that the coach and the analysis use (coachCost)
 * find a clearly better choice, the line says so, naming that choice and what it brings. The hint and the
 * coach then never contradict each other: the coach does not warn about the move the numbers favour.
 */
import { useRef, useState } from 'preact/hooks';
import type { TFunction } from 'i18next';
import type { Move, Player, Position } from '~/engine/lld/types.ts';
import type { AnalysisLevel } from '~/engine/lld/analysis.ts';
import { choiceTextFor, hintText } from './describe.ts';
import { costLine } from '../why/costLine.ts';

/**
 * The line the Hint button shows at once: the tip and its move (or `play.noHint`), from ai.ts `hint`; the move
 * said as an instruction when it is the reader's at `you` (the game's seat), else as moveText says it.
 */
export async function hintNow(t: TFunction, lang: string, pos: Position, p: Player, you: Player | null = null): Promise<{ text: string; move: Move | null }> {
  const { hint } = await import('~/engine/lld/ai.ts');
  const h = hint(pos, p);
  return h ? { text: hintText(t, lang, h.reason, h.move.move, you, h.alike), move: h.move.move } : { text: t('play.noHint'), move: null };
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
  const better = c.better.move.type === 'wait' ? t('analysis.wait') : choiceTextFor(t, lang, c.better.move, you);
  return costLine(t, lang, c.cost, c.rollouts, better, 'play.hintNumbers');
}

/**
 * The hint line of a widget (the explorer, the game): `ask(pos, p, level)` shows `p`'s hint in `pos` at once,
 * then adds what the numbers say (hintNumbers); an answer for a position asked about before is dropped.
 * `clear()` takes the line away (the position moved on). `you`: the reader's seat in a game, whose moves the
 * line gives as instructions.
 */
export function useHintLine(t: TFunction, lang: string, you: Player | null = null): { line: string | null; ask: (pos: Position, p: Player | null, level?: AnalysisLevel) => void; clear: () => void } {
  const [line, setLine] = useState<string | null>(null);
  const asked = useRef<Position | null>(null);
  const ask = (pos: Position, p: Player | null, level?: AnalysisLevel) => {
    asked.current = pos;
    if (p === null) return setLine(t('play.noHint'));
    void hintNow(t, lang, pos, p, you)
      .then(async ({ text, move }) => {
        if (asked.current !== pos) return;
        setLine(text);
        const more = move && (await hintNumbers(t, lang, pos, move, level, you));
        if (more && asked.current === pos) setLine(`${text} ${more}`);
      })
      .catch(() => undefined);
  };
  return { line, ask, clear: () => { asked.current = null; setLine(null); } };
}
