import type { Citation } from '../reading.ts';
import type { SourceId } from '../sources.ts';

/** A rule point that `source` states (in `section`, with an optional editor's note). */
export function stated(source: SourceId, section?: string, note?: string): Citation {
  return { source, evidence: 'stated', ...(section ? { section } : {}), ...(note ? { note } : {}) };
}

/** A rule point the reading's source does not state, so Parlett's rule (seed 001) is assumed. */
export function assumed(note: string): Citation {
  return { source: 'seed001', evidence: 'assumed', note };
}
