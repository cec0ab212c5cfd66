/**
 * The play pages say when the coach calls a move costly; the figure they give is the one the coach uses
 * (core/stats.ts COACH_THRESHOLD), written as each language writes a decimal.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { COACH_THRESHOLD } from '~/engine/core/stats.ts';
import { SAME_TIP_COST } from '~/components/play/coachTip.ts';

const DECIMAL: Record<string, string> = { en: '.', de: ',', fr: ',', ru: ',' };

describe('the play pages state the coach’s threshold', () => {
  for (const game of ['laugh-and-lie-down', 'loo']) {
    for (const lang of Object.keys(DECIMAL)) {
      it(`${lang}/${game}/play`, () => {
        const text = readFileSync(`src/content/pages/${lang}/${game}/play.mdx`, 'utf8');
        const figure = COACH_THRESHOLD.toFixed(2).replace('.', DECIMAL[lang]!);
        // The figure followed by the language's word for chips (a no-break space between).
        expect(text).toMatch(new RegExp(`${figure.replace('.', '\\.')}[\\u00a0 ](chips|Chips|jeton|фишки)`));
      });
    }
  }
});

// The coach's own help (the switch's text) gives the figure too: a German newcomer met the first warning with
// the threshold stated only further down the page.
describe('the coach’s help states the threshold', () => {
  for (const lang of Object.keys(DECIMAL)) {
    it(lang, () => {
      const help = (JSON.parse(readFileSync(`src/i18n/why/${lang}.json`, 'utf8')) as { coach: { switchHelp: string } }).coach.switchHelp;
      const figure = COACH_THRESHOLD.toFixed(2).replace('.', DECIMAL[lang]!);
      expect(help).toMatch(new RegExp(`${figure.replace('.', '\\.')}\u00a0(chips|Chips|jeton|фишки)`));
    });
  }
});

// Where the reader's capture follows the same tip as the best one, the coach waits for a larger cost
// (play/coachTip.ts SAME_TIP_COST): the Laugh and Lie Down play pages give that figure too.
describe('the LLD play pages state the same-tip threshold', () => {
  const WORD: Record<string, string> = { en: 'chip', de: 'Chip', fr: 'jeton', ru: 'фишки' };
  for (const lang of Object.keys(DECIMAL)) {
    it(lang, () => {
      const text = readFileSync(`src/content/pages/${lang}/laugh-and-lie-down/play.mdx`, 'utf8');
      expect(text).toMatch(new RegExp(`[ \\u00a0]${SAME_TIP_COST}[\\u00a0 ]${WORD[lang]}[ .]`));
    });
  }
});
