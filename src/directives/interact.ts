import type { ClientDirective } from 'astro';

/** Whether a control's value differs from the one the server drew (its default). */
function changedSinceDrawn(c: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): boolean {
  // An option's `selected` attribute is its default (defaultSelected reflects it); a menu drawn without one has none to differ from.
  if (c instanceof HTMLSelectElement) {
    const drawn = [...c.options].filter((o) => o.hasAttribute('selected'));
    return drawn.length > 0 && !drawn.some((o) => o.selected);
  }
  if (c instanceof HTMLInputElement && c.type === 'checkbox') return c.checked !== c.defaultChecked;
  // Of a group of radio buttons, the one now chosen (its change is what a widget listens to).
  if (c instanceof HTMLInputElement && c.type === 'radio') return c.checked && !c.defaultChecked;
  if (c instanceof HTMLInputElement && (c.type === 'button' || c.type === 'submit' || c.type === 'hidden')) return false;
  return c.value !== c.defaultValue;
}

/**
 * `client:interact` — hydrates an island on the reader's first interaction with it (keyboard focus,
 * pointer hover or press, a key, a touch, a changed menu), not before: the server-rendered widget is visible at once and
 * costs no JavaScript until it is used, like the search box. Given a list of address parameters, it
 * hydrates at once when the address has one of them.
 */
const interact: ClientDirective = (load, options, el) => {
  const params = Array.isArray(options.value) ? (options.value as unknown[]).map(String) : [];
  // `change` too: a menu can be changed without focus or pointer (assistive technology, a script), and the
  // island reads the menus' values when it wakes (strategy/RunIt.tsx).
  const events = ['focusin', 'pointerover', 'pointerdown', 'keydown', 'touchstart', 'change'] as const;
  let started = false;
  // A press before hydration ended would be lost: the server-rendered button has no handler yet. Remember
  // every button pressed meanwhile, in order (a reader on a slow phone taps a card, then another, before the
  // code has come: keeping only the last lost the first), and press them again once the widget is live.
  const pressed: HTMLButtonElement[] = [];
  const remember = (e: Event) => {
    const b = (e.target as Element | null)?.closest?.('button');
    if (b) pressed.push(b);
  };
  el.addEventListener('click', remember, { capture: true });
  // A menu or field changed before hydration ended keeps its new value in the page, but the island starts
  // from the value the server drew and would show the old one's result (a Russian reader chose a second
  // reading by keyboard and saw the French comparison, then the menu jumped back). Remember every control
  // changed meanwhile, and tell the live widget about each (an `input` and a `change` event) once it is live.
  const changed = new Set<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>();
  const note = (e: Event) => {
    const c = e.target as Element | null;
    if (c instanceof HTMLSelectElement || c instanceof HTMLInputElement || c instanceof HTMLTextAreaElement) changed.add(c);
  };
  for (const type of ['input', 'change'] as const) el.addEventListener(type, note, { capture: true });
  // A key pressed before hydration ended would be lost too: an English reader tabbed to a replay and pressed →,
  // and only the second press stepped. Remember each key meant for the widget (not Tab, which has moved focus
  // already; not a key typed into a field, which the field has kept; not Enter or Space on a button, whose
  // press is remembered above) and send it again, in order, once the widget is live: to the element that has
  // focus then, if the key was pressed on the focused element (a key that moves focus, as → along a row of
  // tabs does, sends the next key on from where it moved: a QA reader pressed → twice on "Explore" and landed
  // on "Set up", not "Play a game"), else to the element it was pressed on.
  const keys: { target: Element; focused: boolean; init: KeyboardEventInit }[] = [];
  const keyed = (e: Event) => {
    const k = e as KeyboardEvent;
    const target = k.target as Element | null;
    if (!target || k.key === 'Tab' || k.isComposing) return;
    if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return;
    if ((k.key === 'Enter' || k.key === ' ') && target.closest('button')) return;
    keys.push({ target, focused: target === document.activeElement, init: { key: k.key, code: k.code, shiftKey: k.shiftKey, altKey: k.altKey, ctrlKey: k.ctrlKey, metaKey: k.metaKey, bubbles: true, cancelable: true } });
  };
  el.addEventListener('keydown', keyed, { capture: true });
  const go = async () => {
    if (started) return;
    started = true;
    for (const type of events) el.removeEventListener(type, go, true);
    // Strings the page left to fetch on first use (SharedMessages `lazy`) arrive before the island hydrates:
    // the island's own, which it names (`messages:<key>`, e.g. a replay's timeline). An island naming none
    // fetches none: the Loo game once waited for the trick trainer's strings on the same page.
    const mine = params.filter((k) => k.startsWith('messages:')).map((k) => `wb-messages-${k.slice(9)}`);
    // The island's code is fetched meanwhile, not after its strings: one wait, not two in a row.
    const loading = load();
    loading.catch(() => undefined);
    const lazy = [...document.querySelectorAll<HTMLScriptElement>('script[data-messages-src]')].filter(
      (s) => !s.textContent && mine.includes(s.id),
    );
    await Promise.all(
      lazy.map(async (s) => {
        const r = await fetch(s.dataset.messagesSrc!);
        if (r.ok && !s.textContent) s.textContent = await r.text();
      }),
    ).catch(() => undefined);
    // Without its strings (offline) the island cannot draw what the server drew: it stays as it is, and the
    // next interaction tries again.
    if (lazy.some((s) => !s.textContent)) {
      // What the server drew is shown again (Opening.astro hid it while a link or kept game was opening).
      el.removeAttribute('data-opening');
      started = false;
      pressed.length = 0;
      changed.clear();
      keys.length = 0;
      for (const type of events) el.addEventListener(type, go, { capture: true, passive: true });
      return;
    }
    try {
      const hydrate = await loading;
      await hydrate();
    } catch (e) {
      el.removeAttribute('data-opening'); // a widget that cannot start leaves what the server drew in view
      throw e;
    }
    el.removeEventListener('click', remember, { capture: true });
    for (const type of ['input', 'change'] as const) el.removeEventListener(type, note, { capture: true });
    // A control changed before this script ran (on a slow phone, or restored by the browser on going back) was
    // heard by no listener, but it differs from what the server drew: it is told to the widget too (a Russian
    // newcomer's five-card Loo for 4, chosen just after the page loaded, was dealt as three-card Loo for 5).
    for (const c of el.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('select, input, textarea')) if (changedSinceDrawn(c)) changed.add(c);
    const told = changed.size > 0;
    for (const c of changed) {
      if (!c.isConnected) continue;
      c.dispatchEvent(new Event('input', { bubbles: true }));
      c.dispatchEvent(new Event('change', { bubbles: true }));
    }
    changed.clear();
    el.removeEventListener('keydown', keyed, { capture: true });
    for (let k = keys.shift(); k; k = keys.shift()) {
      const to = k.focused && el.contains(document.activeElement) ? document.activeElement! : k.target;
      if (to.isConnected) to.dispatchEvent(new KeyboardEvent('keydown', k.init));
    }
    // Preact hydrates the server's elements in place, so the same buttons now have their handlers. One at a
    // time, the widget drawn again in between (a macrotask), so that a press sees the state the one before left
    // — and the first sees the controls told above (a Start pressed with them read the state they had not yet set).
    if (told && pressed.length) await new Promise((r) => setTimeout(r));
    for (let b = pressed.shift(); b; b = pressed.shift()) {
      if (b.isConnected) b.click();
      if (pressed.length) await new Promise((r) => setTimeout(r));
    }
  };
  for (const type of events) el.addEventListener(type, go, { capture: true, passive: true });
  // `client:interact={['p']}`: when the address carries one of these parameters, the widget has
  // something to show that the server could not know, so it hydrates at once. `session:<key>`: so does a
  // game this tab keeps under that sessionStorage key (components/play/persist.ts), after a reload.
  // `messages:<key>` names the lazy strings the island needs (above), no address parameter.
  const q = new URLSearchParams(location.search);
  const kept = (key: string) => {
    try {
      return sessionStorage.getItem(key) !== null;
    } catch {
      return false;
    }
  };
  if (params.some((k) => (k.startsWith('session:') ? kept(k.slice(8)) : !k.startsWith('messages:') && q.has(k)))) void go();
};

export default interact;
