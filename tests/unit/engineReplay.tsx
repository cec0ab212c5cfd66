/**
 * The replay widgets as they were before their timelines (issue 19): they ask the engine and i18next for
 * every step in the browser. Kept here only as the reference the timeline replays are compared with
 * (replay-timeline.test.tsx): same engine, same strings, so the same DOM at every step.
 */
import { Fragment } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { exampleById, exampleTimeline } from '~/engine/lld/examples/index.ts';
import type { Position } from '~/engine/lld/types.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { movedCards, narrateDeal, narrateStep } from '~/components/replay/narrate.ts';
import { Line } from '~/components/replay/Line.tsx';
import { Felt } from '~/components/table/Felt.tsx';
import { Icon } from '~/components/replay/Icon.tsx';
import { sectionHref } from '~/components/why/why.ts';
import { lldEndSections, lldSectionOf } from '~/components/why/lldWhy.ts';

interface ReplayProps {
  /** The worked example's id (src/engine/lld/examples). */
  example: string;
  /** The page's locale. */
  lang: string;
  /**
   * That locale's game strings (players, cards, replay, narr). Default: the page's shared copy
   * (`<SharedMessages key="replay-<lang>">`, written once however many replays the page has).
   */
  messages?: object;
  /** The step to show first (0 = the deal). */
  start?: number;
}



/**
 * A replay of a worked example on a card table: five seats with hands and won cards, the table cards,
 * the pot, and the narration of each step. First / back / forward / last, by mouse or by keyboard
 * (← → Home End); a transcript of every step for screen readers. No rule is decided here: every
 * position comes from the engine.
 */
export function EngineReplay({ example, lang, messages, start = 0 }: ReplayProps) {
  const t = useMemo(() => createT(lang, messages ?? sharedMessages(`replay-${lang}`)), [lang, messages]);
  const ex = exampleById(example);
  const timeline = useMemo(() => (ex ? exampleTimeline(ex) : null), [ex]);
  const [step, setStep] = useState(start);
  const [open, setOpen] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  const root = useRef<HTMLElement>(null);
  useEffect(() => setHydrated(true), []);

  if (!ex || !timeline || !timeline.ok) {
    return <p class="replay replay--error">{t('replay.error')}</p>;
  }
  const tl = timeline.value;
  const steps = tl.steps.length;
  const pos: Position = step === 0 ? tl.start : tl.steps[step - 1]!.position;
  const events = step === 0 ? [] : tl.steps[step - 1]!.events;
  const hot = movedCards(events);
  const before = (s: number): Position => (s <= 1 ? tl.start : tl.steps[s - 2]!.position);
  const narration = step === 0 ? narrateDeal(t, tl.start, ex.documentedCards) : narrateStep(t, events, pos, before(step));
  // The rule section the step illustrates (by the engine's events), linked under the narration.
  const section = step === 0 ? null : lldSectionOf(events, pos.over);
  const documented = step === 0 ? null : ex.steps[step - 1]!.documented;
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

  return (
    <section
      ref={root}
      class="replay wide"
      data-replay={example}
      data-hydrated={hydrated ? 'true' : undefined}
      aria-label={t('replay.label', { title: t(`replay.titles.${example}`) })}
      tabIndex={0}
      onKeyDown={onKey}
      onClick={onClick}
    >
      <div class="replay__story">
        <div class="replay__controls" data-pagefind-ignore>
          <button type="button" data-action="first" onClick={() => go(0)} aria-disabled={step === 0 ? 'true' : undefined} aria-label={t('replay.first')} title={t('replay.first')}>
            <Icon name="first" />
          </button>
          <button type="button" data-action="back" onClick={() => go(step - 1)} aria-disabled={step === 0 ? 'true' : undefined} aria-label={t('replay.back')} title={t('replay.back')}>
            <Icon name="back" />
          </button>
          <span class="replay__step" data-step={step} data-steps={steps}>
            {t('replay.step', { step, steps })}
          </span>
          <button type="button" data-action="forward" onClick={() => go(step + 1)} aria-disabled={step === steps ? 'true' : undefined} aria-label={t('replay.forward')} title={t('replay.forward')}>
            <Icon name="forward" />
          </button>
          <button type="button" data-action="last" onClick={() => go(steps)} aria-disabled={step === steps ? 'true' : undefined} aria-label={t('replay.last')} title={t('replay.last')}>
            <Icon name="last" />
          </button>
          <a class="replay__try" data-action="try" href={`/${lang}/laugh-and-lie-down/play/?example=${example}&step=${step}`}>
            {t('replay.tryFromHere')}
          </a>
          <label class="replay__toggle">
            <input type="checkbox" checked={open} onChange={(e) => setOpen((e.target as HTMLInputElement).checked)} /> {t('replay.showHands')}
          </label>
        </div>
        <p class="replay__narration" aria-live="polite">
          {documented !== null && (
            <>
              <span class={`tag ${documented ? 'tag--source' : 'tag--filled'}`}>
                {documented ? t('replay.documented') : t('replay.filledIn')}
              </span>{' '}
            </>
          )}
          {narration.map((s, i) => (
            <Line key={i} s={s} t={t} lang={lang} />
          ))}
          {section && (
            <>
              {' '}
              <a class="replay__rule-link" data-rule-link={section.id} href={sectionHref(lang, section)}>{t('why.ruleLink', { section: t(section.key) })}</a>
              {(step === 0 ? [] : lldEndSections(events, pos.over)).map((m) => (
                <Fragment key={m.id}>
                  {' · '}
                  <a class="replay__rule-link" data-rule-link={m.id} href={sectionHref(lang, m)}>{t(m.key)}</a>
                </Fragment>
              ))}
            </>
          )}
        </p>
      </div>
      <Felt pos={pos} t={t} hot={hot} open={() => open} />

      <div class="replay__notes">
        <p class="replay__hint">{t('replay.keys')} {t('replay.legend')}</p>
        <details class="replay__transcript">
          <summary>{t('replay.transcript')}</summary>
          <ol start={0}>
            <li class={step === 0 ? 'is-current' : undefined} aria-current={step === 0 ? 'step' : undefined}>
              {narrateDeal(t, tl.start, ex.documentedCards).map((s, i) => (
                <Line key={i} s={s} t={t} lang={lang} plain />
              ))}
            </li>
            {tl.steps.map((st, i) => (
              <li key={i + 1} class={i + 1 === step ? 'is-current' : undefined} aria-current={i + 1 === step ? 'step' : undefined}>
                <span class={`tag ${ex.steps[i]!.documented ? 'tag--source' : 'tag--filled'}`}>
                  {ex.steps[i]!.documented ? t('replay.documented') : t('replay.filledIn')}
                </span>{' '}
                {narrateStep(t, st.events, st.position, before(i + 1)).map((s, j) => (
                  <Line key={j} s={s} t={t} lang={lang} plain />
                ))}
              </li>
            ))}
          </ol>
        </details>
      </div>
    </section>
  );
}

