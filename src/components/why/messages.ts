import type { Messages } from '~/i18n/gameMessages.ts';

/**
 * The `why` strings an island of one game needs (an island's strings are written into its page): the seat
 * and card forms, the link to a rule, that game's sentences and section titles — not the examples index's
 * words, nor the other game's.
 */
export function whyMessages(m: Messages, game: 'lld' | 'loo'): object {
  const w = m.why;
  const section = game === 'lld' ? { lld: w.section.lld } : { three: w.section.three, five: w.section.five };
  const own = game === 'lld' ? { lld: w.lld } : { loo: w.loo, call: w.call, case: w.case, rankGender: w.rankGender };
  return { ruleLink: w.ruleLink, playerGen: w.playerGen, section, ...own };
}
