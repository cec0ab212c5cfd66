const ICONS = {
  first: 'M6 5v14M18 5l-9 7 9 7z',
  back: 'M16 5l-9 7 9 7z',
  forward: 'M8 5l9 7-9 7z',
  last: 'M18 5v14M6 5l9 7-9 7z',
};

/** A replay control's icon (to the start, back, forward, to the end), drawn as SVG so that it never depends on a font having the glyph. */
export function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linejoin="round" />
    </svg>
  );
}
