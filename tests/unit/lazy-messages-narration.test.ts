/**
 * The Loo widgets that fetch their strings on first use (the positions explorer on the play page, the
 * comparison on the variants page: src/i18n/lazyMessages.ts) narrate moves with those strings alone. Every
 * step of the worked examples, narrated with them, shows no raw key: a German newcomer read „Carla bedient
 * mit why.case.dat“ in the explorer, the card's case and article missing from its strings.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { createT } from '~/i18n/createT.ts';
import { looCompareMessages, looPositionsMessages } from '~/i18n/lazyMessages.ts';
import { LOO_EXAMPLES, looExampleTimeline } from '~/engine/loo/index.ts';
import { narrateLooEvents } from '~/components/loo/narrate.ts';

describe.each(['en', 'de', 'fr', 'ru'] as const)('lazy Loo strings narrate without raw keys (%s)', (lang) => {
  it.each([
    ['positions', looPositionsMessages],
    ['compare', looCompareMessages],
  ] as const)('%s', (_name, pick) => {
    const t = createT(lang, pick(MESSAGES[lang]!) as never);
    let lines = 0;
    for (const ex of LOO_EXAMPLES) {
      const tl = looExampleTimeline(ex);
      if (!tl.ok) throw new Error(ex.id);
      // As the widgets narrate a step: its events and the position reached (no why of forced moves).
      for (const step of tl.value.steps) {
        for (const line of narrateLooEvents(t, step.events, step.position)) {
          expect(line, `${ex.id}: ${line}`).not.toMatch(/\b(why|loo|cards|players)\.[a-z]/i);
          lines++;
        }
      }
    }
    expect(lines).toBeGreaterThan(20);
  });
});
