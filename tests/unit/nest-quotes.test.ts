import { describe, expect, it } from 'vitest';
import { nestQuotes } from '~/components/ref/nestQuotes.ts';

describe('a quoted title inside a quotation', () => {
  it('takes the language’s inner quotation marks', () => {
    expect(nestQuotes('Laugh and Lie Down — «Смейся и ложись»', 'ru')).toBe('Laugh and Lie Down — „Смейся и ложись“');
    expect(nestQuotes('Le jeu « Rire et se coucher »', 'fr')).toBe('Le jeu “Rire et se coucher”');
    expect(nestQuotes('Das Spiel „Lachen und Hinlegen“', 'de')).toBe('Das Spiel ‚Lachen und Hinlegen‘');
    expect(nestQuotes('The game “Laugh and Lie Down”', 'en')).toBe('The game ‘Laugh and Lie Down’');
  });
  it('leaves a title without quotation marks alone', () => {
    expect(nestQuotes('Loo', 'ru')).toBe('Loo');
    expect(nestQuotes('Laugh and Lie Down — the rules', 'en')).toBe('Laugh and Lie Down — the rules');
  });
});
