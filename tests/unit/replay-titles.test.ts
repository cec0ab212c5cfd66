/**
 * A replay's title (`replay.titles.<id>`, `loo.replay.titles.<id>`: the "Replay: …" label, the example menus,
 * "From the worked example …") is the heading of its example on the game's examples page, in every language
 * (an English reader found the replay of "A round of captures" called "the nines, the jacks and the fives").
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '~/i18n/gameMessages.ts';

const ROOT = fileURLToPath(new URL('../../src/content/pages/', import.meta.url));
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** The examples page's `<h2 id>` headings of a game in a language, by id. */
function headings(lang: string, game: string): Map<string, string> {
  const text = readFileSync(`${ROOT}${lang}/${game}/examples.mdx`, 'utf8');
  return new Map([...text.matchAll(/<h2 id="([^"]+)">(.*?)<\/h2>/g)].map((m) => [m[1]!, m[2]!]));
}

describe.each(['en', 'de', 'fr', 'ru'])('replay titles: %s', (lang) => {
  const m = MESSAGES[lang] as unknown as { replay: { titles: Record<string, string> }; loo: { replay: { titles: Record<string, string> } } };
  it('Laugh and Lie Down: each title is its example’s heading', () => {
    const h = headings(lang, 'laugh-and-lie-down');
    expect(Object.keys(m.replay.titles).length).toBeGreaterThan(0);
    for (const [id, title] of Object.entries(m.replay.titles)) expect(norm(title), id).toBe(norm(h.get(id) ?? `(no heading ${id})`));
  });
  it('Loo: each title is its example’s heading', () => {
    const h = headings(lang, 'loo');
    expect(Object.keys(m.loo.replay.titles).length).toBeGreaterThan(0);
    for (const [id, title] of Object.entries(m.loo.replay.titles)) expect(norm(title), id).toBe(norm(h.get(id) ?? `(no heading ${id})`));
  });
});
