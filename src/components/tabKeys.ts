/**
 * The tab a key moves to in a row of tabs (WAI-ARIA tabs pattern): ArrowRight and ArrowLeft to the next and the
 * previous, round the ends; Home to the first, End to the last. Null for any other key. `order`: the tabs' ids, in
 * order; `current`: the focused tab's.
 */
export function tabAfterKey<T>(key: string, order: readonly T[], current: T): T | null {
  const i = order.indexOf(current);
  const n = order.length;
  switch (key) {
    case 'ArrowRight':
      return order[(i + 1) % n]!;
    case 'ArrowLeft':
      return order[(i + n - 1) % n]!;
    case 'Home':
      return order[0]!;
    case 'End':
      return order[n - 1]!;
    default:
      return null;
  }
}
