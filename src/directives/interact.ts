import type { ClientDirective } from 'astro';

/**
 * `client:interact` — hydrates an island on the reader's first interaction with it (keyboard focus,
 * pointer hover or press, a key, a touch), not before: the server-rendered widget is visible at once and
 * costs no JavaScript until it is used, like the search box.
 */
const interact: ClientDirective = (load, _options, el) => {
  const events = ['focusin', 'pointerover', 'pointerdown', 'keydown', 'touchstart'] as const;
  let started = false;
  const go = async () => {
    if (started) return;
    started = true;
    for (const type of events) el.removeEventListener(type, go, true);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of events) el.addEventListener(type, go, { capture: true, passive: true });
};

export default interact;
