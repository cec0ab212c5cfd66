/**
 * The timeline of a Laugh and Lie Down replay, computed at build time (timelineTypes.ts): for every step of
 * the worked example, the engine's position drawn as a view (feltView), the engine's events narrated
 * (narrate.ts) and the rule section they illustrate, with the same i18next calls the widget made when it
 * computed them in the browser. Server and tests only: it loads the engine and i18next.
 */
import { exampleById, exampleTimeline } from '~/engine/lld/examples/index.ts';
import type { Position } from '~/engine/lld/types.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES, gameMessages } from '~/i18n/gameMessages.ts';
import { whyMessages } from '../why/messages.ts';
import { sectionHref } from '../why/why.ts';
import { lldEndSections, lldSectionOf } from '../why/lldWhy.ts';
import { feltText, feltView } from '../table/feltView.ts';
import { movedCards, narrateDeal, narrateStep } from './narrate.ts';
import type { LldTimeline, LldTimelineStep } from './timelineTypes.ts';

/** The strings a Laugh and Lie Down replay uses in `lang`: players, cards, replay, narr and why. */
export function replayMessages(lang: string): object {
  const m = gameMessages(lang);
  return { players: m.players, cards: m.cards, replay: m.replay, narr: m.narr, why: whyMessages(MESSAGES[lang] ?? MESSAGES.en!, 'lld') };
}

/** The key of an example's timeline in `lang` (its file: /messages/<key>.json). */
export const lldTimelineKey = (lang: string, example: string): string => `tl-lld-${lang}-${example}`;

/**
 * The timeline of worked example `example` in `lang` (strings: `messages`, default replayMessages(lang)).
 * Throws on an unknown example; an example the engine refuses gives `error` and no steps.
 */
export function lldTimeline(example: string, lang: string, messages: object = replayMessages(lang)): LldTimeline {
  const t = createT(lang, messages);
  const ex = exampleById(example);
  if (!ex) throw new Error(`unknown example "${example}"`);
  const ui = {
    label: t('replay.label', { title: t(`replay.titles.${example}`) }),
    first: t('replay.first'),
    back: t('replay.back'),
    forward: t('replay.forward'),
    last: t('replay.last'),
    tryFromHere: t('replay.tryFromHere'),
    showHands: t('replay.showHands'),
    keys: t('replay.keys'),
    legend: t('replay.legend'),
    transcript: t('replay.transcript'),
    documented: t('replay.documented'),
    filledIn: t('replay.filledIn'),
  };
  const text = feltText(t);
  const timeline = exampleTimeline(ex);
  if (!timeline.ok) return { error: t('replay.error'), ui, text, steps: [] };
  const tl = timeline.value;
  const n = tl.steps.length;
  const at = (s: number): Position => (s === 0 ? tl.start : tl.steps[s - 1]!.position);
  const steps: LldTimelineStep[] = [];
  for (let s = 0; s <= n; s++) {
    const pos = at(s);
    const events = s === 0 ? [] : tl.steps[s - 1]!.events;
    const section = s === 0 ? null : lldSectionOf(events, pos.over);
    // Only where there are some: the timeline is sent to the page with every step.
    const more = (s === 0 ? [] : lldEndSections(events, pos.over)).map((m) => ({ id: m.id, href: sectionHref(lang, m), text: t(m.key) }));
    steps.push({
      counter: t('replay.step', { step: s, steps: n }),
      view: feltView(pos, t),
      hot: [...movedCards(events)],
      say: s === 0 ? narrateDeal(t, tl.start, ex.documentedCards) : narrateStep(t, events, pos, at(s - 1)),
      documented: s === 0 ? null : ex.steps[s - 1]!.documented,
      rule: section && { id: section.id, href: sectionHref(lang, section), text: t('why.ruleLink', { section: t(section.key) }) },
      ...(more.length > 0 ? { moreRules: more } : {}),
    });
  }
  return { ui, text, steps };
}
