/**
 * A component whose code is fetched only when it is first shown (a dynamic `import()`), for the parts of a
 * widget that only a later interaction shows: a tab other than the first, the analysis panel, the deal after
 * the set-up (issue 19: JavaScript fetched by the first interaction ≤ 40 KB gzip). Until the code has arrived
 * the component renders nothing; it is fetched once and kept for every later use. On the server it renders
 * nothing either, so use it only for parts the server does not draw.
 */
import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** Every load started so far, for tests (`await lazyLoaded()` before looking at a lazily shown part). */
const started = new Set<Promise<unknown>>();

/** Resolves once every load started so far has settled (for tests). */
export async function lazyLoaded(): Promise<void> {
  await Promise.allSettled([...started]);
}

/**
 * `lazy(() => import('./Game.tsx').then((m) => m.Game))`: a component that fetches its code when first
 * rendered. A failed fetch (offline) renders nothing and is tried again at the next render that mounts it.
 */
export function lazy<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => JSX.Element | null {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return function Lazy(props: P) {
    const [, setReady] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      if (!pending) {
        pending = load();
        started.add(pending);
      }
      pending.then(
        (c) => {
          loaded = c;
          if (live) setReady((n) => n + 1);
        },
        () => {
          pending = null;
        },
      );
      return () => {
        live = false;
      };
    }, []);
    const C = loaded;
    return C ? <C {...props} /> : null;
  };
}
