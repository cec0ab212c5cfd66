/**
 * A card dealt twice is refused with both its places (an English newcomer, mending a tampered link, was told only
 * that the seven of spades appeared twice, and had five hands, the miss and the stock to search). The places are
 * read off the deal written here by hand; the words are each language's own.
 */
import { describe, expect, it } from 'vitest';
import { cards } from '~/engine/index.ts';
import { looSetup, threeCard } from '~/engine/loo/index.ts';
import { looErrorText } from '~/components/loo/looText.ts';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';

const hands = ['7S 2C 3C', '6H 7H 8H', '7S KS 3H', '5C 6C 8C', 'QD 7C 9H'].map(cards);
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('a card dealt twice', () => {
  it('names the two hands that hold it', () => {
    const r = looSetup({ rules: threeCard, dealer: 0, hands, miss: cards('3D 4D 5D'), turnUp: cards('2S')[0]! });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual({ code: 'ERR_DUPLICATE_CARD', card: cards('7S')[0], places: [{ kind: 'hand', player: 0 }, { kind: 'hand', player: 2 }] });
    const say = (lang: string) => plain(looErrorText(createT(lang, MESSAGES[lang]!), r.error));
    expect(say('en')).toBe('The seven of spades appears twice: in Anna’s hand and in Carla’s hand.');
    expect(say('de')).toBe('Die Karte Pik-Sieben kommt doppelt vor: bei Anna und bei Carla.');
    expect(say('fr')).toBe('Carte en double : sept de pique, chez Anna et chez Carla.');
    expect(say('ru')).toBe('Карта «семёрка пик» встречается дважды: у Анны и у Карлы.');
  });

  it('names a hand and the miss, or the turned-up trump', () => {
    const clean = ['7S 2C 3C', '6H 7H 8H', 'AS KS 3H', '5C 6C 8C', 'QD 7C 9H'].map(cards);
    const miss = looSetup({ rules: threeCard, dealer: 0, hands: clean, miss: cards('3D 4D 8H'), turnUp: cards('2S')[0]! });
    expect(!miss.ok && miss.error).toMatchObject({ places: [{ kind: 'hand', player: 1 }, { kind: 'miss' }] });
    if (!miss.ok) expect(plain(looErrorText(createT('en', MESSAGES.en!), miss.error))).toBe('The eight of hearts appears twice: in Ben’s hand and in the miss.');
    const up = looSetup({ rules: threeCard, dealer: 0, hands: clean, miss: cards('3D 4D 5D'), turnUp: cards('4D')[0]! });
    expect(!up.ok && up.error).toMatchObject({ places: [{ kind: 'miss' }, { kind: 'turnUp' }] });
  });
});
