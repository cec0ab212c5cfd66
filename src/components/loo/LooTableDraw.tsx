import type { ComponentChildren } from 'preact';
import type { Card as CardT } from '~/engine/core/types.ts';
import { Card } from '../cards/Card.tsx';
import type { CardText } from '../cards/cardText.ts';
import { chipDots } from '../table/chips.ts';
import { afterYou } from '../table/seatOrder.ts';

/** Where a card lies on a Loo table: a seat's hand, the cards a seat has played, the trick, the turn-up. */
export type LooPlace =
  | { readonly kind: 'hand' | 'played'; readonly seat: number }
  | { readonly kind: 'trick' | 'turnUp' | 'miss' };

/**
 * What the Loo table of one position shows, as plain data (JSON), every word already in the reader's
 * language. Made from a position by `looTableView` (looTableView.ts, which asks the engine whether a hidden
 * trump is shown); drawn by `LooTableDraw`, which needs neither the engine nor i18next.
 */
export interface LooTableView {
  /** Trump: `hidden` (a card back and a note), else the turn-up (null when none lies) and the suit's words. */
  readonly trump: { readonly hidden: boolean; readonly attr: string; readonly turnUp: CardT | null; readonly note: string };
  /** The miss, when the variant has one: its cards, or the note that it is gone (`gone`); `label` names the pile face down ("the miss, 3 cards"). */
  readonly miss: { readonly cards: readonly CardT[]; readonly gone: string | null; readonly label: string } | null;
  /** Pam, when the trump is known (the card is marked and named so wherever it is drawn), else null. */
  readonly pam: CardT | null;
  /** The current trick: its cards and who played each. */
  readonly trick: readonly { readonly card: CardT; readonly by: string }[];
  /** Whether the hand is over (every trick played, or won by a flush): an empty trick is then no trick to come. */
  readonly over: boolean;
  /**
   * What the empty trick says, by phase: the calls or the exchange come first, no card played yet, or no trick
   * left (a French newcomer read "no card played to this trick yet" while the players were still calling).
   */
  readonly trickNote: string;
  readonly pot: number;
  /** "12 chips", then the kind of pot and the stock, where shown. */
  readonly potText: string;
  readonly potKind: string | null;
  readonly stock: string | null;
  readonly seats: readonly LooSeat[];
  /** The word of the turn badge for the phase: "to call", "to exchange", "to play" (looTableView.ts). */
  readonly turnText: string;
}

/** One seat of a LooTableView. */
export interface LooSeat {
  readonly name: string;
  readonly dealer: string | null;
  readonly turn: boolean;
  /** Passed or conceded. */
  readonly out: boolean;
  /** The call (data-call) and its words, or null before the seat has called. */
  readonly call: string | null;
  readonly callText: string | null;
  readonly looed: boolean;
  readonly tricks: number;
  readonly tricksText: string;
  readonly hand: readonly CardT[];
  /** Cards the seat played in earlier tricks. */
  readonly played: readonly CardT[];
  readonly held: string;
}

/** The fixed words of the Loo table, besides the cards'. */
export interface LooTableText extends CardText {
  readonly trump: string;
  readonly trumpHidden: string;
  readonly miss: string;
  /** What the miss is, in a few words under its cards (a newcomer meets the word on the table first). */
  readonly missNote: string;
  readonly trick: string;
  readonly pot: string;
  readonly looed: string;
  readonly hand: string;
  readonly played: string;
  /** Pam's name, written on its card (`loo.table.pamTag`). */
  readonly pam: string;
}

export interface LooTableDrawProps {
  view: LooTableView;
  text: LooTableText;
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
  /** Lay hands out side by side, so every card is a comfortable target to press. */
  spread?: boolean;
  /** Compact seats: a closed seat is marked `seat--closed` and says how many cards it holds. */
  counts?: boolean;
  /**
   * The reader's seat, if they have one: each seat then carries its place in the order of play counted from
   * the seat after the reader's (`--after-you`, seatOrder.ts), so that a layout which puts the reader's seat
   * last keeps the others in the order they play (learn.css).
   */
  you?: number | null;
}

/**
 * Draws a LooTableView: trump (the turn-up), the miss, the stock, the pot and the trick in the centre;
 * then every seat with its call, hand (face up or down), the cards it has played and its tricks. It
 * decides nothing: every fact and word is the view's.
 */
export function LooTableDraw({ view, text, open, openMiss, hot, renderCard, badges, spread, counts, you }: LooTableDrawProps) {
  const letters = text.letters;
  const draw = (c: CardT, place: LooPlace) => {
    const pam = c === view.pam;
    const card = <Card key={c} card={c} label={pam ? `${text.names[c]!} (${text.pam})` : text.names[c]!} hot={hot?.has(c)} letters={letters} tag={pam ? text.pam : undefined} />;
    return renderCard ? renderCard(c, place, card) : card;
  };
  const back = (key: number) => <Card key={`b${key}`} card={null} label={text.back} letters={letters} />;
  const { trump, miss } = view;
  return (
    <div class="replay__felt loo-felt" data-pagefind-ignore>
      <div class="replay__centre loo-felt__centre">
        <div class="loo-felt__trump" data-trump={trump.attr}>
          <p class="replay__label">{text.trump}</p>
          {trump.hidden ? (
            <>
              {back(-1)}
              <p class="loo-felt__note">{text.trumpHidden}</p>
            </>
          ) : (
            <>
              {/* One card needs no fan around it (as the hidden trump's back has none): fewer elements a table. */}
              {trump.turnUp !== null && draw(trump.turnUp, { kind: 'turnUp' })}
              <p class="loo-felt__note">{trump.note}</p>
            </>
          )}
        </div>
        {miss && (
          <div class="loo-felt__miss" data-miss={miss.cards.length}>
            <p class="replay__label">{text.miss}</p>
            {miss.gone !== null ? (
              <p class="loo-felt__note">{miss.gone}</p>
            ) : (
              <>
                {/* Face down, the miss is one pile (drawn as stacked backs), not a back per card: a page of seventeen
                  * lessons went past its element budget. Face up, its cards. */}
                {openMiss ? (
                  <div class="card-fan card-fan--tight">{miss.cards.map((c) => draw(c, { kind: 'miss' }))}</div>
                ) : (
                  <span class="card card--back loo-felt__pile" role="img" aria-label={miss.label} data-count={miss.cards.length} />
                )}
                <p class="loo-felt__note loo-felt__gloss">{text.missNote}</p>
              </>
            )}
          </div>
        )}
        <div class="replay__table loo-felt__trick" data-trick={view.trick.length}>
          <p class="replay__label">{text.trick}</p>
          {view.trick.length === 0 ? (
            <p class="replay__empty">{view.trickNote}</p>
          ) : (
            <ol class="loo-felt__played">
              {view.trick.map(({ card, by }) => (
                <li key={card}>
                  {draw(card, { kind: 'trick' })}
                  <span class="loo-felt__by">{by}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div class="replay__pot" data-pot={view.pot}>
          <p class="replay__label">{text.pot}</p>
          {/* The chips drawn as dots before the count, by CSS (loo.css): decoration, one element fewer a table. */}
          <span class="loo-felt__count" data-dots={chipDots(view.pot)}>{view.potText}</span>
          {view.potKind !== null && <span class="loo-felt__note">{view.potKind}</span>}
          {view.stock !== null && <span class="loo-felt__note">{view.stock}</span>}
        </div>
      </div>
      <ul class="replay__seats">
        {view.seats.map((s, p) => (
          <li
            key={p}
            class={`seat${s.turn ? ' seat--turn' : ''}${s.out ? ' seat--down' : ''}${counts && !open(p) ? ' seat--closed' : ''}`}
            data-seat={p}
            style={afterYou(p, you, view.seats.length)}
            data-tricks={s.tricks}
            data-call={s.call ?? undefined}
          >
            {/* The name and badges straight in the seat, no head around them (loo.css lays them on one line): four
              * elements fewer a table, which took the page of seventeen lessons past its element budget. */}
            <strong class="seat__name">{s.name}</strong>
            {badges?.(p)}
            {s.dealer !== null && <span class="badge">{s.dealer}</span>}
            {s.turn && <span class="badge badge--turn">{view.turnText}</span>}
            {s.callText !== null && <span class="badge">{s.callText}</span>}
            {s.looed && <span class="badge badge--loo">{text.looed}</span>}
            {counts && !open(p) && <span class="seat__held">{s.held}</span>}
            {/* The hand and its fan are one element (issue 19: fewer DOM elements per seat); none once the hand is over
              * and the hand empty (a French newcomer saw a card's height of empty felt above each seat's tricks). */}
            {(s.hand.length > 0 || !view.over) && (
              <div class={`seat__hand card-fan${spread ? '' : ' card-fan--tight'}`} role="group" aria-label={text.hand}>
                {s.hand.map((c, i) => (open(p) ? draw(c, { kind: 'hand', seat: p }) : back(i)))}
              </div>
            )}
            {(s.played.length > 0 || s.tricks > 0) && (
              <div class="seat__won">
                <span class="seat__count">{s.tricksText}</span>
                {/* Labelled: under the count of tricks, the cards played looked like cards won (an English newcomer). */}
                {s.played.length > 0 && <span class="seat__played" aria-hidden="true">{text.played}</span>}
                {s.played.length > 0 && (
                  <div class="card-fan card-fan--tight card-fan--small" role="group" aria-label={text.played}>
                    {s.played.map((c) => draw(c, { kind: 'played', seat: p }))}
                  </div>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
