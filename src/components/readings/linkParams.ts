import { useEffect, useState } from 'preact/hooks';

/**
 * The address parameters of the comparison widgets (readings/CompareReadings.tsx and loo/compare/LooCompare.tsx):
 * each read through its own check, and written back with the page's other parameters kept.
 */

/**
 * Reads parameters of an address, each through its check. A parameter that is there but fails its check is left
 * at its fallback, and its key goes into `bad`.
 */
export class LinkParams {
  /** The keys of the parameters that failed their checks, in the order read. */
  readonly bad: string[] = [];
  constructor(private readonly q: URLSearchParams) {}

  /** The parameter `key` as `parse` reads it (undefined: not valid), or `fallback` when it is absent or invalid. */
  get<T>(key: string, parse: (v: string) => T | undefined, fallback: T): T {
    const v = this.q.get(key);
    if (v === null) return fallback;
    const x = parse(v);
    if (x !== undefined) return x;
    if (!this.bad.includes(key)) this.bad.push(key);
    return fallback;
  }

  /**
   * Two parameters naming the two sides of a comparison, each read through `parse`. One that is absent or
   * invalid takes the first of `fallbacks` the other side does not already name, so that a mistyped name
   * never makes the pair one thing twice ("rb=parlett" with a bad "ra" compares Parlett with the second
   * fallback). Two valid equal names are the reader's own choice and are kept.
   */
  pair<T>(keys: readonly [string, string], parse: (v: string) => T | undefined, fallbacks: readonly [T, T]): [T, T] {
    const [f0, f1] = fallbacks;
    const x = this.get<T | undefined>(keys[0], parse, undefined);
    const y = this.get<T | undefined>(keys[1], parse, undefined);
    const a = x ?? (y === f0 ? f1 : f0);
    return [a, y ?? (a === f1 ? f0 : f1)];
  }
}

/** A check: a whole number from `min` to `max`, written in digits. */
export const wholeIn = (min: number, max: number) => (v: string): number | undefined => (/^[0-9]+$/.test(v) && Number(v) >= min && Number(v) <= max ? Number(v) : undefined);

/** A check: a key of `record`, its own (not one inherited, such as "constructor"). */
export const keyOf = (record: object) => (v: string): string | undefined => (Object.hasOwn(record, v) ? v : undefined);

/**
 * The page's address with `set` written in (a null value removes its key), its other parameters kept, ending in
 * `hash` (the widget's heading: a link opens at the widget, not at the top of a long page).
 */
export function addressWith(set: Record<string, string | null>, hash = location.hash): string {
  const q = new URLSearchParams(location.search);
  for (const [k, v] of Object.entries(set)) {
    if (v === null) q.delete(k);
    else q.set(k, v);
  }
  return `${location.pathname}?${q.toString()}${hash}`;
}

/**
 * Keeps the address on a widget's settings once the reader has changed something in it. `href` is the address of
 * the settings shown ('' before hydration, where there is no address to read). `touch` goes on the widget's root
 * as a capture handler of its changes, inputs and clicks, so that any change counts, even one made before the
 * widget woke and handed to it afterwards (a Russian reader's first change was not written when the first
 * address after waking was taken as the page's own). Waking the widget alone writes nothing. Also returns
 * whether the address was copied since it last changed, and `copy`, which puts it in the address and on the
 * clipboard (where the browser allows it).
 */
export function useAddress(href: string): { copied: boolean; copy: () => void; touched: boolean; touch: () => void } {
  const [touched, setTouched] = useState(false);
  const [copiedHref, setCopiedHref] = useState<string | null>(null);
  useEffect(() => {
    if (touched && href !== '') window.history.replaceState(window.history.state, '', href);
  }, [touched, href]);
  const copy = () => {
    const full = new URL(href, location.href).href;
    window.history.replaceState(window.history.state, '', full);
    void navigator.clipboard?.writeText(full).catch(() => undefined);
    setCopiedHref(href);
  };
  return { copied: copiedHref === href, copy, touched, touch: () => setTouched(true) };
}

/**
 * The step a comparison stands at: the one the reader picked while the comparison is still `of` (its result, a
 * new one whenever a setting changes), else `start` (just after the first place the two part). `openAt` opens it
 * at a link's step once the link's settings have made their comparison, so that a shared link keeps the step the
 * reader was on (it opened at the first place the two part, whatever step had been shared). `row` is not clamped:
 * the caller keeps it within its steps.
 */
export function useStep(of: unknown, start: number): { row: number; setRow: (r: number | ((r: number) => number)) => void; openAt: (r: number) => void } {
  const [picked, setPicked] = useState<{ of: unknown; row: number } | null>(null);
  const [linked, setLinked] = useState<number | null>(null);
  useEffect(() => {
    if (linked === null) return;
    setPicked({ of, row: linked });
    setLinked(null);
  }, [of, linked]);
  const row = picked && picked.of === of ? picked.row : (linked ?? start);
  return { row, setRow: (r) => setPicked({ of, row: typeof r === 'function' ? r(row) : r }), openAt: setLinked };
}

/**
 * Wakes a comparison on its link: when the address holds any of the widget's parameters (`keys`), the settings
 * that `read` finds there are handed to `apply`, once, as the widget wakes (a link with a deal number but no first
 * reading had been ignored without a word). Returns whether it is awake (the server
 * drew it without the address, and its tables are drawn in the browser only) and the keys of the link's parts
 * that could not be used (`bad`; they were left at their defaults), none when the link was whole or absent.
 */
export function useLink<L extends { bad: readonly string[] }>(keys: readonly string[], read: (q: URLSearchParams) => L, apply: (got: L) => void): { hydrated: boolean; linkNote: readonly string[] } {
  const [hydrated, setHydrated] = useState(false);
  const [linkNote, setLinkNote] = useState<readonly string[]>([]);
  useEffect(() => {
    const q = new URLSearchParams(location.search);
    if (keys.some((k) => q.has(k))) {
      const got = read(q);
      apply(got);
      setLinkNote(got.bad);
    }
    setHydrated(true);
  }, []);
  return { hydrated, linkNote };
}
