/**
 * The coach's switch and its state (useCoach), apart from the warnings' wording (Coach.tsx): a game's set-up
 * shows the switch before any move, so it loads this small module, not the describers the warnings need.
 */
import { useEffect, useState } from 'preact/hooks';
import type { TFunction } from 'i18next';
import './why.css';

/** The storage key of the switch, per game. */
const KEY = { lld: 'willughby.coach.lld', loo: 'willughby.coach.loo' } as const;

/**
 * The coach switch's state for a game: the reader's remembered choice, else `byDefault` (the caller's default
 * for the computer level chosen). Changing it stores the choice.
 */
export function useCoach(game: keyof typeof KEY, byDefault: boolean): [boolean, (on: boolean) => void] {
  const [stored, setStored] = useState<boolean | null>(null);
  useEffect(() => {
    try {
      const v = localStorage.getItem(KEY[game]);
      if (v === 'on' || v === 'off') setStored(v === 'on');
    } catch {
      /* storage unavailable: the default stands */
    }
  }, [game]);
  const set = (on: boolean) => {
    setStored(on);
    try {
      localStorage.setItem(KEY[game], on ? 'on' : 'off');
    } catch {
      /* not remembered, still applied */
    }
  };
  return [stored ?? byDefault, set];
}

/**
 * The switch: a checkbox with its help text. `brief`: the help in one short sentence, for a game's bar, where
 * the full text (the set-up's) pushed the table and the moves below a phone's screen (a designer).
 */
export function CoachSwitch({ t, on, onChange, brief = false }: { t: TFunction; on: boolean; onChange: (on: boolean) => void; brief?: boolean }) {
  // What the coach does is written out while it is on, not only in a tooltip, which a touch screen never
  // shows: readers took its silence after a good move for a coach that did nothing (two newcomers' tours).
  return (
    <>
      <label class="coach__switch" title={t('coach.switchHelp')}>
        <input type="checkbox" data-coach-switch checked={on} onChange={(e) => onChange((e.target as HTMLInputElement).checked)} /> {t('coach.switch')}
      </label>
      {on && <p class="coach__help" data-coach-help>{t(brief ? 'coach.switchHelpBrief' : 'coach.switchHelp')}</p>}
    </>
  );
}
