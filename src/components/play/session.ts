/**
 * A game kept per browser tab (sessionStorage), for either game: the storage helpers of persist.ts, in a
 * module of their own so that the Loo game does not load the Laugh and Lie Down engine's notation with them.
 * Nothing read back is trusted: a record that does not parse is null.
 */
import { useEffect } from 'preact/hooks';

/** The longest record read back (characters): a game's text is a few kilobytes at most. */
const MAX_RECORD = 100_000;

/** Whether this tab holds anything under `key`, readable or not (a game that could not be restored is said so). */
export function hasSession(key: string): boolean {
  try {
    return typeof globalThis.sessionStorage?.getItem(key) === 'string';
  } catch {
    return false;
  }
}

/** A tab's stored value under `key`, parsed as JSON, or null (none, unreadable, storage unavailable). */
export function loadSession(key: string): unknown {
  try {
    const text = globalThis.sessionStorage?.getItem(key);
    if (typeof text !== 'string' || text.length > MAX_RECORD) return null;
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON under `key` for this tab, or removes it (null). Storage that is full or off is ignored. */
export function saveSession(key: string, value: unknown): void {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private modes and full storage: the game still plays, it just is not kept.
  }
}

/** Keeps `value` under `key` whenever it changes (null removes it; undefined: not yet known, nothing is written). */
export function useSessionSave(key: string, value: unknown): void {
  const text = value === undefined ? undefined : value === null ? null : JSON.stringify(value);
  useEffect(() => {
    if (text === undefined) return;
    saveSession(key, text === null ? null : (JSON.parse(text) as unknown));
  }, [key, text]);
}
