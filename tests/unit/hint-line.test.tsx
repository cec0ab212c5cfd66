// @vitest-environment happy-dom
/**
 * The hint line follows the widget's position (play/weighedHint.ts useHintLine): a hint asked in one position is
 * asked again once the position is another (an English re-test saw it vanish when a computer player put a prial
 * down), goes once the deal is over (a French newcomer read "claim the queens" at the end of a deal, after
 * another player had claimed them), and stays while the position is the one it was asked in.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/preact';
import { hintNow, useHintLine } from '~/components/play/weighedHint.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { dealSeeded, legalMoves, applyMove, READINGS, type Position } from '~/engine/index.ts';

afterEach(cleanup);

const t = createT('en', MESSAGES.en!);
let api: ReturnType<typeof useHintLine> | null = null;
function Probe({ current }: { current: Position }) {
  api = useHintLine(t, 'en', 1, current);
  return <p data-line>{api.line ?? ''}</p>;
}

describe('useHintLine with the widget’s position', () => {
  const start = dealSeeded(4243, { dealer: 0, reading: READINGS.parlett! });
  if (!start.ok) throw new Error(start.error.code);
  const first = start.value;
  const moved = applyMove(first, legalMoves(first)[0]!.move);
  if (!moved.ok) throw new Error(moved.error.code);
  const next = moved.value.position;

  it('keeps the line while the position stays, asks again when it moves on, and drops it when the deal is over', async () => {
    const r = render(<Probe current={first} />);
    const line = () => r.container.querySelector('[data-line]')!.textContent;
    await act(() => api!.ask(first, 1, 'random'));
    await vi.waitFor(() => expect(line()).not.toBe(''), { timeout: 20_000 });
    const before = line();
    r.rerender(<Probe current={first} />);
    expect(line()).toBe(before);
    // Another player moved (Ben's capture here): the hint is Ben's for the new position, as the hint itself gives it.
    await act(() => { r.rerender(<Probe current={next} />); });
    const fresh = await hintNow(t, 'en', next, 1, 1);
    expect(fresh.hint).toBeNull(); // Ben is not on turn and has no free move: no weighing follows
    await vi.waitFor(() => expect(line()).toBe(fresh.text), { timeout: 20_000 });
    // The deal over: nothing to hint at, the line goes.
    const over = { ...next, over: true } as Position;
    await act(() => { r.rerender(<Probe current={over} />); });
    expect(line()).toBe('');
  });
});
