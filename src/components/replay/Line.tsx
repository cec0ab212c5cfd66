import type { TFunction } from 'i18next';
import { cardNames, rankLetters, shortCard } from '../cards/cardName.ts';
import type { Sentence } from './narrate.ts';

/**
 * One sentence: text, with card lists drawn as symbols and read out by name (search indexes the
 * transcript's names, not the symbols). `plain`: card lists as their
 * names in plain text, no element at all (the transcript of every step, which must stay light in the DOM,
 * issue 19, and readable with JavaScript off).
 */
export function Line({ s, t, lang, plain }: { s: Sentence; t: TFunction; lang: string; plain?: boolean }) {
  return (
    <>
      {s.map((seg, i) =>
        typeof seg === 'string' ? (
          seg
        ) : plain ? (
          cardNames(t, lang, seg.cards)
        ) : (
          // One element: the symbols drawn, the names read out (as a card is: role="img" with its name).
          <span key={i} class="replay__cards" role="img" aria-label={cardNames(t, lang, seg.cards)} data-pagefind-ignore>
            {seg.cards.map((c) => shortCard(rankLetters(t), c)).join(' ')}
          </span>
        ),
      )}{' '}
    </>
  );
}

