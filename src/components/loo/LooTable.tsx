import type { TFunction } from 'i18next';
import type { ComponentChildren } from 'preact';
import type { Card as CardT } from '~/engine/lld/types.ts';
import { trumpShownNow } from '~/engine/loo/rules.ts';
import type { LooPosition } from '~/engine/loo/types.ts';
import type { LooSettlement } from '~/engine/loo/settle.ts';
import { Card } from '../cards/Card.tsx';
import { cardName, rankLetters } from '../cards/cardName.ts';

/** Where a card lies on a Loo table: a seat's hand, the cards a seat has played, the trick, the turn-up. */
export type LooPlace =
  | { readonly kind: 'hand' | 'played'; readonly seat: number }
  | { readonly kind: 'trick' | 'turnUp' | 'miss' };

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
   * Compact seats (the play widget): a seat whose hand is face down is marked `seat--closed` and also says how
   * many cards it holds, so that on a phone the card backs can give way to one line per player (looplay.css).
   */
  counts?: boolean;
}

/**
 * The Loo table of a position: trump (the turn-up), the miss, the stock, the pot and the trick in the
 * centre; then every seat with its call, hand (face up or down), the cards it has played and its tricks.
 * Shared by the Loo replays, the trick trainer and the play widget; it draws and decides nothing about
 * the rules (seed 004: the cards played lie face up in front of each player, "Die Stiche").
 */
export function LooTable({ pos, t, open, openMiss, hot, renderCard, badges, settlement, spread, counts }: LooTableProps) {
  const letters = rankLetters(t);
  const name = (p: number) => t(`players.${p}`);
  const draw = (c: CardT, place: LooPlace) => {
    const card = <Card key={c} card={c} label={cardName(t, c)} hot={hot?.has(c)} letters={letters} />;
    return renderCard ? renderCard(c, place, card) : card;
  };
  const back = (key: number) => <Card key={`b${key}`} card={null} label={t('cards.back')} letters={letters} />;
  const pot = settlement ? settlement.potAfter : pos.pot;
  const missTaken = pos.options.miss && pos.miss.length === 0;
  // Hidden trump: the turn-up is turned as soon as the player on turn cannot follow suit.
  const hidden = pos.trumpHidden && !trumpShownNow(pos);
  const turnUp = pos.turnUp ?? pos.deal.turnUp;
  return (
    <div class="replay__felt loo-felt" data-pagefind-ignore>
      <div class="replay__centre loo-felt__centre">
        <div class="loo-felt__trump" data-trump={hidden ? '' : pos.trump}>
          <p class="replay__label">{t('loo.table.trump')}</p>
          {hidden ? (
            <>
              {back(-1)}
              <p class="loo-felt__note">{t('loo.table.trumpHidden')}</p>
            </>
          ) : (
            <>
              {pos.turnUp !== null && <div class="card-fan">{draw(turnUp, { kind: 'turnUp' })}</div>}
              <p class="loo-felt__note">{t('loo.table.trumpSuit', { suit: t(`cards.suit.${pos.trump}`), trumps: t(`cards.trumps.${pos.trump}`) })}</p>
            </>
          )}
        </div>
        {pos.options.miss && (
          <div class="loo-felt__miss" data-miss={pos.miss.length}>
            <p class="replay__label">{t('loo.table.miss')}</p>
            {missTaken ? (
              <p class="loo-felt__note">{t(pos.single && pos.options.singlePot === 'noMiss' ? 'loo.table.noMiss' : 'loo.table.missGone')}</p>
            ) : (
              <div class="card-fan card-fan--tight">{pos.miss.map((c, i) => (openMiss ? draw(c, { kind: 'miss' }) : back(i)))}</div>
            )}
          </div>
        )}
        <div class="replay__table loo-felt__trick" data-trick={pos.trick.length}>
          <p class="replay__label">{t('loo.table.trick')}</p>
          {pos.trick.length === 0 ? (
            <p class="replay__empty">{t('loo.table.trickEmpty')}</p>
          ) : (
            <ol class="loo-felt__played">
              {pos.trick.map((c, i) => (
                <li key={c}>
                  {draw(c, { kind: 'trick' })}
                  <span class="loo-felt__by">{name(pos.trickPlayers[i]!)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div class="replay__pot" data-pot={pot}>
          <p class="replay__label">{t('loo.table.pot')}</p>
          <span class="replay__chips" aria-hidden="true">{'●'.repeat(Math.max(0, Math.min(pot, 30)))}</span>
          <span>{t('loo.values.chips', { count: pot })}</span>
          {pos.phase !== 'over' && pos.options.potKinds === 'singleDouble' && (
            <span class="loo-felt__note">{t(pos.single ? 'loo.table.single' : 'loo.table.double')}</span>
          )}
          {pos.options.exchange && <span class="loo-felt__note">{t('loo.table.stock', { count: pos.stock.length })}</span>}
        </div>
      </div>
      <ul class="replay__seats">
        {pos.hands.map((hand, p) => {
          const call = pos.calls[p];
          const looed = settlement?.looed.includes(p) ?? false;
          const out = call === 'pass' || call === 'concede';
          // Cards of earlier tricks; the current trick's are drawn in the centre.
          const before = pos.played[p]!.filter((c) => !pos.trick.includes(c));
          return (
            <li
              key={p}
              class={`seat${pos.turn === p ? ' seat--turn' : ''}${out ? ' seat--down' : ''}${counts && !open(p) ? ' seat--closed' : ''}`}
              data-seat={p}
              data-tricks={pos.tricks[p]}
              data-call={call ?? undefined}
            >
              <div class="seat__head">
                <strong class="seat__name">{name(p)}</strong>
                {badges?.(p)}
                {p === pos.dealer && <span class="badge">{t('loo.table.dealer', { context: t(`players.gender.${p}`) })}</span>}
                {pos.turn === p && <span class="badge badge--turn">{t('loo.table.onTurn')}</span>}
                {call && <span class="badge">{t(`loo.table.call.${call}`)}</span>}
                {looed && <span class="badge badge--loo">{t('loo.table.looed')}</span>}
                {counts && !open(p) && <span class="seat__held">{t('cards.count', { count: hand.length })}</span>}
              </div>
              {/* The hand and its fan are one element (issue 19: fewer DOM elements per seat). */}
              <div class={`seat__hand card-fan${spread ? '' : ' card-fan--tight'}`} role="group" aria-label={t('loo.table.hand')}>
                {hand.map((c, i) => (open(p) ? draw(c, { kind: 'hand', seat: p }) : back(i)))}
              </div>
              {(before.length > 0 || pos.tricks[p]! > 0) && (
                <div class="seat__won">
                  <span class="seat__count">{t('loo.table.tricks', { count: pos.tricks[p]! })}</span>
                  {before.length > 0 && (
                    <div class="card-fan card-fan--tight card-fan--small" role="group" aria-label={t('loo.table.played')}>
                      {before.map((c) => draw(c, { kind: 'played', seat: p }))}
                    </div>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
