/** Test helper: the LLD play widget rendered at an address, its lazily fetched tab loaded. */
import { act, render } from '@testing-library/preact';
import Play from '~/components/play/Play.tsx';
import { lazyLoaded } from '~/components/lazy.tsx';
import { playMessages } from '~/components/play/messages.ts';
import { MESSAGES } from '~/i18n/gameMessages.ts';

/**
 * Renders the play widget as `/{lang}/laugh-and-lie-down/play/{search}` shows it; the tab it opens is
 * fetched on first use (components/lazy.tsx), so this waits for it.
 */
export async function openPlay(lang: string, search: string, opts: { coach?: boolean } = {}) {
  // The coach is on by default at the default level: a test that plays moves through without its warnings turns
  // it off, as a reader may (the switch's choice is remembered); `coach: true` leaves the default.
  try {
    if (opts.coach) localStorage.removeItem('willughby.coach.lld');
    else localStorage.setItem('willughby.coach.lld', 'off');
  } catch {
    /* no storage: the default stands */
  }
  window.history.replaceState(null, '', `/${lang}/laugh-and-lie-down/play/${search}`);
  const r = render(<Play lang={lang} messages={playMessages(MESSAGES[lang]!)} />);
  await act(() => lazyLoaded());
  return r;
}
