import type { TFunction } from 'i18next';

/**
 * A lesson's hint, headed as a hint ("Hint: …", `learn.ui.hintLead`), apart from a mistake's message still shown
 * above it (an English newcomer could not tell which of the two was current). `text`: the lesson's own hint.
 */
export function HintLine({ t, text }: { t: TFunction; text: string }) {
  return <p class="lesson__hint" data-hint><strong class="lesson__hint-lead">{t('learn.ui.hintLead')}</strong> {text}</p>;
}

/**
 * The Hint button of a lesson's bar. Once the hint is shown it stays focusable and is marked unavailable
 * (aria-disabled): disabled, it dropped the keyboard focus to the page (a QA tester). `onShow` is called once.
 */
export function HintButton({ t, done, shown, onShow }: { t: TFunction; done: boolean; shown: boolean; onShow: () => void }) {
  return (
    <button type="button" data-action="hint" disabled={done} aria-disabled={shown ? 'true' : undefined} onClick={() => { if (!shown) onShow(); }}>
      {t('learn.ui.hint')}
    </button>
  );
}
