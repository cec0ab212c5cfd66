import type { ComponentChildren } from 'preact';
import type { Card as CardT } from '~/engine/lld/types.ts';

/**
 * A drawn card wrapped as a button the reader presses to pick it (`aria-pressed`, `data-pick` the card): the
 * explorer's and the game's cards on the table and in hand (play.css `.play__card`).
 */
export function PickCard({ card, pressed, onPick, children }: { card: CardT; pressed: boolean; onPick: () => void; children: ComponentChildren }) {
  return (
    <button type="button" class="play__card" aria-pressed={pressed ? 'true' : 'false'} data-pick={card} onClick={onPick}>
      {children}
    </button>
  );
}
