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

// A QA reader pressed → twice on the "Explore" tab before the island was live and landed on "Set up", not "Play a
// game": both keys were sent to "Explore", where focus had been. A key pressed on the focused element now goes to
// the element focused when it is sent, so the second → moves on from the tab the first moved to.
describe('client:interact sends a key on from where the key before it moved focus', () => {
  it('two → along a row of tabs move two tabs', async () => {
    const el = document.createElement('div');
    el.innerHTML = '<div role="tablist"><button role="tab" data-tab="a">A</button><button role="tab" data-tab="b" tabindex="-1">B</button><button role="tab" data-tab="c" tabindex="-1">C</button></div>';
    document.body.append(el);
    let release!: () => void;
    const ready = new Promise<void>((r) => (release = r));
    let live!: () => void;
    const done = new Promise<void>((r) => (live = r));
    const tabs = [...el.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const load = async () => async () => {
      await ready;
      for (const [i, tab] of tabs.entries()) tab.addEventListener('keydown', (e) => { if ((e as KeyboardEvent).key === 'ArrowRight') tabs[(i + 1) % tabs.length]!.focus(); });
      live();
    };
    interact(load as never, { name: 'interact', value: undefined } as never, el);
    tabs[0]!.focus();
    key(tabs[0]!, 'ArrowRight');
    key(tabs[0]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs[0]);
    release();
    await done;
    await new Promise((r) => setTimeout(r));
    expect(document.activeElement).toBe(tabs[2]);
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

// A Russian newcomer chose five-card Loo for 4 just after the page loaded, before its scripts had run: no listener
// heard the change, and the game was dealt as three-card Loo for 5. Controls that differ from what the server
// drew are told to the island once it is live, whenever they were changed.
describe('client:interact tells the island of controls changed before its script ran', () => {
  it('a select, a checkbox and the radio now chosen; not the controls left as drawn', async () => {
    document.body.innerHTML = '';
    const el = document.createElement('div');
    el.innerHTML =
      '<select data-a><option value="3" selected>3</option><option value="5">5</option></select>' +
      '<select data-b><option value="x" selected>x</option><option value="y">y</option></select>' +
      '<input type="checkbox" data-c><input type="radio" name="r" value="1" checked data-r1><input type="radio" name="r" value="2" data-r2>';
    document.body.append(el);
    // Changed before the directive was installed: no event is heard.
    el.querySelector<HTMLSelectElement>('[data-a]')!.value = '5';
    el.querySelector<HTMLInputElement>('[data-c]')!.checked = true;
    el.querySelector<HTMLInputElement>('[data-r2]')!.checked = true;
    const seen: string[] = [];
    const load = async () => async () => {
      el.addEventListener('change', (e) => {
        const t = e.target as HTMLInputElement;
        seen.push(`${[...t.attributes].find((a) => a.name.startsWith('data-'))!.name}=${t.type === 'checkbox' ? t.checked : t.value}`);
      });
    };
    interact(load as never, { name: 'interact', value: undefined } as never, el);
    el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.sort()).toEqual(['data-a=5', 'data-c=true', 'data-r2=2']);
    el.remove();
  });
});

// The island draws a change a moment later (Preact renders after the event): a press made before it woke must see
// the controls it has been told of, not the state they had not yet set (a Start that dealt three-card Loo for 5).
describe('client:interact presses the buttons pressed meanwhile after the controls are drawn', () => {
  it('a menu changed before the script ran, then Start pressed while loading: Start reads the new choice', async () => {
    document.body.innerHTML = '';
    const el = document.createElement('div');
    el.innerHTML = '<select data-rules><option value="three" selected>three</option><option value="five">five</option></select><button type="button" data-start>Start</button>';
    document.body.append(el);
    el.querySelector<HTMLSelectElement>('[data-rules]')!.value = 'five';
    let state = 'three';
    const dealt: string[] = [];
    let release!: () => void;
    const ready = new Promise<void>((r) => (release = r));
    const load = async () => async () => {
      await ready;
      el.querySelector('[data-rules]')!.addEventListener('change', (e) => {
        const v = (e.target as HTMLSelectElement).value;
        setTimeout(() => (state = v)); // drawn a moment later, as a render is
      });
      el.querySelector('[data-start]')!.addEventListener('click', () => dealt.push(state));
    };
    interact(load as never, { name: 'interact', value: undefined } as never, el);
    el.querySelector<HTMLButtonElement>('[data-start]')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    el.querySelector<HTMLButtonElement>('[data-start]')!.click();
    release();
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    expect(dealt).toEqual(['five']);
    el.remove();
  });
});
