/**
 * The resource files (site and game strings) exist in all four locales with the plural forms each language needs
 * (Intl.PluralRules: en/de one+other, fr one+many+other, ru one+few+many+other).
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES as GAME_MESSAGES } from '~/i18n/gameMessages.ts';
import { createT } from '~/i18n/createT.ts';
import { cardName } from '~/components/cards/cardName.ts';
import { parseCard } from '~/engine/index.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Flattened keys, with plural suffixes folded into their base key. */
function keys(obj: object, prefix = ''): { plain: Set<string>; plural: Map<string, Set<string>> } {
  const plain = new Set<string>();
  const plural = new Map<string, Set<string>>();
  const walk = (o: object, pre: string) => {
    for (const [k, v] of Object.entries(o)) {
      const key = pre ? `${pre}.${k}` : k;
      // Overrides handed to Pagefind's own UI, only where its wording is wrong: not i18next keys.
      if (key === 'site.search.pagefind') continue;
      if (v && typeof v === 'object') walk(v, key);
      else if (PLURAL.test(key)) {
        const base = key.replace(PLURAL, '');
        if (!plural.has(base)) plural.set(base, new Set());
        plural.get(base)!.add(key.match(PLURAL)![1]!);
      } else plain.add(key);
    }
  };
  walk(obj, prefix);
  return { plain, plural };
}

const en = keys(GAME_MESSAGES.en!);

describe.each(['en', 'de', 'fr', 'ru'])('resources: %s', (lang) => {
  const k = keys(GAME_MESSAGES[lang]!);
  it('has every key of the English file and no other', () => {
    expect([...k.plain].sort()).toEqual([...en.plain].sort());
    expect([...k.plural.keys()].sort()).toEqual([...en.plural.keys()].sort());
  });
  it('has exactly the plural categories of the language', () => {
    const need = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [base, cats] of k.plural) expect([...cats].sort(), base).toEqual([...need].sort());
  });
});

describe('the end of a game', () => {
  // A French newcomer read « Égalité : Dan, Emil finissent ex æquo »: the tied players are joined as a list is in
  // the language, with its word for "and".
  it('names tied players as a list with the language’s "and"', () => {
    const tie = (lang: string) => createT(lang, GAME_MESSAGES[lang]!)('play.game.tie', { players: ['Dan', 'Emil'], chips: '+4', count: 4 }).replace(/[\u00a0\u202f]/g, ' ');
    expect(tie('en')).toBe('A tie: Dan and Emil end level with +4 chips.');
    expect(tie('de')).toBe('Gleichstand: Dan und Emil kommen auf je +4 Chips.');
    expect(tie('fr')).toBe('Égalité : Dan et Emil finissent ex æquo avec +4 jetons.');
    expect(tie('ru')).toBe('Ничья: Dan и Emil заканчивают с равным итогом — +4.');
  });
});

describe('plural forms in use', () => {
  it('Russian: 1 карта, 2 карты, 5 карт, 11 карт, 21 карта, 22 карты, 25 карт', () => {
    const t = createT('ru', GAME_MESSAGES.ru!);
    const forms = [1, 2, 5, 11, 21, 22, 25].map((n) => t('cards.count', { count: n }));
    expect(forms).toEqual(['1\u00a0карта', '2\u00a0карты', '5\u00a0карт', '11\u00a0карт', '21\u00a0карта', '22\u00a0карты', '25\u00a0карт']);
  });
  it('German and French singular and plural', () => {
    expect(createT('de', GAME_MESSAGES.de!)('cards.count', { count: 1 })).toBe('1\u00a0Karte');
    expect(createT('de', GAME_MESSAGES.de!)('cards.count', { count: 3 })).toBe('3\u00a0Karten');
    expect(createT('fr', GAME_MESSAGES.fr!)('cards.count', { count: 1 })).toBe('1\u00a0carte');
    expect(createT('fr', GAME_MESSAGES.fr!)('cards.count', { count: 2 })).toBe('2\u00a0cartes');
  });
  it('names cards in each language', () => {
    const c = parseCard('9H');
    if (!c.ok) throw new Error();
    expect(cardName(createT('en', GAME_MESSAGES.en!), c.value)).toBe('nine of hearts');
    expect(cardName(createT('de', GAME_MESSAGES.de!), c.value)).toBe('Herz-Neun');
    expect(cardName(createT('fr', GAME_MESSAGES.fr!), c.value)).toBe('neuf de cœur');
    expect(cardName(createT('ru', GAME_MESSAGES.ru!), c.value)).toBe('девятка червей');
  });
});

describe('editors’ notes of the readings', () => {
  // The notes are prose and live in the resources (readings.notes.<reading>.<option | deal-n>); key parity
  // with English is checked above for every language.
  const notes = (lang: string) => (GAME_MESSAGES[lang] as unknown as { readings: { notes: Record<string, Record<string, string>> } }).readings.notes;
  it('explains every citation that is not stated by its source, and notes only citations that exist', async () => {
    const { READINGS } = await import('~/engine/index.ts');
    const en = notes('en');
    let explained = 0;
    for (const r of Object.values(READINGS)) {
      const cites: [string, { evidence: string }][] = [
        ...Object.entries(r.cite),
        ...Object.entries(r.options.deals).flatMap(([n, d]) => (d.cite ? [[`deal-${n}`, d.cite] as [string, { evidence: string }]] : [])),
      ];
      for (const [k, c] of cites) {
        if (c.evidence !== 'stated') {
          expect(en[r.id]?.[k], `readings.notes.${r.id}.${k} (${c.evidence})`).toMatch(/\S/);
          explained++;
        }
      }
      for (const k of Object.keys(en[r.id] ?? {})) expect(cites.map(([key]) => key), `stale note ${r.id}.${k}`).toContain(k);
    }
    expect(Object.keys(en).sort()).toEqual(Object.keys(READINGS).sort());
    expect(explained).toBeGreaterThan(50);
  });
});

// A Russian newcomer read "the analysis shows how each choice rates" under the coach's warning and found no analysis
// on screen: the sentence names the game's button, in its own words.
describe('the coach names the analysis button as the game labels it', () => {
  it.each(['en', 'de', 'fr', 'ru'])('%s', (lang) => {
    const m = GAME_MESSAGES[lang]! as unknown as { coach: { tipBoth: string }; analysis: { game: { analyseNow: string } } };
    expect(m.coach.tipBoth).toContain(m.analysis.game.analyseNow);
  });
});
