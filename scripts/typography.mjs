#!/usr/bin/env node
/**
 * Typography of the German, French and Russian prose: the page sources
 * (`src/content/pages/<lang>/**\/*.mdx`), the string files (`src/i18n/**\/<lang>.json`) and the
 * language's fields of `src/content/glossary.json`.
 *
 * Each rule looks only at the text a reader sees: code, import lines, frontmatter keys, JSX/HTML tags
 * and their attributes, `{…}` expressions, URLs, i18next interpolations (`{{…}}`, read as a number) and
 * the pages' "Sources" sections (kept by the sources' own editors) are masked first, position for
 * position, so every finding names the file, the line and the column of the original.
 *
 *   fr  U+202F (narrow no-break space) before ; ! ? and » and after «; U+00A0 before :; « » not "; ’ not '
 *   de  „…“ quotes (no " or ”); U+202F or U+00A0 inside abbreviations (z. B., d. h.) and between
 *       initials (W. H.); U+00A0 or U+202F between a number and its unit (5 Chips, 3 Karten)
 *   ru  «ёлочки» (no " or ”); U+00A0 after a one- or two-letter preposition, conjunction or particle
 *       (в, к, с, и, а, на, по, не …) and before an em dash; an en dash in number ranges (1635–1672)
 *
 * `node scripts/typography.mjs` prints the findings; `--fix` rewrites the files with every rule's fix.
 */
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const LANGS = ['de', 'fr', 'ru'];

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const M = '\u0000'; // a masked character
/** English titles and calls quoted in the French and German text, which keep their own punctuation. */
const ENGLISH_TITLES = [
  'Game Report: Laugh and Lie Down',
  'Pam, be civil!',
  'The Penguin Book of Card Games: Everything',
  'Round Games with Cards: A Practical',
  'The Middleton Accounts of 1526: #5',
  'Colonial Gaming: How to Play Loo',
];

/** Every file under `dir` (recursively) whose name satisfies `keep`. */
function walk(dir, keep, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, keep, out);
    else if (keep(p)) out.push(p);
  }
  return out;
}

/** The files whose prose is in `lang`: its pages and its string files (absolute paths). */
export function filesFor(lang, root = ROOT) {
  const pages = walk(join(root, 'src/content/pages', lang), (p) => p.endsWith('.mdx'));
  const strings = walk(join(root, 'src/i18n'), (p) => p.endsWith(`/${lang}.json`) && !p.includes('/terms/'));
  return [...pages.sort(), ...strings.sort()];
}

const maskRange = (s, re, ch = M) => s.replace(re, (m) => ch.repeat(m.length));

/** Masks what is not prose inside one line of visible text (shared by MDX and JSON). */
function maskInline(s) {
  s = maskRange(s, /`[^`]*`/g);
  s = maskRange(s, /\]\([^)]*\)/g); // markdown link targets
  s = maskRange(s, /https?:\/\/[^\s)>\]"]+/g);
  s = maskRange(s, /\b(?:[a-z0-9-]+\.)+(?:uk|es|org|com|net|de|fr|ru|io|edu)(?:\/[^\s)>\]"]*)?/gi);
  s = maskRange(s, /&[a-z]+;|&#\d+;/gi);
  s = maskRange(s, /\bISBN[\s\d\u00a0-]+[\dX]/g);
  for (const t of ENGLISH_TITLES) s = s.split(t).join(M.repeat(t.length));
  return s;
}

/**
 * The visible text of each line of an MDX page, masked; lines of the Sources section are all masked.
 * Returns an array as long as the file's lines.
 */
export function maskMdx(text) {
  const lines = text.split('\n');
  const out = [];
  let inFront = false;
  let frontDone = false;
  let inFence = false;
  let inTag = false; // a JSX tag spanning lines
  let inSources = false;
  let inComment = false;
  lines.forEach((line, i) => {
    if (!frontDone && i === 0 && line.trim() === '---') {
      inFront = true;
      out.push(M.repeat(line.length));
      return;
    }
    if (inFront) {
      if (line.trim() === '---') {
        inFront = false;
        frontDone = true;
        out.push(M.repeat(line.length));
        return;
      }
      const m = /^(title|description):\s*/.exec(line);
      if (!m) return out.push(M.repeat(line.length));
      let v = M.repeat(m[0].length) + line.slice(m[0].length);
      v = v.replace(/^(\0*)(["'])(.*)\2\s*$/, (_, a, _q, body) => a + M + body + M); // YAML quotes
      return out.push(maskInline(v));
    }
    frontDone = true;
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      return out.push(M.repeat(line.length));
    }
    if (inFence || /^\s*(import|export)\s/.test(line)) return out.push(M.repeat(line.length));
    if (/<h2\b[^>]*\bid="sources"/.test(line)) inSources = true;
    else if (/<h2\b/.test(line)) inSources = false;
    if (inSources) return out.push(M.repeat(line.length));
    let s = '';
    for (let k = 0; k < line.length; k++) {
      const c = line[k];
      if (inComment) {
        s += M;
        if (line.startsWith('*/}', k)) {
          s += M + M;
          k += 2;
          inComment = false;
        }
      } else if (inTag) {
        s += M;
        if (c === '>') inTag = false;
      } else if (line.startsWith('{/*', k)) {
        inComment = true;
        s += M;
      } else if (c === '<' && /[A-Za-z/!]/.test(line[k + 1] ?? '')) {
        inTag = true;
        s += M;
      } else if (c === '{') {
        const end = line.indexOf('}', k);
        const stop = end < 0 ? line.length - 1 : end;
        s += M.repeat(stop - k + 1);
        k = stop;
      } else s += c;
    }
    out.push(maskInline(s));
  });
  return out;
}

const JSON_LINE = /^(\s*(?:"(?:[^"\\]|\\.)*"\s*:\s*)?)"((?:[^"\\]|\\.)*)"\s*,?\s*$/;

/**
 * The visible text of each line of a JSON string file, masked (keys, structure and interpolations;
 * `{{…}}` becomes zeros, since a number stands there when the string is shown). With `onlyKey`, only
 * the values of keys named so (glossary.json's language fields) are read.
 */
export function maskJson(text, onlyKey) {
  return text.split('\n').map((line) => {
    const m = JSON_LINE.exec(line);
    if (!m) return M.repeat(line.length);
    if (onlyKey && !new RegExp(`^\\s*"${onlyKey}"\\s*:`).test(m[1])) return M.repeat(line.length);
    const start = m[1].length + 1;
    let v = m[2];
    v = v.replace(/\{\{[^}]*\}\}/g, (x) => '0'.repeat(x.length));
    v = maskRange(v, /\$t\([^)]*\)/g);
    v = maskRange(v, /<\/?[A-Za-z0-9]+[^>]*>/g);
    v = maskRange(v, /\\[nrtu](?:[0-9a-fA-F]{4})?/g);
    v = maskInline(v);
    return M.repeat(start) + v + M.repeat(line.length - start - v.length);
  });
}

/** Italic spans (`*…*`, `_…_`) masked too: the French spacing rules leave quoted English alone. */
function maskItalic(s) {
  return s.replace(/(?<![*\w])\*(?!\*)[^*\n]+?\*(?!\*)/g, (x) => M.repeat(x.length));
}

/**
 * The rules. `re` runs on the masked line; `fix(match)` gives the replacement of the match's text in
 * the original line (the same columns). `italic: false` runs the rule with italic spans masked.
 */
export const RULES = {
  fr: [
    { id: 'fr-space-before-high', re: /[ \u00a0](?=[;!?])/g, msg: 'U+202F (narrow no-break space) before ; ! ?', fix: () => NNBSP },
    { id: 'fr-missing-space-before-high', re: /(?<=[\p{L}\p{N}»)*])(?=[;!?](?:[\s\0*»)]|$))/gu, italic: false, msg: 'U+202F missing before ; ! ?', fix: () => NNBSP },
    { id: 'fr-space-before-colon', re: /[ \u202f](?=:)/g, msg: 'U+00A0 (no-break space) before :', fix: () => NBSP },
    { id: 'fr-missing-space-before-colon', re: /(?<=[\p{L}\p{N}»)*])(?=:(?:[\s\0*]|$))/gu, italic: false, msg: 'U+00A0 missing before :', fix: () => NBSP },
    { id: 'fr-guillemet-open', re: /«(?!\u202f)[ \u00a0]?/g, msg: 'U+202F after «', fix: () => '«' + NNBSP },
    { id: 'fr-guillemet-close', re: /(?:[ \u00a0]|(?<![ \u00a0\u202f\0]))»/g, msg: 'U+202F before »', fix: () => NNBSP + '»' },
    { id: 'fr-straight-quote', re: /\\?"/g, msg: 'French quotes «\u202f…\u202f», not "', fix: 'alternate', open: '«\u202f', close: '\u202f»' },
    { id: 'fr-apostrophe', re: /(?<=\p{L})'(?=\p{L})/gu, msg: 'typographic apostrophe ’, not \'', fix: () => '’' },
    // As German's and Russian's: a count never wraps away from its noun (« 3 / jetons » at a line's end);
    // `{{count}}` reads as a number, and a strategy figure's masked tag stands for one.
    { id: 'fr-number-unit', re: /(?<=[\d\0])( )(?=\0*(?:jetons?|cartes?|plis|levées?|donnes?|joueu(?:r|se)s?|leçons?|pence|shillings?|guinées?|livres?|%)(?![\p{L}]))/gu, group: 1, msg: 'no-break space between a number and its noun (3\u00a0jetons)', fix: () => NBSP },
  ],
  de: [
    { id: 'de-straight-quote', re: /\\?"/g, msg: 'German quotes „…“, not "', fix: 'alternate', open: '„', close: '“' },
    { id: 'de-english-quote', re: /[”]/g, msg: 'German closing quote is “ (U+201C), not ”', fix: () => '“' },
    { id: 'de-quote-balance', re: 'balance', open: '„', close: '“', msg: 'unbalanced „…“ on this line' },
    { id: 'de-abbreviation', re: /(?<![\p{L}])(?:z|d|u|v|s|o|m|i)\.( )(?=\p{L}{1,2}\.)/gu, group: 1, msg: 'no-break space inside an abbreviation (z. B., d. h.)', fix: () => NNBSP },
    { id: 'de-initials', re: /(?<![\p{L}])\p{Lu}\.( )(?=\p{Lu}\.)/gu, group: 1, msg: 'no-break space between initials (W. H.)', fix: () => NBSP },
    { id: 'de-number-unit', re: /(?<=\d)( )(?=\0*(?:Chips?|Karten?|Stiche?|Pence|Penny|Shillings?|Pfund|Prozent|%|Guineen?)(?![\p{L}]))/gu, group: 1, msg: 'no-break space between a number and its unit (5 Chips)', fix: () => NBSP },
    // A figure from the strategy data (`<Figure … /> Chips`): the tag, masked, stands for the number.
    { id: 'de-figure-unit', re: /(?<=\0)( )(?=\0*(?:Chips?|Prozent)(?![\p{L}]))/gu, group: 1, msg: 'no-break space between a figure and its unit (<Figure … />\u00a0Chips)', fix: () => NBSP },
  ],
  ru: [
    { id: 'ru-straight-quote', re: /\\?"/g, msg: 'Russian quotes «ёлочки», not "', fix: 'alternate', open: '«', close: '»' },
    { id: 'ru-english-quote', re: /[”]/g, msg: 'Russian quotes «ёлочки» (inner „лапки“), not ”', fix: () => '»' },
    { id: 'ru-quote-balance', re: 'balance', open: '«', close: '»', msg: 'unbalanced «…» on this line' },
    { id: 'ru-short-word', re: /(?<![\p{L}\p{N}\-\u2011])(?:в|во|к|ко|с|со|о|об|обо|у|и|а|но|на|по|за|из|от|до|не|ни|я)( )(?=[^\s—–-])/giu, group: 1, msg: 'U+00A0 after a short preposition, conjunction or particle', fix: () => NBSP },
    // As German's number and unit: a count never wraps away from its noun (a Russian newcomer read «штраф — 3 /
    // фишки» at a line's end); `{{count}}` reads as a number.
    { id: 'ru-number-unit', re: /(?<=\d)( )(?=\0*(?:фиш|карт|взят|урок|игрок|раздач)\p{L}*)/gu, group: 1, msg: 'no-break space between a number and its noun (3\u00a0фишки)', fix: () => NBSP },
    { id: 'ru-space-before-dash', re: /( )(?=—)/g, group: 1, msg: 'U+00A0 before an em dash', fix: () => NBSP },
    // «из-за», «из-под»: a line never ends on «из-» (a Russian editor saw «из-» / «за» at 360 px).
    { id: 'ru-nb-hyphen', re: /(?<=(?<![\p{L}])[Ии]з)-(?=(?:за|под)(?![\p{L}]))/gu, msg: 'non-breaking hyphen U+2011 in «из‑за», «из‑под»', fix: () => '\u2011' },
    { id: 'ru-range-hyphen', re: /(?<=(?:\d|\b[IVXLC]+))-(?=(?:\d|[IVXLC]+\b))/g, msg: 'en dash (–) in a range, not a hyphen', fix: () => '–' },
  ],
};

/** Findings of one language's rules on masked lines: { line (1-based), col (1-based), rule, msg, excerpt }. */
export function check(lang, masked, original) {
  const found = [];
  masked.forEach((m, i) => {
    const plain = m;
    const noItalic = maskItalic(m);
    for (const rule of RULES[lang]) {
      if (rule.re === 'balance') {
        const o = [...plain].filter((c) => c === rule.open).length;
        const c = [...plain].filter((c) => c === rule.close).length;
        if (o !== c) found.push({ line: i + 1, col: 1, rule: rule.id, msg: rule.msg, excerpt: original[i].trim().slice(0, 90) });
        continue;
      }
      const text = rule.italic === false ? noItalic : plain;
      for (const x of text.matchAll(rule.re)) {
        const col = x.index + (rule.group ? x[0].indexOf(x[rule.group]) : 0);
        found.push({ line: i + 1, col: col + 1, rule: rule.id, msg: rule.msg, excerpt: original[i].slice(Math.max(0, col - 30), col + 30).replace(/\s+/g, ' ') });
      }
    }
  });
  return found;
}

/** The masked lines of a file, as read for `lang`. */
export function maskFile(file, text, lang) {
  if (file.endsWith('.mdx')) return maskMdx(text);
  if (file.endsWith('glossary.json')) return maskJson(text, lang);
  return maskJson(text);
}

/** Applies every rule's fix to the text of one file (repeated until nothing changes). */
export function fixText(file, text, lang) {
  for (let pass = 0; pass < 5; pass++) {
    const lines = text.split('\n');
    const masked = maskFile(file, text, lang);
    let changed = false;
    lines.forEach((line, i) => {
      const edits = [];
      const noItalic = maskItalic(masked[i]);
      for (const rule of RULES[lang]) {
        if (rule.re === 'balance' || !rule.fix) continue;
        const src = rule.italic === false ? noItalic : masked[i];
        let n = 0;
        for (const x of src.matchAll(rule.re)) {
          const start = x.index + (rule.group ? x[0].indexOf(x[rule.group]) : 0);
          const len = rule.group ? x[rule.group].length : x[0].length;
          const rep = rule.fix === 'alternate' ? (n++ % 2 === 0 ? rule.open : rule.close) : rule.fix(x[0]);
          edits.push({ start, len, rep });
        }
      }
      if (!edits.length) return;
      edits.sort((a, b) => b.start - a.start);
      let s = line;
      let last = Infinity;
      for (const e of edits) {
        if (e.start + e.len > last) continue; // overlapping edit: the next pass takes it
        s = s.slice(0, e.start) + e.rep + s.slice(e.start + e.len);
        last = e.start;
      }
      if (s !== line) {
        lines[i] = s;
        changed = true;
      }
    });
    text = lines.join('\n');
    if (!changed) break;
  }
  return text;
}

/** All findings of one language, with paths relative to the repository. */
export function checkLanguage(lang, root = ROOT) {
  const files = [...filesFor(lang, root), join(root, 'src/content/glossary.json')];
  const out = [];
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    const lines = text.split('\n');
    for (const x of check(lang, maskFile(f, text, lang), lines)) out.push({ file: relative(root, f), ...x });
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const fix = process.argv.includes('--fix');
  let total = 0;
  for (const lang of LANGS) {
    if (fix) {
      for (const f of [...filesFor(lang), join(ROOT, 'src/content/glossary.json')]) {
        const text = readFileSync(f, 'utf8');
        const fixed = fixText(f, text, lang);
        if (fixed !== text) writeFileSync(f, fixed);
      }
    }
    const found = checkLanguage(lang);
    total += found.length;
    for (const x of found) console.log(`${x.file}:${x.line}:${x.col} ${x.rule}: ${x.msg} — ${x.excerpt}`);
  }
  console.log(`${total} typography finding(s)`);
  process.exitCode = total ? 1 : 0;
}
