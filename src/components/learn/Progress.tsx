import { useEffect, useState } from 'preact/hooks';
import { PROGRESS_EVENT, readProgress, resetProgress, type Progress as Stored } from './progress.ts';

export interface ProgressProps {
  /** The game's progress key (`lld`, `loo`). */
  game: string;
  /** The path's lessons in order: id (anchor `#lesson-<id>`) and title in the page's language. */
  lessons: readonly { id: string; title: string }[];
  /** Texts worded on the server (no translator in this small island): `done[n]` says "n of N lessons done". */
  texts: { done: readonly string[]; stars: readonly string[]; reset: string; heading: string };
}

/**
 * The path at a glance: every lesson with the stars won so far (localStorage, survives a reload), how many
 * are done, and a button that forgets it all. Hears the lesson widgets' progress event, and sends it on reset.
 */
export default function Progress({ game, lessons, texts }: ProgressProps) {
  const [stored, setStored] = useState<Stored>({});
  useEffect(() => {
    const read = () => setStored(readProgress(game));
    read();
    window.addEventListener(PROGRESS_EVENT, read);
    return () => window.removeEventListener(PROGRESS_EVENT, read);
  }, [game]);
  const done = lessons.filter((l) => (stored[l.id] ?? 0) > 0).length;
  return (
    <nav class="learn-progress" aria-label={texts.heading} data-progress={done}>
      <ol class="learn-progress__list">
        {lessons.map((l) => {
          const n = stored[l.id] ?? 0;
          return (
            <li key={l.id} data-progress-lesson={l.id} data-stars={n}>
              <a href={`#lesson-${l.id}`}>{l.title}</a>{' '}
              <span class="lesson__stars" role="img" aria-label={texts.stars[n]}>{'★'.repeat(n)}{'☆'.repeat(3 - n)}</span>
            </li>
          );
        })}
      </ol>
      <p class="learn-progress__foot">
        <span data-progress-text>{texts.done[done]}</span>{' '}
        <button type="button" data-action="reset" onClick={() => resetProgress(game)} disabled={done === 0}>{texts.reset}</button>
      </p>
    </nav>
  );
}
