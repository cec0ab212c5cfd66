import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TFunction } from 'i18next';
import type { ComponentChildren } from 'preact';
import type { Card as CardT } from '~/engine/lld/types.ts';
import { formatCard } from '~/engine/core/cards.ts';
import { LOO_RULES, type LooOptionId, type LooRules } from '~/engine/loo/options.ts';
import { trainerCards, trainerFoci, trainerPlay, trainerPosition, trainerRuleSets, type TrainerCard, type TrainerFocus, type TrainerPlay } from '~/engine/loo/trainer.ts';
import type { LooPosition } from '~/engine/loo/types.ts';
import { trumpShownNow } from '~/engine/loo/rules.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { cardName, theCardName } from '../cards/cardName.ts';
import { LooTable, type LooPlace } from './LooTable.tsx';
import { looErrorText, optionName, seatName } from './looText.ts';
import { legalKey } from './legalKey.ts';
import { RulesOptions } from './RulesOptions.tsx';
import { dash } from '~/i18n/dash.ts';
import { listSep } from '../ref/listSep.ts';

/** A source as the trainer cites it: its full title and the short form used in running text. */
export interface TrainerSource {
  readonly title: string;
  readonly short: string;
}

/** The strings the trainer reads (`<SharedMessages key="lootrainer-<lang>">`): seats, cards, `loo`, and the cited sources. */
export interface TrainerMessages {
  readonly players: object;
  readonly cards: object;
  readonly loo: object;
  /** The sources the offered rule sets cite, by id (src/content/sources.json). */
  readonly looSources: Readonly<Record<string, TrainerSource>>;
  /** The sources page of the locale; a source's entry is `#src-<id>` on it. */
  readonly looSourcesHref: string;
  /** The cited sections in the page's language, by source id and section as the rules cite it (ref/sections.ts). */
  readonly looSections?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface TrainerProps {
  lang: string;
  /** Three- or five-card rule sets only; default both. */
  form?: 'three' | 'five';
  /** The strings (default: the page's shared copy). */
  messages?: TrainerMessages;
}

type Choice = TrainerFocus | 'any';

/** Which position of the stream is shown: rule set, focus chosen, number (1, 2, …; also its seed). */
interface Stream {
  readonly rules: string;
  readonly focus: Choice;
  readonly n: number;
}

/** What the reader has done with the position shown. */
interface Attempt {
  /** Cards pressed that the rules forbid, newest last. */
  readonly wrong: readonly CardT[];
  /** The card last pressed and its judgement. */
  readonly last: TrainerCard | null;
  /** The legal card played, and the trick as it then stands. */
  readonly played: TrainerPlay | null;
}

const NONE: Attempt = { wrong: [], last: null, played: null };

/** The focus of position `n`: the one chosen, or under "every rule in turn" the rule set's foci one after another. */
function focusOf(rules: LooRules, choice: Choice, n: number): TrainerFocus {
  if (choice !== 'any') return choice;
  const foci = trainerFoci(rules);
  return foci[(n - 1) % foci.length]!;
}

/**
 * `?trainer=<rules>.<focus|any>.<n>`: the position in the address, when it names one the trainer offers;
 * `bad` (the text, clipped to 40 characters) when the parameter is there but names none, so that the
 * reader is told rather than silently shown the first position.
 */
function fromAddress(search: string, offered: readonly LooRules[]): Stream | { bad: string } | null {
  const v = new URLSearchParams(search.length > 20_000 ? '' : search).get('trainer');
  if (v === null) return null;
  const bad = { bad: v.length > 40 ? `${v.slice(0, 40)}…` : v };
  const m = /^([A-Za-z]+)\.([A-Za-z]+)\.(\d{1,6})$/.exec(v);
  if (!m) return bad;
  const rules = offered.find((r) => r.id === m[1]);
  const n = Number(m[3]);
  if (!rules || n < 1) return bad;
  const focus = m[2] === 'any' || trainerFoci(rules).includes(m[2] as TrainerFocus) ? (m[2] as Choice) : 'any';
  return { rules: rules.id, focus, n };
}

/** A cited source as a link to its entry on the sources page. */
function SourceRef({ id, msgs }: { id: string; msgs: TrainerMessages }) {
  const s = msgs.looSources[id]!;
  return (
    <a href={`${msgs.looSourcesHref}#src-${id}`} title={s.title}>
      {s.short}
    </a>
  );
}

/** The rule behind a verdict: the option's name, its source (section) and how firmly the source states it. */
function RuleLine({ rules, rule, msgs, t, lang }: { rules: LooRules; rule: LooOptionId; msgs: TrainerMessages; t: TFunction; lang: string }) {
  const c = rules.cite[rule];
  // The editors' own choice is named once ("— editors' choice: no source decides"), not as a source and again
  // as its evidence ("— the editors (editors' choice: …)", which a French editor found redundant).
  if (!msgs.looSources[c.source]) {
    return (
      <p class="loo-trainer__cite" data-rule={rule} data-source={c.source}>
        {t('loo.trainer.rule')} <strong>{optionName(t, rule)}</strong>{dash(lang)}{t(`loo.evidence.${c.evidence}`)}
        {c.unconfirmed ? <> ({t('loo.unconfirmed')})</> : null}
      </p>
    );
  }
  return (
    <p class="loo-trainer__cite" data-rule={rule} data-source={c.source}>
      {t('loo.trainer.rule')} <strong>{optionName(t, rule)}</strong>{dash(lang)}<SourceRef id={c.source} msgs={msgs} />
      {c.section ? <>, {t('loo.trainer.section', { section: msgs.looSections?.[c.source]?.[c.section] ?? c.section })}</> : null} ({t(`loo.evidence.${c.evidence}`)}
      {c.unconfirmed ? <>{listSep(lang)}{t('loo.unconfirmed')}</> : null})
    </p>
  );
}

/**
 * The trick trainer: a hand and the trick so far from a seeded stream of positions (trainerPosition), the
 * reader's cards as buttons. A card the rules allow is played, with the rule that allows it and who wins the
 * trick so far; a forbidden card stays in the hand, with the engine's reason (checkCard's error) and the
 * forbidding option's source. Rule set and focus choosers, a "show the legal cards" toggle, next position,
 * and a score (right first time of positions answered). Every judgement is the engine's.
 */
export default function Trainer({ lang, form, messages }: TrainerProps) {
  const msgs = useMemo(() => (messages ?? sharedMessages(`lootrainer-${lang}`)) as TrainerMessages, [lang, messages]);
  const t = useMemo(() => createT(lang, msgs), [lang, msgs]);
  const offered = useMemo(() => trainerRuleSets(form), [form]);
  const [stream, setStream] = useState<Stream>({ rules: offered[0]!.id, focus: 'any', n: 1 });
  const [attempt, setAttempt] = useState<Attempt>(NONE);
  const [score, setScore] = useState({ right: 0, positions: 0 });
  const [showLegal, setShowLegal] = useState(false);
  const [civil, setCivil] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  const [addressError, setAddressError] = useState<string | null>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  /** The verdict said again under the table (phones only; hidden elsewhere, where scrolling to it does nothing). */
  const echoRef = useRef<HTMLParagraphElement>(null);

  const rules = LOO_RULES[stream.rules] ?? offered[0]!;
  const focus = focusOf(rules, stream.focus, stream.n);
  const pos: LooPosition = useMemo(() => trainerPosition(stream.n, { rules, focus }), [rules, focus, stream.n]);
  const judged = useMemo(() => trainerCards(pos), [pos]);
  const reader = pos.turn!;

  useEffect(() => {
    setHydrated(true);
    const s = fromAddress(location.search, offered);
    if (s && 'bad' in s) setAddressError(t('loo.trainer.badLink', { text: s.bad }));
    else if (s) setStream(s);
  }, [offered]);

  const go = (s: Stream, remember = true) => {
    setStream(s);
    setAttempt(NONE);
    if (remember && typeof history !== 'undefined') {
      const q = new URLSearchParams(location.search);
      q.set('trainer', `${s.rules}.${s.focus}.${s.n}`);
      history.replaceState(history.state, '', `${location.pathname}?${q.toString()}${location.hash}`);
    }
  };

  const press = (tc: TrainerCard) => {
    if (attempt.played) return;
    if (!tc.legal) {
      setAttempt({ ...attempt, wrong: attempt.wrong.includes(tc.card) ? attempt.wrong : [...attempt.wrong, tc.card], last: tc });
      // On a phone the verdict under the table is brought wholly into view, the least scroll that does it (a Russian
      // newcomer saw only its first line at the screen's edge).
      requestAnimationFrame(() => echoRef.current?.scrollIntoView?.({ block: 'nearest' }));
      return;
    }
    const r = trainerPlay(pos, tc.card, civil && tc.civil);
    if (!r.ok) return;
    setAttempt({ ...attempt, last: tc, played: r.value });
    setScore({ right: score.right + (attempt.wrong.length === 0 ? 1 : 0), positions: score.positions + 1 });
    // The pressed card has left the hand: the keyboard goes on from "next position".
    requestAnimationFrame(() => nextRef.current?.focus());
  };

  const name = (c: CardT) => cardName(t, c);
  const byCard = new Map(judged.map((c) => [c.card, c]));
  const first = pos.trick[0];
  const trickNo = pos.winners.length + 1;
  const prompt =
    first === undefined
      ? t('loo.trainer.promptLead', { player: seatName(t, reader), number: trickNo })
      : t('loo.trainer.promptFollow', { player: seatName(t, reader), leader: seatName(t, pos.trickPlayers[0]!), card: first === pos.pam ? t('loo.trainer.pam', { card: name(first) }) : name(first), number: trickNo });
  const mayCall = !attempt.played && judged.some((c) => c.legal && c.civil);

  const renderCard = (c: CardT, place: LooPlace, drawn: ComponentChildren) => {
    if (place.kind !== 'hand' || place.seat !== reader || attempt.played) return drawn;
    const tc = byCard.get(c);
    if (!tc) return drawn;
    const wrong = attempt.wrong.includes(c);
    const marked = showLegal && tc.legal;
    // The name comes from the card (its label) and, once known, its verdict in hidden text: no aria-label, so
    // the name always contains what the card shows (WCAG 2.5.3).
    return (
      <button
        type="button"
        key={c}
        class={`loo-trainer__card${marked ? ' is-legal' : ''}${wrong ? ' is-wrong' : ''}`}
        data-card={formatCard(c, { style: 'upper' })}
        data-legal={tc.legal ? 'true' : 'false'}
        onClick={() => press(tc)}
      >
        {drawn}
        {(wrong || marked) && <span class="sr-only">{t(wrong ? 'loo.trainer.cardForbidden' : 'loo.trainer.cardLegal')}</span>}
        <span class="loo-trainer__mark" aria-hidden="true" />
      </button>
    );
  };

  const last = attempt.last;
  const played = attempt.played;
  /** The `loo.legal.*` sentence of the card played (legalKey.ts), the verdict's reason and the rule it cites. */
  const key = played && last && last.legal ? legalKey(pos, played.table, last.card, last.rule) : null;
  const verdict = played ? 'right' : last && !last.legal ? 'wrong' : '';
  // The verdict's sentence, said in the feedback box and again under the table on a phone.
  const verdictText = played && last && last.legal
    ? t('loo.trainer.right', { card: name(last.card), theCard: theCardName(t, last.card), why: last.lead ? t(`loo.trainer.lead.${last.lead}`) : t(`loo.legal.${key}`, { context: 'you' }) })
    : last && !last.legal ? `${t('loo.trainer.wrong', { card: name(last.card), reason: looErrorText(t, last.error, reader, pos.pam, true) })} ${t('loo.trainer.tryAgain')}` : '';
  const shown = played ? played.table : pos;
  const hot = played ? new Set([last!.card]) : undefined;
  const scoreText = score.positions === 0 ? t('loo.trainer.noScore') : t('loo.trainer.score', { count: score.positions, right: score.right });

  return (
    <section
      class="loo-trainer wide"
      data-loo-trainer={form ?? 'all'}
      data-hydrated={hydrated ? 'true' : undefined}
      aria-label={t('loo.trainer.label')}
    >
      {addressError && <p class="loo-trainer__problem" role="alert" data-address-error>{addressError}</p>}
      <div class="loo-trainer__bar" data-pagefind-ignore>
        <label class="loo-trainer__field">
          <span>{t('loo.trainer.rules')}</span>
          <select data-control="rules" value={rules.id} onChange={(e) => {
            const id = (e.target as HTMLSelectElement).value;
            const r = LOO_RULES[id]!;
            go({ rules: id, focus: stream.focus !== 'any' && trainerFoci(r).includes(stream.focus) ? stream.focus : 'any', n: stream.n });
          }}>
            <RulesOptions t={t} selected={rules.id} rules={offered} />
          </select>
        </label>
        <label class="loo-trainer__field">
          <span>{t('loo.trainer.focus')}</span>
          <select data-control="focus" value={stream.focus} onChange={(e) => go({ ...stream, focus: (e.target as HTMLSelectElement).value as Choice })}>
            <option value="any">{t('loo.trainer.foci.any')}</option>
            {trainerFoci(rules).map((f) => (
              <option key={f} value={f}>{t(`loo.trainer.foci.${f}`)}</option>
            ))}
          </select>
        </label>
        <label class="loo-trainer__toggle">
          <input type="checkbox" data-control="show-legal" checked={showLegal} onChange={(e) => setShowLegal((e.target as HTMLInputElement).checked)} />
          {t('loo.trainer.showLegal')}
        </label>
        {mayCall && (
          <label class="loo-trainer__toggle">
            <input type="checkbox" data-control="civil" checked={civil} onChange={(e) => setCivil((e.target as HTMLInputElement).checked)} />
            {t('loo.trainer.callCivil')}
          </label>
        )}
      </div>

      <div class="loo-trainer__story">
        <div class="loo-trainer__prompt" aria-live="polite" data-seed={stream.n} data-focus={focus} data-rules={rules.id} data-reader={reader}>
          <p class="loo-trainer__head">
            <span class="loo-trainer__no">{t('loo.trainer.position', { number: stream.n })}</span>{' '}
            <span class="tag loo-trainer__focus">{t(`loo.trainer.foci.${focus}`)}</span>
          </p>
          <p class="loo-trainer__question">
            {prompt}
            {pos.civil && first !== undefined && <> {t('loo.trainer.civilCalled', { leader: seatName(t, pos.trickPlayers[0]!) })}</>}
            {pos.trumpHidden && !trumpShownNow(pos) && <> {t('loo.trainer.trumpHidden')}</>}
            {showLegal && !played && <> {t('loo.trainer.hint')}</>}
          </p>
        </div>
        <div class="loo-trainer__feedback" aria-live="polite" data-verdict={verdict}>
          {played && last && last.legal ? (
            <>
              <p class="loo-trainer__verdict">{verdictText}</p>
              {/* Pam allowed after "Pam, be civil!": the holder's only trump, which must follow the trump led (a German
                * reader, just told that the call bars Pam, read only "heads the trick"). */}
              {pos.civil && last.card === pos.pam && <p class="loo-trainer__note" data-civil-only-trump>{t('loo.trainer.civilOnlyTrump')}</p>}
              {/* The rule cited is the one the verdict names: under pokerwiner's rules the call that bars Pam, not the
                  German text's duty to trump (an English reader found the source cited saying the opposite). */}
              <RuleLine rules={rules} rule={key === 'pamCivil' ? 'pamCivil' : last.rule === 'free' ? 'trumpWhenVoid' : last.rule} msgs={msgs} t={t} lang={lang} />
              <p class="loo-trainer__outcome" data-leader={played.leader} data-complete={played.complete ? 'true' : 'false'}>
                {t(played.complete ? 'loo.trainer.won' : 'loo.trainer.leading', { player: seatName(t, played.leader) })}
              </p>
            </>
          ) : last && !last.legal ? (
            <>
              <p class="loo-trainer__verdict" data-error={last.error.code}>{verdictText}</p>
              <RuleLine rules={rules} rule={last.rule} msgs={msgs} t={t} lang={lang} />
            </>
          ) : (
            <p class="loo-trainer__verdict loo-trainer__verdict--idle">{t('loo.trainer.intro')}</p>
          )}
        </div>
        <div class="loo-trainer__foot" data-pagefind-ignore>
          <button type="button" ref={nextRef} class={`loo-trainer__next${played ? ' is-primary' : ''}`} data-action="next" onClick={() => go({ ...stream, n: stream.n + 1 })}>
            {t('loo.trainer.next')}
          </button>
          <span class="loo-trainer__score" data-score={score.right} data-positions={score.positions}>{scoreText}</span>
        </div>
      </div>

      <div class="loo-trainer__table" data-reader={reader}>
        <LooTable
          pos={shown}
          t={t}
          open={(p) => p === reader}
          hot={hot}
          renderCard={renderCard}
          badges={(p) => (p === reader ? <span class="badge badge--you">{t('loo.trainer.you')}</span> : null)}
          you={reader}
          spread
        />
      </div>
      {/* On a phone the verdict above is a screen away from the hand the reader just pressed (a designer's review):
        * it is said again under the table, for the eye only (the live region above speaks it once). */}
      {verdict && (
        <p ref={echoRef} class="loo-trainer__echo" aria-hidden="true" data-echo={verdict}>
          {verdictText}
        </p>
      )}
    </section>
  );
}
