import type { TFunction } from 'i18next';

/** One place where two readings part: a step of the timeline, how it parts, and what parts it. */
export interface DivergenceMark {
  /** 'play': the moves differ; 'events': the same move, other consequences. */
  readonly kind: 'play' | 'events';
  /** The step of the shared timeline (1-based) that the mark jumps to. */
  readonly step: number;
  /** The rule that parts the readings here (its option key), or '' for several together. */
  readonly cause: string;
  /** That rule with the second reading's value, in words ("“Pair for pair” (here: no)"). */
  readonly causeText: string;
  /** Whether the timeline stands at this step. */
  readonly on: boolean;
  readonly select: () => void;
}

/**
 * The comparisons' "Where they differ" marks (Laugh and Lie Down's and Loo's), one list per cause: the cause is
 * said once, then a button per step it parts. A list of "Step 8: the play differs. Cause: …" buttons had repeated
 * one cause a dozen times (a reader). Each button's name still says it whole. `keys`: the widget's message
 * prefix ('readings.compare' or 'loo.compare'), whose markPlay, markEvents, markCause, markStep and
 * markStepEvents it reads; `cls`: its class prefix; `attr`: the data attribute naming each mark's kind.
 */
export function DivergenceMarks({ t, keys, cls, attr, marks }: { t: TFunction; keys: string; cls: string; attr: 'data-mark' | 'data-loo-mark'; marks: readonly DivergenceMark[] }) {
  const groups: { cause: string; text: string; marks: DivergenceMark[] }[] = [];
  for (const m of marks) {
    const g = groups.find((x) => x.cause === m.cause);
    if (g) g.marks.push(m);
    else groups.push({ cause: m.cause, text: m.causeText, marks: [m] });
  }
  return (
    <ul class={`${cls}__causes`}>
      {groups.map((g) => (
        <li key={g.cause} data-cause-group={g.cause}>
          <p class={`${cls}__cause`}>{t(`${keys}.markCause`, { option: g.text })}</p>
          <ol>
            {g.marks.map((m) => (
              <li key={m.step}>
                <button type="button" class={m.on ? `${cls}__mark ${cls}__mark--on` : `${cls}__mark`} {...{ [attr]: m.kind }} data-mark-cause={m.cause}
                  aria-label={t(m.kind === 'play' ? `${keys}.markPlay` : `${keys}.markEvents`, { step: m.step, option: m.causeText })}
                  aria-current={m.on ? 'step' : undefined} onClick={m.select}>
                  {t(m.kind === 'play' ? `${keys}.markStep` : `${keys}.markStepEvents`, { step: m.step })}
                </button>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
