import type { TFunction } from 'i18next';
import { shortCard } from '../cards/cardName.ts';
import { listJoin } from '~/i18n/listJoin.ts';
import { cardText, theName, type CardText } from '../cards/cardText.ts';
import type { Sentence } from './narrate.ts';

const texts = new WeakMap<TFunction, CardText>();

/**
 * One sentence: text, with card lists drawn as symbols and read out by name (search indexes the
 * transcript's names, not the symbols). `plain`: card lists as their
 * names in plain text, no element at all (the transcript of every step, which must stay light in the DOM,
 * issue 19, and readable with JavaScript off).
 */
export function Line({ s, t, lang, plain }: { s: Sentence; t: TFunction; lang: string; plain?: boolean }) {
  let text = texts.get(t);
  if (!text) texts.set(t, (text = cardText(t)));
  return <LineDraw s={s} text={text} lang={lang} plain={plain} />;
}

/** Line with the cards' words given (CardText), so that it draws without i18next (the replays' timelines). */
export function LineDraw({ s, text, lang, plain }: { s: Sentence; text: CardText; lang: string; plain?: boolean }) {
  // A list of cards' names joined in the language's way (listJoin, as cardNames does; as the verb's object as theCardNames does).
  const names = (cards: readonly number[], the?: boolean) => listJoin(lang, cards.map((c) => (the ? theName(text, c) : text.names[c]!)));
  return (
    <>
      {s.map((seg, i) =>
        typeof seg === 'string' ? (
          seg
        ) : plain ? (
          names(seg.cards, seg.the)
        ) : (
          // One element: the symbols drawn, the names read out (as a card is: role="img" with its name).
          <span key={i} class="replay__cards" role="img" aria-label={names(seg.cards, seg.the)} data-pagefind-ignore>
            {seg.cards.map((c) => shortCard(text.letters, c)).join(' ')}
          </span>
        ),
      )}{' '}
    </>
  );
}
