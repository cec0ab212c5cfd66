import { formatCard, rankOf, suitOf, SUIT_SYMBOLS } from '~/engine/core/cards.ts';
import { type Card as CardT } from '~/engine/lld/types.ts';

export interface CardProps {
  /** The card, or null for a face-down card. */
  card: CardT | null;
  /** The accessible name (already localized); empty to hide the card from assistive technology. */
  label: string;
  /** Draw the card highlighted (it moved in the step being shown). */
  hot?: boolean;
  /** The rank letters of the reader's language, ace to king (`cards.letters`: A…J Q K, A…B D K, Т…В Д К). */
  letters?: readonly string[];
}

/** English rank letters, ace to king, with 10 for the ten. */
export const EN_LETTERS: readonly string[] = 'A,2,3,4,5,6,7,8,9,10,J,Q,K'.split(',');

/**
 * One playing card drawn with text and borders only, so it stays crisp at any size: the corner index
 * (rank over suit) and a large suit pip. Suits differ by shape, not only by colour. Size follows the
 * CSS variable --card-w of the surrounding element.
 *
 * One element per card (issue 19, "every page ≤ 1,400 DOM elements"): the index and the pip are drawn
 * by CSS (`::before` / `::after`) from `data-r` (rank letter) and `data-s` (suit symbol), so they are
 * decorative, never indexed by search, and the card's name is its `aria-label`.
 */
export function Card({ card, label, hot, letters = EN_LETTERS }: CardProps) {
  if (card === null) {
    return label ? <span class="card card--back" role="img" aria-label={label} /> : <span class="card card--back" aria-hidden="true" />;
  }
  const rank = letters[rankOf(card)];
  const suit = SUIT_SYMBOLS[suitOf(card)];
  const red = suitOf(card) === 1 || suitOf(card) === 2;
  return (
    <span
      class={`card ${red ? 'card--red' : 'card--black'}${hot ? ' card--hot' : ''}`}
      role="img"
      aria-label={label}
      data-card={formatCard(card, { style: 'upper' })}
      data-r={rank}
      data-s={suit}
      title={label}
    />
  );
}
