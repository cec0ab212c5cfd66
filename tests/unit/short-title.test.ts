/** Short titles of sources in running text (src/components/ref/shortTitle.ts), from the site's real titles. */
import { describe, expect, it } from 'vitest';
import { shortTitle, shortTitles } from '../../src/components/ref/shortTitle.ts';

const PEEL = 'W. H. Peel (“Baxter-Wray”), Round Games with Cards: A Practical Treatise on All the Most Popular Games (London, 1891), “Loo”, pp. 16–30';

describe('shortTitle', () => {
  it('keeps the author without a trailing parenthesis', () => {
    expect(shortTitle(`${PEEL}, “Stakes”`)).toBe('W. H. Peel');
    expect(shortTitle('Professor Hoffmann (ed.), Hoyle’s Games Modernized, new edition revised to 1909')).toBe('Professor Hoffmann');
  });
  it('adds the site to a bare quoted title, without its parenthesis', () => {
    expect(shortTitle('“Laugh and Lie Down”, games.porg.es (created 2024-12-18, revised 2025-02-16)')).toBe('“Laugh and Lie Down”, games.porg.es');
    expect(shortTitle('“Loo”, Encyclopædia Britannica, 11th edition (1911)')).toBe('“Loo”, Encyclopædia Britannica');
  });
  it('tells two sections of one book apart by their last part', () => {
    expect(shortTitles([`${PEEL}, “Stakes”`, `${PEEL}, “Club Law”`])).toEqual(['W. H. Peel, “Stakes”', 'W. H. Peel, “Club Law”']);
  });
  it('tells Parlett’s two pages apart by their sites', () => {
    expect(shortTitles([
      'David Parlett, “Laugh and Lie Down”, Historic Card Games, parlettgames.uk',
      'David Parlett, “Laugh and Lie Down” (earlier version of the page), davidparlett.co.uk',
    ])).toEqual(['David Parlett, parlettgames.uk', 'David Parlett, davidparlett.co.uk']);
  });
  it('reads German quotation marks, which close with the mark that opens an English quotation', () => {
    const peel = 'W. H. Peel („Baxter-Wray“), Round Games with Cards (London, 1891), „Loo“, S. 16–30';
    expect(shortTitle(`${peel}, „Stakes“`)).toBe('W. H. Peel');
    expect(shortTitles([`${peel}, „Stakes“`, `${peel}, „Club Law“`])).toEqual(['W. H. Peel, „Stakes“', 'W. H. Peel, „Club Law“']);
    expect(shortTitle('„Laugh and Lie Down“, games.porg.es (angelegt am 18.12.2024)')).toBe('„Laugh and Lie Down“, games.porg.es');
  });
});
