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
export async function openPlay(lang: string, search: string) {
  window.history.replaceState(null, '', `/${lang}/laugh-and-lie-down/play/${search}`);
  const r = render(<Play lang={lang} messages={playMessages(MESSAGES[lang]!)} />);
  await act(() => lazyLoaded());
  return r;
}
