/**
 * The reader's progress on a learning path, kept in `localStorage` per game (`willughby.learn.<game>`):
 * the best number of stars (0–3) won in each lesson, by lesson id. Storage that is missing, full, blocked
 * or holds something unreadable is treated as empty: progress is a convenience, never an error.
 */
export type Progress = Readonly<Record<string, number>>;

/** The event a page's lesson widgets and progress summary send and hear when progress changes. */
export const PROGRESS_EVENT = 'willughby-learn-progress';

/** The storage key of a game's progress. */
export const storageKey = (game: string): string => `willughby.learn.${game}`;

/** The page's localStorage, or null where there is none or it is blocked. */
function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stars won so far in each lesson of `game` (only whole numbers 1–3 are kept). */
export function readProgress(game: string, storage: Storage | null = local()): Progress {
  try {
    const raw = storage?.getItem(storageKey(game));
    const data: unknown = raw ? JSON.parse(raw) : {};
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
    const out: Record<string, number> = {};
    for (const [k, v] of Object.entries(data)) if (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 3) out[k] = v as number;
    return out;
  } catch {
    return {};
  }
}

/** Records `stars` (1–3) for a lesson, keeping the best result so far; returns the progress as stored. */
export function recordStars(game: string, id: string, stars: number, storage: Storage | null = local()): Progress {
  const now = { ...readProgress(game, storage) };
  if (Number.isInteger(stars) && stars >= 1 && stars <= 3 && stars > (now[id] ?? 0)) now[id] = stars;
  try {
    storage?.setItem(storageKey(game), JSON.stringify(now));
  } catch {
    /* storage full or blocked: progress lasts for this visit only */
  }
  announce(game);
  return now;
}

/** Forgets all progress of `game`. */
export function resetProgress(game: string, storage: Storage | null = local()): void {
  try {
    storage?.removeItem(storageKey(game));
  } catch {
    /* nothing to forget */
  }
  announce(game);
}

function announce(game: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(PROGRESS_EVENT, { detail: { game } }));
}

/**
 * The stars an answered lesson earns: none when "Show me" gave the answer; otherwise three, less one for a
 * hint and one for each wrong answer (at most two), never under one.
 */
export function starsFor(o: { wrong: number; hinted: boolean; shown: boolean }): number {
  if (o.shown) return 0;
  return Math.max(1, 3 - Math.min(o.wrong, 2) - (o.hinted ? 1 : 0));
}

/** Whether this page visit has already said in full why stars count the first try (againNote). */
let againSaid = false;

/**
 * The note after a right answer that followed "Again" and earned fewer than three stars: in full the first time in
 * a page visit, then as a short reminder (a Russian newcomer read the same long paragraph under fifteen lessons).
 * Returns the i18n key: `learn.ui.againCounted`, then `learn.ui.againCountedShort`.
 */
export function againNote(): 'learn.ui.againCounted' | 'learn.ui.againCountedShort' {
  const key = againSaid ? 'learn.ui.againCountedShort' : 'learn.ui.againCounted';
  againSaid = true;
  return key;
}

/** Starts againNote afresh, as a new page visit does (for tests that render several visits in one run). */
export function resetAgainNote(): void {
  againSaid = false;
}
