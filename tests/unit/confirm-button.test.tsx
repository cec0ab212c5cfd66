// @vitest-environment happy-dom
/**
 * ConfirmButton, the play widgets' "New game" in the middle of a game: it asks before it acts when the
 * game would be lost, goes back on "no" or Escape, and acts at once when nothing would be lost.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/preact';
import { ConfirmButton } from '~/components/play/ConfirmButton.tsx';
import { MESSAGES } from '~/i18n/gameMessages.ts';

const props = (confirm: boolean, onConfirm: () => void) => ({
  action: 'new-game', label: 'New game', question: 'Start a new game?', yes: 'New game', no: 'Keep playing', confirm, onConfirm,
});

describe('<ConfirmButton>', () => {
  it('asks first when something would be lost; "no" puts the button back, focused, without acting', () => {
    const act = vi.fn();
    const { container } = render(<ConfirmButton {...props(true, act)} />);
    fireEvent.click(container.querySelector('[data-action="new-game"]')!);
    expect(act).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Start a new game?');
    // The group is named by its question (a screen reader says it when focus moves onto "no").
    const group = container.querySelector('[data-confirm]')!;
    expect(group.getAttribute('role')).toBe('group');
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).toBe('Start a new game?');
    expect(document.activeElement?.getAttribute('data-action')).toBe('new-game-no');
    fireEvent.click(container.querySelector('[data-action="new-game-no"]')!);
    expect(act).not.toHaveBeenCalled();
    expect(container.querySelector('[data-confirm]')).toBeNull();
    expect(document.activeElement?.getAttribute('data-action')).toBe('new-game');
  });

  it('acts on "yes"; Escape goes back', () => {
    const act = vi.fn();
    const { container } = render(<ConfirmButton {...props(true, act)} />);
    fireEvent.click(container.querySelector('[data-action="new-game"]')!);
    fireEvent.keyDown(container.querySelector('[data-confirm]')!, { key: 'Escape' });
    expect(container.querySelector('[data-confirm]')).toBeNull();
    fireEvent.click(container.querySelector('[data-action="new-game"]')!);
    fireEvent.click(container.querySelector('[data-action="new-game-yes"]')!);
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('acts at once when nothing would be lost', () => {
    const act = vi.fn();
    const { container } = render(<ConfirmButton {...props(false, act)} />);
    fireEvent.click(container.querySelector('[data-action="new-game"]')!);
    expect(act).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-confirm]')).toBeNull();
  });

  it('has its question and answer in all four languages, for both games', () => {
    for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
      const m = MESSAGES[lang] as unknown as { play: { game: Record<string, string> }; loo: { play: Record<string, string> } };
      for (const words of [m.play.game, m.loo.play]) {
        expect(words.newGameAsk).toMatch(/\?/);
        expect(words.keepPlaying?.length).toBeGreaterThan(3);
        expect(words.newGameAsk).not.toBe(words.newGame);
      }
    }
  });
});
