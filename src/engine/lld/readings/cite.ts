import type { Citation, RuleId } from '../options.ts';
import type { SourceId } from '../../core/sources.ts';

/** A rule point that `source` states (in `section`). */
export function stated(source: SourceId, section?: string): Citation {
  return section ? { source, evidence: 'stated', section } : { source, evidence: 'stated' };
}

/** A rule point the reading's source does not state, so Parlett's rule (seed 001) is assumed. */
export function assumed(): Citation {
  return { source: 's1', evidence: 'assumed' };
}

/** A rule point no source decides: the editors chose. */
export function editor(): Citation {
  return { source: 'editor', evidence: 'editor' };
}

/** The rule points no source covers (lld-readings.md §4.2). */
export type GapId = Extract<RuleId, 'tableMournival' | 'emptyTable' | 'emptyHand' | 'noBonusTaker' | 'dealerLastHolder'>;

/**
 * The gaps of lld-readings.md §4.2 as the editors decided them (evidence `editor`); a reading replaces the
 * citations its own source does settle (e.g. Parlett's seeds state that a player facing an empty table lies down).
 */
export function gaps(): Record<GapId, Citation> {
  return {
    tableMournival: editor(),
    emptyTable: assumed(),
    emptyHand: assumed(),
    noBonusTaker: editor(),
    dealerLastHolder: editor(),
  };
}
