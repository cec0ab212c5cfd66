import type { TFunction } from 'i18next';
import type { ComponentChildren } from 'preact';
import { type Card as CardT, type Position } from '~/engine/lld/types.ts';
import { Card } from '../cards/Card.tsx';
import { cardName, dealerLabel, rankLetters } from '../cards/cardName.ts';
import { settle } from '~/engine/lld/settle.ts';

/** Where a card lies in a position: a seat's hand or won pile, or the table. */
export type Place = { readonly kind: 'hand' | 'won'; readonly seat: number } | { readonly kind: 'table' };

export interface FeltProps {
  pos: Position;
  t: TFunction;
  /** Cards to draw highlighted (moved in the step shown, or chosen by the reader). */
  hot?: ReadonlySet<CardT>;
  /** Whether a seat's hand is shown face up. */
  open: (seat: number) => boolean;
  /** Draws a face-up card; default: the plain card. Widgets that let the reader pick cards wrap it in a button. */
  renderCard?: (card: CardT, place: Place, drawn: ComponentChildren) => ComponentChildren;
  /** Extra badges after a seat's name (e.g. "you"). */
  badges?: (seat: number) => ComponentChildren;
  /** Lay hands out side by side instead of overlapping, so that every card is a comfortable target to press. */
  spread?: boolean;
  /** Show the pot of a finished deal as it stood before the pay-off (chips), not what the pay-off left in it. */
  potBeforePayOff?: boolean;
  /**
   * Compact seats (the games): a seat whose hand is face down is marked `seat--closed` and also says how many
   * cards it holds, so that on a phone the card backs can give way to one line per player (play.css).
   */
  counts?: boolean;
}

/**
 * The card table of a position: the table cards and the pot in the centre, then every seat with its hand
 * (face up or down), its won cards and badges (dealer, on turn, lain down, last holder). Shared by the
 * replays and the play page; it draws and decides nothing about the rules.
 */
export function Felt({ pos, t, hot, open, renderCard, badges, spread, potBeforePayOff, counts }: FeltProps) {
  const letters = rankLetters(t);
  const name = (p: number) => t(`players.${p}`);
  // Once the deal is over the pay-off has been made: the pot holds what the settlement leaves in it.
  // (A lesson on the pay-off shows the pot as it stood before it: `potBeforePayOff`.)
  const settled = pos.over && !potBeforePayOff ? settle(pos) : null;
  const pot = settled && settled.ok ? settled.value.potAfter : pos.pot;
  const draw = (c: CardT, place: Place) => {
    const card = <Card key={c} card={c} label={cardName(t, c)} hot={hot?.has(c)} letters={letters} />;
    return renderCard ? renderCard(c, place, card) : card;
  };
  return (
    <div class="replay__felt" data-pagefind-ignore>
      <div class="replay__centre">
        <div class="replay__table" data-table data-count={pos.table.size}>
          <p class="replay__label">{t('replay.table')}</p>
          {!pos.table.isEmpty() ? (
            <div class="card-fan">{pos.table.toArray().map((c) => draw(c, { kind: 'table' }))}</div>
          ) : (
            <p class="replay__empty">{t('replay.tableEmpty')}</p>
          )}
        </div>
        <div class="replay__pot" data-pot={pot}>
          <p class="replay__label">{t('replay.pot')}</p>
          <span class="replay__chips" aria-hidden="true">{'●'.repeat(Math.max(0, Math.min(pot, 20)))}</span>
          <span>{t('replay.chips', { count: pot })}</span>
        </div>
      </div>
      <ul class="replay__seats">
        {pos.hands.map((hand, p) => (
          <li
            key={p}
            class={`seat${pos.turn === p ? ' seat--turn' : ''}${pos.laidDown[p] ? ' seat--down' : ''}${counts && !open(p) ? ' seat--closed' : ''}`}
            data-seat={p}
            data-won={pos.won[p]!.size}
          >
            <div class="seat__head">
              <strong class="seat__name">{name(p)}</strong>
              {badges?.(p)}
              {p === pos.dealer && <span class="badge">{dealerLabel(t, p)}</span>}
              {pos.turn === p && <span class="badge badge--turn">{t('replay.onTurn')}</span>}
              {pos.laidDown[p] && <span class="badge">{t('replay.laidDown')}</span>}
              {pos.over && pos.lastHolder === p && <span class="badge badge--turn">{t('replay.lastHolder')}</span>}
              {counts && !open(p) && <span class="seat__held">{t('cards.count', { count: hand.size })}</span>}
            </div>
            {/* One element for the hand and its fan, and no empty fan of won cards: fewer DOM elements per seat. */}
            <div class={`seat__hand card-fan${spread ? '' : ' card-fan--tight'}`} role="group" aria-label={t('replay.hand')}>
              {hand.toArray().map((c) => (open(p) ? draw(c, { kind: 'hand', seat: p }) : <Card key={c} card={null} label={t('cards.back')} letters={letters} />))}
            </div>
            <div class="seat__won">
              <span class="seat__count">{t('replay.wonCount', { count: pos.won[p]!.size })}</span>
              {!pos.won[p]!.isEmpty() && (
                <div class="card-fan card-fan--tight card-fan--small">{pos.won[p]!.toArray().map((c) => draw(c, { kind: 'won', seat: p }))}</div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
