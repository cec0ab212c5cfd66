import type { TFunction } from 'i18next';
import { LOO_RULES, type LooRules } from '~/engine/loo/options.ts';
import { rulesName } from './looText.ts';

/** The rule sets a reader may choose: every rule set but the test implementation's (`peer`), by hand size. */
export function playableRules(): { three: LooRules[]; five: LooRules[] } {
  const all = Object.values(LOO_RULES).filter((r) => r.id !== 'peer');
  return { three: all.filter((r) => r.options.handSize === 3), five: all.filter((r) => r.options.handSize === 5) };
}

/**
 * A rules menu's options: the playable rule sets grouped by hand size (`loo.play.group.three`, `…five`), in one
 * order wherever a reader chooses rules (the game's set-up, the positions editor, the comparison; an English reader
 * found them in three orders). `selected` is marked for the server's drawing, before the widget sets the value.
 */
export function RulesOptions({ t, selected }: { t: TFunction; selected: string }) {
  const groups = playableRules();
  return (
    <>
      {(['three', 'five'] as const).map((g) => (
        <optgroup key={g} label={t(`loo.play.group.${g}`)}>
          {groups[g].map((r) => (
            <option key={r.id} value={r.id} selected={r.id === selected}>
              {rulesName(t, r.id)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
