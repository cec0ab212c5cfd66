/**
 * Shape checks for plain data handed to the engine (setups, moves): any value, of any type, gives either
 * null (well formed) or the name of the first field that is not (errors.ts `InputError`). Whether the
 * values are right for the game (cards 0..51, seats that exist) is the game's own check.
 */

/** Whether `v` is a non-null object (not an array). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Whether `v` is an array of at most `max` entries (cards are checked one by one later). */
export function isList(v: unknown, max = 64): v is readonly unknown[] {
  return Array.isArray(v) && v.length <= max;
}

/** Whether `v` is an array of at most `maxLists` arrays of at most `max` entries each. */
export function isListOfLists(v: unknown, maxLists = 16, max = 64): v is readonly (readonly unknown[])[] {
  if (!isList(v, maxLists)) return false;
  for (let i = 0; i < v.length; i++) if (!isList(v[i], max)) return false; // holes too (every skips them)
  return true;
}

/** Whether `v` is an array of at most `max` entries, each of which passes `ok` (holes fail). */
export function isListOf(v: unknown, ok: (x: unknown) => boolean, max = 64): v is readonly unknown[] {
  if (!isList(v, max)) return false;
  for (let i = 0; i < v.length; i++) if (!ok(v[i])) return false;
  return true;
}

/** Whether `v` is a reading-like object (an `id` and `options` with `deals`): a reading the engine made. */
export function isReadingLike(v: unknown): boolean {
  return isRecord(v) && typeof v.id === 'string' && isRecord(v.options) && isRecord(v.options.deals);
}
