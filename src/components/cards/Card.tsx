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
  /**
   * Draw the card as a button the reader presses (a lesson's card to pick): one `<button>` that is the
   * card, with `data-pick` (the card), `aria-pressed` when given, and the class added.
   */
  button?: CardButton;
  /**
   * A word drawn in the place of the large pip (`data-tag`), such as "Pam" on Loo's highest trump; decorative: the
   * label should say it too.
   */
  tag?: string;
}

/** A card drawn as a button: see CardProps.button. */
export interface CardButton {
  class: string;
  pick: number;
  pressed?: boolean;
  onClick: () => void;
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
export function Card({ card, label, hot, letters = EN_LETTERS, button, tag }: CardProps) {
  if (card === null) {
    return label ? <span class="card card--back" role="img" aria-label={label} /> : <span class="card card--back" aria-hidden="true" />;
  }
  const rank = letters[rankOf(card)];
  const suit = SUIT_SYMBOLS[suitOf(card)];
  const red = suitOf(card) === 1 || suitOf(card) === 2;
  const cls = `card ${red ? 'card--red' : 'card--black'}${hot ? ' card--hot' : ''}`;
  if (button) {
    return (
      <button
        type="button"
        class={`${cls} ${button.class}`}
        data-pick={button.pick}
        aria-pressed={button.pressed === undefined ? undefined : button.pressed ? 'true' : 'false'}
        aria-label={label}
        data-card={formatCard(card, { style: 'upper' })}
        data-r={rank}
        data-s={suit}
        data-tag={tag}
        title={label}
        onClick={button.onClick}
      />
    );
  }
  return (
    <span
      class={cls}
      role="img"
      aria-label={label}
      data-card={formatCard(card, { style: 'upper' })}
      data-r={rank}
      data-s={suit}
      data-tag={tag}
      title={label}
    />
  );
}
