// @vitest-environment happy-dom
/**
 * The replay widget with Testing Library: it steps through the capture round of seeds 000/001 and shows
 * the source's counts, in Russian (three plural forms) and by keyboard.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/preact';
import Replay from '~/components/replay/Replay.tsx';
import { lldTimeline, replayMessages } from '~/components/replay/timeline.ts';

const won = (c: Element, seat: number) => c.querySelector(`[data-seat="${seat}"]`)!.getAttribute('data-won');
const step = (c: Element) => c.querySelector('[data-step]')!.getAttribute('data-step');

describe('<Replay>', () => {
  it('steps forward: Ben wins 4 cards with the nine of hearts, then Carla 2 (Russian)', () => {
    const { container } = render(<Replay example="capture-round" lang="ru" timeline={lldTimeline('capture-round', 'ru', replayMessages('ru'))} />);
    expect(step(container)).toBe('0');
    expect(won(container, 1)).toBe('0');
    fireEvent.click(container.querySelector('[data-action="forward"]')!);
    expect(won(container, 1)).toBe('4');
    expect(container.querySelector('.replay__narration')!.textContent).toContain('Бен');
    expect(container.querySelector('[data-seat="1"]')!.textContent).toContain('4\u00a0взятые карты');
    fireEvent.click(container.querySelector('[data-action="forward"]')!);
    expect(won(container, 2)).toBe('2');
    fireEvent.click(container.querySelector('[data-action="back"]')!);
    expect(won(container, 2)).toBe('0');
  });

  it('works by keyboard: End shows the last step, Home the deal', () => {
    const { container } = render(<Replay example="pay-off" lang="en" timeline={lldTimeline('pay-off', 'en', replayMessages('en'))} />);
    const root = container.querySelector('section.replay')! as HTMLElement;
    fireEvent.keyDown(root, { key: 'End' });
    expect([0, 1, 2, 3, 4].map((p) => won(container, p))).toEqual(['14', '12', '8', '6', '12']);
    fireEvent.keyDown(root, { key: 'Home' });
    expect(step(container)).toBe('0');
    fireEvent.keyDown(root, { key: 'ArrowRight' });
    expect(step(container)).toBe('1');
  });

  it('names cards for screen readers and marks filled-in steps', () => {
    const { container } = render(<Replay example="capture-round" lang="en" timeline={lldTimeline('capture-round', 'en', replayMessages('en'))} start={4} />);
    expect(container.querySelector('.replay__narration')!.textContent).toContain('filled in');
    expect(container.querySelector('[data-card="9H"]')!.getAttribute('aria-label')).toBe('nine of hearts');
  });

  it('ends the pay-off deal with the pay-off of seed 001: Ben’s bonus of 5; Anna +3, Ben +2, Carla 0, Dan −1, Emil +2', () => {
    const { container } = render(<Replay example="pay-off" lang="en" timeline={lldTimeline('pay-off', 'en', replayMessages('en'))} />);
    fireEvent.click(container.querySelector('[data-action="last"]')!);
    const text = container.querySelector('.replay__narration')!.textContent!;
    expect(text).toContain('Ben, the last player holding cards, takes the bonus of 5 chips');
    expect(text.replace(/\u00a0/g, ' ')).toContain('Anna +3, Ben +2, Carla 0, Dan \u22121, Emil +2');
    expect(text).toContain('The pot is now empty.');
  });

  it('says that Dan’s jacks, laid on his own turn, are not his turn (seeds 000/001)', () => {
    const { container } = render(<Replay example="capture-round" lang="en" timeline={lldTimeline('capture-round', 'en', replayMessages('en'))} start={3} />);
    expect(container.querySelector('.replay__narration')!.textContent).toContain('Laying a pair is not a turn');
    expect(container.querySelector('[data-seat="3"]')!.classList.contains('seat--turn')).toBe(true);
  });

  it('keeps the keyboard focus in the widget at the ends (controls are never disabled)', () => {
    const { container } = render(<Replay example="queen-takes-three" lang="de" timeline={lldTimeline('queen-takes-three', 'de', replayMessages('de'))} />);
    const forward = container.querySelector('[data-action="forward"]') as HTMLButtonElement;
    forward.focus();
    fireEvent.click(forward);
    expect(forward.disabled).toBe(false);
    expect(forward.getAttribute('aria-disabled')).toBe('true');
    // German corner letters: Dame is D (and Bube B, König K), drawn by CSS from data-r / data-s.
    const queen = container.querySelector('[data-seat="1"] [data-card="QC"]')!;
    expect(queen.getAttribute('data-r')! + queen.getAttribute('data-s')).toBe('D♣');
  });
});

