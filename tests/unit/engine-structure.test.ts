/**
 * The engine's house (issue 13): one folder per game and one for what they share, no import circles, and
 * nothing in src/engine/ itself but the public entry and its README. Imports are read from the source text
 * (static `import … from` and `export … from`, type-only ones included).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../src/engine');

/** Every .ts file below `dir`, as absolute paths. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** The engine files a file imports (relative specifiers only; packages are not followed). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gms)) out.push(resolve(dirname(file), m[1]!));
  return out;
}

const graph = new Map(files(ROOT).map((f) => [f, importsOf(f)]));
const rel = (f: string) => relative(ROOT, f);

/** The import circles of a graph (file → the files it imports), each as the path that closes it. */
function cyclesOf(g: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (f: string, path: string[]): void => {
    if (state.get(f) === 'done') return;
    if (state.get(f) === 'open') {
      cycles.push([...path.slice(path.indexOf(f)), f]);
      return;
    }
    state.set(f, 'open');
    for (const d of g.get(f) ?? []) visit(d, [...path, f]);
    state.set(f, 'done');
  };
  for (const f of g.keys()) visit(f, []);
  return cycles;
}

describe('the engine folders', () => {
  it('has only index.ts and README.md at the root, and the folders core, lld and loo', () => {
    expect(readdirSync(ROOT).sort()).toEqual(['README.md', 'core', 'index.ts', 'lld', 'loo']);
  });

  it('resolves every relative import to a file of the engine', () => {
    for (const [f, deps] of graph) for (const d of deps) expect(graph.has(d), `${rel(f)} imports ${rel(d)}`).toBe(true);
  });

  it('keeps the shared code apart: core imports neither game, and the games do not import each other', () => {
    for (const [f, deps] of graph) {
      const from = rel(f).split('/')[0];
      for (const d of deps) {
        const to = rel(d).split('/')[0];
        if (from === 'core') expect(to, `${rel(f)} → ${rel(d)}`).toBe('core');
        if (from === 'lld') expect(to, `${rel(f)} → ${rel(d)}`).not.toBe('loo');
        if (from === 'loo') expect(to, `${rel(f)} → ${rel(d)}`).not.toBe('lld');
      }
    }
  });

  it('has no import circle', () => {
    expect(cyclesOf(graph).map((c) => c.map(rel).join(' → '))).toEqual([]);
  });

  it('finds a circle when there is one (the check can fail)', () => {
    expect(cyclesOf(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c', 'a']]);
  });
});
