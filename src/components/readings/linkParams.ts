import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * The address parameters of the comparison widgets (readings/CompareReadings.tsx and loo/compare/LooCompare.tsx):
 * each read through its own check, and written back with the page's other parameters kept.
 */

/**
 * Reads parameters of an address, each through its check. `whole` turns false when a parameter is there but
 * fails its check; it is then left at its fallback.
 */
export class LinkParams {
  whole = true;
  constructor(private readonly q: URLSearchParams) {}

  /** The parameter `key` as `parse` reads it (undefined: not valid), or `fallback` when it is absent or invalid. */
  get<T>(key: string, parse: (v: string) => T | undefined, fallback: T): T {
    const v = this.q.get(key);
    if (v === null) return fallback;
    const x = parse(v);
    if (x !== undefined) return x;
    this.whole = false;
    return fallback;
  }
}

/** A check: a whole number from `min` to `max`, written in digits. */
export const wholeIn = (min: number, max: number) => (v: string): number | undefined => (/^[0-9]+$/.test(v) && Number(v) >= min && Number(v) <= max ? Number(v) : undefined);

/** A check: a key of `record`, its own (not one inherited, such as "constructor"). */
export const keyOf = (record: object) => (v: string): string | undefined => (Object.hasOwn(record, v) ? v : undefined);

/** The page's address with `set` written in (a null value removes its key), its other parameters kept. */
export function addressWith(set: Record<string, string | null>): string {
  const q = new URLSearchParams(location.search);
  for (const [k, v] of Object.entries(set)) {
    if (v === null) q.delete(k);
    else q.set(k, v);
  }
  return `${location.pathname}?${q.toString()}${location.hash}`;
}

/**
 * Keeps the address on a widget's settings once the reader changes them. `href` is the address of the settings
 * shown ('' before hydration, where there is no address to read). The first one after hydration — the page's
 * own, or the link's that opened it — is left as it is, so that waking the widget writes nothing; every later
 * one is written. Returns whether the address was copied since it last changed, and `copy`, which puts it in the
 * address and on the clipboard (where the browser allows it).
 */
export function useAddress(href: string): { copied: boolean; copy: () => void } {
  const first = useRef<string | null>(null);
  const moved = useRef(false);
  const [copiedHref, setCopiedHref] = useState<string | null>(null);
  useEffect(() => {
    if (href === '') return;
    if (first.current === null) first.current = href;
    else if (moved.current || href !== first.current) {
      moved.current = true;
      window.history.replaceState(window.history.state, '', href);
    }
  }, [href]);
  const copy = () => {
    const full = new URL(href, location.href).href;
    window.history.replaceState(window.history.state, '', full);
    void navigator.clipboard?.writeText(full).catch(() => undefined);
    setCopiedHref(href);
  };
  return { copied: copiedHref === href, copy };
}
