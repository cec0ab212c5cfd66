import type { TFunction } from 'i18next';
import { LOO_LEVELS, type LooLevel } from '~/engine/loo/levels.ts';
import { LOO_RULES } from '~/engine/loo/options.ts';
import { RulesOptions } from '../RulesOptions.tsx';
import { CoachSwitch } from '../../why/CoachSwitch.tsx';

export interface SetupProps {
  t: TFunction;
  rulesId: string;
  players: number;
  level: LooLevel;
  onRules: (id: string) => void;
  onPlayers: (n: number) => void;
  onLevel: (level: LooLevel) => void;
  /** Whether the coach is on (Play's useCoach), and its switch. */
  coachOn: boolean;
  onCoach: (on: boolean) => void;
  /** Whether the computer players move quickly (Deal's pace), and its switch. */
  quick: boolean;
  onQuick: (on: boolean) => void;
  onStart: () => void;
}

/**
 * The choices before a game: the rule set (three-card and five-card forms and their variants, grouped; names
 * `loo.rules.<id>`), the number of players (the rule set's minPlayers..maxPlayers), and how the computer
 * plays (engine ai.ts levels), the computer's pace and the coach's switch. Rendered on the server as it is, so the page shows it before any script runs.
 */
export function Setup({ t, rulesId, players, level, onRules, onPlayers, onLevel, coachOn, onCoach, quick, onQuick, onStart }: SetupProps) {
  const o = (LOO_RULES[rulesId] ?? LOO_RULES.threeCard!).options;
  const counts = Array.from({ length: o.maxPlayers - o.minPlayers + 1 }, (_, i) => o.minPlayers + i);
  const value = (e: Event) => (e.currentTarget as HTMLSelectElement).value;
  return (
    <div class="loo-play__setup" data-game="setup">
      <p class="loo-play__intro">{t('loo.play.intro', { player: t('players.0') })}</p>
      {/* How long a game lasts (seed 004, "Spielende"): an English reader's first game of three-card Loo for four ran
          to 29 deals with no word of it beforehand. */}
      <p class="loo-play__intro" data-length-note>{t('loo.play.lengthNote')}</p>
      <div class="loo-play__fields">
        <label class="loo-play__field loo-play__field--rules">
          <span>{t('loo.play.rules')}</span>
          <select data-field="rules" value={rulesId} onChange={(e) => onRules(value(e))}>
            <RulesOptions t={t} selected={rulesId} />
          </select>
        </label>
        <label class="loo-play__field">
          <span>{t('loo.play.players')}</span>
          <select data-field="players" value={String(players)} onChange={(e) => onPlayers(Number(value(e)))}>
            {counts.map((n) => (
              <option key={n} value={String(n)} selected={n === players}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label class="loo-play__field">
          <span>{t('loo.play.level')}</span>
          <select data-field="level" value={level} onChange={(e) => onLevel(value(e) as LooLevel)}>
            {LOO_LEVELS.map((l) => (
              <option key={l} value={l} selected={l === level}>
                {t(`loo.play.levels.${l}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {/* The level's names alone in its menu, what it does under it (as in Laugh and Lie Down): a name with its
        * description was cut off in a phone's menu (French). */}
      <p class="loo-play__help" data-level-help={level}>{t(`loo.play.levelHelp.${level}`, { context: level === 'sound' && !o.miss ? 'noMiss' : undefined })}</p>
      {/* The coach's switch before the game too, where the other settings are chosen (as in Laugh and Lie Down). */}
      <div class="loo-play__coach">
        {/* The pace too, so that a reader who knows the game need not wait through the first deal to find it. */}
        <label class="loo-play__toggle">
          <input type="checkbox" data-quick checked={quick} onChange={(e) => onQuick((e.currentTarget as HTMLInputElement).checked)} /> {t('loo.play.quick')}
        </label>
        <CoachSwitch t={t} on={coachOn} onChange={onCoach} />
      </div>
      <button type="button" class="loo-play__primary" data-action="start" onClick={onStart}>
        {t('loo.play.start')}
      </button>
    </div>
  );
}
