/**
 * The search index's word boundaries (scripts/search-index.mjs `spaced`): the HTML Pagefind reads keeps
 * the text of neighbouring cells, terms, captions and list items apart, and leaves inline markup inside a
 * word alone. The words expected are the ones a reader sees in the browser.
 */
import { describe, expect, it } from 'vitest';
import { spaced, EXCLUDE } from '../../scripts/search-index.mjs';

/** The words of `html` as a reader sees them: tags dropped, whitespace collapsed. */
const words = (html: string): string[] => (spaced(html) as string).replace(/<[^>]*>/g, '').split(/\s+/).filter(Boolean);

describe('search index: word boundaries', () => {
  it('keeps table heads, caption and cells apart (the readings matrix: "Rule point", "Parlett")', () => {
    const html = '<table><caption>Each row a rule point</caption><thead><tr><th>Rule point</th><th>Parlett</th><th>French rules</th></tr></thead><tbody><tr><td>3</td><td>4</td></tr></tbody></table>';
    expect(words(html)).toEqual(['Each', 'row', 'a', 'rule', 'point', 'Rule', 'point', 'Parlett', 'French', 'rules', '3', '4']);
  });
  it('keeps a term list apart ("miss", then its meaning)', () => {
    expect(words('<dl><dt>miss</dt><dd>A spare hand.</dd><dt>trump</dt><dd>The suit.</dd></dl>')).toEqual(['miss', 'A', 'spare', 'hand.', 'trump', 'The', 'suit.']);
  });
  it('keeps list items, paragraphs and buttons apart', () => {
    expect(words('<ul><li>one</li><li>two</li></ul><p>three</p><div>four</div><button>Hint</button><button>Show me</button>')).toEqual(['one', 'two', 'three', 'four', 'Hint', 'Show', 'me']);
  });
  it('leaves inline markup inside a word alone (emphasis, links, spans)', () => {
    expect(words('<p>the <em>mourn</em>ival of <a href="#x">Pam</a>’s <span>trick</span>s</p>')).toEqual(['the', 'mournival', 'of', 'Pam’s', 'tricks']);
  });
  it('does not take a longer tag name for a boundary one (<data>, <title>, <thead> vs <th>)', () => {
    expect(spaced('<b>x</b><data value="1">y</data><header>z</header>')).toBe('<b>x</b><data value="1">y</data> <header>z </header>');
  });
  it('leaves buttons (controls) out of the index, and the former pagefind.yml exclusions in', () => {
    expect(EXCLUDE).toContain('button');
    expect(EXCLUDE).toContain('.matrix td');
    expect(EXCLUDE).toContain('.term__card');
  });
});

describe('search index: a replay’s cards by name', () => {
  it('indexes the cards’ names, which the page gives in aria-label, in place of their glyphs', () => {
    const html = '<li>Dan pose deux cartes d’un brelan, <span class="replay__cards" role="img" aria-label="le valet de trèfle et le valet de carreau" data-pagefind-ignore="true">V♣ V♦</span>, parmi ses cartes gagnées.</li>';
    expect(words(html)).toEqual(['Dan', 'pose', 'deux', 'cartes', 'd’un', 'brelan,', 'le', 'valet', 'de', 'trèfle', 'et', 'le', 'valet', 'de', 'carreau,', 'parmi', 'ses', 'cartes', 'gagnées.']);
  });
});
