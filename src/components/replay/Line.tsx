import type { TFunction } from 'i18next';
import { cardNames, rankLetters, shortCard } from '../cards/cardName.ts';
import type { Sentence } from './narrate.ts';

/** One sentence: text, with card lists drawn as symbols and read out by name. */
export function Line({ s, t, lang }: { s: Sentence; t: TFunction; lang: string }) {
  return (
    <>
      {s.map((seg, i) =>
        typeof seg === 'string' ? (
          seg
        ) : (
          <span key={i} class="replay__cards">
            <span aria-hidden="true" data-pagefind-ignore>
              {seg.cards.map((c) => shortCard(rankLetters(t), c)).join(' ')}
            </span>
            <span class="sr-only">{cardNames(t, lang, seg.cards)}</span>
          </span>
        ),
      )}{' '}
    </>
  );
}

