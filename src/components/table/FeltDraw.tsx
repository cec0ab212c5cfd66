import type { ComponentChildren } from 'preact';
import type { Card as CardT } from '~/engine/core/types.ts';
import { Card } from '../cards/Card.tsx';
import type { CardText } from '../cards/cardText.ts';
import { chipDots } from './chips.ts';
import { afterYou } from './seatOrder.ts';

/** Where a card lies in a position: a seat's hand or won pile, or the table. */
export type Place = { readonly kind: 'hand' | 'won'; readonly seat: number } | { readonly kind: 'table' };

/**
 * What the card table of one Laugh and Lie Down position shows, as plain data (JSON): the cards where they
 * lie and every word already in the reader's language. Made from a position by `feltView` (feltView.ts,
 * which asks the engine for the pot after the pay-off); drawn by `FeltDraw`, which needs neither the
 * engine nor i18next, so that a replay can step through views computed at build time.
 */
export interface FeltView {
  /** The table cards. */
  readonly table: readonly CardT[];
  /** The pot shown, in chips, and its words ("12 chips"). */
  readonly pot: number;
  readonly potText: string;
  readonly seats: readonly FeltSeat[];
}

/** One seat of a FeltView. */
export interface FeltSeat {
  readonly name: string;
  /** The dealer's badge (in the seat's gender), or null when the seat does not deal. */
  readonly dealer: string | null;
  readonly turn: boolean;
  /** The badge of a seat out of play: it has lain down (in the seat's gender), or ran out of cards; null while it holds cards. */
  readonly laidDown: string | null;
  /** The last holder of a finished deal, where the bonus goes to the last holder (its badge). */
  readonly lastHolder: boolean;
  /** The last capturer of a finished deal, where the bonus goes to the last capturer (its badge instead). */
  readonly lastCapturer: boolean;
  readonly hand: readonly CardT[];
  readonly won: readonly CardT[];
  /** "4 won cards". */
  readonly wonText: string;
  /** "5 cards" (the count a closed seat shows in compact seats). */
  readonly held: string;
}

/** The fixed words of the Laugh and Lie Down table, besides the cards' (one copy per language). */
export interface FeltText extends CardText {
  readonly table: string;
  readonly tableEmpty: string;
  readonly pot: string;
  readonly onTurn: string;
  readonly lastHolder: string;
  readonly lastCapturer: string;
  readonly hand: string;
}

export interface FeltDrawProps {
  view: FeltView;
  text: FeltText;
  /** Cards to draw highlighted (moved in the step shown, or chosen by the reader). */
  hot?: ReadonlySet<CardT>;
  /** Whether a seat's hand is shown face up. */
  open: (seat: number) => boolean;
  /** Draws a face-up card; default: the plain card. Widgets that let the reader pick cards wrap it in a button. */
  renderCard?: (card: CardT, place: Place, drawn: ComponentChildren) => ComponentChildren;
  /** Extra badges after a seat's name (e.g. "you"). */
  badges?: (seat: number) => ComponentChildren;
  /** Lay hands out side by side instead of overlapping: every hand, or the hands of the seats it returns true for. */
  spread?: boolean | ((seat: number) => boolean);
  /** Compact seats: a closed seat is marked `seat--closed` and says how many cards it holds. */
  counts?: boolean;
  /** Whether a seat's won cards are drawn (default: all); a pile that is not shows its count only. */
  wonOpen?: (seat: number) => boolean;
  /**
   * The reader's seat, if they have one: each seat then carries its place in the order of play counted from
   * the seat after the reader's (`--after-you`, seatOrder.ts), so that a layout which puts the reader's seat
   * last keeps the others in the order they play (learn.css).
   */
  you?: number | null;
}

/**
 * Draws a FeltView: the table cards and the pot in the centre, then every seat with its hand (face up or
 * down), its won cards and badges (dealer, on turn, lain down, last holder). It decides nothing: every
 * fact and word is the view's.
 */
export function FeltDraw({ view, text, hot, open, renderCard, badges, spread, counts, wonOpen, you }: FeltDrawProps) {
  const letters = text.letters;
  const draw = (c: CardT, place: Place) => {
    const card = <Card key={c} card={c} label={text.names[c]!} hot={hot?.has(c)} letters={letters} />;
    return renderCard ? renderCard(c, place, card) : card;
  };
  const pot = view.pot;
  return (
    <div class="replay__felt" data-pagefind-ignore>
      <div class="replay__centre">
        <div class="replay__table" data-table data-count={view.table.length}>
          <p class="replay__label">{text.table}</p>
          {view.table.length > 0 ? (
            <div class="card-fan">{view.table.map((c) => draw(c, { kind: 'table' }))}</div>
          ) : (
            <p class="replay__empty">{text.tableEmpty}</p>
          )}
        </div>
        <div class="replay__pot" data-pot={pot}>
          <p class="replay__label">{text.pot}</p>
          <span class="replay__chips" aria-hidden="true">{chipDots(pot)}</span>
          <span>{view.potText}</span>
        </div>
      </div>
      <ul class="replay__seats">
        {view.seats.map((s, p) => (
          <li
            key={p}
            class={`seat${s.turn ? ' seat--turn' : ''}${s.laidDown !== null ? ' seat--down' : ''}${counts && !open(p) ? ' seat--closed' : ''}`}
            data-seat={p}
            style={afterYou(p, you, view.seats.length)}
            data-won={s.won.length}
          >
            <div class="seat__head">
              <strong class="seat__name">{s.name}</strong>
              {badges?.(p)}
              {s.dealer !== null && <span class="badge">{s.dealer}</span>}
              {s.turn && <span class="badge badge--turn">{text.onTurn}</span>}
              {s.laidDown !== null && <span class="badge">{s.laidDown}</span>}
              {s.lastHolder && <span class="badge badge--turn">{text.lastHolder}</span>}
              {s.lastCapturer && <span class="badge badge--turn">{text.lastCapturer}</span>}
              {counts && !open(p) && <span class="seat__held">{s.held}</span>}
            </div>
            {/* One element for the hand and its fan, and no empty fan of won cards: fewer DOM elements per seat. */}
            {/* --n: the cards in the fan, from which a phone's replay spreads them to the seat's width (replay.css). */}
            <div class={`seat__hand card-fan${(typeof spread === 'function' ? spread(p) : spread) ? '' : ' card-fan--tight'}`} style={s.hand.length > 1 ? `--n:${s.hand.length}` : undefined} role="group" aria-label={text.hand}>
              {s.hand.map((c) => (open(p) ? draw(c, { kind: 'hand', seat: p }) : <Card key={c} card={null} label={text.back} letters={letters} />))}
            </div>
            <div class="seat__won">
              <span class="seat__count">{s.wonText}</span>
              {s.won.length > 0 && (wonOpen?.(p) ?? true) && (
                <div class="card-fan card-fan--tight card-fan--small">{s.won.map((c) => draw(c, { kind: 'won', seat: p }))}</div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
