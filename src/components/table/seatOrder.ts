/**
 * A seat's place in the order of play counted from the seat after the reader's, as an inline style for CSS
 * `order` (`--after-you`): 0 for the player after the reader, `players - 1` for the reader. Both games pass
 * the turn to the next seat (seed 001, "Play"; seed 004, "Die Stiche"), so seats drawn in this order, the
 * reader's last, read round the table as they play. Undefined (no style) when the reader has no seat.
 */
export function afterYou(seat: number, you: number | null | undefined, players: number): string | undefined {
  if (you === null || you === undefined) return undefined;
  return `--after-you:${(seat - you - 1 + players) % players}`;
}
