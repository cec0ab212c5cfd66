import { Fragment } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useScrollable } from './scrollable.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { LineDraw } from './Line.tsx';
import { FeltDraw } from '../table/FeltDraw.tsx';
import { Icon } from './Icon.tsx';
import type { LldTimeline } from './timelineTypes.ts';

export interface ReplayProps {
  /** The worked example's id (src/engine/lld/examples). */
  example: string;
  /** The page's locale. */
  lang: string;
  /**
   * The example's timeline in that locale (timeline.ts lldTimeline: every step's table, narration and
   * words, computed at build time by the engine). Default: the page's copy (`<SharedMessages
   * key="tl-lld-<lang>-<example>">`, fetched on first use).
   */
  timeline?: LldTimeline;
  /** The step to show first (0 = the deal). */
  start?: number;
}

/**
 * A replay of a worked example on a card table: five seats with hands and won cards, the table cards,
 * the pot, and the narration of each step. First / back / forward / last, by mouse or by keyboard
 * (← → Home End); a transcript of every step for screen readers. No rule is decided here, nor any word
 * translated: every step's table and narration come from the timeline the engine computed at build time
 * (timeline.ts), so stepping loads neither the engine nor i18next.
 */
export default function Replay({ example, lang, timeline, start = 0 }: ReplayProps) {
  const tl = useMemo(() => timeline ?? (sharedMessages(`tl-lld-${lang}-${example}`) as LldTimeline), [timeline, lang, example]);
  const [step, setStep] = useState(start);
  const [open, setOpen] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  const root = useRef<HTMLElement>(null);
  useEffect(() => setHydrated(true), []);

  if (tl.error !== undefined || tl.steps.length === 0) {
    return <p class="replay replay--error">{tl.error}</p>;
  }
  const { ui, text } = tl;
  const steps = tl.steps.length - 1;
  const cur = tl.steps[step]!;
  const narration = useScrollable<HTMLParagraphElement>(step);
  const hot = new Set(cur.hot);
  const go = (s: number) => setStep(Math.max(0, Math.min(steps, s)));

  const onKey = (e: KeyboardEvent) => {
    const k = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: steps }[e.key];
    if (k === undefined) return;
    e.preventDefault();
    go(k);
  };

  // Clicking the table (not a control) puts the keyboard focus on the widget, so arrow keys work.
  const onClick = (e: MouseEvent) => {
    if (!(e.target as HTMLElement).closest('button, input, summary, a')) root.current?.focus();
  };
  const tag = (documented: boolean) => <span class={`tag ${documented ? 'tag--source' : 'tag--filled'}`}>{documented ? ui.documented : ui.filledIn}</span>;

  return (
    <section
      ref={root}
      class="replay wide"
      data-replay={example}
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
          <a class="replay__try" data-action="try" href={`/${lang}/laugh-and-lie-down/play/?example=${example}&step=${step}`}>
            {ui.tryFromHere}
          </a>
          <label class="replay__toggle">
            <input type="checkbox" checked={open} onChange={(e) => setOpen((e.target as HTMLInputElement).checked)} /> {ui.showHands}
          </label>
        </div>
        <p class="replay__narration" aria-live="polite" ref={narration}>
          {cur.documented !== null && (
            <>
              {tag(cur.documented)}{' '}
            </>
          )}
          {cur.say.map((s, i) => (
            <LineDraw key={i} s={s} text={text} lang={lang} />
          ))}
          {cur.rule && (
            <>
              {' '}
              <a class="replay__rule-link" data-rule-link={cur.rule.id} href={cur.rule.href}>{cur.rule.text}</a>
              {cur.moreRules?.map((m) => (
                <Fragment key={m.id}>
                  {' · '}
                  <a class="replay__rule-link" data-rule-link={m.id} href={m.href}>{m.text}</a>
                </Fragment>
              ))}
            </>
          )}
        </p>
      </div>
      <FeltDraw view={cur.view} text={text} hot={hot} open={() => open} />

      <div class="replay__notes">
        <p class="replay__hint"><span class="replay__keys">{ui.keys} </span>{ui.legend}</p>
        <details class="replay__transcript">
          <summary>{ui.transcript}</summary>
          <ol start={0}>
            {tl.steps.map((st, i) => (
              <li key={i} class={i === step ? 'is-current' : undefined} aria-current={i === step ? 'step' : undefined}>
                {st.documented !== null && (
                  <>
                    {tag(st.documented)}{' '}
                  </>
                )}
                {st.say.map((s, j) => (
                  <LineDraw key={j} s={s} text={text} lang={lang} plain />
                ))}
              </li>
            ))}
          </ol>
        </details>
      </div>
    </section>
  );
}
