import type { TFunction } from 'i18next';

/**
 * `t` for a game's log, in which the reader's own seat is named "Anna (you)" (`players.you`) wherever the log
 * names a seat (`players.<seat>`): a French newcomer read « Anna prend… » about their own moves and looked for
 * whose they were. Every other key is `t`'s. The name stays the seat's, so verbs keep agreeing with it (the
 * i18next context `players.gender.<seat>` is unchanged).
 */
export function withYou(t: TFunction, seat: number): TFunction {
  const key = `players.${seat}`;
  const call = (k: unknown, ...rest: unknown[]) => (k === key ? t('players.you', { name: t(key) }) : (t as unknown as (...a: unknown[]) => string)(k, ...rest));
  return call as unknown as TFunction;
}
