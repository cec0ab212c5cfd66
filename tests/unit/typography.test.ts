/**
 * Typography of the German, French and Russian prose (rules and masking: scripts/typography.mjs).
 * Every page and string file of each language is checked; a finding names file:line:column and the
 * rule. `node scripts/typography.mjs --fix` applies the fixes. The planted cases below show that each
 * rule can fail, and that code, URLs, JSX attributes and frontmatter keys are left alone.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { LANGS, RULES, ROOT, check, checkLanguage, filesFor, maskJson, maskMdx } from '../../scripts/typography.mjs';

type Finding = { file?: string; line: number; col: number; rule: string; msg: string; excerpt: string };
const show = (xs: Finding[]) => xs.map((x) => `${x.file}:${x.line}:${x.col} ${x.rule} (${x.msg}): …${x.excerpt}…`).join('\n');

/** The rule ids found in one MDX body (after a minimal frontmatter) in `lang`. */
function mdx(lang: string, body: string): string[] {
  const text = `---\ntitle: T\n---\n${body}\n`;
  return (check(lang, maskMdx(text), text.split('\n')) as Finding[]).map((x) => x.rule);
}
/** The rule ids found in one JSON string value in `lang`. */
function json(lang: string, value: string): string[] {
  const text = `{\n  "k": ${JSON.stringify(value)}\n}\n`;
  return (check(lang, maskJson(text), text.split('\n')) as Finding[]).map((x) => x.rule);
}

describe.each(LANGS as string[])('typography: %s', (lang) => {
  const findings = checkLanguage(lang) as Finding[];
  const files = [...(filesFor(lang) as string[]).map((f) => relative(ROOT, f)), 'src/content/glossary.json'];
  it('reads the pages and the string files', () => {
    expect(files.filter((f) => f.endsWith('.mdx')).length).toBeGreaterThanOrEqual(15);
    expect(files.filter((f) => f.endsWith('.json')).length).toBeGreaterThanOrEqual(3);
  });
  it.each(files)('%s', (file) => {
    const mine = findings.filter((x) => x.file === file);
    expect(mine, show(mine)).toEqual([]);
  });
});

describe('each typography rule can fail', () => {
  const NB = '\u00a0';
  const NN = '\u202f';
  it('French: ; ! ? » « : and the apostrophe', () => {
    expect(mdx('fr', 'Vraiment ? Oui ; non !')).toEqual(['fr-space-before-high', 'fr-space-before-high', 'fr-space-before-high']);
    expect(mdx('fr', 'Vraiment? Oui')).toContain('fr-missing-space-before-high');
    expect(mdx('fr', 'Le pot : 11 jetons')).toEqual(['fr-space-before-colon']);
    expect(mdx('fr', `Le pot${NN}: 11${NB}jetons`)).toEqual(['fr-space-before-colon']);
    expect(mdx('fr', 'Le pot: 11\u00a0jetons')).toEqual(['fr-missing-space-before-colon']);
    expect(mdx('fr', '« Pam »')).toEqual(['fr-guillemet-open', 'fr-guillemet-close']);
    expect(mdx('fr', '«Pam»')).toEqual(['fr-guillemet-open', 'fr-guillemet-close']);
    expect(mdx('fr', "l'as")).toEqual(['fr-apostrophe']);
    expect(mdx('fr', 'le "pot"')).toEqual(['fr-straight-quote', 'fr-straight-quote']);
    expect(json('fr', 'Juste : on peut jouer')).toEqual(['fr-space-before-colon']);
    expect(mdx('fr', `Vraiment${NN}? Oui${NN}; le pot${NB}: «${NN}Pam${NN}» et l’as`)).toEqual([]);
    expect(mdx('fr', 'Il paie 3 jetons.')).toEqual(['fr-number-unit']);
    expect(json('fr', '{{count}} cartes')).toEqual(['fr-number-unit']);
    expect(mdx('fr', 'Cela rapporte <Figure k="x" /> jeton.')).toEqual(['fr-number-unit']);
    expect(mdx('fr', `Il paie 3${NB}jetons en 1665 devant 5${NB}joueurs, 2 cartonniers`)).toEqual([]);
  });
  it('German: quotes, abbreviations, initials, number and unit', () => {
    expect(mdx('de', 'Er sagt "Pam" laut.')).toEqual(['de-straight-quote', 'de-straight-quote']);
    expect(mdx('de', 'Er sagt „Pam” laut.')).toContain('de-english-quote');
    expect(mdx('de', 'Er sagt „Pam laut.')).toEqual(['de-quote-balance']);
    expect(mdx('de', 'Karten, z. B. eine Dame')).toEqual(['de-abbreviation']);
    expect(mdx('de', 'bei W. H. Peel')).toEqual(['de-initials']);
    expect(mdx('de', 'Er zahlt 5 Chips.')).toEqual(['de-number-unit']);
    expect(json('de', '{{count}} Chips')).toEqual(['de-number-unit']);
    expect(mdx('de', 'Er zahlt 5 <Term id="chip">Chips</Term>.')).toEqual(['de-number-unit']);
    expect(mdx('de', 'Das bringt <Figure k="x" /> Chips.')).toEqual(['de-figure-unit']);
    expect(mdx('de', `Er sagt „Pam“, z.${NN}B. bei W.${NB}H. Peel, und zahlt 5${NB}Chips.`)).toEqual([]);
  });
  it('Russian: quotes, short words, dash, ranges', () => {
    expect(mdx('ru', `Игра "лу"${NB}— старая`)).toEqual(['ru-straight-quote', 'ru-straight-quote']);
    expect(mdx('ru', `Игра «лу”`)).toContain('ru-english-quote');
    expect(mdx('ru', `Игра «лу`)).toEqual(['ru-quote-balance']);
    expect(mdx('ru', 'карты в руке')).toEqual(['ru-short-word']);
    expect(mdx('ru', `Лу${NB}— игра`)).toEqual([]);
    expect(mdx('ru', 'Лу — игра')).toEqual(['ru-space-before-dash']);
    expect(mdx('ru', 'годы 1635-1672')).toEqual(['ru-range-hyphen']);
    expect(mdx('ru', `годы 1635–1672, карты в${NB}руке, «лу „мисс“»`)).toEqual([]);
    expect(mdx('ru', 'штраф 3 фишки')).toEqual(['ru-number-unit']);
    expect(mdx('ru', 'лу из-за правила')).toEqual(['ru-nb-hyphen']);
    expect(mdx('ru', `лу из\u2011за${NB}правила, кто-то`)).toEqual([]);
    expect(json('ru', '{{count}} карт')).toEqual(['ru-number-unit']);
    expect(mdx('ru', `штраф 3${NB}фишки, 1665 год`)).toEqual([]);
  });
  it('leaves code, URLs, JSX attributes, frontmatter keys and the Sources section alone', () => {
    expect(mdx('fr', '<Cards cards="7C 7H" label="a : b" /> `x ; y` [lien](https://a.example/?q=1) https://b.example/a?b')).toEqual([]);
    expect(mdx('de', 'import X from "y";\n<Replay example="pay-off" />')).toEqual([]);
    expect(mdx('ru', '<h2 id="sources">Источники</h2>\n\n- ISBN 1-85928-460-4 "x"')).toEqual([]);
    const front = '---\nkind: "a : b"\ntitle: Le pot : 11\n---\n';
    expect((check('fr', maskMdx(front), front.split('\n')) as Finding[]).map((x) => x.rule)).toEqual(['fr-space-before-colon']);
  });
  it('has a planted case for every rule', () => {
    const ids = Object.values(RULES as Record<string, { id: string }[]>).flat().map((r) => r.id);
    const src = readFileSync(new URL(import.meta.url), 'utf8');
    for (const id of ids) expect(src, id).toContain(`'${id}'`);
  });
});
