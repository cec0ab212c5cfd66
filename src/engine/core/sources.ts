/** The sources that readings cite. Keys are stable; pages cite them too. */
export interface Source {
  /** Short title, as a reader would cite it. */
  readonly title: string;
  /** Web address, where there is one. */
  readonly url?: string;
  /** Seed file this source was read from, where it is one of the project's seed texts. */
  readonly seed?: string;
}

/** Every source a reading option may cite. */
export const SOURCES = {
  parlett: {
    title: 'David Parlett, “Laugh and Lie Down” (after Willughby, c.1665)',
    url: 'https://parlettgames.uk/histocs/laughand.html',
  },
  seed000: { title: 'Laugh and Lie Down, full rules (German), after Parlett', seed: '000_503e7a61be13debf.txt' },
  seed001: { title: 'Laugh and Lie Down, full rules (English), after Parlett', seed: '001_0ebb04319d91e533.txt' },
  seed002: { title: 'Laugh and Lie Down, compact rules (Russian), after Parlett', seed: '002_d4afcdc6370d843f.txt' },
  seed003: { title: 'Laugh and Lie Down, how to play (French), an alternative reading', seed: '003_30cd9d7c7e7746e1.txt' },
  ducoeur: {
    title: 'Justin du Coeur, “Game Report: Laugh and Lie Down” (1996)',
    url: 'http://www.waks.org/game-hist/game-recon-laugh.html',
  },
  caid: { title: 'Caid wiki, “Laugh and Lie Down” (THL Meala Caimbuel)', url: 'https://caidwiki.org/index.php?title=Laugh_and_Lie_Down' },
  research: { title: 'Willughby research notes: readings compared (lld-readings.md)' },
  porges: { title: 'games.porg.es, “Laugh and Lie Down”', url: 'https://games.porg.es/games/laugh-and-lie-down' },
  peer: {
    title: 'go_trumpcards, LaughAndLieDown.go (Yuta Yoshinaga, MIT)',
    url: 'https://github.com/yuta-yoshinaga/go_trumpcards',
  },
  editor: { title: 'Willughby editors: no source decides this point' },
} as const satisfies Record<string, Source>;

/** A key of SOURCES. */
export type SourceId = keyof typeof SOURCES;
