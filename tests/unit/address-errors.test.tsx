// @vitest-environment happy-dom
/**
 * Links that cannot be obeyed, in every language (issue 19: moved down from tests/e2e/reliability.spec.ts
 * and loo-play.spec.ts, which loaded each play page once per locale for this; the browser still does it in
 * English). The LLD play widget reports bad address parameters in the reader's language, clipped, and a step
 * beyond the example's end; the Loo play widget explains a tampered deal (two jacks of clubs) and deals afresh,
 * without putting the fresh deal in the address.
 */
import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import LooPlay from '~/components/loo/Play.tsx';
import { lazyLoaded } from '~/components/lazy.tsx';
import { looPlayMessages } from '~/components/loo/play/messages.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';
import { openPlay } from './playWidget.tsx';

const LOCALES = ['en', 'de', 'fr', 'ru'] as const;
/** A string key left untranslated would show as such. */
const RAW_KEY = /\b(loo|play|narr|errors)\.[a-zA-Z.]+/;
const TAMPERED = 'loo1_threeCard_d0c0_JcJc2c-3c4c5c-6c7c8c_9cTcQc_Kc';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

for (const lang of LOCALES) {
  describe(lang, () => {
    it('LLD play: bad address parameters are reported in the reader’s language, clipped; a step past the end is named', async () => {
      const long = 'x'.repeat(5_068);
      const { container, unmount } = await openPlay(lang, `?example=${long}&mode=nonsense&seed=-4`);
      const error = container.querySelector('[data-address-error]');
      expect(error).not.toBeNull();
      const text = error!.textContent ?? '';
      expect(text).not.toMatch(RAW_KEY);
      expect(text.length).toBeLessThan(600);
      expect(text).toContain('nonsense');
      expect(text).toContain('-4');
      unmount();
      const again = await openPlay(lang, '?example=pay-off&step=9999');
      expect(again.container.querySelector('[data-address-error]')?.textContent).toContain('9999');
    });

    it('Loo play: a tampered link is explained and a fresh deal dealt, which the address does not carry', async () => {
      window.history.replaceState(null, '', `/${lang}/loo/play/?loo=${TAMPERED}`);
      const { container } = render(<LooPlay lang={lang} messages={looPlayMessages(MESSAGES[lang]!)} />);
      // The deal's view is fetched on first use (components/lazy.tsx).
      await act(() => lazyLoaded());
      const w = container.querySelector('[data-loo-play]')!;
      expect(w.getAttribute('data-hydrated')).toBe('true');
      const error = w.querySelector('[data-address-error]');
      expect(error).not.toBeNull();
      expect(error!.textContent).not.toMatch(RAW_KEY);
      if (lang === 'en') expect(error!.textContent).toMatch(/could not be opened.*jack of clubs/);
      expect(w.querySelector('[data-game="playing"]')).not.toBeNull();
      expect(new URL(window.location.href).searchParams.get('loo')).toBeNull();
    });
  });
}
