// @vitest-environment happy-dom
/**
 * `client:interact` (src/directives/interact.ts) hydrates an island on the reader's first interaction. What the
 * reader does while the island's code is still loading must not be lost: an English reader tabbed to a replay
 * and pressed →, and only the second press stepped. Here the "island" listens for keys once hydrated; keys
 * pressed before are sent again, in order, to the element they were pressed on — but not Tab, nor a key typed
 * into a field, nor Enter on a button (whose press the directive replays as a click).
 */
import { describe, expect, it } from 'vitest';
import interact from '~/directives/interact.ts';

function island() {
  const el = document.createElement('div');
  el.innerHTML = '<div tabindex="0" data-replay>replay</div><input data-field><button type="button" data-step>Step</button>';
  document.body.append(el);
  const seen: string[] = [];
  let release!: () => void;
  const ready = new Promise<void>((r) => (release = r));
  let live!: () => void;
  const done = new Promise<void>((r) => (live = r));
  const load = async () => async () => {
    await ready;
    el.addEventListener('keydown', (e) => seen.push(`${(e.target as Element).tagName}:${(e as KeyboardEvent).key}`));
    el.querySelector('[data-step]')!.addEventListener('click', () => seen.push('click'));
    live();
  };
  interact(load as never, { name: 'interact', value: undefined } as never, el);
  return { el, seen, release, done };
}

const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));

describe('client:interact keeps what the reader did before the island was live', () => {
  it('sends the keys pressed meanwhile again, in order, to their elements', async () => {
    const { el, seen, release, done } = island();
    const replay = el.querySelector('[data-replay]')!;
    replay.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    key(replay, 'Tab');
    key(replay, 'ArrowRight');
    key(replay, 'ArrowRight');
    key(el.querySelector('[data-field]')!, 'a');
    key(el.querySelector('[data-step]')!, 'Enter');
    expect(seen).toEqual([]);
    release();
    await done;
    await new Promise((r) => setTimeout(r));
    expect(seen).toEqual(['DIV:ArrowRight', 'DIV:ArrowRight']);
    // Once live, a key reaches the island once, as usual.
    key(replay, 'ArrowLeft');
    expect(seen).toEqual(['DIV:ArrowRight', 'DIV:ArrowRight', 'DIV:ArrowLeft']);
    el.remove();
  });
});

// The Loo play page carries the game, the positions editor and the trick trainer; the last two leave their
// strings to be fetched on first use (SharedMessages `lazy`). An island fetched every lazy script of the page
// unless it named its own, so the game waited for the trainer's strings before it woke.
describe('client:interact fetches only the lazy strings the island names', () => {
  it('its own before it hydrates, and none for an island that names none', async () => {
    document.body.innerHTML = '';
    for (const k of ['lootrainer-en', 'loopos-en']) {
      const s = document.createElement('script');
      s.type = 'application/json';
      s.id = `wb-messages-${k}`;
      s.dataset.messagesSrc = `/messages/${k}.json`;
      document.body.append(s);
    }
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      fetched.push(String(url));
      return new Response('{"ok":true}');
    }) as typeof fetch;
    try {
      const wake = async (value: unknown) => {
        const el = document.createElement('div');
        document.body.append(el);
        let live!: () => void;
        const done = new Promise<void>((r) => (live = r));
        interact((async () => async () => live()) as never, { name: 'interact', value } as never, el);
        el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        await done;
      };
      await wake(['loo', 'session:willughby:loo-game']);
      expect(fetched).toEqual([]);
      await wake(['trainer', 'messages:lootrainer-en']);
      expect(fetched).toEqual(['/messages/lootrainer-en.json']);
      expect(document.getElementById('wb-messages-lootrainer-en')!.textContent).toBe('{"ok":true}');
      expect(document.getElementById('wb-messages-loopos-en')!.textContent).toBe('');
    } finally {
      globalThis.fetch = realFetch;
      document.body.innerHTML = '';
    }
  });
});
