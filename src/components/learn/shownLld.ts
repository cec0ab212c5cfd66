import type { TFunction } from 'i18next';
import type { Move, Player } from '~/engine/lld/types.ts';
import { moveTextFor } from '../play/describe.ts';

/**
 * A move of "Show me" in a Laugh and Lie Down lesson, in words: the reader's own move (seat `you`) as an
 * instruction to the reader, any other seat's as the play widget tells it (describe.ts moveTextFor, which the
 * game's move buttons use too), so that "Show me" speaks to the reader as the lesson's question and
 * explanation do.
 */
export function shownMoveText(t: TFunction, lang: string, m: Move, you: Player | null): string {
  return moveTextFor(t, lang, m, you);
}
