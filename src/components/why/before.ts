/**
 * The position a step of a played deal was made in: the deal's start for the first step, else the position the
 * step before left. Both comparisons narrate a step with it, so that a forced move says why, as the replays do.
 * Works for either game's played deals (`{ start, steps: [{ position }] }`).
 */
export function positionBefore<P>(played: { readonly start: P; readonly steps: readonly { readonly position: P }[] }, i: number): P {
  return i === 0 ? played.start : played.steps[i - 1]!.position;
}
