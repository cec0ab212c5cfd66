/**
 * Each language's fixed terms (src/i18n/terms/<lang>.json): the term for every game term equals the
 * site glossary's name for it (src/content/glossary.json), and no forbidden alternative appears in
 * that language's pages, string files or glossary fields (read as the reader sees them: code, URLs,
 * tags and the Sources sections masked, as in the typography test). A finding names file:line.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGS, ROOT, check, filesFor, maskFile, maskJson } from '../../scripts/typography.mjs';

type Forbidden = { re: string; why: string; caseSensitive?: boolean; scope?: string };
type TermFile = {
  language: string;
  terms: Record<string, { term: string; forbidden?: Forbidden[] }>;
  extra: { concept: string; term: string; forbidden?: Forbidden[] }[];
};
type GlossaryEntry = { id: string; names: Record<string, string> };

const glossary = JSON.parse(readFileSync(join(ROOT, 'src/content/glossary.json'), 'utf8')) as GlossaryEntry[];
const termsOf = (lang: string) => JSON.parse(readFileSync(join(ROOT, `src/i18n/terms/${lang}.json`), 'utf8')) as TermFile;

/** Every forbidden pattern of a term file, with the concept it belongs to. */
function forbiddenOf(t: TermFile): (Forbidden & { concept: string; regex: RegExp })[] {
  const all = [
    ...Object.entries(t.terms).flatMap(([id, x]) => (x.forbidden ?? []).map((f) => ({ ...f, concept: id }))),
    ...t.extra.flatMap((x) => (x.forbidden ?? []).map((f) => ({ ...f, concept: x.concept }))),
  ];
  // A space in a pattern also matches the no-break spaces the typography puts there.
  return all.map((f) => ({ ...f, regex: new RegExp(f.re.replace(/ /g, '[ \\u00a0\\u202f]'), f.caseSensitive ? 'gu' : 'giu') }));
}

/** Findings of the forbidden patterns in the given text, as `file:line: "match" (concept: why)`. */
export function scan(lang: string, file: string, text: string, forbidden: ReturnType<typeof forbiddenOf>): string[] {
  const masked: string[] = maskFile(file, text, lang);
  const out: string[] = [];
  for (const f of forbidden) {
    if (f.scope && !file.includes(f.scope)) continue;
    masked.forEach((line, i) => {
      for (const m of line.matchAll(f.regex)) out.push(`${relative(ROOT, file)}:${i + 1}: "${m[0]}" (${f.concept}: ${f.why})`);
    });
  }
  return out;
}

describe.each(LANGS as string[])('fixed terms: %s', (lang) => {
  const t = termsOf(lang);
  const forbidden = forbiddenOf(t);
  it('lists a term for each game term of the glossary, spelt as the glossary spells it', () => {
    expect(t.language).toBe(lang);
    const core = ['pair', 'prial', 'mournival', 'won-cards', 'lie-down', 'claim', 'dealer', 'pot', 'bonus', 'trick', 'trump', 'follow-suit', 'head-the-trick', 'miss', 'looed', 'pam', 'flush', 'exchange', 'declaration'];
    for (const id of core) expect(Object.keys(t.terms), id).toContain(id);
    for (const [id, x] of Object.entries(t.terms)) {
      const g = glossary.find((e) => e.id === id);
      expect(g, `${id} is not a glossary id`).toBeDefined();
      expect(x.term, id).toBe(g!.names[lang]!.replace(/[\u00a0\u202f]/g, ' '));
    }
  });
  it('forbids at least one alternative, and each pattern compiles', () => {
    expect(forbidden.length).toBeGreaterThan(3);
  });
  const files = [...(filesFor(lang) as string[]), join(ROOT, 'src/content/glossary.json')];
  it.each(files.map((f) => relative(ROOT, f)))('%s uses no forbidden term', (rel) => {
    const file = join(ROOT, rel);
    const found = scan(lang, file, readFileSync(file, 'utf8'), forbidden);
    expect(found, found.join('\n')).toEqual([]);
  });
});

/**
 * One language's fields of src/content/sources.json (the Sources page and every page's source list), read
 * as that language's reader sees them: no forbidden term, that language's typography. A field on a line of
 * its own is read as glossary.json's are; a field inside a one-line object (the seed texts' `titles`) is
 * read too. Patterns scoped to one game's pages are left out, since the file serves both games. The English
 * fields are not read. A finding names sources.json:line.
 */
const MASK = '\u0000';
function maskSources(text: string, lang: string): string[] {
  const own = new RegExp(`"${lang}":\\s*"((?:[^"\\\\]|\\\\.)*)"`, 'g');
  const lines = text.split('\n');
  return (maskJson(text, lang) as string[]).map((masked, i) => {
    const line = lines[i]!;
    if ([...masked].some((c) => c !== MASK)) return masked;
    let out = MASK.repeat(line.length);
    for (const m of line.matchAll(own)) {
      const at = m.index!;
      const one = (maskJson(`${' '.repeat(at)}${m[0]}`, lang) as string[])[0]!;
      out = out.slice(0, at) + one.slice(at) + out.slice(one.length);
    }
    return out;
  });
}
function scanSources(text: string, lang: string): string[] {
  const masked = maskSources(text, lang);
  const terms = forbiddenOf(termsOf(lang))
    .filter((f) => !f.scope)
    .flatMap((f) => masked.flatMap((line, i) => [...line.matchAll(f.regex)].map((m) => `sources.json:${i + 1}: "${m[0]}" (${f.concept}: ${f.why})`)));
  const typo = (check(lang, masked, text.split('\n')) as { line: number; rule: string; excerpt: string }[]).map(
    (x) => `sources.json:${x.line}: ${x.rule} (${x.excerpt})`,
  );
  return [...terms, ...typo];
}
const scanSourcesDe = (text: string) => scanSources(text, 'de');
const scanSourcesRu = (text: string) => scanSources(text, 'ru');
const scanSourcesFr = (text: string) => scanSources(text, 'fr');

describe.each(['de', 'fr'] as const)('the %s fields of sources.json', (lang) => {
  it('use no forbidden term and follow the language\'s typography', () => {
    const found = scanSources(readFileSync(join(ROOT, 'src/content/sources.json'), 'utf8'), lang);
    expect(found, found.join('\n')).toEqual([]);
  });
});

describe('a drift in the fields of sources.json is caught', () => {
  it('German: Flushs, Engine, 32 Karten without a no-break space; the English fields are not read', () => {
    expect(scanSourcesDe('{\n  "de": "Rangfolge der Flushs"\n}')).toHaveLength(1);
    expect(scanSourcesDe('{\n  "de": "Tests der Spiel-Engine"\n}')).toHaveLength(1);
    expect(scanSourcesDe('{\n  "de": "das Spiel mit 32 Karten"\n}')).toHaveLength(1);
    expect(scanSourcesDe('{\n  "en": "flushes, Club Law and the engine"\n}')).toEqual([]);
  });
  it('French: flushes, a bonus, a straight apostrophe, a colon without its no-break space; the English and German fields are not read', () => {
    expect(scanSourcesFr('{\n  "fr": "L\u2019ordre des flushes"\n}')).toHaveLength(1);
    expect(scanSourcesFr('{\n  "fr": "Le bonus du dernier joueur"\n}')).toHaveLength(1);
    expect(scanSourcesFr('{\n  "fr": "L\'entame"\n}')).toHaveLength(1);
    expect(scanSourcesFr('{\n  "fr": "Lu en entier: les mises"\n}')).toHaveLength(1);
    expect(scanSourcesFr('{\n  "en": "flushes: the bonus", "de": "Bonus: Flushes"\n}')).toEqual([]);
    // An English title quoted in « » keeps its own words and capitals; the same words in French prose do not.
    expect(scanSourcesFr('{\n  "fr": "§\u00a099 «\u202fClub Law\u202f», §\u00a0100 «\u202fFive-Card Loo\u202f»"\n}')).toEqual([]);
    expect(scanSourcesFr('{\n  "fr": "La variante Club Law du Loo"\n}')).toHaveLength(2);
  });
});

describe('the Russian fields of sources.json', () => {
  it('use no forbidden term and follow Russian typography', () => {
    const found = scanSourcesRu(readFileSync(join(ROOT, 'src/content/sources.json'), 'utf8'));
    expect(found, found.join('\n')).toEqual([]);
  });
  it('a drift there is caught (Club Law, прикуп, a short word without a no-break space, straight quotes), also in a one-line titles object', () => {
    expect(scanSourcesRu('{\n  "ru": "§\u00a099 «Club Law»"\n}')).toHaveLength(1);
    expect(scanSourcesRu('{\n  "ru": "Пам, флеши и\u00a0прикуп"\n}')).toHaveLength(1);
    expect(scanSourcesRu('{\n  "ru": "Правила по\u00a0Пилу и закон треф"\n}')).toHaveLength(1);
    expect(scanSourcesRu('{\n  "ru": "Заметки \\"Пила\\""\n}')).toHaveLength(2);
    expect(scanSourcesRu('{\n  "titles": { "de": "x", "ru": "Изложение правил по Парлетту" }\n}')).toHaveLength(1);
  });
  it('leaves the English and German fields and the game-scoped patterns (взятка, заявка) alone', () => {
    expect(scanSourcesRu('{\n  "en": "Club Law in Peel"\n}')).toEqual([]);
    expect(scanSourcesRu('{\n  "titles": { "en": "Club Law", "de": "Club Law" }\n}')).toEqual([]);
    expect(scanSourcesRu('{\n  "ru": "Взятки и\u00a0заявки"\n}')).toEqual([]);
  });
});

describe('a forbidden term is caught', () => {
  const cases: [string, string, string][] = [
    ['ru', 'src/content/pages/ru/loo/history.mdx', 'Пам, флеши и\u00a0прикуп из колоды.'],
    ['ru', 'src/content/pages/ru/laugh-and-lie-down/rules.mdx', 'Каждая взятка важна.'],
    ['fr', 'src/content/pages/fr/loo/index.mdx', 'Prime au dernier preneur.'],
    ['fr', 'src/content/pages/fr/loo/index.mdx', 'On joue au Loo.'],
    // The second French review's drifts (2026-12-02): valeur for rank, relecture, joueur automatique, capitalised game names.
    ['fr', 'src/content/pages/fr/laugh-and-lie-down/reference.mdx', 'Une carte prend une carte de même valeur.'],
    ['fr', 'src/i18n/frame/fr.json', '{\n  "k": "la relecture ne peut pas avancer"\n}'],
    ['fr', 'src/i18n/readings/fr.json', '{\n  "k": "joué par le même joueur automatique"\n}'],
    ['fr', 'src/content/pages/fr/laugh-and-lie-down/history.mdx', 'Les premières mentions du Trump.'],
    // The third French review's drifts (2026-12-02): virtual and computerised players for l’ordinateur.
    ['fr', 'src/content/pages/fr/loo/play.mdx', 'Prenez place face à des joueurs virtuels.'],
    ['fr', 'src/content/pages/fr/laugh-and-lie-down/strategy.mdx', 'Des joueurs informatiques jouent les donnes.'],
    ['fr', 'src/content/pages/fr/laugh-and-lie-down/play.mdx', 'Les joueurs de l’ordinateur posent aussitôt leurs paires.'],
    ['de', 'src/content/pages/de/loo/five-card.mdx', 'dann die vordere Hand'],
    ['de', 'src/i18n/loo/de.json', '{\n  "k": "Die Wiederholung zeigt"\n}'],
    // The German review's drifts (2026-12-02): Pott, Lesart, Vierling, Spiel for a deal, Sie.
    ['de', 'src/content/pages/de/loo/strategy.mdx', 'Bei einem Pott von 15 spielt man.'],
    ['de', 'src/i18n/strategy/de.json', '{\n  "k": "Alle Lesarten"\n}'],
    ['de', 'src/i18n/why/de.json', '{\n  "k": "Drilling oder Vierling aus der Hand"\n}'],
    ['de', 'src/i18n/learn/de.json', '{\n  "k": "Das Spiel endet, sobald nur noch einer Karten hält."\n}'],
    ['de', 'src/i18n/strategy/de.json', '{\n  "k": "Wiederholen Sie den Versuch."\n}'],
    // The second Russian review (2026-12-02): сдача for the unit of play, a calque, трёхкарточный.
    ['ru', 'src/content/pages/ru/loo/reference.mdx', 'фишки тех, кто попал в\u00a0лу в\u00a0прошлой сдаче.'],
    ['ru', 'src/i18n/reliability/ru.json', '{\n  "k": "Показана новая сдача."\n}'],
    ['ru', 'src/content/pages/ru/loo/reference.mdx', 'перебейте лучшую карту взятки, если можете'],
    ['ru', 'src/i18n/learn/ru.json', '{\n  "k": "В трёхкарточном лу сумма твёрдая."\n}'],
    // The third Russian review (2026-12-02): выигранные карты, штраф (лу), одинокие, вытянувший, a two-word label, a non-Russian lead.
    ['ru', 'src/content/pages/ru/laugh-and-lie-down/strategy.mdx', 'премия больше того, что приносят выигранные карты.'],
    ['ru', 'src/i18n/why/ru.json', '{\n  "k": "Кто не берёт взяток, платит штраф (лу)."\n}'],
    ['ru', 'src/i18n/locales/ru.json', '{\n  "k": "сначала берут одинокие карты"\n}'],
    ['ru', 'src/content/pages/ru/laugh-and-lie-down/readings.mdx', 'первым сдавал вытянувший старшую карту.'],
    ['ru', 'src/content/pages/ru/loo/variants.mdx', 'такие варианты помечены как **не подтверждённые**: их нет.'],
    ['ru', 'src/i18n/learn/ru.json', '{\n  "k": "Козыри — черви. Зайдите с карты."\n}'],
    // Russian review 13 (2026-12-02): претендует for qualifies, a claimed slip, ноль and остатки for the terms, старший козырь, Пам as inanimate.
    ['ru', 'src/content/pages/ru/laugh-and-lie-down/readings.mdx', 'Впишите, кто претендует на премию.'],
    ['ru', 'src/content/pages/ru/laugh-and-lie-down/play.mdx', 'Можно и заявить чужой промах.'],
    ['ru', 'src/i18n/locales/ru.json', '{\n  "k": "Восемь взятых карт — это ноль."\n}'],
    ['ru', 'src/i18n/learn/ru.json', '{\n  "k": "Конец раздачи и остатки"\n}'],
    ['ru', 'src/content/pages/ru/loo/reference.mdx', 'перебивайте козырь старшим, если можете'],
    ['ru', 'src/content/pages/ru/loo/learn.mdx', 'Правила добавляют Пам, обмен и флеши.'],
    // Russian review 14 (2026-12-02): остаток банка, меняться for the exchange, часть карт, a flush given away, на руку, a full stop after «…!».
    ['ru', 'src/i18n/readings/ru.json', '{\n  "k": "остаток банка: {{pot}}."\n}'],
    ['ru', 'src/content/pages/ru/loo/five-card.mdx', 'Меняться можно только один раз.'],
    ['ru', 'src/content/pages/ru/loo/index.mdx', 'может обменять часть карт.'],
    ['ru', 'src/content/pages/ru/loo/variants.mdx', 'Хойл сразу отдаёт равный флеш старшей руке.'],
    ['ru', 'src/content/pages/ru/laugh-and-lie-down/learn.mdx', 'Тройку, пришедшую вам на руку, никто не возьмёт.'],
    ['ru', 'src/content/pages/ru/loo/examples.mdx', 'Бен заходит, говоря при этом «Пам, будь вежлив!».'],
    // Russian review 16 (2026-12-02): на руке, одна берёт три, до XIX века for "into the 19th", a calque, a second name for the tips.
    ['ru', 'src/content/pages/ru/loo/five-card.mdx', 'Пам на руке — верная взятка.'],
    ['ru', 'src/i18n/why/ru.json', '{\n  "k": "одна берёт три"\n}'],
    ['ru', 'src/content/pages/ru/loo/index.mdx', 'Любимая игра с конца XVII века и вплоть до XIX.'],
    ['ru', 'src/content/pages/ru/glossary.mdx', 'Термин с подчёркиванием объясняет себя.'],
    ['ru', 'src/content/pages/ru/loo/three-card.mdx', 'Советы начинающим'],
    // German review 2 (2026-12-02): Extrahand, a masculine Mournival, Dreikarten-Loo, Engine, überstechen for heading.
    ['de', 'src/content/pages/de/loo/reference.mdx', 'eine Extrahand in der Mitte'],
    ['de', 'src/content/pages/de/laugh-and-lie-down/reference.mdx', 'ein Mournival, den der Geber liegen ließ'],
    ['de', 'src/i18n/learn/de.json', '{\n  "k": "Im Dreikarten-Loo ist der Betrag fest."\n}'],
    ['de', 'src/content/pages/de/loo/strategy.mdx', 'Die Regel-Engine prüft beides.'],
    ['de', 'src/content/pages/de/loo/three-card.mdx', 'Wer nicht übersticht, ist geloot.'],
  ];
  it.each(cases)('%s: %s', (lang, file, body) => {
    const text = file.endsWith('.mdx') ? `---\ntitle: T\n---\n${body}\n` : body;
    expect(scan(lang, join(ROOT, file), text, forbiddenOf(termsOf(lang))).length).toBe(1);
  });
  it('but not in a URL or a JSX attribute, nor in a Loo page for взятка', () => {
    const text = '---\ntitle: T\n---\n<Cite ids="прикуп" /> [x](https://a.example/vordere-hand) Каждая взятка.\n';
    expect(scan('ru', join(ROOT, 'src/content/pages/ru/loo/index.mdx'), text, forbiddenOf(termsOf('ru')))).toEqual([]);
  });
});
