// @vitest-environment happy-dom
/**
 * The explorer's "Copy link" (a German editor: sharing by the address bar is awkward on a phone): the page's
 * address, which follows the position, goes to the clipboard and the reader is told so; where the browser
 * refuses, the reader is told to copy the address bar. Four languages.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/preact';
import { openPlay } from './playWidget.tsx';
import { createT } from '~/i18n/createT.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { formatPosition } from '~/engine/index.ts';
import { position } from '../fixtures/lld-claim-position.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the explorer copies a link to the position', () => {
  for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
    it(`copies the address that opens the position, and says so (${lang})`, async () => {
      const written: string[] = [];
      vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: (s: string) => (written.push(s), Promise.resolve()) } });
      const p = formatPosition(position());
      const { container: c } = await openPlay(lang, `?p=${p}`);
      await act(async () => { fireEvent.click(c.querySelector('[data-action="copy-link"]')!); });
      expect(written).toHaveLength(1);
      expect(new URL(written[0]!).searchParams.get('p')).toBe(p);
      const t = createT(lang, MESSAGES[lang]!);
      expect(c.querySelector('[data-link-copied]')!.textContent).toBe(t('play.linkCopied'));
    });
    it(`tells the reader to copy the address bar when the browser refuses (${lang})`, async () => {
      vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
      const { container: c } = await openPlay(lang, `?p=${formatPosition(position())}`);
      await act(async () => { fireEvent.click(c.querySelector('[data-action="copy-link"]')!); });
      const t = createT(lang, MESSAGES[lang]!);
      expect(c.querySelector('[data-link-copied]')!.textContent).toBe(t('play.linkNotCopied'));
    });
  }
});
