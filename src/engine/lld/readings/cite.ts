import type { Citation, RuleId } from '../options.ts';
import type { SourceId } from '../../core/sources.ts';

/** A rule point that `source` states (in `section`). */
export function stated(source: SourceId, section?: string): Citation {
  return section ? { source, evidence: 'stated', section } : { source, evidence: 'stated' };
}

/**
 * A rule point the reading's source does not state, so Parlett's rule is assumed: cited to the seed that states
 * it, the full rules (001) unless said (the Russian short version, 002, for an empty hand).
 */
export function assumed(source: SourceId = 's1'): Citation {
  return { source, evidence: 'assumed' };
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
    // Parlett's rule for an empty hand is the Russian short version's (s2), not the full rules'.
    emptyHand: assumed('s2'),
    noBonusTaker: editor(),
    dealerLastHolder: editor(),
  };
}
