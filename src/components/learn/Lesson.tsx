import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ruleLink } from './ruleLink.ts';
import { LessonBox, lessonRootAttrs } from './LessonBox.tsx';
import type { ComponentChildren } from 'preact';
import { cloneElement, type VNode } from 'preact';
import type { CardProps } from '../cards/Card.tsx';
import { cardNames } from '../cards/cardName.ts';
import { uncapitalised } from '~/i18n/capitalised.ts';
import type { TFunction } from 'i18next';
import type { Card as CardT, Move, Player, Position } from '~/engine/lld/types.ts';
import type { EngineError } from '~/engine/lld/errors.ts';
import { applyMove } from '~/engine/lld/rules.ts';
import {
  chipChoices,
  judgeChips,
  judgeMove,
  playersMistakes,
  lessonById,
  seats,
  settlementOf,
  solution,
  type Lesson as LessonData,
  type Verdict,
} from '~/engine/lld/lessons.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { Felt, type Place } from '../table/Felt.tsx';
import { errorTextAt, moveTextFor, pickProblem, unusablePicks } from '../play/describe.ts';
import { explanationOf } from './verdict.ts';
import { moveCards } from '../play/pickMoves.ts';
import { PROGRESS_EVENT, againNote, readProgress, recordStars, starsFor } from './progress.ts';
import { NextLink } from './NextLink.tsx';
import { HintButton, HintLine } from './Hint.tsx';

export interface LessonProps {
  lang: string;
  /** The lesson's id (`LLD_LESSONS`). */
  id: string;
  /** The locale's strings; default: the page's shared copy (`<SharedMessages key="learn-<lang>">`). */
  messages?: object;
}

/** The site's source entry (sources page anchor) of each engine source a lesson cites. */
const SITE_SOURCE: Readonly<Record<string, string>> = { s1: 's1', parlett: 'pc' };
const GAME = 'lld';

interface Feedback {
  readonly tone: 'ok' | 'wrong' | 'info';
  readonly text: string;
}

/**
 * Stars as text for the eye (★☆) with a spoken label; one text node, as the page's progress script writes it
 * into a box not yet hydrated (mountProgress.ts), so that hydration finds what it draws.
 */
function Stars({ t, count }: { t: TFunction; count: number }) {
  return (
    <span class="lesson__stars" role="img" aria-label={t('learn.ui.stars', { count })} data-stars={count}>
      {'★'.repeat(count) + '☆'.repeat(3 - count)}
    </span>
  );
}

/**
 * One lesson of the learning path: the lesson's position on the card table, its question, and the reader's
 * answer — a move made on the table (cards in hand and on the table pressed, then an action), or seats or
 * chips chosen. The engine judges every answer (`judgeMove`, `judgePlayers`, `playersMistakes`, `judgeChips`); the widget only
 * words the verdict: the engine's refusal (`errorText`) or the lesson's explanation of the mistake, with the
 * rule section and the source. Hint, "Show me" (plays a right answer), and stars kept in localStorage.
 */
/** The lesson in its box (LessonBox: `data-lesson`, the island's own root). */
export default function Lesson(props: LessonProps) {
  return (
    <LessonBox id={props.id}>
      <LessonBody {...props} />
    </LessonBox>
  );
}

function LessonBody({ lang, id, messages }: LessonProps) {
  const t = useMemo(() => createT(lang, messages ?? sharedMessages(`learn-${lang}`)), [lang, messages]);
  const lesson = lessonById(id) as LessonData;
  const start = useMemo(() => lesson.position(), [lesson]);
  const q = lesson.question;
  const [pos, setPos] = useState<Position>(start);
  const [picked, setPicked] = useState<readonly CardT[]>([]);
  const [chosen, setChosen] = useState<readonly Player[]>([]);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [done, setDone] = useState(false);
  const [wrong, setWrong] = useState(0);
  const [hinted, setHinted] = useState(false);
  // Whether the hint is on show: cleared by Again, while `hinted` stays for the stars (a Russian newcomer found
  // the last try's hint still showing on the fresh board).
  const [hintOpen, setHintOpen] = useState(false);
  /** Whether "Show me" gave the answer in this visit: "Again" then earns no stars, as the answer is known. */
  const [seen, setSeen] = useState(false);
  /** Whether "Again" was pressed on this visit (the stars still count its first try). */
  const [restarted, setRestarted] = useState(false);
  // From storage at once in the browser (on the server: none), as the page's progress script drew it.
  const [best, setBest] = useState(() => readProgress(GAME)[id] ?? 0);
  const [hot, setHot] = useState<ReadonlySet<CardT>>(new Set());
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => setHydrated(true), []);
  // Once answered, the cards and actions are no longer controls: the focus goes to the feedback, not the page's start.
  const feedbackRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) feedbackRef.current?.focus();
  }, [done]);
  useEffect(() => {
    const read = () => setBest(readProgress(GAME)[id] ?? 0);
    read();
    window.addEventListener(PROGRESS_EVENT, read);
    return () => window.removeEventListener(PROGRESS_EVENT, read);
  }, [id]);

  const name = (p: Player) => t(`players.${p}`);
  const gender = (p: Player) => t(`players.gender.${p}`);
  const L = (k: string): string => t(`learn.lessons.${id}.${k}`);
  const settlement = useMemo(() => (q.kind === 'chips' ? settlementOf(start) : null), [q, start]);

  const finish = (how: { shown: boolean }) => {
    setDone(true);
    if (how.shown) setSeen(true);
    const stars = starsFor({ wrong, hinted, shown: how.shown || seen });
    if (stars > 0) setBest(recordStars(GAME, id, stars)[id] ?? stars);
    // A right answer after "Again" that earns fewer than three stars says why (a French newcomer took "Again" for a
    // fresh try and found a perfect answer given no stars, or two).
    if (!how.shown && restarted && stars < 3) {
      const note = t(againNote());
      setFeedback((f) => f && { ...f, text: `${f.text} ${note}` });
    }
  };

  /** Words for a verdict that is not right: the engine's refusal (to the reader, for the seat they play), or the lesson's explanation of the mistake. */
  const you = q.kind === 'move' ? q.actor : undefined;
  // "…may claim them too" only after a right seat was chosen: to a reader who chose only Ben, "Anna, Carla, and
  // Dan may claim them too" answered a choice that was never made (an English newcomer). The lesson's
  // `<mistake>Alone` words, where it has them, say it without "too" (`alone`: no right seat was chosen).
  const mistakeText = (mistake: string, vars: object, alone: boolean): string => {
    const key = `learn.lessons.${id}.mistakes.${mistake}`;
    return (alone && t(`${key}Alone`, { ...vars, defaultValue: '' })) || t(key, { ...vars, defaultValue: '' });
  };
  /**
   * The engine's refusal of an attempt, as a duty: "You can capture, so you may not lie down", without the capture it
   * could name (ERR_MUST_CAPTURE's example), which is the lesson's answer (a Russian newcomer read it in lesson 1).
   */
  const refusal = (e: EngineError): string => errorTextAt(t, e.code === 'ERR_MUST_CAPTURE' ? { ...e, play: [], take: [] } : e, pos, you);
  const wrongText = (v: Verdict, alone = false): string => {
    if (v.kind === 'illegal') {
      // The lesson's word on this attempt (MoveQuestion.refused), else its note for any refused move.
      const why = t(`learn.lessons.${id}.mistakes.${v.mistake ?? 'illegal'}`, { defaultValue: '' });
      return why ? `${refusal(v.error)} ${why}` : refusal(v.error);
    }
    if (v.kind !== 'wrong') return '';
    const who = v.player !== undefined ? { player: name(v.player), context: gender(v.player), count: 1 } : {};
    const why = mistakeText(v.mistake, who, alone);
    if (v.error) return why ? `${refusal(v.error)} ${why}` : refusal(v.error);
    return why;
  };

  /** A wrong answer: counted once, whatever its mistakes, each of which the feedback words in turn. */
  const miss = (vs: readonly Verdict[], alone = false) => {
    setWrong((n) => n + 1);
    setPicked([]);
    // Seats left out are counted in one sentence ("2 more players may claim them too"), not told one sentence
    // each (a German reader read „Auch Anna … Auch Carla … Auch Dan …“), and a seat left out that has lain down
    // adds the reason once (`missingLaidDown`). They are not named: the reader is to find them (a French and a
    // German newcomer read the lesson's answer in the feedback on their first try).
    const left = vs.filter((v) => v.kind === 'wrong' && (v.mistake === 'missing' || v.mistake === 'missingLaidDown') && v.error === undefined && v.player !== undefined);
    const laidDown = left.some((v) => v.kind === 'wrong' && v.mistake === 'missingLaidDown');
    const together =
      left.length > 0
        ? [mistakeText('missing', { count: left.length }, alone), laidDown ? mistakeText('missingLaidDown', {}, false) : ''].filter(Boolean).join(' ')
        : null;
    const texts = vs.map((v) => (together && left.includes(v) ? (v === left[0] ? together : '') : wrongText(v, alone))).filter(Boolean);
    // A mistake the lesson has no words for gets "not quite" only when nothing else was said: after Emil's
    // explanation, "Not quite: that does not answer the question" for the answer left out read as a contradiction.
    setFeedback({ tone: 'wrong', text: texts.length > 0 ? texts.join(' ') : t('learn.ui.notQuite') });
  };

  // -- move lessons
  const tryMove = (m: Move) => {
    if (done || q.kind !== 'move') return;
    // Picks that make no move to judge yet (a hand card and nothing to take, table cards to put down): said, not counted.
    const pickNote = pickProblem(t, pos, m, onTable);
    if (pickNote) {
      setFeedback({ tone: 'info', text: pickNote });
      // The picks the note rules out go with it (describe.ts unusablePicks); the note then names those that stay
      // chosen (an English newcomer, the table card gone, pressed the hand card still chosen along with another to
      // put down the two: that unchose it, and the one eight left was counted wrong).
      const drop = unusablePicks(pos, m, onTable);
      if (drop.length > 0) {
        const kept = picked.filter((c) => !drop.includes(c));
        setPicked(kept);
        if (kept.length > 0) setFeedback({ tone: 'info', text: `${pickNote} ${t('learn.ui.stillPicked', { count: kept.length, cards: cardNames(t, lang, kept) })}` });
      }
      return;
    }
    const v = judgeMove(q, pos, m);
    if (v.kind === 'illegal' || v.kind === 'wrong') {
      miss([v]);
      return;
    }
    const r = applyMove(pos, m);
    if (!r.ok) return;
    setPos(r.value.position);
    setHot(new Set(moveCards(m)));
    setPicked([]);
    if (v.kind === 'continue') {
      setHintOpen(false); // the hint was for the step just made
      setFeedback({ tone: 'info', text: L('continue') });
      return;
    }
    setFeedback({ tone: 'ok', text: L('success') });
    finish({ shown: false });
  };

  const showMe = () => {
    if (done) return;
    // A shown answer earns no stars, so a lesson never done before stays undone: said (an English newcomer
    // counted it done).
    const uncounted = best === 0 ? ` ${t('learn.ui.shownNotCounted')}` : '';
    if (q.kind === 'move') {
      const path = solution(q, pos);
      let p = pos;
      for (const m of path) {
        const r = applyMove(p, m);
        if (!r.ok) return;
        p = r.value.position;
      }
      setPos(p);
      setPicked([]);
      const last = path.at(-1);
      if (last) setHot(new Set(moveCards(last)));
      // The moves of the answer in a sentence ("…, then …"; a French editor read an arrow in the middle of one). A
      // later command goes on the sentence in lower case (German commands open with a capital: „…, dann leg dich hin“).
      const moves = path
        .map((m) => moveTextFor(t, lang, m, q.actor))
        .reduce((first, next) => t('learn.ui.then', { first, next: uncapitalised(next, lang) }));
      setFeedback({ tone: 'info', text: `${t('learn.ui.shown', { moves })} ${explanationOf(t, lang, L('success'))}${uncounted}` });
    } else if (q.kind === 'players') {
      setChosen(q.answer(start));
      playOutcome();
      setFeedback({ tone: 'info', text: `${t('learn.ui.shownChoice')} ${explanationOf(t, lang, L('success'))}${uncounted}` });
    } else if (settlement) {
      setFeedback({ tone: 'info', text: `${t('learn.ui.shownChoice')} ${explanationOf(t, lang, L('success'))}${uncounted}` });
      setChosen([q.answer(settlement)]);
    }
    finish({ shown: true });
  };

  const again = () => {
    setRestarted(true);
    setPos(start);
    setHintOpen(false);
    setPicked([]);
    setChosen([]);
    setFeedback(null);
    setDone(false);
    // The mistakes, the hint and "Show me" of this visit stay counted: the stars are for a first try (a French
    // newcomer got three stars after three wrong answers and "Again").
    setHot(new Set());
  };

  // -- choice lessons
  /**
   * A question about what a move does (the end of the deal) shows that move played once it is answered, as a
   * move lesson does (an English newcomer expected to see Dan lie down and the leftovers go to Anna).
   */
  const playOutcome = () => {
    if (q.kind !== 'players' || !q.outcome) return;
    const o = q.outcome(start);
    if (!o) return;
    setPos(o.position);
    setHot(new Set(o.cards));
  };
  const checkPlayers = (list: readonly Player[]) => {
    if (done || q.kind !== 'players') return;
    if (list.length === 0) {
      setFeedback({ tone: 'info', text: t('learn.ui.chooseFirst') });
      return;
    }
    // Every mistake of the choice at once (each wrong seat chosen, each right one left out), not one per check.
    const ms = playersMistakes(q, start, list);
    if (ms.length === 0) {
      playOutcome();
      setFeedback({ tone: 'ok', text: L('success') });
      finish({ shown: false });
      return;
    }
    // No seat chosen is right when each has a mistake of its own (a seat left out is never in `list`).
    miss(ms, list.every((p) => ms.some((v) => v.kind === 'wrong' && v.player === p)));
  };
  const checkChips = (n: number) => {
    if (done || q.kind !== 'chips' || !settlement) return;
    setChosen([n]);
    const v = judgeChips(q, settlement, n);
    if (v.kind === 'correct') {
      setFeedback({ tone: 'ok', text: L('success') });
      finish({ shown: false });
    } else miss([v]);
  };
  const chipsText = (n: number) =>
    n > 0 ? t('learn.ui.takes', { count: n }) : n < 0 ? t('learn.ui.pays', { count: -n }) : t('learn.ui.neither');

  // -- the table
  const actor = q.kind === 'move' ? q.actor : null;
  const pickable = (c: CardT, place: Place, drawn: ComponentChildren) => {
    const mine = place.kind === 'table' || (place.kind === 'hand' && place.seat === actor);
    if (actor === null || done || !mine) return drawn;
    // The card itself is the button (one element per card, issue 19).
    return cloneElement(drawn as VNode<CardProps>, {
      button: {
        class: 'lesson__card',
        pick: c,
        pressed: picked.includes(c),
        onClick: () => {
          setPicked((xs) => (xs.includes(c) ? xs.filter((x) => x !== c) : [...xs, c]));
          setFeedback(null);
        },
      },
    });
  };
  const inHand = picked.filter((c) => actor !== null && pos.hands[actor]?.has(c));
  const onTable = picked.filter((c) => pos.table.has(c));
  const moveOf = (type: Move['type']): Move => {
    const player = actor ?? 0;
    switch (type) {
      case 'capture':
        return { type, player, play: inHand, take: onTable };
      case 'lieDown':
        return { type, player };
      case 'claim':
        return { type, player, cards: onTable };
      default:
        return { type, player, cards: inHand };
    }
  };

  const section = t(`learn.sections.${lesson.anchor}`);
  const source = SITE_SOURCE[lesson.source.id] ?? 's1';
  const hid = `lesson-${id}-q`;

  return (
    <div {...lessonRootAttrs(id, done, q.kind, hydrated, feedback?.tone === 'wrong' && (q.kind === 'chips' || (q.kind === 'players' && !q.multiple)))}>
      <div class="lesson__head">
        <p class="lesson__question" id={hid}>
          {actor !== null && <span class="lesson__you">{t('learn.ui.youAre', { player: name(actor), context: gender(actor) })} </span>}
          {L('question')}
        </p>
        <Stars t={t} count={best} />
      </div>
      <Felt
        pos={pos}
        t={t}
        hot={picked.length > 0 ? new Set(picked) : hot}
        open={() => true}
        renderCard={pickable}
        badges={(p) => (p === actor ? <span class="badge badge--you">{t('learn.ui.you')}</span> : null)}
        you={actor}
        spread
        potBeforePayOff={q.kind !== 'move'}
      />
      {q.kind === 'chips' && <p class="lesson__pot-note" data-pot-before>{t('learn.ui.potBefore')}</p>}
      <div class="lesson__answer" role="group" aria-labelledby={hid}>
        {q.kind === 'move' && (
          <>
            <p class="lesson__picked" data-picked={picked.length} hidden={done}>
              {picked.length === 0 ? t('learn.ui.pickCards') : t('play.picked', { count: picked.length })}
            </p>
            <div class="lesson__actions">
              {q.actions.map((a) => (
                <button type="button" class="lesson__action" data-action={a} disabled={done} onClick={() => tryMove(moveOf(a))}>
                  {t(`learn.actions.${a}`)}
                </button>
              ))}
            </div>
          </>
        )}
        {(q.kind === 'chips' || (q.kind === 'players' && !q.multiple)) && !done && <p class="lesson__picked" data-pick-one>{t('learn.ui.pickOne')}</p>}
        {q.kind === 'players' && (
          <div class="lesson__choices">
            {seats(start).map((p) => (
              <button
                type="button"
                class="lesson__choice"
                data-choice={p}
                aria-pressed={chosen.includes(p) ? 'true' : 'false'}
                disabled={done}
                onClick={() => {
                  setFeedback(null);
                  if (q.multiple) setChosen((xs) => (xs.includes(p) ? xs.filter((x) => x !== p) : [...xs, p]));
                  else {
                    setChosen([p]);
                    checkPlayers([p]);
                  }
                }}
              >
                {name(p)}
              </button>
            ))}
          </div>
        )}
        {/* The choice so far in words, not only in the buttons' colour (a German newcomer could not tell which were chosen). */}
        {q.kind === 'players' && q.multiple && chosen.length > 0 && !done && (
          <p class="lesson__picked" data-chosen>{t('learn.ui.chosen', { names: t('errors.list', { cards: [...chosen].sort((a, b) => a - b).map(name) }) })}</p>
        )}
        {/* Check on a row of its own, below the names: wrapped among them on a phone it read as one more choice (a French newcomer). */}
        {q.kind === 'players' && q.multiple && (
          <div class="lesson__actions">
            <button type="button" class="lesson__action" data-action="check" disabled={done} onClick={() => checkPlayers(chosen)}>
              {t('learn.ui.check')}
            </button>
          </div>
        )}
        {q.kind === 'chips' && settlement && (
          <div class="lesson__choices">
            {chipChoices(q, settlement).map((n) => (
              <button type="button" class="lesson__choice" data-choice={n} aria-pressed={chosen.includes(n) ? 'true' : 'false'} disabled={done} onClick={() => checkChips(n)}>
                {chipsText(n)}
              </button>
            ))}
          </div>
        )}
      </div>
      <div class="lesson__feedback" aria-live="polite" tabIndex={-1} ref={feedbackRef}>
        {feedback && (
          <div class={`lesson__verdict lesson__verdict--${feedback.tone}`} data-verdict={feedback.tone}>
            <p>{feedback.text}</p>
            {feedback.tone !== 'info' || done ? (
              <p class="lesson__refs">
                <a href={`/${lang}/laugh-and-lie-down/rules/#${lesson.anchor}`}>{ruleLink(t, section)}</a>
                {' · '}
                <a href={`/${lang}/sources/#src-${source}`}>{t('learn.ui.source')}</a>
              </p>
            ) : null}
          </div>
        )}
        {hintOpen && !done && <HintLine t={t} text={L('hint')} />}
        <NextLink t={t} done={done} within={feedbackRef} />
      </div>
      <div class="lesson__bar">
        <HintButton t={t} done={done} shown={hintOpen} onShow={() => { setHinted(true); setHintOpen(true); }} />
        <button type="button" data-action="show" disabled={done} onClick={showMe}>{t('learn.ui.showMe')}</button>
        <button type="button" data-action="again" onClick={again}>{t('learn.ui.again')}</button>
      </div>
    </div>
  );
}
