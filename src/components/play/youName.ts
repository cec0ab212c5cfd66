import type { TFunction } from 'i18next';

/**
 * `t` for a game's log, which speaks to the reader about their own seat: a sentence whose `player` is the
 * reader's seat is asked for in the second person (i18next context `you`: "You capture …", „Du holst …",
 * « Vous prenez … », «Вы берёте …»), the strings' `<key>_you` forms; wherever else the log names the seat
 * (`players.<seat>`: a list of results, the dealer named in another's sentence) it reads "Anna (you)"
 * (`players.you`). A French newcomer read « Anna prend… » about their own moves and looked for whose they were;
 * a Russian newcomer found «Бен (вы) берёт» stiff. A key with no `_you` form falls back to its plain form, with
 * the name "Anna (you)". Every other key is `t`'s.
 */
export function withYou(t: TFunction, seat: number): TFunction {
  const key = `players.${seat}`;
  const label = t('players.you', { name: t(key) });
  const tt = t as unknown as (...a: unknown[]) => string;
  const call = (k: unknown, opts?: unknown, ...rest: unknown[]) => {
    if (k === key) return label;
    if (opts !== null && typeof opts === 'object' && (opts as { player?: unknown }).player === label) return tt(k, { ...(opts as object), context: 'you' }, ...rest);
    return tt(k, opts, ...rest);
  };
  return call as unknown as TFunction;
}
