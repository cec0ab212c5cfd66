import type { TFunction } from 'i18next';
import type { ComponentChildren } from 'preact';
import type { Card as CardT } from '~/engine/lld/types.ts';
import type { LooPosition } from '~/engine/loo/types.ts';
import type { LooSettlement } from '~/engine/loo/settle.ts';
import { LooTableDraw, type LooPlace } from './LooTableDraw.tsx';
import { looTableText, looTableView } from './looTableView.ts';

export type { LooPlace };

export interface LooTableProps {
  pos: LooPosition;
  /** A translator with `players`, `cards` and `loo` (looText.ts looMessages). */
  t: TFunction;
  /** Whether a seat's hand is shown face up. */
  open: (seat: number) => boolean;
  /** Show the miss face up (a replay that explains the deal); default face down. */
  openMiss?: boolean;
  /** Cards drawn highlighted (moved in the step shown, or chosen by the reader). */
  hot?: ReadonlySet<CardT>;
  /** Draws a face-up card; default the plain card. Widgets that let the reader pick a card wrap it in a button. */
  renderCard?: (card: CardT, place: LooPlace, drawn: ComponentChildren) => ComponentChildren;
  /** Extra badges after a seat's name (e.g. "you"). */
  badges?: (seat: number) => ComponentChildren;
  /** The deal's settlement, once it is over: shown as each seat's share and loo. */
  settlement?: LooSettlement | null;
  /** Lay hands out side by side, so every card is a comfortable target to press. */
  spread?: boolean;
  /**
   * Show the pot as it stood before the settlement paid it out (a lesson that asks what the pot pays), not
   * the pot it leaves for the next deal.
   */
  potBeforePayOff?: boolean;
  /**
   * Compact seats (the play widget): a seat whose hand is face down is marked `seat--closed` and also says how
   * many cards it holds, so that on a phone the card backs can give way to one line per player (looplay.css).
   */
  counts?: boolean;
  /** Leave out the "looed" badges (a lesson that asks who is looed, until it is answered). */
  hideLooed?: boolean;
  /** The reader's seat, if they have one (seatOrder.ts: the others keep their order of play before it). */
  you?: number | null;
}

/**
 * The Loo table of a position: trump (the turn-up), the miss, the stock, the pot and the trick in the
 * centre; then every seat with its call, hand (face up or down), the cards it has played and its tricks.
 * Shared by the trick trainer, the play widget and the comparisons; it draws and decides nothing about
 * the rules (seed 004: the cards played lie face up in front of each player, "Die Stiche"): the position is
 * turned into a view (looTableView.ts) and drawn by LooTableDraw, which the replays use directly with
 * views computed at build time.
 */
export function LooTable({ pos, t, settlement, potBeforePayOff, hideLooed, ...rest }: LooTableProps) {
  const view = looTableView(pos, t, settlement, potBeforePayOff);
  return <LooTableDraw view={hideLooed ? { ...view, seats: view.seats.map((s) => ({ ...s, looed: false })) } : view} text={looTableText(t)} {...rest} />;
}
