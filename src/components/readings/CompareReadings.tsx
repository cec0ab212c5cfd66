import { LinkShare } from './LinkShare.tsx';
import { currentMove } from './currentMove.ts';
import { useShownTables } from './useShownTables.ts';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { READINGS } from '~/engine/lld/readings/index.ts';
import { EXAMPLES } from '~/engine/lld/examples/index.ts';
import { cards } from '~/engine/core/cards.ts';
import { compareReadings, withOption, stepTogether, type PlayedDeal } from '~/engine/lld/compare.ts';
import { PARTING_SEEDS } from '~/engine/lld/partingSeeds.ts';
import type { Position } from '~/engine/lld/types.ts';
import { Felt } from '../table/Felt.tsx';
import { movedCards } from '../replay/narrate.ts';
import { dealSeeded } from '~/engine/lld/deal.ts';
import type { Reading, RuleId } from '~/engine/lld/options.ts';
import { OPTION_VALUES } from '~/engine/lld/matrix.ts';
import { DivergenceMarks } from './DivergenceMarks.tsx';
import { LinkParams, addressWith, keyOf, useAddress, useLink, useStep, wholeIn } from './linkParams.ts';
import { formatValue } from './formatValue.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { narrateStep, type Sentence } from '../replay/narrate.ts';
import type { TFunction } from 'i18next';
import type { GameEvent } from '~/engine/lld/types.ts';
import { Line } from '../replay/Line.tsx';
import { positionBefore } from '../why/before.ts';
import { divergenceAt } from './divergenceAt.ts';
import { lldWhyLines } from '../why/lldWhy.ts';
import { moveOfStep } from '~/engine/lld/replay.ts';

/**
 * The address parameters of a comparison (a link reopens it): the two readings, the deal (seeded or a worked
 * example's id), its number and the players, and the one rule changed with its value. Short keys of their own:
 * the page's other widgets have theirs.
 */
const LINK_KEYS = { a: 'ra', b: 'rb', deal: 'rd', seed: 'rs', players: 'rn', change: 'rc', value: 'rv', step: 'rt' } as const;

/**
 * A comparison's settings from the address (LINK_KEYS), each checked: a reading the engine has, a seeded deal or
 * a worked example offered here, a deal number 1–999,999, 2–8 players (a count the readings do not both deal
 * is not valid), a rule of the matrix with one of its values. Anything else is left at its default, and its key
 * is in `bad`.
 */
export function readCompareLink(q: URLSearchParams): { a: string; b: string; source: string; seed: number; players: number; change: RuleId | ''; value: string; step: number | null; bad: readonly string[] } {
  const p = new LinkParams(q);
  const [a, b] = p.pair([LINK_KEYS.a, LINK_KEYS.b], keyOf(READINGS), ['parlett', 'french']);
  const source = p.get(LINK_KEYS.deal, (d) => (d === 'seeded' || EXAMPLES.some((e) => e.id === d && e.steps.length > 5) ? d : undefined), 'seeded');
  const seed = p.get(LINK_KEYS.seed, wholeIn(1, 999_999), PARTING_SEEDS[`${a}|${b}`] ?? 1665);
  // A count both readings deal alike, or five (the default): another (rn=7) would fall back to five unsaid.
  const alike = dealCounts(READINGS[a]!, READINGS[b]!).alike;
  const players = p.get(LINK_KEYS.players, (v) => { const c = wholeIn(2, 8)(v); return c !== undefined && (c === 5 || alike.includes(c)) ? c : undefined; }, 5);
  // The rule and its value go together: a rule without a value of its own is no change.
  const value = q.get(LINK_KEYS.value);
  const change = p.get<RuleId | ''>(LINK_KEYS.change, (c) => (Object.hasOwn(OPTION_VALUES, c) && value !== null && OPTION_VALUES[c as RuleId]!.some((x) => String(x) === value) ? (c as RuleId) : undefined), '');
  const step = p.get<number | null>(LINK_KEYS.step, wholeIn(0, 999), null);
  return { a, b, source, seed, players, change, value: change ? value! : '', step, bad: p.bad };
}

/**
 * The line over a comparison's table: the step's move and, where a rule forced or barred it, why (a French reader
 * found forced moves unexplained in the comparisons, which the replays explain); not the counts that follow.
 */
function movedLine(t: TFunction, step: { events: readonly GameEvent[]; position: Position }, before: Position): Sentence[] {
  return [...narrateStep(t, step.events, step.position).slice(0, 1), ...lldWhyLines(t, before, moveOfStep(step)).map((l): Sentence => [l])];
}

/** How many seeded deals are searched, in the page, for one on which a change matters (a few milliseconds each). */
const FIRST_DEALS = 40;
/** The rules whose labels are the first half of a sentence the value completes ("The bonus goes to", „Hinlegen kostet“). */
const OPEN_LABELS: ReadonlySet<RuleId> = new Set<RuleId>(['bonusTo', 'rounding', 'lieDownPayment', 'wonFaceDown']);
import { signed } from '../replay/narrate.ts';
import { dash } from '~/i18n/dash.ts';

export interface CompareReadingsProps {
  lang: string;
  /** That locale's strings; default: the page's shared copy (`<SharedMessages key="compare-<lang>">`), not inlined in the island's props. */
  messages?: object;
}

/**
 * The deal to play: a seeded random deal for `players` as reading `a` deals it, or the deal of a worked example
 * (five players, Anna deals).
 */
function theDeal(source: string, seed: number, players = 5, a: Reading = READINGS.parlett!) {
  const ex = EXAMPLES.find((e) => e.id === source);
  if (ex) return { hands: ex.hands.map((h) => cards(h)), table: cards(ex.table), dealer: ex.dealer };
  const d = dealSeeded(seed, { players, dealer: seed % players, reading: a });
  if (!d.ok) throw new Error(d.error.code);
  return { hands: d.value.hands.map((h) => h.toArray()), table: d.value.table.toArray(), dealer: d.value.dealer };
}

/**
 * The player counts two readings both deal, ascending: `alike` where they deal them alike (the same cards in hand
 * and on the table), so that one deal can be played under both; `apart` where they deal them otherwise.
 */
function dealCounts(a: Reading, b: Reading): { alike: number[]; apart: number[] } {
  const alike: number[] = [];
  const apart: number[] = [];
  for (const [k, d] of Object.entries(a.options.deals).sort(([x], [y]) => Number(x) - Number(y))) {
    const e = b.options.deals[Number(k)];
    if (e !== undefined) (e.hand === d.hand && e.table === d.table ? alike : apart).push(Number(k));
  }
  return { alike, apart };
}

/**
 * Same deal, two readings: the engine's plain computer player plays one deal under two readings
 * (engine `compareReadings`), by default on the first deal where they part (PARTING_SEEDS). Both card
 * tables step together (engine `stepTogether`); every place they part is marked — in play, or the same
 * move with other consequences, or in the pay-off only — with the rule option that causes it (one option
 * toggled at a time, engine `divergencesOf`); the two timelines side by side; the won cards, chips and pot
 * remainder of each compared.
 */
export default function CompareReadings({ lang, messages }: CompareReadingsProps) {
  const t = useMemo(() => createT(lang, messages ?? sharedMessages(`compare-${lang}`)), [lang, messages]);
  const ids = Object.keys(READINGS);
  // The two card tables are drawn in the browser only (the page's HTML stays small; the island hydrates on first use).
  // The step a link asked for: past the comparison's end, it is said (LinkShare's pastEnd).
  const [linkStep, setLinkStep] = useState<number | null>(null);
  // The stepper and both tables are drawn once the reader asks for them (the button, or a link), not as soon as the
  // widget wakes: a pointer passing over it woke it, and the page below jumped by a screen or more (a designer's review).
  const [open, setOpen] = useState(false);
  const { hydrated, linkNote } = useLink(Object.values(LINK_KEYS), readCompareLink, (got) => {
    setOpen(true);
    setA0(got.a);
    setB0(got.b);
    setSource(got.source);
    setSeed(got.seed);
    setPlayers0(got.players);
    setChange(got.change);
    setChangeTo(got.value);
    if (got.step !== null) openAt(got.step);
    setLinkStep(got.step);
  });
  const [a, setA0] = useState('parlett');
  const [b, setB0] = useState('french');
  const [source, setSource] = useState('seeded');
  // The default deal of a pair is the first on which the two readings part (engine partingSeed).
  const [seed, setSeed] = useState(PARTING_SEEDS['parlett|french'] ?? 1665);
  const pickPair = (na: string, nb: string) => {
    const s = PARTING_SEEDS[`${na}|${nb}`];
    if (typeof s === 'number') setSeed(s);
  };
  const setA = (v: string) => { setA0(v); pickPair(v, b); };
  const setB = (v: string) => { setB0(v); pickPair(a, v); };
  const parting = PARTING_SEEDS[`${a}|${b}`];
  const [change, setChange] = useState<RuleId | ''>('');
  const [changeTo, setChangeTo] = useState<string>('');
  // The number of players: five, or another count both readings deal alike (the same hand and table), so that
  // one deal can be played under both (an English reader could compare Parlett's four-player game nowhere).
  const [players, setPlayers0] = useState(5);
  const values = change ? (OPTION_VALUES[change] ?? []) : [];
  const chosen = values.find((v) => String(v) === changeTo);
  /** Whether `v` is reading B's own value of rule `k` (values compared as data: true/false, 0/1, names). */
  const ownValue = (k: RuleId, v: unknown) => JSON.stringify(v) === JSON.stringify(READINGS[b]!.options[k]);
  /**
   * Whether reading B is compared with one rule changed: a value that is the reading's own changes nothing (a
   * German re-tester set it back and read "Parlett, changed: … — yes" beside "both have the same rules").
   */
  const changed = change !== '' && chosen !== undefined && !ownValue(change, chosen);
  // Reading B, or B with one rule changed (values are compared as text: true/false, 0/1, names).
  const readingB = changed ? withOption(READINGS[b]!, change, chosen) : READINGS[b]!;
  // Counts both deal but with other hands or table cannot share a deal: said, so that a missing count is explained
  // (a Russian newcomer looked for three players under Parlett and the French rules, 16 + 4 against 13 + 13).
  const { alike: counts, apart } = dealCounts(READINGS[a]!, readingB);
  const n = source === 'seeded' && counts.includes(players) ? players : 5;
  const deal = useMemo(() => theDeal(source, seed, n, READINGS[a]!), [source, seed, n, a]);
  /** Another player count: the first seeded deal (of the first forty) on which the two readings part, if any. */
  const setPlayers = (count: number) => {
    setPlayers0(count);
    for (let s = 1; s <= FIRST_DEALS; s++) {
      const c = compareReadings(READINGS[a]!, readingB, theDeal('seeded', s, count, READINGS[a]!));
      if (c && (c.divergence !== null || c.payoffDiffers)) return setSeed(s);
    }
  };
  /**
   * With one rule changed, the first of the first FIRST_DEALS seeded deals on which the change makes a
   * difference (reading B against B changed), or null; the comparison goes to that deal. A German newcomer
   * changed a rule and met "the rules that differ do not come into this deal" on deal after deal.
   */
  // Searched once per setting: the reader's change jumps to it, and the note below names it.
  const searched = useRef(new Map<string, number | null>());
  const firstWith = (k: RuleId, v: unknown): number | null => {
    const key = `${a}|${b}|${n}|${k}|${String(v)}`;
    const known = searched.current.get(key);
    if (known !== undefined) return known;
    const changedB = withOption(READINGS[b]!, k, v as never);
    let found: number | null = null;
    for (let s = 1; s <= FIRST_DEALS && found === null; s++) {
      const c = compareReadings(READINGS[b]!, changedB, theDeal('seeded', s, n, READINGS[a]!));
      if (c && (c.divergence !== null || c.payoffDiffers)) found = s;
    }
    searched.current.set(key, found);
    return found;
  };
  const changeParting = changed ? firstWith(change, chosen) : undefined;
  /** The reader's change of rule or value: the comparison goes to the first deal on which it matters. */
  const jumpTo = (k: RuleId | '', v: string) => {
    const value = k ? (OPTION_VALUES[k] ?? []).find((x) => String(x) === v) : undefined;
    if (!k || value === undefined || source !== 'seeded') return;
    const s = firstWith(k, value);
    if (s !== null) setSeed(s);
  };
  const root = useRef<HTMLElement>(null);
  const cmp = useMemo(() => compareReadings(READINGS[a]!, readingB, deal), [a, readingB.id, String(chosen), b, deal]);
  // The two deals stepped together, row by row; the tables open just after the first place they part.
  const rows = useMemo(() => (cmp ? stepTogether(cmp) : []), [cmp]);
  const firstRow = rows.findIndex((r) => r.divergence !== null);
  // The tables open just after the first divergence (also on the server); a step the reader picks holds
  // until the comparison changes.
  const start = firstRow < 0 ? 0 : firstRow + 1;
  const { row: at, setRow, openAt } = useStep(cmp, start);
  const row = Math.min(at, rows.length);
  // Each list keeps the move the step shows in sight; the button's press moves focus to the stepper.
  const shown = hydrated && open;
  useShownTables(shown, row, '[data-compare-side] .cmp__scroll', '[data-action="cmp-next"]');
  // Once the reader changes something, the address follows, so that a bookmark or the address bar shares it (a
  // German newcomer found a divergence worth showing and could not link to it). Waking the widget writes nothing.
  const { copied, copy: copyLink, touched, touch } = useAddress(
    hydrated
      ? addressWith({
      [LINK_KEYS.a]: a,
      [LINK_KEYS.b]: b,
      [LINK_KEYS.deal]: source,
      [LINK_KEYS.seed]: source === 'seeded' ? String(seed) : null,
      [LINK_KEYS.players]: source === 'seeded' ? String(n) : null,
      [LINK_KEYS.change]: changed ? change : null,
      [LINK_KEYS.value]: changed ? changeTo : null,
      [LINK_KEYS.step]: row !== start ? String(row) : null,
    }, '#compare')
      : '',
  );
  /** The position of one deal after the rows before `r` (its start before any). */
  const posAt = (side: 'a' | 'b', r: number): { pos: Position; step: number | null } => {
    const played = side === 'a' ? cmp!.a : cmp!.b;
    for (let k = Math.min(r, rows.length) - 1; k >= 0; k--) {
      const i = rows[k]![side];
      if (i !== null) return { pos: played.steps[i]!.position, step: i };
    }
    return { pos: played.start, step: null };
  };
  // Bring the first divergence into view inside both timelines (each scrolls on its own), not the page.
  useEffect(() => {
    root.current?.querySelectorAll<HTMLElement>('.cmp__scroll').forEach((box) => {
      const li = box.querySelector<HTMLElement>('.cmp__step--diverge');
      box.scrollTop = li ? Math.max(0, li.offsetTop - 24) : 0; // the box is the li's offset parent
    });
  }, [cmp]);
  const pickChange = (k: string) => {
    setChange(k as RuleId | '');
    const vs = k ? (OPTION_VALUES[k as RuleId] ?? []) : [];
    // Start from the value that differs from the reading's own.
    const other = vs.find((v) => !ownValue(k as RuleId, v));
    setChangeTo(other === undefined ? '' : String(other));
    jumpTo(k as RuleId | '', other === undefined ? '' : String(other));
  };
  const nameB = changed
    ? t('readings.compare.changed', { reading: t(`readings.names.${b}`), option: t(`readings.options.${change}`), value: formatValue(t, change, chosen) })
    : t(`readings.names.${b}`);
  const name = (p: number) => t(`players.${p}`);
  // The deal itself (stakes, bonus) is named as the readings table names its row: "4 players: …".
  const option = (k: RuleId) => (k === 'deals' ? t('readings.options.deal', { count: n }) : t(`readings.options.${k}`));
  /** A rule with the value reading B gives it: "The bonus goes to — the last player to capture". */
  // After a colon the rule's name goes on in lower case, except in German, where nouns keep their capital.
  // The rule that parts the games, named as the matrix names it, with its value in the second reading; a
  // label and a value joined by a dash read "the bonus goes to — the last player to capture" (a Russian reader).
  /** A rule's value in `reading`, as the readings table gives it; the deal (hands, table, stakes, bonus) for n players. */
  const optionValueIn = (reading: Reading, k: RuleId) => (k === 'deals' ? formatValue(t, 'deal', reading.options.deals[n]) : formatValue(t, k, reading.options[k]));
  /**
   * Reading B's deal for n players, as the readings table gives it, and the reading it is (a Russian editor took
   * "here: …" for both readings' deal).
   */
  const dealB = () => ({ reading: t(`readings.names.${b}`), value: optionValueIn(readingB, 'deals') });
  // A summary whose cause is the deal itself says so in words ("the readings set up a 4-player game differently"),
  // not as "the rule “4 players”" (a Russian reader); the step marks keep optionB, after "Cause:".
  // The rule quoted whole ("The bonus goes to: the last player to capture"); a label with a colon of its own
  // ("Claim: a layable pair kept when lying down") keeps its value apart, so that no colon follows another.
  const optionB = (k: RuleId) => optionIn(readingB, k);
  /** A rule with the value `reading` (either side's) gives it, quoted as optionB quotes it. */
  const optionIn = (reading: Reading, k: RuleId) => t(option(k).includes(':') ? 'readings.compare.ruleHere' : 'readings.compare.rule', { label: option(k), value: optionValueIn(reading, k) });
  /**
   * Why one side makes no move where the other does (a claim, a pair laid that this reading does not allow): the
   * rule of the place they part that holds it, with this side's value ("No move here: in this reading, “A pair laid
   * out of turn: no”."); a new reader found "no move here" beside the other's move with no word of why.
   */
  const noMove = (side: 'a' | 'b', cur: { a: number | null; b: number | null }, over: boolean): string => {
    // A deal that has ended makes no more moves: no rule to name (an English newcomer read a rule's name beside a
    // deal already over).
    if (over) return t('readings.compare.noMoveOver');
    const other = side === 'a' ? 'b' : 'a';
    const i = cur[other];
    const d = i === null ? undefined : divergenceAt(cmp!.divergences, other, i);
    return d?.cause ? t('readings.compare.noMoveRule', { rule: optionIn(side === 'a' ? READINGS[a]! : readingB, d.cause) }) : t('readings.compare.noMove');
  };

  const select = (id: string, label: string, value: string, set: (v: string) => void) => (
    <label class="cmp__field">
      <span>{label}</span>
      <select id={id} value={value} onChange={(e) => set((e.target as HTMLSelectElement).value)}>
        {ids.map((r) => <option value={r}>{t(`readings.names.${r}`)}</option>)}
      </select>
    </label>
  );

  /**
   * A name that may break after each dot, as a column head on a phone ("games.|porg.|es"), where the page would
   * otherwise cut it anywhere (compare.css `.cmp__result thead th`).
   */
  const breakAtDots = (name: string) => name.split(/(?<=\.)(?=.)/).flatMap((part, i) => (i === 0 ? [part] : [<wbr />, part]));

  /**
   * One of the result's two tables (`won` cards or `net` chips): a row per seat (and the pot, seat null), the
   * two readings' numbers side by side, the second marked where it differs.
   */
  const resultTable = (kind: 'won' | 'net', rows: readonly (readonly [string, number, number, number | null])[], show: (n: number) => string) => (
    <table class="cmp__result" data-compare-result={kind}>
      <caption>{t(`readings.compare.${kind}`)}</caption>
      <thead>
        <tr>
          <td></td>
          <th scope="col">{breakAtDots(t(`readings.names.${a}`))}</th>
          <th scope="col">{breakAtDots(nameB)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, x, y, seat]) => (
          <tr data-seat={seat ?? undefined}>
            <th scope="row">{label}</th>
            <td data-net-a={kind === 'net' && seat !== null ? x : undefined}>{show(x)}</td>
            <td data-net-b={kind === 'net' && seat !== null ? y : undefined} class={x !== y ? 'cmp__diff' : undefined}>{show(y)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  const timeline = (played: PlayedDeal, readingId: string, side: 'a' | 'b', title = t(`readings.names.${readingId}`)) => {
    // The move the stepper's step shows, marked in this side's own list (currentMove.ts); once the widget is awake.
    const current = shown ? currentMove(rows, row, side) : null;
    return (
    <div class="cmp__col" data-compare-side={side}>
      <h3 class="cmp__head">{title}</h3>
      <section class="cmp__scroll" tabIndex={0} aria-label={title}>
      <ol class="cmp__steps">
        {played.steps.map((st, i) => {
          const d = cmp ? divergenceAt(cmp.divergences, side, i) : undefined;
          return (
          <li key={i} class={[d ? 'cmp__step--diverge' : cmp && cmp.divergence !== null && i > cmp.divergence ? 'cmp__step--after' : '', current === i ? 'is-current' : ''].filter(Boolean).join(' ') || undefined} aria-current={current === i ? 'step' : undefined} data-step={i + 1} data-divergence={d?.kind}>
            {narrateStep(t, st.events, st.position, positionBefore(played, i)).map((s, j) => <Line key={j} s={s} t={t} lang={lang} />)}
          </li>
          );
        })}
      </ol>
      </section>
    </div>
    );
  };

  let summary = '';
  const sameTwice = a === b && !changed;
  if (cmp) {
    if (cmp.divergence !== null) {
      const parts = cmp.cause === 'deals' ? t('readings.compare.divergenceDeal', { step: cmp.divergence + 1, count: n, ...dealB() }) : cmp.cause ? t('readings.compare.divergence', { step: cmp.divergence + 1, option: optionB(cmp.cause) }) : t('readings.compare.divergenceMixed', { step: cmp.divergence + 1 });
      summary = `${parts} ${t(cmp.payoffDiffers ? 'readings.compare.payoffToo' : 'readings.compare.payoffSame')}`;
    } else if (cmp.payoffDiffers) {
      summary = cmp.cause === 'deals' ? t('readings.compare.settleOnlyDeal', { count: n, ...dealB() }) : cmp.cause ? t('readings.compare.settleOnly', { option: optionB(cmp.cause) }) : t('readings.compare.settleOnlyMixed');
    // The same reading twice is said once, in the summary (a Russian editor read it twice, in two wordings).
    } else summary = cmp.differing.length === 0 ? t(sameTwice ? 'readings.compare.sameReading' : 'readings.compare.noDifference') : t('readings.compare.same');
  }

  return (
    <section ref={root} class="cmp wide" onChangeCapture={touch} onInputCapture={touch} onClickCapture={touch} data-compare aria-label={t('readings.compare.title')}>
      <div class="cmp__inputs">
        {select('cmp-a', t('readings.compare.readingA'), a, setA)}
        {select('cmp-b', t('readings.compare.readingB'), b, setB)}
        <label class="cmp__field">
          <span>{t('readings.compare.changeOption')}</span>
          <select id="cmp-change" value={change} onChange={(e) => pickChange((e.target as HTMLSelectElement).value)}>
            <option value="">{t('readings.compare.noChange')}</option>
            {/* A label the matrix completes with a value ("The bonus goes to …") reads as unfinished in a list: it ends in an ellipsis. */}
            {(Object.keys(OPTION_VALUES) as RuleId[]).map((k) => <option value={k}>{OPEN_LABELS.has(k) ? `${t(`readings.options.${k}`)}…` : t(`readings.options.${k}`)}</option>)}
          </select>
        </label>
        {change && (
          <label class="cmp__field">
            <span>{t('readings.compare.changeValue')}</span>
            <select id="cmp-change-to" value={changeTo} onChange={(e) => { const v = (e.target as HTMLSelectElement).value; setChangeTo(v); jumpTo(change, v); }}>
              {/* The reading's own value is marked, so that the reader sees which one changes nothing. */}
              {values.map((v) => <option value={String(v)}>{ownValue(change, v) ? t('readings.compare.ownValue', { value: formatValue(t, change, v) }) : formatValue(t, change, v)}</option>)}
            </select>
          </label>
        )}
        <label class="cmp__field">
          <span>{t('readings.compare.deal')}</span>
          <select id="cmp-deal" value={source} onChange={(e) => setSource((e.target as HTMLSelectElement).value)}>
            <option value="seeded">{t('readings.compare.seeded')}</option>
            {EXAMPLES.filter((e) => e.steps.length > 5).map((e) => (
              <option value={e.id}>{`${t('readings.compare.example')}${dash(lang)}${t(`replay.titles.${e.id}`)}`}</option>
            ))}
          </select>
        </label>
        {source === 'seeded' && (
          <>
            <label class="cmp__field">
              <span>{t('readings.compare.seeded')}</span>
              <input id="cmp-seed" type="number" min={1} max={999999} value={seed} onInput={(e) => { const v = Number((e.target as HTMLInputElement).value); if (Number.isInteger(v) && v > 0 && v < 1e6) setSeed(v); }} />
            </label>
            {/* Shown with one count too, so that the reader can see how many play (a Russian reader). */}
            {counts.length > 0 && (
              <label class="cmp__field">
                <span>{t('readings.compare.players')}</span>
                <select id="cmp-players" value={String(n)} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
                  {counts.map((c) => <option value={String(c)} selected={c === n}>{c}</option>)}
                </select>
              </label>
            )}
            <button type="button" data-action="new-deal" onClick={() => setSeed((s) => (s % 999983) + 1)}>{t('readings.compare.newDeal')}</button>
          </>
        )}
      </div>
      {/* The link's note is said until the reader changes something (it then no longer applies). */}
      <LinkShare t={t} keys="readings.compare" cls="cmp" copied={copied} copy={copyLink} problem={touched ? [] : linkNote} shown={{ [LINK_KEYS.a]: String(t(`readings.names.${a}`)), [LINK_KEYS.b]: String(t(`readings.names.${b}`)), [LINK_KEYS.seed]: String(seed), [LINK_KEYS.players]: String(n) }} pastEnd={!touched && cmp && linkStep !== null && linkStep > rows.length ? { step: linkStep, total: rows.length } : null} />
      {source === 'seeded' && apart.length > 0 && <p class="cmp__note" data-counts-apart={apart.join(' ')}>{t('readings.compare.countsApart', { counts: apart.join(', ') })}</p>}
      <p class="cmp__note">{t('readings.compare.computer')}</p>
      {/* What the notes say of the two readings (they never part; this is their first parting deal) is not
          true of B with a rule changed (a Russian reader saw "never part" above "they part at step 6"). */}
      {source === 'seeded' && a !== b && !changed && (parting === null ? (
        <p class="cmp__note" data-never-part>{t('readings.compare.neverPart')}</p>
      ) : parting === seed ? (
        <p class="cmp__note" data-parting-seed={seed}>{t('readings.compare.defaultDeal', { seed })}</p>
      ) : null)}
      {source === 'seeded' && changed && (changeParting === null ? (
        <p class="cmp__note" data-change-never>{t('readings.compare.changeNever', { n: FIRST_DEALS })}</p>
      ) : changeParting === seed ? (
        <p class="cmp__note" data-change-parting={seed}>{t('readings.compare.changeDeal', { seed })}</p>
      ) : null)}
      {!cmp ? (
        <p class="cmp__summary">{t('readings.compare.notDefined', { reading: t(`readings.names.${b}`) })}</p>
      ) : (
        <>
          <p class="cmp__summary" aria-live="polite" data-divergence={cmp.divergence === null ? 'none' : String(cmp.divergence + 1)} data-cause={cmp.cause ?? ''} data-payoff-differs={String(cmp.payoffDiffers)} data-same-reading={sameTwice || undefined}>
            {summary}
          </p>
          {!shown && (
            <p class="cmp__wake">
              <button type="button" class="cmp__show" data-action="cmp-show" onClick={() => setOpen(true)}>{t('readings.compare.show')}</button>
            </p>
          )}
          {shown && (cmp.divergences.length > 0 || cmp.payoffDiffers) && (
            <nav class="cmp__marks" aria-label={t('readings.compare.marks')}>
              <h3 class="cmp__head">{t('readings.compare.marks')}</h3>
              <DivergenceMarks t={t} keys="readings.compare" cls="cmp" attr="data-mark" marks={cmp.divergences.map((d, k) => {
                const r = rows.findIndex((x) => x.divergence === k);
                return { kind: d.kind, step: r + 1, cause: d.cause ?? '', causeText: d.cause ? optionB(d.cause) : t('readings.compare.severalRules'), on: row === r + 1, select: () => setRow(r + 1) };
              })} />
              {cmp.divergence === null && cmp.payoffDiffers && (
                <ol>
                  <li>
                    <button type="button" class={row === rows.length ? 'cmp__mark cmp__mark--on' : 'cmp__mark'} data-mark="payoff" data-mark-cause={cmp.cause ?? ''} onClick={() => setRow(rows.length)}>
                      {t('readings.compare.markPayoff', { option: cmp.cause ? optionB(cmp.cause) : t('readings.compare.severalRules') })}
                    </button>
                  </li>
                </ol>
              )}
            </nav>
          )}
          <section class="cmp__together" aria-label={t('readings.compare.tables')} data-row={row}>
            {shown && <div class="cmp__stepper">
              <button type="button" data-action="cmp-prev" aria-label={t('readings.compare.prev')} disabled={row === 0} onClick={() => setRow((r) => Math.max(0, r - 1))}>◀</button>
              <input type="range" min={0} max={rows.length} value={row} aria-label={t('readings.compare.slider')} aria-valuetext={t('readings.compare.stepOf', { n: row, total: rows.length })} onInput={(e) => setRow(Number((e.target as HTMLInputElement).value))} />
              <button type="button" data-action="cmp-next" aria-label={t('readings.compare.next')} disabled={row >= rows.length} onClick={() => setRow((r) => Math.min(rows.length, r + 1))}>▶</button>
              <span class="cmp__stepno" aria-live="polite" data-step-of={row}>{t('readings.compare.stepOf', { n: row, total: rows.length })}</span>
            </div>}
            {shown && <div class="cmp__tables">
              {(['a', 'b'] as const).map((side) => {
                const { pos, step } = posAt(side, row);
                const cur = row > 0 ? rows[row - 1]! : null;
                const moved = cur && cur[side] !== null ? (side === 'a' ? cmp.a : cmp.b).steps[cur[side]!]! : null;
                const parted = cur !== null && cur.divergence !== null;
                return (
                  <div class={parted ? 'cmp__table cmp__table--parted' : 'cmp__table'} data-table-side={side} data-table-step={step === null ? 0 : step + 1} key={side}>
                    <h4 class="cmp__head">{side === 'a' ? t(`readings.names.${a}`) : nameB}</h4>
                    <p class="cmp__moved">
                      {moved
                        ? movedLine(t, moved, positionBefore(side === 'a' ? cmp.a : cmp.b, cur![side]!)).map((s, j) => <Line key={j} s={s} t={t} lang={lang} />)
                        : cur ? noMove(side, cur, pos.over) : ''}
                    </p>
                    <Felt pos={pos} t={t} open={() => true} hot={moved ? movedCards(moved.events) : undefined} />
                  </div>
                );
              })}
            </div>}
          </section>
          <div class="cmp__cols">
            {timeline(cmp.a, a, 'a')}
            {timeline(cmp.b, b, 'b', nameB)}
          </div>
          {/* Two narrow tables, not one of four number columns: side by side where there is room, one under
              the other on a phone, so that neither needs a sideways scroll (a Russian reader, 360 px). */}
          <section class="cmp__resultwrap" aria-label={t('readings.compare.result')}>
            <p class="cmp__resulthead">{t('readings.compare.result')}</p>
            <div class="cmp__results">
              {resultTable('won', cmp.a.settlement.won.map((_, p) => [name(p), cmp.a.settlement.won[p]!, cmp.b.settlement.won[p]!, p]), String)}
              {resultTable('net', [
                ...cmp.a.settlement.net.map((_, p) => [name(p), cmp.a.settlement.net[p]!, cmp.b.settlement.net[p]!, p] as const),
                [t('readings.compare.potLeft'), cmp.a.settlement.potAfter, cmp.b.settlement.potAfter, null] as const,
              ], signed)}
            </div>
          </section>
        </>
      )}
    </section>
  );
}
