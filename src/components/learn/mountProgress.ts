import { PROGRESS_EVENT, readProgress, resetProgress } from './progress.ts';

/**
 * Brings a server-rendered progress summary (LearnProgress.astro) to life without a framework: every lesson's
 * stars from localStorage, the "n of N done" line, and the reset button. Hears the lesson widgets' progress
 * event, and sends it on reset. The texts are worded on the server, in `data-texts` (JSON): `done[n]`, `stars[n]`.
 */
export function mountProgress(root: HTMLElement): void {
  const game = root.dataset.game ?? 'lld';
  const texts = JSON.parse(root.dataset.texts ?? '{}') as { done?: string[]; stars?: string[] };
  const button = root.querySelector<HTMLButtonElement>('[data-action="reset"]');
  const draw = () => {
    const stored = readProgress(game);
    let done = 0;
    for (const li of root.querySelectorAll<HTMLElement>('[data-progress-lesson]')) {
      const n = stored[li.dataset.progressLesson ?? ''] ?? 0;
      if (n > 0) done++;
      li.dataset.stars = String(n);
      const s = li.querySelector<HTMLElement>('.lesson__stars');
      if (s) {
        s.textContent = '★'.repeat(n) + '☆'.repeat(3 - n);
        s.setAttribute('aria-label', texts.stars?.[n] ?? String(n));
      }
    }
    root.dataset.progress = String(done);
    const line = root.querySelector('[data-progress-text]');
    if (line) line.textContent = texts.done?.[done] ?? String(done);
    if (button) button.disabled = done === 0;
  };
  button?.addEventListener('click', () => resetProgress(game));
  window.addEventListener(PROGRESS_EVENT, draw);
  draw();
}
