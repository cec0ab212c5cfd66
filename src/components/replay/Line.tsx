import { Fragment } from 'preact';
import type { TFunction } from 'i18next';
import { cardNames, rankLetters, shortCard } from '../cards/cardName.ts';
import type { Sentence } from './narrate.ts';

/**
 * One sentence: text, with card lists drawn as symbols and read out by name. `plain`: card lists as their
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
          <Fragment key={i}>
            <span class="replay__cards" aria-hidden="true" data-pagefind-ignore>
              {seg.cards.map((c) => shortCard(rankLetters(t), c)).join(' ')}
            </span>
            <span class="sr-only">{cardNames(t, lang, seg.cards)}</span>
          </Fragment>
        ),
      )}{' '}
    </>
  );
}

