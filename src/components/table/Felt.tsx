import type { TFunction } from 'i18next';
import type { ComponentChildren } from 'preact';
import type { Card as CardT, Position } from '~/engine/lld/types.ts';
import { FeltDraw, type Place } from './FeltDraw.tsx';
import { feltText, feltView } from './feltView.ts';

export type { Place };

export interface FeltProps {
  pos: Position;
  t: TFunction;
  /** Cards to draw highlighted (moved in the step shown, or chosen by the reader). */
  hot?: ReadonlySet<CardT>;
  /** Whether a seat's hand is shown face up. */
  open: (seat: number) => boolean;
  /**
   * Whether a seat's won cards are shown (default: all): where a reading has them lie face down
   * (`wonFaceDown`), a game shows the other seats' piles as a count only.
   */
  wonOpen?: (seat: number) => boolean;
  /** Draws a face-up card; default: the plain card. Widgets that let the reader pick cards wrap it in a button. */
  renderCard?: (card: CardT, place: Place, drawn: ComponentChildren) => ComponentChildren;
  /** Extra badges after a seat's name (e.g. "you"). */
  badges?: (seat: number) => ComponentChildren;
  /**
   * Lay hands out side by side instead of overlapping, so that every card is a comfortable target to press:
   * every hand, or those of the seats it returns true for (the game: the reader's own, while it may pick).
   */
  spread?: boolean | ((seat: number) => boolean);
  /** Show the pot of a finished deal as it stood before the pay-off (chips), not what the pay-off left in it. */
  potBeforePayOff?: boolean;
  /**
   * Compact seats (the games): a seat whose hand is face down is marked `seat--closed` and also says how many
   * cards it holds, so that on a phone the card backs can give way to one line per player (play.css).
   */
  counts?: boolean;
  /** The reader's seat, if they have one (seatOrder.ts: the others keep their order of play before it). */
  you?: number | null;
}

/**
 * The card table of a position: the table cards and the pot in the centre, then every seat with its hand
 * (face up or down), its won cards and badges (dealer, on turn, lain down, last holder). Shared by the
 * games, lessons and comparisons; it draws and decides nothing about the rules: the position is turned
 * into a view (feltView.ts, the engine's pay-off) and drawn by FeltDraw, which the replays use directly
 * with views computed at build time.
 */
export function Felt({ pos, t, potBeforePayOff, ...rest }: FeltProps) {
  return <FeltDraw view={feltView(pos, t, potBeforePayOff)} text={feltText(t)} {...rest} />;
}
