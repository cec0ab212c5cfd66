import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useScrollable } from '../replay/scrollable.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { LooTableDraw } from './LooTableDraw.tsx';
import { Icon } from '../replay/Icon.tsx';
import type { LooTimeline } from '../replay/timelineTypes.ts';

export interface LooReplayProps {
  /** The worked example's id (src/engine/loo/examples.ts). */
  example: string;
  /** The page's locale. */
  lang: string;
  /**
   * The example's timeline in that locale (timeline.ts looTimeline, computed at build time by the engine);
   * default: the page's copy (`<SharedMessages key="tl-loo-<lang>-<example>">`, fetched on first use).
   */
  timeline?: LooTimeline;
}

/**
 * A Loo worked example replayed step by step on the Loo table: the deal, every call, exchange and card,
 * the tricks and, at the end, the settlement. First / back / forward / last by mouse or keys (← → Home
 * End); every step tagged as stated by the source or filled in; a transcript of all steps (rendered on the
 * server, so search finds it); "play on from here" opens the play page at the step shown. Every position,
 * sum and word comes from the timeline the engine computed at build time (timeline.ts): stepping loads
 * neither the engine nor i18next.
 */
export default function LooReplay({ example, lang, timeline }: LooReplayProps) {
  const tl = useMemo(() => timeline ?? (sharedMessages(`tl-loo-${lang}-${example}`) as LooTimeline), [timeline, lang, example]);
  const [step, setStep] = useState(0);
  const [open, setOpen] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  const root = useRef<HTMLElement>(null);
  useEffect(() => setHydrated(true), []);

  if (tl.error !== undefined || tl.steps.length === 0) return <p class="replay replay--error">{tl.error}</p>;
  const { ui, text } = tl;
  const steps = tl.steps.length - 1;
  const cur = tl.steps[step]!;
  const narration = useScrollable<HTMLParagraphElement>(step);
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
  const tag = (documented: boolean) => (
    <span class={`tag ${documented ? 'tag--source' : 'tag--filled'}`}>{documented ? ui.documented : ui.filledIn}</span>
  );

  return (
    <section
      ref={root}
      class="replay loo-replay wide"
      data-loo-replay={example}
      data-last={step === steps ? 'true' : undefined}
      data-hydrated={hydrated ? 'true' : undefined}
      aria-label={ui.label}
      tabIndex={0}
      onKeyDown={onKey}
      onClick={onClick}
    >
      <div class="replay__story">
        <div class="replay__controls" data-pagefind-ignore>
          <button type="button" data-action="first" onClick={() => go(0)} aria-disabled={step === 0 ? 'true' : undefined} aria-label={ui.first} title={ui.first}>
            <Icon name="first" />
          </button>
          <button type="button" data-action="back" onClick={() => go(step - 1)} aria-disabled={step === 0 ? 'true' : undefined} aria-label={ui.back} title={ui.back}>
            <Icon name="back" />
          </button>
          <span class="replay__step" data-step={step} data-steps={steps}>
            {cur.counter}
          </span>
          <button type="button" data-action="forward" onClick={() => go(step + 1)} aria-disabled={step === steps ? 'true' : undefined} aria-label={ui.forward} title={ui.forward}>
            <Icon name="forward" />
          </button>
          <button type="button" data-action="last" onClick={() => go(steps)} aria-disabled={step === steps ? 'true' : undefined} aria-label={ui.last} title={ui.last}>
            <Icon name="last" />
          </button>
          {cur.tryHref !== null && (
            <a class="replay__try" data-action="try" href={cur.tryHref}>
              {ui.tryFromHere}
            </a>
          )}
          <label class="replay__toggle">
            <input type="checkbox" checked={open} onChange={(e) => setOpen((e.target as HTMLInputElement).checked)} /> {ui.showHands}
          </label>
        </div>
        <p class="replay__narration" aria-live="polite" ref={narration}>
          {cur.documented !== null && <>{tag(cur.documented)} </>}
          {cur.say}
          {cur.rule && (
            <>
              {' '}
              <a class="replay__rule-link" data-rule-link={cur.rule.id} href={cur.rule.href}>{cur.rule.text}</a>
            </>
          )}
        </p>
      </div>
      <LooTableDraw view={cur.view} text={text} hot={cur.hot ? new Set(cur.hot) : undefined} open={() => open} openMiss={open} />
      <div class="replay__notes">
        <p class="replay__hint">
          <span class="replay__keys">{ui.keys} </span>
          {ui.legend}
        </p>
        <details class="replay__transcript">
          <summary>{ui.transcript}</summary>
          <ol start={0}>
            {tl.steps.map((st, s) => (
              <li key={s} class={s === step ? 'is-current' : undefined} aria-current={s === step ? 'step' : undefined}>
                {st.documented !== null && <>{tag(st.documented)} </>}
                {st.say}
              </li>
            ))}
          </ol>
        </details>
      </div>
    </section>
  );
}
