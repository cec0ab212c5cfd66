/**
 * The index of every worked example of both games, with the rules each one shows: generated from the
 * engine's example data and its replay of each (the events of every step, the rule that forced a card or a
 * call, the claims opened, the settlement), never typed by hand. Pure; used by ExampleIndex.astro.
 */
import { EXAMPLES, exampleTimeline, moveOfStep } from '~/engine/index.ts';
import { whyTurn } from '~/engine/lld/why.ts';
import { LOO_EXAMPLES, looExampleTimeline } from '~/engine/loo/examples.ts';
import { looCardWhy, looCallWhy } from '~/engine/loo/why.ts';
import { settleLoo } from '~/engine/loo/settle.ts';
import type { RuleSection } from './why.ts';

/** A rule an example shows: its key (`why.rule.<game>.<key>`) and the section of the rules it is in. */
export interface ShownRule {
  readonly key: string;
  readonly section: RuleSection;
}

/** One row of the index. */
export interface IndexRow {
  readonly game: 'lld' | 'loo';
  /** The example's id: its anchor on the game's examples page, and its title (`replay.titles.<id>`, `loo.replay.titles.<id>`). */
  readonly id: string;
  readonly rules: readonly ShownRule[];
}

const lld = (key: string, id: string): ShownRule => ({ key: `why.rule.lld.${key}`, section: { page: 'laugh-and-lie-down/rules', id, key: `why.section.lld.${id}` } });

/** The rules a Laugh and Lie Down example shows, in the order they first appear. */
function lldRules(id: string): ShownRule[] {
  const ex = EXAMPLES.find((e) => e.id === id)!;
  const tl = exampleTimeline(ex);
  if (!tl.ok) return [];
  const out = new Map<string, ShownRule>();
  const add = (r: ShownRule) => out.has(r.key) || out.set(r.key, r);
  let before = tl.value.start;
  for (const st of tl.value.steps) {
    const move = moveOfStep(st);
    if (move) for (const w of whyTurn(before, move)) if (w.kind === 'onlyCapture') add(lld('mustCapture', 'captures'));
    for (const e of st.events) {
      if (e.type === 'capture') add(lld(e.rule, 'captures'));
      else if (e.type === 'declare') add(lld('declare', 'sets-in-hand'));
      else if (e.type === 'layPair') add(lld('layPair', 'pair-out-of-turn'));
      else if (e.type === 'claim' || e.type === 'claimOpen') add(lld('claim', 'mistakes'));
      else if (e.type === 'lieDown') add(lld('lieDown', 'lying-down'));
    }
    before = st.position;
  }
  if (before.over) add(lld('payoff', 'pay-off'));
  return [...out.values()];
}

/** The rules a Loo example shows, in the order they first appear. */
function looRules(id: string): ShownRule[] {
  const ex = LOO_EXAMPLES.find((e) => e.id === id)!;
  const tl = looExampleTimeline(ex);
  if (!tl.ok) return [];
  const five = tl.value.start.options.handSize === 5;
  const sec = (three: string, fiveId: string): RuleSection =>
    five ? { page: 'loo/five-card', id: fiveId, key: `why.section.five.${fiveId}` } : { page: 'loo/three-card', id: three, key: `why.section.three.${three}` };
  const out = new Map<string, ShownRule>();
  const add = (key: string, section: RuleSection) => out.has(key) || out.set(key, { key: `why.rule.loo.${key}`, section });
  let before = tl.value.start;
  for (const st of tl.value.steps) {
    for (const e of st.events) {
      if (e.type === 'call') {
        const w = looCallWhy(before, e.call);
        if (w && (w.rule === 'dealerVsLone' || w.rule === 'allPassed')) add('dealer', sec('dealer', 'calls'));
        else if (before.single) add('singlePot', sec('stakes', 'calls'));
        // Five-card Loo has no miss: its calls are play or pass (a French editor read the miss in its examples' index).
        else add(tl.value.start.options.miss ? 'calls' : 'callsNoMiss', sec('calls', 'calls'));
      } else if (e.type === 'exchange') add('exchange', sec('calls', 'exchange'));
      else if (e.type === 'play') {
        const w = looCardWhy(before);
        const code = w?.code;
        if (code === 'ERR_PAM_CIVIL' || e.civil) add('civil', sec('following', 'pam-be-civil'));
        if (code === 'ERR_MUST_LEAD_ACE' || e.rule === 'leadAce') add('leadAce', sec('lead', 'play'));
        else if (code === 'ERR_MUST_LEAD_TRUMP' || code === 'ERR_MUST_LEAD_HIGHEST') add('mustLeadTrump', sec('lead', 'play'));
        if (code === 'ERR_MUST_HEAD' || e.rule === 'head') add('head', sec('following', 'play'));
        else if (code === 'ERR_MUST_FOLLOW') add('follow', sec('following', 'play'));
        if (code === 'ERR_MUST_OVERTRUMP') add('overtrump', sec('following', 'play'));
        else if (code === 'ERR_MUST_TRUMP') add('trump', sec('following', 'play'));
      }
    }
    before = st.position;
  }
  if (before.phase === 'over') {
    add('payout', sec('payout', 'payout'));
    const s = settleLoo(before);
    if (s.ok && s.value.looed.length > 0) add('looed', sec('payout', 'payout'));
  }
  return [...out.values()];
}

/** Every worked example of both games, Laugh and Lie Down first, each with the rules it shows. */
export function exampleIndex(): IndexRow[] {
  return [
    ...EXAMPLES.map((e) => ({ game: 'lld' as const, id: e.id, rules: lldRules(e.id) })),
    ...LOO_EXAMPLES.map((e) => ({ game: 'loo' as const, id: e.id, rules: looRules(e.id) })),
  ];
}
