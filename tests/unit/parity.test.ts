/**
 * Locale parity, read from the source tree:
 *  - every content page exists in all four locales under the same file name;
 *  - there is one resource file per locale, and every i18next key the code names literally exists
 *    (that the four files have the same keys and plural forms is tests/unit/i18n.test.ts's job);
 *  - no interface text is written into a component, layout or route: every text node and every
 *    user-visible attribute (title, alt, aria-label, …) with letters must come from an expression
 *    such as `{t('site.nav.rules')}`. A self-test proves the scanner catches `<p>Hello</p>`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '~/i18n/locales.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = join(ROOT, 'src');

/** Files under `dir` whose names match `pattern`, as paths relative to `dir` with `/` separators, sorted. */
function files(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (pattern.test(e.name)) out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

describe('content pages', () => {
  const base = join(SRC, 'content', 'pages');
  const dirs = readdirSync(base, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

  it('have one folder per locale, and no other', () => {
    expect(dirs.sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('exist in %s under the same file names as in en', (lang) => {
    const en = files(join(base, 'en'), /\.mdx?$/);
    expect(en.length).toBeGreaterThan(0);
    expect(files(join(base, lang), /\.mdx?$/)).toEqual(en);
  });
});

describe('i18n resources', () => {
  it('have one file per locale, and no other', () => {
    expect(files(join(SRC, 'i18n', 'locales'), /\.json$/)).toEqual(LOCALES.map((l) => `${l}.json`).sort());
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort());
  });

  it('have no empty strings', () => {
    for (const lang of LOCALES) {
      const empty: string[] = [];
      const walk = (o: object, pre: string) => {
        for (const [k, v] of Object.entries(o)) {
          const key = pre ? `${pre}.${k}` : k;
          if (v && typeof v === 'object') walk(v, key);
          else if (typeof v === 'string' && v.trim() === '') empty.push(key);
        }
      };
      walk(MESSAGES[lang]!, '');
      expect(empty, lang).toEqual([]);
    }
  });

  it('hold every key that the code names literally, e.g. t(\'site.nav.rules\')', () => {
    const en = MESSAGES.en!;
    /** A key exists as a string, as an object (returnObjects), or as the base of plural forms. */
    const exists = (key: string): boolean => {
      const parts = key.split('.');
      const last = parts.pop()!;
      let node: unknown = en;
      for (const p of parts) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[p] : undefined;
      if (!node || typeof node !== 'object') return false;
      const obj = node as Record<string, unknown>;
      return last in obj || Object.keys(obj).some((k) => k.startsWith(`${last}_`));
    };
    const missing: string[] = [];
    let found = 0;
    for (const file of files(SRC, /\.(astro|tsx?|mdx)$/)) {
      const text = readFileSync(join(SRC, file), 'utf8');
      // t('a.b'), tl("a.b"): a translator called with a literal key. Template keys are not checked.
      for (const m of text.matchAll(/\bt[a-z]?\(\s*(['"])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g)) {
        found++;
        if (!exists(m[2]!)) missing.push(`${file}: ${m[2]}`);
      }
    }
    expect(found, 'literal keys found in src/').toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});

// ── Hard-coded interface text ─────────────────────────────────────────────────────────────────

/**
 * Words allowed to stand as text in markup, each with why. Everything else with a letter in it must
 * come from the resources (or be no interface text at all: symbols, digits, punctuation).
 */
const ALLOWED_WORDS: Record<string, string> = {
  // The site's name is a proper name, the same in every language (it is also site.name).
  Willughby: 'brand name',
};

/** Attributes whose values a reader sees or hears. */
const TEXT_ATTRIBUTES = new Set([
  'title',
  'alt',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'set:text',
  'set:html',
]);

interface Finding {
  line: number;
  text: string;
}

/** Whether a piece of markup text is interface text: letters left once entities and allowed words go. */
function isText(raw: string): boolean {
  let s = raw.replace(/&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/gi, ' ');
  for (const word of Object.keys(ALLOWED_WORDS)) s = s.split(word).join(' ');
  return /\p{L}/u.test(s);
}

const require = createRequire(import.meta.url);
// Astro's own compiler (a dependency of astro) parses .astro files into an ESTree/JSX tree, in which
// markup inside `{…}` expressions is JSX again, so `{open && <p>Hello</p>}` is caught too.
const astroCompiler: {
  parse(input: string): { ast: unknown; diagnostics: { severity: string; text: string }[] };
} = await import(
  pathToFileURL(createRequire(require.resolve('astro/package.json')).resolve('@astrojs/compiler-rs')).href
);

/** Text nodes and text attributes with letters in an .astro file, outside <script> and <style>. */
function scanAstro(source: string): Finding[] {
  const { ast, diagnostics } = astroCompiler.parse(source);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`cannot parse: ${errors.map((d) => d.text).join('; ')}`);
  const bytes = Buffer.from(source, 'utf8');
  // The compiler's offsets count UTF-8 bytes.
  const lineAt = (offset: number) => bytes.subarray(0, offset).toString('utf8').split('\n').length;
  const found: Finding[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown> & { type?: string; start?: number };
    if (n.type === 'AstroFrontmatter' || n.type === 'AstroScript') return; // code, not markup
    if (n.type === 'JSXElement') {
      const name = (n.openingElement as { name?: { name?: unknown } })?.name?.name;
      if (name === 'style' || name === 'script') return;
    }
    if (n.type === 'JSXText' && typeof n.value === 'string' && isText(n.value)) {
      found.push({ line: lineAt(n.start ?? 0), text: n.value.trim() });
    }
    if (n.type === 'JSXAttribute') {
      const attr = (n.name as { name?: unknown })?.name;
      const value = n.value as { type?: string; value?: unknown } | null;
      if (typeof attr === 'string' && TEXT_ATTRIBUTES.has(attr) && value?.type === 'Literal' && typeof value.value === 'string' && isText(value.value)) {
        found.push({ line: lineAt(n.start ?? 0), text: `${attr}="${value.value}"` });
      }
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'parent' && typeof v === 'object') walk(v);
  };
  walk(ast);
  return found;
}

/** Text nodes and text attributes with letters in a .tsx file (TypeScript's own parser). */
function scanTsx(source: string, fileName = 'x.tsx'): Finding[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const lineAt = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxElement(node)) {
      const tag = node.openingElement.tagName.getText(sf);
      if (tag === 'style' || tag === 'script') return;
    }
    if (ts.isJsxText(node) && !node.containsOnlyTriviaWhiteSpaces && isText(node.text)) {
      found.push({ line: lineAt(node), text: node.text.trim() });
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const attr = node.name.getText(sf);
      if (TEXT_ATTRIBUTES.has(attr) && isText(node.initializer.text)) {
        found.push({ line: lineAt(node), text: `${attr}="${node.initializer.text}"` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('the hard-coded text scanner (self-test)', () => {
  it('catches text written into markup', () => {
    expect(scanAstro('<p>Hello</p>')).toEqual([{ line: 1, text: 'Hello' }]);
    expect(scanTsx('export const X = () => <p>Hello</p>;')).toEqual([{ line: 1, text: 'Hello' }]);
    expect(scanAstro('---\nconst a = 1;\n---\n<div>\n  <p>Привет</p>\n</div>')).toEqual([{ line: 5, text: 'Привет' }]);
    expect(scanAstro('<ul>{items.map((i) => <li>Item {i}</li>)}</ul>')).toEqual([{ line: 1, text: 'Item' }]);
    expect(scanTsx('const X = (p: { on: boolean }) => <div>{p.on && <b>Hand</b>}</div>;')).toEqual([{ line: 1, text: 'Hand' }]);
    expect(scanAstro('<button aria-label="Close">×</button>')).toEqual([{ line: 1, text: 'aria-label="Close"' }]);
    expect(scanTsx('const X = () => <img alt="A card" src="/x.svg" />;')).toEqual([{ line: 1, text: 'alt="A card"' }]);
    expect(scanAstro('<p>Schließen&nbsp;·</p>')).toEqual([{ line: 1, text: 'Schließen&nbsp;·' }]);
  });

  it('lets expressions, symbols, entities, code and allowed words through', () => {
    expect(scanAstro("---\nconst t = (k: string) => k;\n---\n<p>{t('site.name')}</p>")).toEqual([]);
    expect(scanTsx("const X = ({ t }: { t: (k: string) => string }) => <p>{t('a.b')} · 1–2 %</p>;")).toEqual([]);
    expect(scanAstro('<p>&nbsp;&mdash;&#8211; → ♠ ♥ 404 (+3)</p>')).toEqual([]);
    expect(scanAstro('<style>.a { color: red; }</style><script>const s = "text";</script>')).toEqual([]);
    expect(scanAstro('<script is:inline>document.title = "Hello";</script>')).toEqual([]);
    expect(scanAstro('<a class="wordmark" href="/">Willughby</a>')).toEqual([]);
    expect(scanAstro('<input type="search" class="field" data-x="abc" />')).toEqual([]);
  });

  it('refuses markup it cannot parse rather than passing it', () => {
    expect(() => scanAstro('<div><p>Hello</div>')).toThrow(/cannot parse/);
  });
});

describe('components, layouts and routes carry no hard-coded interface text', () => {
  const sources = [
    ...files(join(SRC, 'components'), /\.(astro|tsx)$/).map((f) => `components/${f}`),
    ...files(join(SRC, 'layouts'), /\.astro$/).map((f) => `layouts/${f}`),
    ...files(join(SRC, 'pages'), /\.astro$/).map((f) => `pages/${f}`),
  ];

  it('finds the files to scan', () => {
    expect(sources.some((f) => f.endsWith('.tsx'))).toBe(true);
    expect(sources.some((f) => f.endsWith('.astro'))).toBe(true);
  });

  it.each(sources)('src/%s', (file) => {
    const source = readFileSync(join(SRC, file), 'utf8');
    const found = file.endsWith('.tsx') ? scanTsx(source, file) : scanAstro(source);
    expect(found.map((f) => `src/${file}:${f.line}: ${f.text}`)).toEqual([]);
  });
});
