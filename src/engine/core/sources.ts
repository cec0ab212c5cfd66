/** The sources that readings cite. Keys are stable; pages cite them too. */
export interface Source {
  /** Short title, as a reader would cite it. */
  readonly title: string;
  /** Web address, where there is one. */
  readonly url?: string;
  /** `summary` for the modern rules summaries the site follows (no published edition), else absent. */
  readonly kind?: 'summary';
}

/** Every source a reading option may cite. */
export const SOURCES = {
  parlett: {
    title: 'David Parlett, “Laugh and Lie Down” (after Willughby, c.1665)',
    url: 'https://parlettgames.uk/histocs/laughand.html',
  },
  s0: { title: 'Laugh and Lie Down: a modern rules summary after Parlett, German version', kind: 'summary' },
  s1: { title: 'Laugh and Lie Down: a modern rules summary after Parlett, English version', kind: 'summary' },
  s2: { title: 'Laugh and Lie Down: a modern rules summary after Parlett, compact Russian version', kind: 'summary' },
  s3: { title: 'Laugh and Lie Down: an alternative French reading (modern rules summary)', kind: 'summary' },
  ducoeur: {
    title: 'Justin du Coeur, “Game Report: Laugh and Lie Down” (1996)',
    url: 'http://www.waks.org/game-hist/game-recon-laugh.html',
  },
  caid: { title: 'Caid wiki, “Laugh and Lie Down” (THL Meala Caimbuel)', url: 'https://caidwiki.org/index.php?title=Laugh_and_Lie_Down' },
  research: { title: 'The editors’ research notes comparing the readings' },
  porges: { title: 'games.porg.es, “Laugh and Lie Down”', url: 'https://games.porg.es/games/laugh-and-lie-down' },
  peer: {
    title: 'go_trumpcards, LaughAndLieDown.go (Yuta Yoshinaga, MIT)',
    url: 'https://github.com/yuta-yoshinaga/go_trumpcards',
  },
  editor: { title: 'Willughby editors: no source decides this point' },
} as const satisfies Record<string, Source>;

/** A key of SOURCES. */
export type SourceId = keyof typeof SOURCES;
