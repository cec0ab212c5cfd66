import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { LessonBox, lessonRootAttrs } from './LessonBox.tsx';
import { ruleLink } from './ruleLink.ts';
import type { ComponentChildren } from 'preact';
import { cloneElement, type VNode } from 'preact';
import type { CardProps } from '../cards/Card.tsx';
import type { Card as CardT } from '~/engine/core/types.ts';
import type { Call, LooMove, LooPosition } from '~/engine/loo/types.ts';
import { applyLooMove } from '~/engine/loo/rules.ts';
import {
  judgeLooChips,
  judgeLooMove,
  looAcceptedMoves,
  looLessonById,
  looSettlementOf,
  type LooLesson as LessonData,
  type LooVerdict,
} from '~/engine/loo/lessons.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { LooTable, type LooPlace } from '../loo/LooTable.tsx';
import { callName, looErrorText } from '../loo/looText.ts';
import { capitalised } from '~/i18n/capitalised.ts';
import { explanationOf } from './verdict.ts';
import { looShownText } from './shownLoo.ts';
import { PROGRESS_EVENT, againNote, readProgress, recordStars, starsFor } from './progress.ts';
import { NextLink } from './NextLink.tsx';
import { HintButton, HintLine } from './Hint.tsx';

export interface LooLessonProps {
  lang: string;
  /** The lesson's id (`LOO_LESSONS`). */
  id: string;
  /** The locale's strings; default: the page's shared copy (`<SharedMessages key="loolearn-<lang>">`). */
  messages?: object;
}

const GAME = 'loo';
/** The calls a call lesson offers as buttons, in the rules page's order; the engine decides which are allowed. */
const CALLS: readonly Call[] = ['play', 'miss', 'pass', 'defend'];

/**
 * The page an answer of a lesson refers the reader to ("see the strategy page", "see the variants"), linked beside
 * the rule and the source (an English newcomer found the references as plain text).
 */
const SEE_ALSO: Readonly<Record<string, { page: string; key: string }>> = {
  'double-pot': { page: 'loo/strategy/#calls', key: 'learn.ui.seeStrategy' },
  looed: { page: 'loo/variants/#other-sources', key: 'learn.ui.seeVariants' },
};

/**
 * One lesson of the Loo path on the Loo table: the reader plays a card from the hand (press it), makes a
 * call (a button), or chooses a number of chips. The engine judges (`judgeLooMove`, `judgeLooChips`): a
 * refusal is worded by `looErrorText` (the rule that forbids it), a legal mistake by the lesson. Hint,
 * "Show me", stars in localStorage (`willughby.learn.loo`), as the Laugh and Lie Down lessons. The lesson is drawn
 * in its box (LessonBox: `data-lesson`, the island's own root).
 */
export default function LooLesson(props: LooLessonProps) {
  return (
    <LessonBox id={props.id}>
      <LooLessonBody {...props} />
    </LessonBox>
  );
}

function LooLessonBody({ lang, id, messages }: LooLessonProps) {
  const t = useMemo(() => createT(lang, messages ?? sharedMessages(`loolearn-${lang}`)), [lang, messages]);
  const lesson = looLessonById(id) as LessonData;
  const start = useMemo(() => lesson.position(), [lesson]);
  const q = lesson.question;
  const settlement = useMemo(() => (q.kind === 'chips' ? looSettlementOf(start) : null), [q, start]);
  const [pos, setPos] = useState<LooPosition>(start);
  const [feedback, setFeedback] = useState<{ tone: 'ok' | 'wrong' | 'info'; text: string } | null>(null);
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
  const [chosen, setChosen] = useState<number | null>(null);
  /** The call last answered (or shown), marked among the call buttons as the chosen number is among the chips (a French newcomer could not see which call he had made). */
  const [chosenCall, setChosenCall] = useState<Call | null>(null);
  const [picked, setPicked] = useState<readonly CardT[]>([]);
  // From storage at once in the browser (on the server: none), as the page's progress script drew it.
  const [best, setBest] = useState(() => readProgress(GAME)[id] ?? 0);
  const [hydrated, setHydrated] = useState(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    const read = () => setBest(readProgress(GAME)[id] ?? 0);
    read();
    window.addEventListener(PROGRESS_EVENT, read);
    return () => window.removeEventListener(PROGRESS_EVENT, read);
  }, [id]);
  useEffect(() => {
    if (done) feedbackRef.current?.focus();
  }, [done]);

  const L = (k: string): string => t(`learn.loo.${id}.${k}`);
  const finish = (shown: boolean) => {
    setDone(true);
    if (shown) setSeen(true);
    const stars = starsFor({ wrong, hinted, shown: shown || seen });
    if (stars > 0) setBest(recordStars(GAME, id, stars)[id] ?? stars);
    // A right answer after "Again" that earns fewer than three stars says why (as Lesson.tsx does).
    if (!shown && restarted && stars < 3) {
      const note = t(againNote());
      setFeedback((f) => f && { ...f, text: `${f.text} ${note}` });
    }
  };
  const miss = (v: LooVerdict) => {
    setWrong((n) => n + 1);
    setPicked([]);
    // A refusal by a rule other than the lesson's may be followed by the lesson's own point (`illegalNote.<code>`:
    // a German newcomer, refused the K♠ with "you must follow with a trump" in "Pam, be civil!", took Pam next).
    // A refused call may have a note of its own (`ERR_CALL_defend`: defending the pot, offered before its lesson).
    const noteKey = v.kind === 'illegal' ? `learn.loo.${id}.illegalNote.${v.error.code}` : '';
    const note = v.kind === 'illegal' ? t([...(v.error.code === 'ERR_CALL' ? [`${noteKey}_${v.error.call}`] : []), noteKey], { defaultValue: '' }) : '';
    const text = v.kind === 'illegal' ? `${looErrorText(t, v.error, q.kind === 'move' ? q.actor : undefined, pos.pam, true)}${note ? ` ${note}` : ''}` : v.kind === 'wrong' ? t(`learn.loo.${id}.mistakes.${v.mistake}`, { defaultValue: t('learn.ui.notQuite') }) : '';
    setFeedback({ tone: 'wrong', text });
  };
  /**
   * `note`: a good answer that could be better (LooGoalResult), told instead of the lesson's success; `only`: the
   * answer shown is the only right one ("the right card", not "a right card": a French newcomer).
   */
  const right = (m: LooMove | null, shown: boolean, note?: string, only = false, answer?: string) => {
    if (m) {
      const r = applyLooMove(pos, m);
      if (r.ok) setPos(r.value.position);
    }
    const success = note ? L(`notes.${note}`) : L('success');
    // A shown answer earns no stars, so a lesson never done before stays undone: said (an English newcomer
    // counted it done).
    const uncounted = shown && best === 0 ? ` ${t('learn.ui.shownNotCounted')}` : '';
    setFeedback({ tone: shown ? 'info' : 'ok', text: shown ? `${looShownText(t, lang, m, only, answer, pos.pam)} ${explanationOf(t, lang, success)}${uncounted}` : success });
    finish(shown);
  };
  const tryMove = (m: LooMove) => {
    if (done || q.kind !== 'move') return;
    if (m.type === 'call') setChosenCall(m.call);
    const v = judgeLooMove(q, pos, m);
    if (v.kind === 'correct') right(m, false, v.note);
    else miss(v);
  };
  const tryChips = (n: number) => {
    if (done || q.kind !== 'chips' || !settlement) return;
    setChosen(n);
    const v = judgeLooChips(q, settlement, n);
    if (v.kind === 'correct') right(null, false);
    else miss(v);
  };
  const showMe = () => {
    if (done) return;
    if (q.kind === 'move') {
      const accepted = looAcceptedMoves(q, pos);
      const m = accepted[0] ?? null;
      // The exchange shown is the one picked, so that the button left beside it names it (it read "Keep all my cards").
      if (m?.type === 'exchange') setPicked(m.discard);
      if (m?.type === 'call') setChosenCall(m.call);
      right(m, true, undefined, accepted.length === 1);
    }
    else if (settlement) {
      setChosen(q.answer(settlement));
      right(null, true, undefined, true, chipsText(q.answer(settlement)));
    }
  };
  const again = () => {
    setRestarted(true);
    setPos(start);
    setHintOpen(false);
    setFeedback(null);
    setDone(false);
    // The mistakes, the hint and "Show me" of this visit stay counted: the stars are for a first try.
    setChosen(null);
    setChosenCall(null);
    setPicked([]);
  };

  const actor = q.kind === 'move' ? q.actor : null;
  const cardsOn = q.kind === 'move' && q.moves !== 'call' && !done;
  const exchanging = q.kind === 'move' && q.moves === 'exchange';
  const renderCard = (c: CardT, place: LooPlace, drawn: ComponentChildren) =>
    cardsOn && place.kind === 'hand' && place.seat === actor
      ? // The card itself is the button (one element per card, issue 19).
        cloneElement(drawn as VNode<CardProps>, {
          button: {
            class: 'lesson__card',
            pick: c,
            pressed: exchanging ? picked.includes(c) : undefined,
            onClick: () => {
              if (!exchanging) tryMove({ type: 'play', player: actor, card: c });
              else {
                setFeedback(null);
                setPicked((xs) => (xs.includes(c) ? xs.filter((x) => x !== c) : [...xs, c]));
              }
            },
          },
        })
      : drawn;
  const chipsText = (n: number) => (n > 0 ? t('learn.ui.takes', { count: n }) : n < 0 ? t('learn.ui.pays', { count: -n }) : t('learn.ui.neither'));
  const choices = q.kind === 'chips' && settlement ? [...new Set([q.answer(settlement), ...Object.values(q.mistakes(settlement))])].sort((a, b) => a - b) : [];
  const hid = `loolesson-${id}-q`;
  const rulesPage = lesson.track === 'three' ? 'three-card' : 'five-card';
  // The section's title as the rules page has it: five-card Loo's calls are "Play or pass" (no miss).
  const sectionKey = lesson.track === 'five' && lesson.anchor === 'calls' ? 'playOrPass' : lesson.anchor;
  const seeAlso = SEE_ALSO[id];
  const hot = picked.length > 0 ? new Set(picked) : undefined;

  // A lesson's caveat about its source (lesson 14, Pam is no club: one modern blog), in plain type before the question, which
  // stays short (a German newcomer met thirteen bold lines on a phone before the task).
  const caveat = t(`learn.loo.${id}.caveat`, { defaultValue: '' });

  return (
    <div {...lessonRootAttrs(id, done, q.kind, hydrated, feedback?.tone === 'wrong' && (q.kind === 'chips' || q.moves === 'call'))}>
      {caveat && <p class="lesson__caveat" data-caveat>{caveat}</p>}
      <div class="lesson__head">
        <p class="lesson__question" id={hid}>
          {actor !== null && <span class="lesson__you">{t('learn.ui.youAre', { player: t(`players.${actor}`), context: t(`players.gender.${actor}`) })} </span>}
          {L('question')}
        </p>
        <span class="lesson__stars" role="img" aria-label={t('learn.ui.stars', { count: best })} data-stars={best}>
          {'★'.repeat(best) + '☆'.repeat(3 - best)}
        </span>
      </div>
      <LooTable
        pos={pos}
        t={t}
        open={() => true}
        hot={hot}
        renderCard={renderCard}
        badges={(p) => (p === actor ? <span class="badge badge--you">{t('learn.ui.you')}</span> : null)}
        you={actor}
        settlement={settlement}
        potBeforePayOff={q.kind === 'chips'}
        hideLooed={!done}
        spread
      />
      {q.kind === 'chips' && <p class="lesson__pot-note" data-pot-before>{t('learn.ui.potBefore')}</p>}
      <div class="lesson__answer" role="group" aria-labelledby={hid}>
        {/* The instruction goes once the lesson is answered (an English reader read "Press the card you want to play"
            under "Right: …"). */}
        {q.kind === 'move' && q.moves === 'card' && !done && <p class="lesson__picked">{t('learn.ui.pickCard')}</p>}
        {q.kind === 'move' && q.moves === 'exchange' && (
          <>
            {!done && <p class="lesson__picked" data-picked={picked.length}>{picked.length > 0 ? t('learn.ui.pickDiscard', { count: picked.length, button: t('loo.play.exchange', { count: picked.length }) }) : t('learn.ui.pickDiscardNone', { button: t('loo.play.exchangeNone') })}</p>}
            <div class="lesson__actions">
              <button type="button" class="lesson__action" data-action="exchange" disabled={done} onClick={() => actor !== null && tryMove({ type: 'exchange', player: actor, discard: picked })}>
                {/* As in the game: one button, whose words say what it does with the cards picked (a French reader
                    had to press "Exchange" with "0 cards to throw out" to keep them all). */}
                {picked.length > 0 ? t('loo.play.exchange', { count: picked.length }) : t('loo.play.exchangeNone')}
              </button>
            </div>
          </>
        )}
        {(q.kind === 'chips' || (q.kind === 'move' && q.moves === 'call')) && !done && <p class="lesson__picked" data-pick-one>{t('learn.ui.pickOne')}</p>}
        {q.kind === 'move' && q.moves === 'call' && (
          <div class="lesson__choices">
            {/* Rules that deal no miss (five-card Loo) offer no call that needs one: a Russian newcomer, fresh from the
              * three-card lessons, lost two stars on "take the miss" and "defend the pot" in a lesson on passing. */}
            {CALLS.filter((c) => pos.options.miss || (c !== 'miss' && c !== 'defend')).map((c) => (
              <button type="button" class="lesson__choice" data-answer-call={c} aria-pressed={chosenCall === c ? 'true' : 'false'} disabled={done} onClick={() => actor !== null && tryMove({ type: 'call', player: actor, call: c })}>
                {capitalised(callName(t, c), lang)}
              </button>
            ))}
          </div>
        )}
        {q.kind === 'chips' && (
          <div class="lesson__choices">
            {choices.map((n) => (
              <button type="button" class="lesson__choice" data-choice={n} aria-pressed={chosen === n ? 'true' : 'false'} disabled={done} onClick={() => tryChips(n)}>
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
            <p class="lesson__refs">
              <a href={`/${lang}/loo/${rulesPage}/#${lesson.anchor}`}>{ruleLink(t, t(`learn.looSections.${sectionKey}`))}</a>
              {' · '}
              <a href={`/${lang}/sources/#src-${lesson.source.id}`}>{t(`learn.ui.looSources.${lesson.source.id}`)}</a>
              {seeAlso && (
                <>
                  {' · '}
                  <a href={`/${lang}/${seeAlso.page}`} data-see-also>{t(seeAlso.key)}</a>
                </>
              )}
            </p>
          </div>
        )}
        {hintOpen && !done && <HintLine t={t} text={L('hint')} />}
        <NextLink t={t} done={done} within={feedbackRef} />
      </div>
      <div class="lesson__bar">
        <HintButton t={t} done={done} shown={hintOpen} onShow={() => { setHinted(true); setHintOpen(true); }} />
        <button type="button" data-action="show" disabled={done} onClick={showMe}>{t('learn.ui.showMe')}</button>
        {/* Once there is something to start again from (an answer, a refusal, the hint): before that it would do
          * nothing, and seventeen of it took the page past its element budget. */}
        {/* Not for cards picked to throw out and not yet checked: a second press on a card puts it back (a French and a
            German newcomer saw "Again" before answering, and it dropped the cards chosen). */}
        {(done || feedback !== null || hintOpen) && <button type="button" data-action="again" onClick={again}>{t('learn.ui.again')}</button>}
      </div>
    </div>
  );
}
