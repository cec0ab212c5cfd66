import { formatCard, rankOf, suitOf, type Card as CardT, RANKS, SUIT_SYMBOLS } from '~/engine/index.ts';

export interface CardProps {
  /** The card, or null for a face-down card. */
  card: CardT | null;
  /** The accessible name (already localized); empty to hide the card from assistive technology. */
  label: string;
  /** Draw the card highlighted (it moved in the step being shown). */
  hot?: boolean;
}

/**
 * One playing card drawn with text and borders only, so it stays crisp at any size: the corner index
 * (rank over suit) and a large suit pip. Suits differ by shape, not only by colour. Size follows the
 * CSS variable --card-w of the surrounding element.
 */
export function Card({ card, label, hot }: CardProps) {
  if (card === null) {
    return label ? <span class="card card--back" role="img" aria-label={label} /> : <span class="card card--back" aria-hidden="true" />;
  }
  const rank = RANKS[rankOf(card)] === 'T' ? '10' : RANKS[rankOf(card)];
  const suit = SUIT_SYMBOLS[suitOf(card)];
  const red = suitOf(card) === 1 || suitOf(card) === 2;
  return (
    <span
      class={`card ${red ? 'card--red' : 'card--black'}${hot ? ' card--hot' : ''}`}
      role="img"
      aria-label={label}
      data-card={formatCard(card)}
      title={label}
    >
      <span class="card__index" aria-hidden="true">
        <span class="card__rank">{rank}</span>
        <span class="card__suit">{suit}</span>
      </span>
      <span class="card__pip" aria-hidden="true">{suit}</span>
    </span>
  );
}
