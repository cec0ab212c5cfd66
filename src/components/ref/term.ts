/**
 * Glossary term cards (Term.astro), bundled once per page however many terms it has:
 * - a click or tap on a term's word opens its card instead of following the link (a second one closes
 *   it); the link inside the card goes to the glossary;
 * - Esc closes every open card, including one shown by hover or focus (until the pointer or focus
 *   leaves it); a click or tap outside closes open cards;
 * - a card opens above its word, or below it when there is no room above.
 * CSS does the rest (frame.css §3): hover and focus show a card without any script.
 */

const OPEN = 'term--open';
const CLOSED = 'term--closed';
const BELOW = 'term--below';

/**
 * Adds the card's link to the glossary entry the first time the card shows: the word's own href,
 * labelled from the nearest `[data-term-more]` (the page's <main>), or "→" alone.
 */
export function addMoreLink(term: HTMLElement): void {
  const word = term.querySelector<HTMLAnchorElement>('.term__word');
  const card = term.querySelector('.term__card');
  if (!word || !card || card.querySelector('.term__more')) return;
  const more = term.ownerDocument.createElement('a');
  more.className = 'term__more';
  more.href = word.getAttribute('href') ?? '';
  const label = term.closest<HTMLElement>('[data-term-more]')?.dataset.termMore;
  more.textContent = label ? `${label} →` : '→';
  card.append(more);
}

/**
 * Gives a later use of a term its card, made from the page's first card of that term (Term.astro writes
 * each card once per page; the word names the gloss in `data-tip`). Nothing when the term has its card.
 */
export function ensureCard(term: HTMLElement): void {
  if (term.querySelector('.term__card')) return;
  const doc = term.ownerDocument;
  const ref = term.querySelector<HTMLElement>('.term__word')?.dataset.tip;
  const gloss = ref ? doc.getElementById(ref) : null;
  if (!gloss) return;
  const card = doc.createElement('span');
  card.className = 'term__card';
  card.setAttribute('data-pagefind-ignore', '');
  const text = doc.createElement('span');
  text.className = 'term__gloss';
  text.textContent = gloss.textContent;
  card.append(text);
  term.append(card);
}

/** Chooses above or below the word: below when the room above the word is less than the card needs. */
export function placeCard(term: HTMLElement): void {
  ensureCard(term);
  const word = term.querySelector('.term__word');
  const card = term.querySelector<HTMLElement>('.term__card');
  if (!word || !card) return;
  addMoreLink(term);
  const top = word.getBoundingClientRect().top;
  const need = card.offsetHeight || 96;
  term.classList.toggle(BELOW, top < need + 12);
}

function closeAll(doc: Document, except?: Element): void {
  for (const t of doc.querySelectorAll(`.term.${OPEN}`)) if (t !== except) t.classList.remove(OPEN);
}

/** Wires every `.term` in `doc` (by delegation, so it costs nothing per term). */
export function initTerms(doc: Document): void {
  if ((doc as Document & { __terms?: boolean }).__terms) return;
  (doc as Document & { __terms?: boolean }).__terms = true;
  doc.addEventListener('click', (e) => {
    const target = e.target as Element | null;
    const word = target?.closest?.('.term__word');
    if (word) {
      const term = word.parentElement as HTMLElement;
      e.preventDefault();
      const open = !term.classList.contains(OPEN);
      closeAll(doc, term);
      term.classList.remove(CLOSED);
      term.classList.toggle(OPEN, open);
      if (open) placeCard(term);
      return;
    }
    if (!target?.closest?.('.term__card')) closeAll(doc);
  });
  doc.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const shown = [...doc.querySelectorAll<HTMLElement>('.term')].filter((t) => t.classList.contains(OPEN) || t.matches(':hover, :focus-within'));
    if (shown.length === 0) return;
    for (const t of shown) {
      t.classList.remove(OPEN);
      t.classList.add(CLOSED);
      // Focus inside the card goes back to the word, so the reader keeps their place.
      if (t.querySelector('.term__card')?.contains(doc.activeElement)) t.querySelector<HTMLElement>('.term__word')?.focus();
    }
  });
  const reopen = (e: Event) => {
    const term = (e.target as Element | null)?.closest?.('.term');
    if (!term) return;
    if (e.type === 'pointerover' || e.type === 'focusin') placeCard(term as HTMLElement);
  };
  doc.addEventListener('pointerover', reopen);
  doc.addEventListener('focusin', reopen);
  // A card closed by Esc may show again once the pointer or the focus has left its term.
  doc.addEventListener('pointerout', (e) => {
    const term = (e.target as Element | null)?.closest?.(`.term.${CLOSED}`);
    if (term && !term.contains(e.relatedTarget as Node | null)) term.classList.remove(CLOSED);
  });
  doc.addEventListener('focusout', (e) => {
    const term = (e.target as Element | null)?.closest?.(`.term.${CLOSED}`);
    if (term && !term.contains(e.relatedTarget as Node | null)) term.classList.remove(CLOSED);
  });
}
