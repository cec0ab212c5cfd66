import { PROGRESS_EVENT, readProgress, resetProgress } from './progress.ts';

/**
 * Brings a server-rendered progress summary (LearnProgress.astro) to life without a framework: every lesson's
 * stars from localStorage, the "n of N done" line, and the reset button. Hears the lesson widgets' progress
 * event, and sends it on reset (after asking, `resetAsk[n]` for n lessons done). The texts are worded on the server,
 * in `data-texts` (JSON): `done[n]`, `stars[n]`, `resetAsk[n]`.
 * It draws the stars in each lesson's own box too (`#lesson-<id>`) while that box's widget has not hydrated
 * (its island still `ssr`): the widget hydrates on first use, and its stars must not wait for a touch.
 */
export function mountProgress(root: HTMLElement): void {
  const game = root.dataset.game ?? 'lld';
  const texts = JSON.parse(root.dataset.texts ?? '{}') as { done?: string[]; stars?: string[]; resetAsk?: string[] };
  const button = root.querySelector<HTMLButtonElement>('[data-action="reset"]');
  const paint = (s: HTMLElement | null, n: number) => {
    if (!s) return;
    s.textContent = '★'.repeat(n) + '☆'.repeat(3 - n);
    s.setAttribute('aria-label', texts.stars?.[n] ?? String(n));
  };
  const draw = () => {
    const stored = readProgress(game);
    let done = 0;
    for (const li of root.querySelectorAll<HTMLElement>('[data-progress-lesson]')) {
      const id = li.dataset.progressLesson ?? '';
      const n = stored[id] ?? 0;
      if (n > 0) done++;
      li.dataset.stars = String(n);
      paint(li.querySelector<HTMLElement>('.lesson__stars'), n);
      // Once hydrated, the widget draws its own stars (it hears the same event, and keeps a visit's stars
      // where storage is blocked).
      const own = document.getElementById(`lesson-${id}`)?.closest('astro-island[ssr]')?.querySelector<HTMLElement>('.lesson__stars');
      if (!own) continue;
      paint(own, n);
      own.dataset.stars = String(n);
    }
    root.dataset.progress = String(done);
    const line = root.querySelector('[data-progress-text]');
    if (line) line.textContent = texts.done?.[done] ?? String(done);
    if (button) button.disabled = done === 0;
  };
  // Asked first, with the number of lessons whose stars would go (an English newcomer lost them with one press).
  button?.addEventListener('click', () => {
    const ask = texts.resetAsk?.[Number(root.dataset.progress ?? '0')];
    if (ask && typeof window.confirm === 'function' && !window.confirm(ask)) return;
    resetProgress(game);
  });
  window.addEventListener(PROGRESS_EVENT, draw);
  draw();
}
