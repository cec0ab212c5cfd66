import { LinkShare } from '../../readings/LinkShare.tsx';
import { currentMove } from '../../readings/currentMove.ts';
import { useMemo, useState } from 'preact/hooks';
import { useShownTables } from '../../readings/useShownTables.ts';
import { LinkParams, addressWith, keyOf, useAddress, useLink, useStep, wholeIn } from '../../readings/linkParams.ts';
import { LOO_RULES, type LooOptionId } from '~/engine/loo/options.ts';
import { compareLooRules, looComparisonDeal, looCarry, partingLooSeed, stepLooTogether } from '~/engine/loo/compare.ts';
import { divergenceAt } from '../../readings/divergenceAt.ts';
import type { LooPosition } from '~/engine/loo/types.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { LooTable } from '../LooTable.tsx';
import { narrateLooEvents } from '../narrate.ts';
// Each step narrated with the position it was made in, so that a forced card or call says why, as in the
// replays (a French reader found "Anna leads the ace of clubs and calls “Pam, be civil!”" with no reason).
import { positionBefore } from '../../why/before.ts';
import { optionName, optionValue, rulesName } from '../looText.ts';
import { RulesOptions } from '../RulesOptions.tsx';
import { signed } from '../../replay/signed.ts';
import './looCompare.css';
import { DivergenceMarks } from '../../readings/DivergenceMarks.tsx';

export interface LooCompareProps {
  lang: string;
  /** That locale's strings (players, cards, loo parts); default: the page's shared copy (`<SharedMessages key="loocmp-<lang>">`). */
  messages?: object;
}

/** The address parameters of a Loo comparison (a link reopens it): the two rule sets and the deal's number. */
const LOO_LINK_KEYS = { a: 'la', b: 'lb', seed: 'ls', step: 'lt' } as const;

/**
 * A Loo comparison's settings from the address (LOO_LINK_KEYS), each checked: rule sets the engine has, a deal
 * number 1–999,999 (none: the pair's first parting deal). Anything else is left at its default, its key in `bad`.
 */
export function readLooCompareLink(q: URLSearchParams): { a: string; b: string; seed: number | null; step: number | null; bad: readonly string[] } {
  const p = new LinkParams(q);
  const [a, b] = p.pair([LOO_LINK_KEYS.a, LOO_LINK_KEYS.b], keyOf(LOO_RULES), ['threeCard', 'fiveCard']);
  const seed = p.get<number | null>(LOO_LINK_KEYS.seed, wholeIn(1, 999_999), null);
  const step = p.get<number | null>(LOO_LINK_KEYS.step, wholeIn(0, 999), null);
  return { a, b, seed, step, bad: p.bad };
}

/**
 * Same deal, two Loo rule sets (issue 16): the same shuffled pack dealt under both and played by the
 * engine's plain computer player (engine `compareLooRules`), by default on the first deal where they part
 * at least twice (`partingLooSeed`). Both tables step together; every place they part is marked — in play,
 * or the same move with other consequences, or in the pay-off only — with the option that causes it, found
 * by changing one option at a time.
 */
export default function LooCompare({ lang, messages }: LooCompareProps) {
  const t = useMemo(() => createT(lang, messages ?? sharedMessages(`loocmp-${lang}`)), [lang, messages]);
  const [a, setA] = useState('threeCard');
  const [b, setB] = useState('fiveCard');
  const def = useMemo(() => partingLooSeed(LOO_RULES[a]!, LOO_RULES[b]!), [a, b]);
  const [seed, setSeed] = useState<number | null>(null);
  // The step a link asked for: past the comparison's end, it is said (LinkShare's pastEnd).
  const [linkStep, setLinkStep] = useState<number | null>(null);
  // The comparison is drawn once the reader asks for it (the button, a changed menu or a link), not as soon as the
  // widget wakes: a pointer passing over it woke it, and the page below jumped by two screens (a designer's review).
  const [open, setOpen] = useState(false);
  const { hydrated, linkNote } = useLink(Object.values(LOO_LINK_KEYS), readLooCompareLink, (got) => {
    setOpen(true);
    setA(got.a);
    setB(got.b);
    setSeed(got.seed);
    if (got.step !== null) openAt(got.step);
    setLinkStep(got.step);
  });

  const players = def?.players ?? Math.max(LOO_RULES[a]!.options.minPlayers, Math.min(5, LOO_RULES[a]!.options.maxPlayers));
  const carry = looCarry(LOO_RULES[a]!, LOO_RULES[b]!);
  const five = carry === 5;
  const deal = seed === null ? (def ?? looComparisonDeal(1, players, carry)) : looComparisonDeal(seed, players, carry);
  const cmp = useMemo(() => compareLooRules(LOO_RULES[a]!, LOO_RULES[b]!, deal), [a, b, deal.seed, deal.players]);
  const rows = useMemo(() => (cmp ? stepLooTogether(cmp) : []), [cmp]);
  const firstRow = rows.findIndex((r) => r.divergence !== null);
  // Marks, stepper, tables and timelines are drawn in the browser only (the page's HTML stays small; the
  // island hydrates on first use); the server renders the choices and the result.
  // The tables open just after the first divergence (also on the server); a step the reader picks holds
  // until the comparison changes.
  const start = firstRow < 0 ? 0 : firstRow + 1;
  const { row: at, setRow, openAt } = useStep(cmp, start);
  const row = Math.min(at, rows.length);
  // The move each side's list marks: the one the stepper's step shows (currentMove.ts).
  const currentAt = { a: currentMove(rows, row, 'a'), b: currentMove(rows, row, 'b') };
  // Each list keeps the move the step shows in sight; the button's press moves focus to the stepper.
  const shown = hydrated && open;
  useShownTables(shown, row, '[data-loo-timeline] .lcmp__steps', '[data-action="lcmp-next"]');
  // Once the reader changes something, the address follows (a German newcomer could not link to a comparison).
  const { copied, copy: copyLink, touched, touch } = useAddress(
    hydrated ? addressWith({ [LOO_LINK_KEYS.a]: a, [LOO_LINK_KEYS.b]: b, [LOO_LINK_KEYS.seed]: String(deal.seed), [LOO_LINK_KEYS.step]: row !== start ? String(row) : null }, '#compare') : '',
  );
  /**
   * The rule that parts the two, named with its setting on each side ("the rule “A miss is dealt”. Three-card Loo:
   * yes. Five-card Pam-Loo: no."): "Eine Miss wird gegeben – nein", with one side's value, read like an answer to a
   * question (a German re-tester). Each side a sentence of its own, since some values hold a semicolon ("the dealer
   * calls too; if the dealer passes, …") and a rule-set name may hold brackets. A name quoted already ("“Pam, be
   * civil!”") is quoted once.
   */
  const cause = (k: LooOptionId | null) => {
    if (!k) return t('loo.compare.severalRules');
    const side = (id: string) => optionValue(t, k, LOO_RULES[id]!.options[k] as never);
    return t('loo.compare.causeRule', { option: bareOption(k), rulesA: rulesName(t, a), a: side(a), rulesB: rulesName(t, b), b: side(b) });
  };
  /** A rule's name without quotes of its own, for a message that quotes it. */
  const bareOption = (k: LooOptionId) => optionName(t, k).replace(/^[“„«"]\s*([\s\S]*?)\s*[”“»"]$/u, '$1');
  /**
   * Why one side makes no move where the other does (a miss taken, an exchange): the rule of the place they part
   * that holds it, with this side's setting ("No move here. The rule “Exchange from the stock” in these rules: no."); a
   * new reader found "no move here" beside the other's move with no word of why.
   */
  const noMove = (side: 'a' | 'b', cur: { a: number | null; b: number | null }, over: boolean): string => {
    // A deal that has ended makes no more moves: said as such, not with a rule's name (an English newcomer read
    // "The rule “Exchange from the stock” …" beside a three-card deal whose tricks were all played).
    if (over) return t('loo.compare.noMoveOver');
    const other = side === 'a' ? 'b' : 'a';
    const i = cur[other];
    const d = i === null ? undefined : divergenceAt(cmp!.divergences, other, i);
    if (!d?.cause) return t('loo.compare.noMove');
    const k = d.cause;
    return t('loo.compare.noMoveRule', { option: bareOption(k), value: optionValue(t, k, LOO_RULES[side === 'a' ? a : b]!.options[k] as never) });
  };
  const posAt = (side: 'a' | 'b', r: number): LooPosition => {
    const played = side === 'a' ? cmp!.a : cmp!.b;
    for (let k = Math.min(r, rows.length) - 1; k >= 0; k--) {
      const i = rows[k]![side];
      if (i !== null) return played.steps[i]!.position;
    }
    return played.start;
  };
  const select = (id: string, label: string, value: string, set: (v: string) => void) => (
    <label class="lcmp__field">
      <span>{label}</span>
      {/* Another pair of rule sets starts on its first parting deal. */}
      <select id={id} value={value} onChange={(e) => { setSeed(null); setOpen(true); set((e.target as HTMLSelectElement).value); }}>
        <RulesOptions t={t} selected={value} />
      </select>
    </label>
  );

  return (
    <section class="lcmp wide" onChangeCapture={touch} onInputCapture={touch} onClickCapture={touch} data-loo-compare data-hydrated={hydrated ? 'true' : undefined} aria-label={t('loo.compare.title')}>
      <div class="lcmp__inputs">
        {select('lcmp-a', t('loo.compare.rulesA'), a, setA)}
        {select('lcmp-b', t('loo.compare.rulesB'), b, setB)}
        <label class="lcmp__field">
          <span>{t('loo.compare.seed')}</span>
          <input id="lcmp-seed" type="number" min={1} max={999999} value={deal.seed} onInput={(e) => { const v = Number((e.target as HTMLInputElement).value); if (Number.isInteger(v) && v > 0 && v < 1e6) { setOpen(true); setSeed(v); } }} />
        </label>
      </div>
      {/* The link's note is said until the reader changes something (it then no longer applies). */}
      <LinkShare t={t} keys="loo.compare" cls="lcmp" copied={copied} copy={copyLink} problem={touched ? [] : linkNote} shown={{ [LOO_LINK_KEYS.a]: rulesName(t, a), [LOO_LINK_KEYS.b]: rulesName(t, b), [LOO_LINK_KEYS.seed]: String(deal.seed) }} pastEnd={!touched && cmp && linkStep !== null && linkStep > rows.length ? { step: linkStep, total: rows.length } : null} />
      <p class="lcmp__note">
        {t('loo.compare.computer', { count: deal.players })}{' '}
        {/* Why one side opens with a double pot (an English newcomer saw 9 and 11 chips "carried in from nowhere"). */}
        <span data-loo-carried={deal.carried}>{t(deal.carried > 0 ? (five ? 'loo.compare.carriedFive' : 'loo.compare.carried') : five ? 'loo.compare.notCarriedFive' : 'loo.compare.notCarried', { count: deal.carried })}</span>{' '}
        {a === b ? <span data-loo-same-rules>{t('loo.compare.sameRules')}</span> : def && deal.seed === def.seed ? <span data-loo-parting-seed={def.seed}>{t('loo.compare.defaultDeal', { seed: def.seed })}</span> : !def ? <span data-loo-never-part>{t('loo.compare.neverPart')}</span> : null}
      </p>
      {!cmp ? (
        <p class="lcmp__summary">{t('loo.compare.notDealt')}</p>
      ) : (
        <>
          {/* Until the widget wakes (on first use), a button says that the comparison is there to be opened: a German and
            * a French newcomer, on a phone, saw only the menus and the deal's number and took it for broken. Pressing it
            * wakes the widget, which then draws the marks, the stepper and both tables in its place. */}
          {!shown && (
            <p class="lcmp__wake">
              <button type="button" class="lcmp__show" data-action="lcmp-show" onClick={() => setOpen(true)}>{t('loo.compare.show')}</button>
            </p>
          )}
          {shown && <nav class="lcmp__marks" aria-label={t('loo.compare.marks')}>
            <h3 class="lcmp__head">{t('loo.compare.marks')}</h3>
            {cmp.divergences.length === 0 && !cmp.payoffDiffers ? (
              <p data-loo-same>{t('loo.compare.same')}</p>
            ) : cmp.divergences.length > 0 ? (
              <DivergenceMarks t={t} keys="loo.compare" cls="lcmp" attr="data-loo-mark" marks={cmp.divergences.map((d, k) => {
                const r = rows.findIndex((x) => x.divergence === k);
                return { kind: d.kind, step: r + 1, cause: d.cause ?? '', causeText: cause(d.cause), on: row === r + 1, select: () => setRow(r + 1) };
              })} />
            ) : (
              <ol>
                {cmp.payoffDiffers && (
                  <li>
                    <button type="button" class="lcmp__mark" data-loo-mark="payoff" data-mark-cause={cmp.payoffCause ?? ''} onClick={() => setRow(rows.length)}>
                      {t('loo.compare.markPayoff', { option: cause(cmp.payoffCause) })}
                    </button>
                  </li>
                )}
              </ol>
            )}
          </nav>}
          {/* The stepper and the two tables together: the stepper sticks within them (looCompare.css). */}
          {shown && <div class="lcmp__together">
          <div class="lcmp__stepper">
            <button type="button" data-action="lcmp-prev" aria-label={t('loo.compare.prev')} disabled={row === 0} onClick={() => setRow((r) => Math.max(0, r - 1))}>◀</button>
            <input type="range" min={0} max={rows.length} value={row} aria-label={t('loo.compare.slider')} aria-valuetext={t('loo.compare.stepOf', { n: row, total: rows.length })} onInput={(e) => setRow(Number((e.target as HTMLInputElement).value))} />
            <button type="button" data-action="lcmp-next" aria-label={t('loo.compare.next')} disabled={row >= rows.length} onClick={() => setRow((r) => Math.min(rows.length, r + 1))}>▶</button>
            <span aria-live="polite" data-loo-row={row}>{t('loo.compare.stepOf', { n: row, total: rows.length })}</span>
          </div>
          <div class="lcmp__tables">
            {(['a', 'b'] as const).map((side) => {
              const cur = row > 0 ? rows[row - 1]! : null;
              const played = side === 'a' ? cmp.a : cmp.b;
              const step = cur && cur[side] !== null ? played.steps[cur[side]!]! : null;
              const pos = posAt(side, row);
              const parted = cur !== null && cur.divergence !== null;
              // The settlement shows as soon as this side's deal is over, not only at the last step of both: a
              // three-card deal over at step 17 had kept its pot until step 29 (an English newcomer).
              const ended = pos.phase === 'over';
              const over = row === rows.length || ended;
              return (
                <div key={side} class={parted ? 'lcmp__table lcmp__table--parted' : 'lcmp__table'} data-loo-table={side}>
                  <h4 class="lcmp__head">{rulesName(t, side === 'a' ? a : b)}</h4>
                  <p class="lcmp__moved">{step ? narrateLooEvents(t, step.events, step.position, { before: positionBefore(played, cur![side]!) }).join(' ') : cur ? noMove(side, cur, ended) : ''}</p>
                  <LooTable pos={pos} t={t} open={() => true} openMiss settlement={over ? played.settlement : null} />
                </div>
              );
            })}
          </div>
          </div>}
          {shown && <div class="lcmp__cols">
            {(['a', 'b'] as const).map((side) => (
              <div key={side} data-loo-timeline={side}>
                <h4 class="lcmp__head">{rulesName(t, side === 'a' ? a : b)}</h4>
                <ol class="lcmp__steps" tabIndex={0} aria-label={rulesName(t, side === 'a' ? a : b)}>
                  {(side === 'a' ? cmp.a : cmp.b).steps.map((st, i) => {
                    const d = divergenceAt(cmp.divergences, side, i);
                    const on = currentAt[side] === i;
                    return <li key={i} class={[d ? 'lcmp__step--diverge' : '', on ? 'is-current' : ''].filter(Boolean).join(' ') || undefined} aria-current={on ? 'step' : undefined} data-step={i + 1} data-divergence={d?.kind}>{narrateLooEvents(t, st.events, st.position, { before: positionBefore(side === 'a' ? cmp.a : cmp.b, i) }).join(' ')}</li>;
                  })}
                </ol>
              </div>
            ))}
          </div>}
          {shown && <table class="lcmp__result" data-loo-result>
            <caption>{t('loo.compare.result')}</caption>
            <thead>
              <tr><td /><th scope="col">{rulesName(t, a)}</th><th scope="col">{rulesName(t, b)}</th></tr>
            </thead>
            <tbody>
              {cmp.a.settlement.net.map((n, p) => (
                <tr key={p}>
                  <th scope="row">{t(`players.${p}`)}</th>
                  <td data-net-a={n}>{signed(n)}</td>
                  <td data-net-b={cmp.b.settlement.net[p]} class={n !== cmp.b.settlement.net[p] ? 'lcmp__diff' : undefined}>{signed(cmp.b.settlement.net[p]!)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('loo.compare.potLeft')}</th>
                <td>{cmp.a.settlement.potAfter}</td>
                <td class={cmp.a.settlement.potAfter !== cmp.b.settlement.potAfter ? 'lcmp__diff' : undefined}>{cmp.b.settlement.potAfter}</td>
              </tr>
            </tbody>
          </table>}
        </>
      )}
    </section>
  );
}
