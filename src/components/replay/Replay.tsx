import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TFunction } from 'i18next';
import { exampleById, exampleTimeline } from '~/engine/examples/index.ts';
import { type Card as CardT, type Position } from '~/engine/types.ts';
import { createT } from '~/i18n/createT.ts';
import { Card } from '../cards/Card.tsx';
import { cardName, dealerLabel, rankLetters } from '../cards/cardName.ts';
import { movedCards, narrateDeal, narrateStep } from './narrate.ts';
import { Line } from './Line.tsx';

export interface ReplayProps {
  /** The worked example's id (src/engine/examples). */
  example: string;
  /** The page's locale. */
  lang: string;
  /** That locale's game strings (players, cards, replay, narr). */
  messages: object;
  /** The step to show first (0 = the deal). */
  start?: number;
}


const ICONS = {
  first: 'M6 5v14M18 5l-9 7 9 7z',
  back: 'M16 5l-9 7 9 7z',
  forward: 'M8 5l9 7-9 7z',
  last: 'M18 5v14M6 5l9 7-9 7z',
};

/** A control's icon, drawn as SVG so that it never depends on a font having the glyph. */
function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linejoin="round" />
    </svg>
  );
}

/**
 * A replay of a worked example on a card table: five seats with hands and won cards, the table cards,
 * the pot, and the narration of each step. First / back / forward / last, by mouse or by keyboard
 * (← → Home End); a transcript of every step for screen readers. No rule is decided here: every
 * position comes from the engine.
 */
export default function Replay({ example, lang, messages, start = 0 }: ReplayProps) {
  const t = useMemo(() => createT(lang, messages), [lang, messages]);
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
  const narration = step === 0 ? narrateDeal(t, tl.start, ex.documentedCards) : narrateStep(t, events, pos);
  const documented = step === 0 ? null : ex.steps[step - 1]!.documented;
  const go = (s: number) => setStep(Math.max(0, Math.min(steps, s)));
  const name = (p: number) => t(`players.${p}`);

  const onKey = (e: KeyboardEvent) => {
    const k = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: steps }[e.key];
    if (k === undefined) return;
    e.preventDefault();
    go(k);
  };

  const letters = rankLetters(t);
  const cardEl = (c: CardT) => <Card key={c} card={c} label={cardName(t, c)} hot={hot.has(c)} letters={letters} />;
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
        </p>
      </div>
      <div class="replay__felt" data-pagefind-ignore>
        <div class="replay__centre">
          <div class="replay__table" data-table data-count={pos.table.size}>
            <p class="replay__label">{t('replay.table')}</p>
            {!pos.table.isEmpty() ? (
              <div class="card-fan">{pos.table.toArray().map(cardEl)}</div>
            ) : (
              <p class="replay__empty">{t('replay.tableEmpty')}</p>
            )}
          </div>
          <div class="replay__pot" data-pot={pos.pot}>
            <p class="replay__label">{t('replay.pot')}</p>
            <span class="replay__chips" aria-hidden="true">{'●'.repeat(Math.min(pos.pot, 20))}</span>
            <span>{t('replay.chips', { count: pos.pot })}</span>
          </div>
        </div>
        <ul class="replay__seats">
          {pos.hands.map((hand, p) => (
            <li
              key={p}
              class={`seat${pos.turn === p ? ' seat--turn' : ''}${pos.laidDown[p] ? ' seat--down' : ''}`}
              data-seat={p}
              data-won={pos.won[p]!.size}
            >
              <div class="seat__head">
                <strong class="seat__name">{name(p)}</strong>
                {p === pos.dealer && <span class="badge">{dealerLabel(t, p)}</span>}
                {pos.turn === p && <span class="badge badge--turn">{t('replay.onTurn')}</span>}
                {pos.laidDown[p] && <span class="badge">{t('replay.laidDown')}</span>}
                {pos.over && pos.lastHolder === p && <span class="badge badge--turn">{t('replay.lastHolder')}</span>}
              </div>
              <div class="seat__hand" role="group" aria-label={t('replay.hand')}>
                <div class="card-fan card-fan--tight">
                  {hand.toArray().map((c) => (open ? cardEl(c) : <Card key={c} card={null} label={t('cards.back')} letters={letters} />))}
                </div>
              </div>
              <div class="seat__won">
                <span class="seat__count">{t('replay.wonCount', { count: pos.won[p]!.size })}</span>
                <div class="card-fan card-fan--tight card-fan--small">{pos.won[p]!.toArray().map(cardEl)}</div>
              </div>
            </li>
          ))}
        </ul>
      </div>

      <div class="replay__notes">
        <p class="replay__hint">{t('replay.keys')} {t('replay.legend')}</p>
        <details class="replay__transcript">
          <summary>{t('replay.transcript')}</summary>
          <ol start={0}>
            <li class={step === 0 ? 'is-current' : undefined} aria-current={step === 0 ? 'step' : undefined}>
              {narrateDeal(t, tl.start, ex.documentedCards).map((s, i) => (
                <Line key={i} s={s} t={t} lang={lang} />
              ))}
            </li>
            {tl.steps.map((st, i) => (
              <li key={i + 1} class={i + 1 === step ? 'is-current' : undefined} aria-current={i + 1 === step ? 'step' : undefined}>
                <span class={`tag ${ex.steps[i]!.documented ? 'tag--source' : 'tag--filled'}`}>
                  {ex.steps[i]!.documented ? t('replay.documented') : t('replay.filledIn')}
                </span>{' '}
                {narrateStep(t, st.events, st.position).map((s, j) => (
                  <Line key={j} s={s} t={t} lang={lang} />
                ))}
              </li>
            ))}
          </ol>
        </details>
      </div>
    </section>
  );
}

