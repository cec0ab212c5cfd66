import { useEffect, useMemo, useState } from 'preact/hooks';
import type { TFunction } from 'i18next';
import { LOO_RULES, withLooOption, type LooOptions, type LooRules } from '~/engine/loo/options.ts';
import { settleLooCounts, type LooCountsEnd, type LooCountsError, type LooCountsInput } from '~/engine/loo/counts.ts';
import type { Call } from '~/engine/loo/types.ts';
import type { LooError } from '~/engine/loo/errors.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { signed } from '../replay/signed.ts';
import { callName, looErrorText, optionName, optionValue, rulesName, seatName } from './looText.ts';

export interface LooPotCalculatorProps {
  /** The page's locale. */
  lang: string;
  /** That locale's strings (players, loo); default: the page's shared copy (`<SharedMessages key="loocalc-<lang>">`). */
  messages?: object;
}

type ChipKey = 'dealerStake' | 'otherStake' | 'looChips' | 'looCap';
type EndKind = LooCountsEnd['kind'];
const CHIP_KEYS: readonly ChipKey[] = ['dealerStake', 'otherStake', 'looChips', 'looCap'];
const ENDS: readonly EndKind[] = ['tricks', 'allPassed', 'lone', 'flush'];
const MAX_SEATS = 10;

/** The rule sets offered (every one but the test configuration `peer`), by family. */
const FAMILIES = {
  three: Object.values(LOO_RULES).filter((r) => r.id !== 'peer' && r.options.handSize === 3),
  five: Object.values(LOO_RULES).filter((r) => r.id !== 'peer' && r.options.handSize === 5),
};

interface Example {
  readonly rules: string;
  readonly chips?: Partial<Record<ChipKey, number>>;
  readonly players: number;
  readonly dealer: number;
  readonly carried: number;
  readonly calls: readonly Call[];
  readonly tricks: readonly number[];
}

/**
 * The worked examples of research loo-rules.md §4, one click each. E2 is seed 004's payout (Anna, Ben,
 * Carla, Dan from the dealer Emil's left), also under Peel's loo of 6 (PEEL-DESC) and unlimited Loo
 * (PARLETT-H). E4: Hoyle's half-crown pool in five-card Loo (HOYLE-I-173/174, EW-FB). E5: Enquire
 * Within's pool of 3 (EW-GN18). E6: Peel's mixed Loo, the pool capped at 30 (PEEL-MIXED). E7: Peel's
 * stakes of 3 and 6 (PEEL-STAKES). Who played and who won which trick beyond the sources' numbers are
 * the editors' filling; tests/unit/loo-counts.test.ts checks the same inputs against the sources.
 */
const E2: Example = { rules: 'threeCard', players: 5, dealer: 4, carried: 6, calls: ['pass', 'miss', 'play', 'pass', 'play'], tricks: [0, 0, 2, 0, 1] };
const EXAMPLES: Readonly<Record<string, Example>> = {
  E2,
  E2peel: { ...E2, rules: 'peel' },
  E2unlimited: { ...E2, rules: 'unlimited' },
  E4: { rules: 'hoyleFive', chips: { dealerStake: 30, looChips: 30 }, players: 5, dealer: 4, carried: 0, calls: ['play', 'play', 'play', 'pass', 'play'], tricks: [2, 0, 2, 0, 1] },
  E5: { rules: 'enquireWithin', players: 3, dealer: 2, carried: 0, calls: ['play', 'play', 'play'], tricks: [1, 1, 1] },
  E6: { rules: 'mixed', players: 5, dealer: 4, carried: 39, calls: ['play', 'play', 'play', 'pass', 'pass'], tricks: [2, 1, 0, 0, 0] },
  E7: { rules: 'peel', players: 5, dealer: 4, carried: 12, calls: ['play', 'pass', 'play', 'play', 'pass'], tricks: [1, 0, 2, 0, 0] },
};

/** A number field's value: NaN when empty or not a number (the engine then says what is wrong). */
const num = (s: string): number => (s.trim() === '' ? Number.NaN : Number(s));
const fill = <T,>(values: readonly T[], blank: T): T[] => Array.from({ length: MAX_SEATS }, (_, p) => values[p] ?? blank);
const chipsOf = (o: LooOptions): Record<ChipKey, string> =>
  Object.fromEntries(CHIP_KEYS.map((k) => [k, String(o[k])])) as Record<ChipKey, string>;

/** The calls a seat may be given under `o` (the engine decides which are legal together). */
function callChoices(o: LooOptions, isDealer: boolean): Call[] {
  const out: Call[] = ['play'];
  if (o.miss) out.push('miss');
  out.push('pass');
  if (isDealer && o.miss) out.push(o.dealerVsLone === 'defend' ? 'defend' : 'concede');
  return out;
}

/** An engine error as a sentence: the calculator's own (`loo.calc.errors.*`) or the engine's shared ones. */
function errorText(t: TFunction, e: LooCountsError): string {
  if (!e.code.startsWith('ERR_COUNTS_')) return looErrorText(t, e as LooError);
  const args: Record<string, unknown> = { ...e };
  if ('player' in e) args.player = seatName(t, e.player);
  if ('option' in e) args.option = optionName(t, e.option);
  if (e.code === 'ERR_COUNTS_TRICKS_SUM') args.count = e.total;
  if (e.code === 'ERR_COUNTS_ALL_PASSED') args.ending = t('loo.calc.end.allPassed');
  if (e.code === 'ERR_COUNTS_LONE') args.ending = t('loo.calc.end.lone');
  return t(`loo.calc.errors.${e.code}`, args);
}

/**
 * The Loo pot calculator: the rule set (stakes and loo optionally changed), players, dealer, chips carried
 * in, each seat's call and tricks — or an ending without tricks (all passed, one left in, a flush) — in;
 * the pot as played for, each trick's value, the shares, the loos, the chips left, the next pot, each
 * player's net and the chips balance out. Every number comes from the engine (counts.ts settleLooCounts,
 * which shares settle.ts with played deals); impossible input gets the engine's reason, never NaN.
 */
export default function LooPotCalculator({ lang, messages }: LooPotCalculatorProps) {
  const t = useMemo(() => createT(lang, messages ?? sharedMessages(`loocalc-${lang}`)), [lang, messages]);
  const [rulesId, setRulesId] = useState(E2.rules);
  const [chips, setChips] = useState<Record<ChipKey, string>>(() => chipsOf(LOO_RULES[E2.rules]!.options));
  const [looKind, setLooKind] = useState<LooOptions['loo']>(LOO_RULES[E2.rules]!.options.loo);
  const [uneven, setUneven] = useState<LooOptions['unevenPot']>(LOO_RULES[E2.rules]!.options.unevenPot);
  const [players, setPlayers] = useState(E2.players);
  const [dealer, setDealer] = useState(E2.dealer);
  const [carried, setCarried] = useState(String(E2.carried));
  const [end, setEnd] = useState<EndKind>('tricks');
  const [who, setWho] = useState(0);
  const [calls, setCalls] = useState<Call[]>(() => fill(E2.calls, 'play'));
  const [tricks, setTricks] = useState<string[]>(() => fill(E2.tricks.map(String), '0'));
  const [spared, setSpared] = useState<boolean[]>(() => fill([], false));
  const [order, setOrder] = useState<number[]>([]);
  const [loaded, setLoaded] = useState<string | null>('E2');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const base = LOO_RULES[rulesId]!;
  let rules: LooRules = base;
  for (const k of CHIP_KEYS) rules = withLooOption(rules, k, num(chips[k]));
  rules = withLooOption(withLooOption(rules, 'loo', looKind), 'unevenPot', uneven);
  const o = rules.options;
  const seats = Array.from({ length: players }, (_, p) => p);
  const name = (p: number) => seatName(t, p);

  // Any change of the deal: the example is no longer what is shown, and a trick order may no longer fit.
  const touch = () => {
    setLoaded(null);
    setOrder([]);
  };
  const chooseRules = (id: string) => {
    const r = LOO_RULES[id]!;
    const ro = r.options;
    setRulesId(id);
    setChips(chipsOf(ro));
    setLooKind(ro.loo);
    setUneven(ro.unevenPot);
    const n = Math.max(ro.minPlayers, Math.min(ro.maxPlayers, players));
    setPlayers(n);
    if (dealer >= n) setDealer(n - 1);
    setCalls((cs) => cs.map((c, p) => (callChoices(ro, p === Math.min(dealer, n - 1)).includes(c) ? c : 'play')));
    if (end === 'flush' && ro.flush === 'none') setEnd('tricks');
    touch();
  };
  const load = (key: string) => {
    const e = EXAMPLES[key]!;
    const r = LOO_RULES[e.rules]!;
    setRulesId(e.rules);
    setChips({ ...chipsOf(r.options), ...Object.fromEntries(Object.entries(e.chips ?? {}).map(([k, v]) => [k, String(v)])) });
    setLooKind(r.options.loo);
    setUneven(r.options.unevenPot);
    setPlayers(e.players);
    setDealer(e.dealer);
    setCarried(String(e.carried));
    setEnd('tricks');
    setWho(0);
    setCalls(fill(e.calls, 'play'));
    setTricks(fill(e.tricks.map(String), '0'));
    setSpared(fill([], false));
    setOrder([]);
    setLoaded(key);
  };
  const changePlayers = (n: number) => {
    setPlayers(n);
    if (dealer >= n) setDealer(n - 1);
    if (who >= n) setWho(0);
    touch();
  };
  const changeDealer = (d: number) => {
    setDealer(d);
    setCalls((cs) => cs.map((c, p) => (callChoices(o, p === d).includes(c) ? c : 'play')));
    touch();
  };

  const countsEnd: LooCountsEnd =
    end === 'lone' ? { kind: 'lone', player: who }
    : end === 'flush' ? { kind: 'flush', player: who, spared: seats.filter((p) => spared[p]) }
    : { kind: end };
  const input: LooCountsInput = {
    players, dealer, carried: num(carried), calls: calls.slice(0, players), tricks: tricks.slice(0, players).map(num), order, end: countsEnd,
  };
  const result = settleLooCounts(rules, input);
  // Without a chosen order, for the trick-order choices (they stay when the chosen order does not fit).
  const plain = order.length > 0 ? settleLooCounts(rules, { ...input, order: [] }) : result;
  const orderShown = end === 'tricks' && plain.ok && plain.value.orderMatters ? plain.value : null;
  const setOrderAt = (i: number, p: number) => {
    const current = result.ok ? result.value.winners : orderShown?.winners ?? [];
    const next = Array.from({ length: orderShown?.extra ?? 0 }, (_, j) => order[j] ?? current[j]!);
    next[i] = p;
    setOrder(next);
    setLoaded(null);
  };
  const showCalls = end === 'tricks' || end === 'flush';
  const showSpared = end === 'flush' && o.flush === 'five' && o.flushLoo === 'stood';
  const given = tricks.slice(0, players).map(num).reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
  const id = (s: string) => `lpc-${s}`;

  const out = result.ok ? result.value : null;
  const s = out?.settlement;
  const anyTransfer = !!s && s.transfers.some((x) => x !== 0);
  const singleDouble = o.potKinds === 'singleDouble';

  return (
    <section class="lpc wide" data-loo-calculator data-hydrated={hydrated ? 'true' : 'false'} aria-label={t('loo.calc.title')}>
      <div class="lpc__examples" role="group" aria-label={t('loo.calc.examples')}>
        {Object.keys(EXAMPLES).map((k) => (
          <button type="button" data-example={k} aria-pressed={loaded === k ? 'true' : 'false'} onClick={() => load(k)}>{t(`loo.calc.example.${k}`)}</button>
        ))}
      </div>
      {loaded && <p class="lpc__note" data-lpc-note={loaded}>{t(`loo.calc.note.${loaded}`)}</p>}

      <fieldset class="lpc__box">
        <legend>{t('loo.calc.setup')}</legend>
        <div class="lpc__row">
          <label class="lpc__field lpc__field--wide">
            <span>{t('loo.calc.rules')}</span>
            <select id={id('rules')} value={rulesId} onChange={(e) => chooseRules((e.target as HTMLSelectElement).value)}>
              {(['three', 'five'] as const).map((f) => (
                <optgroup label={t(`loo.calc.group.${f}`)}>
                  {FAMILIES[f].map((r) => <option value={r.id}>{rulesName(t, r.id)}</option>)}
                </optgroup>
              ))}
            </select>
          </label>
          <label class="lpc__field">
            <span>{t('loo.calc.players')}</span>
            <select id={id('players')} value={String(players)} onChange={(e) => changePlayers(Number((e.target as HTMLSelectElement).value))}>
              {Array.from({ length: base.options.maxPlayers - base.options.minPlayers + 1 }, (_, i) => base.options.minPlayers + i).map((n) => (
                <option value={String(n)}>{n}</option>
              ))}
            </select>
          </label>
          <label class="lpc__field">
            <span>{t('loo.calc.dealer')}</span>
            <select id={id('dealer')} value={String(dealer)} onChange={(e) => changeDealer(Number((e.target as HTMLSelectElement).value))}>
              {seats.map((p) => <option value={String(p)}>{name(p)}</option>)}
            </select>
          </label>
          <label class="lpc__field">
            <span>{t('loo.calc.carried')}</span>
            <input id={id('carried')} data-lpc-carried type="number" inputMode="numeric" min={0} step={1} value={carried}
              onInput={(e) => { setCarried((e.target as HTMLInputElement).value); touch(); }} />
          </label>
        </div>
        <details class="lpc__stakes">
          <summary>{t('loo.calc.stakes')}</summary>
          <div class="lpc__row">
            {(['dealerStake', 'otherStake'] as const).map((k) => (
              <label class="lpc__field">
                <span>{optionName(t, k)}</span>
                <input id={id(k)} data-lpc-option={k} type="number" inputMode="numeric" min={0} step={1} value={chips[k]}
                  onInput={(e) => { const v = (e.target as HTMLInputElement).value; setChips((c) => ({ ...c, [k]: v })); touch(); }} />
              </label>
            ))}
            <label class="lpc__field lpc__field--wide">
              <span>{optionName(t, 'loo')}</span>
              <select id={id('loo')} value={looKind} onChange={(e) => { setLooKind((e.target as HTMLSelectElement).value as LooOptions['loo']); touch(); }}>
                {(['fixed', 'pot', 'capped'] as const).map((v) => <option value={v}>{optionValue(t, 'loo', v)}</option>)}
              </select>
            </label>
            {looKind !== 'pot' && (
              <label class="lpc__field">
                <span>{optionName(t, looKind === 'fixed' ? 'looChips' : 'looCap')}</span>
                <input id={id(looKind === 'fixed' ? 'looChips' : 'looCap')} data-lpc-option={looKind === 'fixed' ? 'looChips' : 'looCap'} type="number"
                  inputMode="numeric" min={0} step={1} value={chips[looKind === 'fixed' ? 'looChips' : 'looCap']}
                  onInput={(e) => { const v = (e.target as HTMLInputElement).value; const k = looKind === 'fixed' ? 'looChips' : 'looCap'; setChips((c) => ({ ...c, [k]: v })); touch(); }} />
              </label>
            )}
            <label class="lpc__field lpc__field--wide">
              <span>{optionName(t, 'unevenPot')}</span>
              <select id={id('uneven')} value={uneven} onChange={(e) => { setUneven((e.target as HTMLSelectElement).value as LooOptions['unevenPot']); touch(); }}>
                {(['firstWinners', 'carry'] as const).map((v) => <option value={v}>{optionValue(t, 'unevenPot', v)}</option>)}
              </select>
            </label>
          </div>
        </details>
      </fieldset>

      <fieldset class="lpc__box">
        <legend>{t('loo.calc.play')}</legend>
        <div class="lpc__row">
          <label class="lpc__field lpc__field--wide">
            <span>{t('loo.calc.ending')}</span>
            <select id={id('end')} data-lpc-end value={end} onChange={(e) => { setEnd((e.target as HTMLSelectElement).value as EndKind); touch(); }}>
              {ENDS.filter((k) => k !== 'flush' || o.flush !== 'none').map((k) => <option value={k}>{t(`loo.calc.end.${k}`)}</option>)}
            </select>
          </label>
          {(end === 'lone' || end === 'flush') && (
            <label class="lpc__field">
              <span>{t('loo.calc.who')}</span>
              <select id={id('who')} value={String(who)} onChange={(e) => { setWho(Number((e.target as HTMLSelectElement).value)); touch(); }}>
                {seats.map((p) => <option value={String(p)}>{name(p)}</option>)}
              </select>
            </label>
          )}
        </div>
        {showCalls && (
          <table class="lpc__seats">
            <caption>{t(end === 'tricks' ? 'loo.calc.seats' : 'loo.calc.seatsFlush')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('loo.calc.seat')}</th>
                <th scope="col" id={id('col-call')}>{t('loo.calc.call')}</th>
                {end === 'tricks' && <th scope="col" id={id('col-tricks')}>{t('loo.calc.tricks')}</th>}
                {showSpared && <th scope="col">{t('loo.calc.spared')}</th>}
              </tr>
            </thead>
            <tbody>
              {seats.map((p) => (
                <tr data-lpc-seat={p}>
                  <th scope="row" id={id(`seat-${p}`)}>{p === dealer ? t('loo.calc.dealerSeat', { player: name(p) }) : name(p)}</th>
                  <td>
                    <select id={id(`call-${p}`)} data-call-input={p} aria-label={t('loo.calc.callOf', { player: name(p) })} value={calls[p]}
                      onChange={(e) => { const v = (e.target as HTMLSelectElement).value as Call; setCalls((cs) => cs.map((c, q) => (q === p ? v : c))); touch(); }}>
                      {callChoices(o, p === dealer).map((c) => <option value={c}>{callName(t, c)}</option>)}
                    </select>
                  </td>
                  {end === 'tricks' && (
                    <td>
                      <input id={id(`tricks-${p}`)} data-tricks-input={p} type="number" inputMode="numeric" min={0} max={o.handSize} step={1}
                        aria-label={t('loo.calc.tricksOf', { player: name(p) })} value={tricks[p]}
                        onInput={(e) => { const v = (e.target as HTMLInputElement).value; setTricks((ts) => ts.map((x, q) => (q === p ? v : x))); touch(); }} />
                    </td>
                  )}
                  {showSpared && (
                    <td>
                      <input id={id(`spared-${p}`)} type="checkbox" checked={spared[p]} aria-label={t('loo.calc.sparedOf', { player: name(p) })}
                        onChange={(e) => { const v = (e.target as HTMLInputElement).checked; setSpared((sp) => sp.map((x, q) => (q === p ? v : x))); touch(); }} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {end === 'tricks' && <p class="lpc__hint">{t('loo.calc.tricksGiven', { count: given, expected: o.handSize })}</p>}
        {orderShown && (
          <fieldset class="lpc__order" data-lpc-order>
            <legend>{t('loo.calc.order')}</legend>
            {Array.from({ length: orderShown.extra }, (_, i) => {
              const value = order[i] ?? (out ? out.winners[i] : orderShown.winners[i]);
              return (
                <label class="lpc__field">
                  <span>{t('loo.calc.trickNo', { n: i + 1 })}</span>
                  <select id={id(`order-${i}`)} value={String(value)} onChange={(e) => setOrderAt(i, Number((e.target as HTMLSelectElement).value))}>
                    {seats.filter((p) => num(tricks[p]!) > 0).map((p) => <option value={String(p)}>{name(p)}</option>)}
                  </select>
                </label>
              );
            })}
          </fieldset>
        )}
      </fieldset>

      <section class="lpc__out" aria-live="polite" aria-label={t('loo.calc.result')} data-lpc-result={out ? 'ok' : 'error'}>
        {!result.ok ? (
          <p class="lpc__error" role="alert" data-lpc-error={result.error.code}>{errorText(t, result.error)}</p>
        ) : out && s && (
          <>
            <p data-lpc-pot={s.potBefore}>
              {t('loo.calc.potLine', { carried: num(carried), stakes: s.potBefore - num(carried), count: s.potBefore })}
              {singleDouble && <> {t(out.single ? 'loo.calc.single' : 'loo.calc.double')}</>}
            </p>
            {end === 'tricks' && (o.undivided ? (
              <p>{t('loo.calc.undividedNote')}</p>
            ) : (
              <p data-lpc-values={out.values.join(' ')}>
                {t('loo.calc.values', { values: out.values.join(', ') })}
                {s.potBefore % o.handSize !== 0 && (
                  <> {o.unevenPot === 'firstWinners'
                    ? t('loo.calc.extra', { count: s.potBefore % o.handSize })
                    : t('loo.calc.carryOdd', { count: s.potBefore % o.handSize })}</>
                )}
              </p>
            ))}
            {out.defender !== null && end === 'tricks' && <p>{t('loo.calc.defendNote', { player: name(out.defender) })}</p>}
            {showCalls && <p data-lpc-loo-cost={out.loo}>{t('loo.calc.looCost', { count: out.loo, how: optionValue(t, 'loo', o.loo) })}</p>}
            <ul class="lpc__loos">
              {s.looed.map((p) => <li data-lpc-looed={p} data-lpc-loo={s.loos[p]}>{t('loo.calc.looPays', { player: name(p), count: s.loos[p] })}</li>)}
              {anyTransfer && end === 'flush' && <li>{t('loo.calc.flushPays', { player: name(who), count: out.loo })}</li>}
              {s.looed.length === 0 && !anyTransfer && <li>{t('loo.calc.noLoo')}</li>}
            </ul>
            <section class="lpc__scroll" tabIndex={0} aria-label={t('loo.calc.table')}>
              <table class="lpc__chips" data-lpc-chips>
                <caption>{t('loo.calc.table')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('loo.calc.seat')}</th>
                    <th scope="col">{t('loo.calc.share')}</th>
                    <th scope="col">{t('loo.calc.stake')}</th>
                    <th scope="col">{t('loo.calc.loo')}</th>
                    {anyTransfer && <th scope="col">{t('loo.calc.transfer')}</th>}
                    <th scope="col">{t('loo.calc.net')}</th>
                  </tr>
                </thead>
                <tbody>
                  {seats.map((p) => (
                    <tr data-seat={p}>
                      <th scope="row">{p === dealer ? t('loo.calc.dealerSeat', { player: name(p) }) : name(p)}</th>
                      <td data-lpc-share={s.shares[p]}>{s.shares[p]}</td>
                      <td>{s.stakes[p]}</td>
                      <td>{s.loos[p]}</td>
                      {anyTransfer && <td>{signed(s.transfers[p]!)}</td>}
                      <td data-lpc-net={s.net[p]}>{signed(s.net[p]!)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <p data-lpc-left={s.potAfter}>{t('loo.calc.left', { count: s.potAfter })}</p>
            <p data-lpc-next-pot={out.next.pot}>
              {t('loo.calc.next', { dealer: name(out.next.dealer), left: out.next.carried, stakes: out.next.pot - out.next.carried, count: out.next.pot })}
              {singleDouble && <> {t(out.next.single ? 'loo.calc.nextSingle' : 'loo.calc.nextDouble')}</>}
            </p>
            <p class="lpc__balance" data-lpc-balance={out.balance.players + out.balance.pot}>
              {t('loo.calc.balance', {
                players: signed(out.balance.players), carried: num(carried), after: s.potAfter, pot: signed(out.balance.pot), sum: signed(out.balance.players + out.balance.pot),
              })}
            </p>
          </>
        )}
      </section>
    </section>
  );
}
