// @vitest-environment happy-dom
/**
 * lazy(): a part of a widget whose code is fetched only when it is first shown (issue 19, first-use
 * JavaScript). It renders nothing until its code has arrived, then the component with the props it was
 * given; the code is fetched once however often the part is shown; a failed fetch renders nothing and is
 * tried again the next time the part is shown.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/preact';
import { lazy, lazyLoaded } from '~/components/lazy.tsx';

afterEach(() => cleanup());

function Panel({ word }: { word: string }) {
  return <p data-panel>{word}</p>;
}

describe('lazy()', () => {
  it('shows nothing until the code arrives, then the component with its props; the code is fetched once', async () => {
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<typeof Panel>((resolve) => (arrive = () => resolve(Panel))));
    const LazyPanel = lazy(load);
    const first = render(<LazyPanel word="bonus" />);
    expect(first.container.querySelector('[data-panel]')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      arrive();
      await lazyLoaded();
    });
    expect(first.container.querySelector('[data-panel]')?.textContent).toBe('bonus');
    cleanup();
    // Shown again (another tab, another deal): at once, without a second fetch.
    const again = render(<LazyPanel word="pot" />);
    expect(again.container.querySelector('[data-panel]')?.textContent).toBe('pot');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch (offline) shows nothing and is tried again when the part is shown again', async () => {
    const load = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Panel);
    const LazyPanel = lazy(load);
    const first = render(<LazyPanel word="miss" />);
    await act(() => lazyLoaded());
    expect(first.container.querySelector('[data-panel]')).toBeNull();
    cleanup();
    const again = render(<LazyPanel word="miss" />);
    await act(() => lazyLoaded());
    expect(load).toHaveBeenCalledTimes(2);
    expect(again.container.querySelector('[data-panel]')?.textContent).toBe('miss');
  });
});
