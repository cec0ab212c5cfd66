/**
 * The timeline of a Loo replay, computed at build time (../replay/timelineTypes.ts): for every step of the
 * worked example, the engine's position drawn as a view (looTableView, with the engine's settlement once
 * the deal is over), the events narrated (narrate.ts) with the rule that forced them and the rule section,
 * and the "play on from here" address — the same engine and i18next calls the widget made when it computed
 * them in the browser. Server and tests only: it loads the engine and i18next.
 */
import { formatLooPosition } from '~/engine/loo/notation.ts';
import { looExampleById, looExampleTimeline } from '~/engine/loo/examples.ts';
import { settleLoo } from '~/engine/loo/settle.ts';
import type { LooEvent, LooPosition } from '~/engine/loo/types.ts';
import type { Card } from '~/engine/core/types.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { looMessages } from './looText.ts';
import { whyMessages } from '../why/messages.ts';
import { sectionHref } from '../why/why.ts';
import { looSectionOf } from '../why/looWhy.ts';
import { looTableText, looTableView } from './looTableView.ts';
import { narrateLooDeal, narrateLooEvents, narrateLooSettlement } from './narrate.ts';
import type { LooTimeline, LooTimelineStep } from '../replay/timelineTypes.ts';

/** The strings a Loo replay uses in `lang`. */
export function looReplayMessages(lang: string): object {
  const m = MESSAGES[lang] ?? MESSAGES.en!;
  return { ...looMessages(m, ['table', 'replay', 'narr', 'calls', 'values', 'flushKind', 'legal']), why: whyMessages(m, 'loo') };
}

/** The key of a Loo example's timeline in `lang` (its file: /messages/<key>.json). */
export const looTimelineKey = (lang: string, example: string): string => `tl-loo-${lang}-${example}`;

/** The cards a step moved: the card played, the cards exchanged. */
function moved(events: readonly LooEvent[]): Card[] {
  const out = new Set<Card>();
  for (const e of events) {
    if (e.type === 'play') out.add(e.card);
    if (e.type === 'exchange') for (const c of e.drawn) out.add(c);
  }
  return [...out];
}

/**
 * The timeline of Loo worked example `example` in `lang` (strings: `messages`, default
 * looReplayMessages(lang)). Throws on an unknown example; one the engine refuses gives `error`, no steps.
 */
export function looTimeline(example: string, lang: string, messages: object = looReplayMessages(lang)): LooTimeline {
  const t = createT(lang, messages);
  const ex = looExampleById(example);
  if (!ex) throw new Error(`unknown Loo example "${example}"`);
  const ui = {
    label: t('loo.replay.label', { title: t(`loo.replay.titles.${example}`) }),
    first: t('loo.replay.first'),
    back: t('loo.replay.back'),
    forward: t('loo.replay.forward'),
    last: t('loo.replay.last'),
    tryFromHere: t('loo.replay.tryFromHere'),
    showHands: t('loo.replay.showHands'),
    keys: t('loo.replay.keys'),
    legend: t('loo.replay.legend'),
    transcript: t('loo.replay.transcript'),
    documented: t('loo.replay.documented'),
    filledIn: t('loo.replay.filledIn'),
  };
  const text = looTableText(t);
  const timeline = looExampleTimeline(ex);
  if (!timeline.ok) return { error: t('loo.replay.error'), ui, text, steps: [] };
  const tl = timeline.value;
  const n = tl.steps.length;
  const at = (s: number): LooPosition => (s === 0 ? tl.start : tl.steps[s - 1]!.position);
  const steps: LooTimelineStep[] = [];
  for (let s = 0; s <= n; s++) {
    const pos = at(s);
    const settled = pos.phase === 'over' ? settleLoo(pos) : null;
    const settlement = settled?.ok ? settled.value : null;
    let say: string[];
    if (s === 0) say = narrateLooDeal(t, tl.start);
    else {
      say = narrateLooEvents(t, tl.steps[s - 1]!.events, pos, { before: at(s - 1) });
      if (settlement) say.push(...narrateLooSettlement(t, pos, settlement));
    }
    // The rule section the step illustrates (the rule that forced it, else the move's own).
    const section = s === 0 ? null : looSectionOf(at(s - 1), tl.steps[s - 1]!.events);
    steps.push({
      counter: t('loo.replay.step', { step: s, steps: n }),
      view: looTableView(pos, t, settlement),
      hot: s === 0 ? null : moved(tl.steps[s - 1]!.events),
      say: say.join(' '),
      documented: s === 0 ? null : ex.documented.includes(s - 1),
      rule: section && { id: section.id, href: sectionHref(lang, section), text: t('why.ruleLink', { section: t(section.key) }) },
      tryHref: pos.phase !== 'over' ? `/${lang}/loo/play/?loo=${formatLooPosition(pos)}` : null,
    });
  }
  return { ui, text, steps };
}
