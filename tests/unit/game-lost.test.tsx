// @vitest-environment happy-dom
/**
 * A game kept in this tab that cannot be restored (a damaged record, or one from another version of the site) is
 * said on the set-up, in the page's language, until a new game starts: a tester found it gone without a word. A
 * tab that never held a game says nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/preact';
import { openPlay } from './playWidget.tsx';
import LooPlay from '~/components/loo/Play.tsx';
import { looPlayMessages } from '~/components/loo/play/messages.ts';
import { lazyLoaded } from '~/components/lazy.tsx';
import { MESSAGES } from '~/i18n/gameMessages.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('Laugh and Lie Down', () => {
  it('says that a damaged game could not be restored, and stops saying so once a game starts', async () => {
    sessionStorage.setItem('willughby:lld-game', '{"v":1,"readingId":"parlett","level":"godlike"');
    const { container } = await openPlay('de', '?mode=game');
    const note = container.querySelector('[data-game-lost]');
    expect(note!.textContent).toBe(String(MESSAGES.de!.play.game.lost));
    await act(() => { fireEvent.click(container.querySelector('[data-action="start"]')!); });
    expect(container.querySelector('[data-game-lost]')).toBeNull();
  });
  it('says nothing in a tab that held no game', async () => {
    const { container } = await openPlay('en', '?mode=game');
    expect(container.querySelector('[data-game-start], [data-action="start"]')).not.toBeNull();
    expect(container.querySelector('[data-game-lost]')).toBeNull();
  });
});

describe('Loo', () => {
  const open = async (lang: string) => {
    window.history.replaceState(null, '', `/${lang}/loo/play/`);
    const { container } = render(<LooPlay lang={lang} messages={looPlayMessages(MESSAGES[lang]!)} />);
    await act(() => lazyLoaded());
    await act(async () => { await Promise.resolve(); });
    return container;
  };
  it('says that a game from another version could not be restored', async () => {
    sessionStorage.setItem('willughby:loo-game', JSON.stringify({ v: 2, rulesId: 'threeCard', players: 5, level: 'sound', game: null }));
    const c = await open('ru');
    expect(c.querySelector('[data-game-lost]')!.textContent).toBe(String(MESSAGES.ru!.loo.play.lost));
  });
  it('says nothing in a tab that held no game', async () => {
    const c = await open('en');
    expect(c.querySelector('[data-action="start"]')).not.toBeNull();
    expect(c.querySelector('[data-game-lost]')).toBeNull();
  });
});
