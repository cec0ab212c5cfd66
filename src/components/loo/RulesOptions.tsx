import type { TFunction } from 'i18next';
import { LOO_RULES, type LooRules } from '~/engine/loo/options.ts';
import { rulesName } from './looText.ts';

/** The rule sets a reader may choose: every rule set but the test implementation's (`peer`), by hand size. */
export function playableRules(): { three: LooRules[]; five: LooRules[] } {
  const all = Object.values(LOO_RULES).filter((r) => r.id !== 'peer');
  return { three: all.filter((r) => r.options.handSize === 3), five: all.filter((r) => r.options.handSize === 5) };
}

/**
 * A rules menu's options: the rule sets grouped by hand size (`loo.play.group.three`, `…five`), in one order
 * wherever a reader chooses rules (the game's set-up, the positions editor, the comparison, the trainer; an English
 * reader found them in three orders). `rules`: the sets offered, in LOO_RULES order (default: every playable set);
 * where they share one hand size (a rules page's trainer) they are one plain list. `selected` is marked for the
 * server's drawing, before the widget sets the value.
 */
export function RulesOptions({ t, selected, rules }: { t: TFunction; selected: string; rules?: readonly LooRules[] }) {
  const groups = rules ? { three: rules.filter((r) => r.options.handSize === 3), five: rules.filter((r) => r.options.handSize === 5) } : playableRules();
  const options = (list: readonly LooRules[]) =>
    list.map((r) => (
      <option key={r.id} value={r.id} selected={r.id === selected}>
        {rulesName(t, r.id)}
      </option>
    ));
  if (groups.three.length === 0 || groups.five.length === 0) return <>{options([...groups.three, ...groups.five])}</>;
  return (
    <>
      {(['three', 'five'] as const).map((g) => (
        <optgroup key={g} label={t(`loo.play.group.${g}`)}>
          {options(groups[g])}
        </optgroup>
      ))}
    </>
  );
}
