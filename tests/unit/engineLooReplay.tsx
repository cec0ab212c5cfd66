/**
 * The replay widgets as they were before their timelines (issue 19): they ask the engine and i18next for
 * every step in the browser. Kept here only as the reference the timeline replays are compared with
 * (replay-timeline.test.tsx): same engine, same strings, so the same DOM at every step.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { formatLooPosition } from '~/engine/loo/notation.ts';
import { looExampleById, looExampleTimeline } from '~/engine/loo/examples.ts';
import { settleLoo } from '~/engine/loo/settle.ts';
import type { LooEvent, LooPosition } from '~/engine/loo/types.ts';
import type { Card } from '~/engine/lld/types.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { LooTable } from '~/components/loo/LooTable.tsx';
import { narrateLooDeal, narrateLooEvents, narrateLooSettlement } from '~/components/loo/narrate.ts';
import { Icon } from '~/components/replay/Icon.tsx';
import { sectionHref } from '~/components/why/why.ts';
import { looSectionOf } from '~/components/why/looWhy.ts';

interface LooReplayProps {
  /** The worked example's id (src/engine/loo/examples.ts). */
  example: string;
  /** The page's locale. */
  lang: string;
  /** That locale's strings (players, cards, loo); default: the page's shared copy (`<SharedMessages key="looreplay-<lang>">`). */
  messages?: object;
}


/** The cards a step moved: the card played, the cards exchanged. */
function moved(events: readonly LooEvent[]): Set<Card> {
  const out = new Set<Card>();
  for (const e of events) {
    if (e.type === 'play') out.add(e.card);
    if (e.type === 'exchange') for (const c of e.drawn) out.add(c);
  }
  return out;
}

/**
 * A Loo worked example replayed step by step on the Loo table: the deal, every call, exchange and card,
 * the tricks and, at the end, the settlement. First / back / forward / last by mouse or keys (← → Home
 * End); every step tagged as stated by the source or filled in; a transcript of all steps (rendered on the
 * server, so search finds it); "play on from here" opens the play page at the step shown. Every position
 * and sum comes from the engine (examples.ts, settle.ts).
 */
export function EngineLooReplay({ example, lang, messages }: LooReplayProps) {
  const t = useMemo(() => createT(lang, messages ?? sharedMessages(`looreplay-${lang}`)), [lang, messages]);
  const ex = looExampleById(example);
  const timeline = useMemo(() => (ex ? looExampleTimeline(ex) : null), [ex]);
  const [step, setStep] = useState(0);
  const [open, setOpen] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  const root = useRef<HTMLElement>(null);
  useEffect(() => setHydrated(true), []);

  if (!ex || !timeline || !timeline.ok) return <p class="replay replay--error">{t('loo.replay.error')}</p>;
  const tl = timeline.value;
  const steps = tl.steps.length;
  const at = (s: number): LooPosition => (s === 0 ? tl.start : tl.steps[s - 1]!.position);
  const pos = at(step);
  const settled = pos.phase === 'over' ? settleLoo(pos) : null;
  const settlement = settled?.ok ? settled.value : null;
  const say = (s: number): string[] => {
    if (s === 0) return narrateLooDeal(t, tl.start);
    const p = at(s);
    const lines = narrateLooEvents(t, tl.steps[s - 1]!.events, p, { before: at(s - 1) });
    if (p.phase === 'over') {
      const r = settleLoo(p);
      if (r.ok) lines.push(...narrateLooSettlement(t, p, r.value));
    }
    return lines;
  };
  // The rule section the step illustrates (the rule that forced it, else the move's own), linked under the narration.
  const section = step === 0 ? null : looSectionOf(at(step - 1), tl.steps[step - 1]!.events);
  const isDocumented = (s: number) => ex.documented.includes(s - 1);
  const go = (s: number) => setStep(Math.max(0, Math.min(steps, s)));
  const onKey = (e: KeyboardEvent) => {
    const k = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: steps }[e.key];
    if (k === undefined) return;
    e.preventDefault();
    go(k);
  };
  const onClick = (e: MouseEvent) => {
    if (!(e.target as HTMLElement).closest('button, input, summary, a')) root.current?.focus();
  };
  const tag = (s: number) => (
    <span class={`tag ${isDocumented(s) ? 'tag--source' : 'tag--filled'}`}>{isDocumented(s) ? t('loo.replay.documented') : t('loo.replay.filledIn')}</span>
  );
  const title = t(`loo.replay.titles.${example}`);

  return (
    <section
      ref={root}
      class="replay loo-replay wide"
      data-loo-replay={example}
      data-hydrated={hydrated ? 'true' : undefined}
      aria-label={t('loo.replay.label', { title })}
      tabIndex={0}
      onKeyDown={onKey}
      onClick={onClick}
    >
      <div class="replay__story">
        <div class="replay__controls" data-pagefind-ignore>
          <button type="button" data-action="first" onClick={() => go(0)} aria-disabled={step === 0 ? 'true' : undefined} aria-label={t('loo.replay.first')} title={t('loo.replay.first')}>
            <Icon name="first" />
          </button>
          <button type="button" data-action="back" onClick={() => go(step - 1)} aria-disabled={step === 0 ? 'true' : undefined} aria-label={t('loo.replay.back')} title={t('loo.replay.back')}>
            <Icon name="back" />
          </button>
          <span class="replay__step" data-step={step} data-steps={steps}>
            {t('loo.replay.step', { step, steps })}
          </span>
          <button type="button" data-action="forward" onClick={() => go(step + 1)} aria-disabled={step === steps ? 'true' : undefined} aria-label={t('loo.replay.forward')} title={t('loo.replay.forward')}>
            <Icon name="forward" />
          </button>
          <button type="button" data-action="last" onClick={() => go(steps)} aria-disabled={step === steps ? 'true' : undefined} aria-label={t('loo.replay.last')} title={t('loo.replay.last')}>
            <Icon name="last" />
          </button>
          {pos.phase !== 'over' && (
            <a class="replay__try" data-action="try" href={`/${lang}/loo/play/?loo=${formatLooPosition(pos)}`}>
              {t('loo.replay.tryFromHere')}
            </a>
          )}
          <label class="replay__toggle">
            <input type="checkbox" checked={open} onChange={(e) => setOpen((e.target as HTMLInputElement).checked)} /> {t('loo.replay.showHands')}
          </label>
        </div>
        <p class="replay__narration" aria-live="polite">
          {step > 0 && <>{tag(step)} </>}
          {say(step).join(' ')}
          {section && (
            <>
              {' '}
              <a class="replay__rule-link" data-rule-link={section.id} href={sectionHref(lang, section)}>{t('why.ruleLink', { section: t(section.key) })}</a>
            </>
          )}
        </p>
      </div>
      <LooTable pos={pos} t={t} hot={step === 0 ? undefined : moved(tl.steps[step - 1]!.events)} open={() => open} openMiss={open} settlement={settlement} />
      <div class="replay__notes">
        <p class="replay__hint">
          {t('loo.replay.keys')} {t('loo.replay.legend')}
        </p>
        <details class="replay__transcript">
          <summary>{t('loo.replay.transcript')}</summary>
          <ol start={0}>
            {Array.from({ length: steps + 1 }, (_, s) => (
              <li key={s} class={s === step ? 'is-current' : undefined} aria-current={s === step ? 'step' : undefined}>
                {s > 0 && <>{tag(s)} </>}
                {say(s).join(' ')}
              </li>
            ))}
          </ol>
        </details>
      </div>
    </section>
  );
}
