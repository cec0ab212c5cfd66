import { useMemo, useState } from 'preact/hooks';
import { READINGS } from '~/engine/lld/readings/index.ts';
import { settleCounts } from '~/engine/lld/settle.ts';
import { dealSpec } from '~/engine/lld/options.ts';
import type { CountError } from '~/engine/lld/errors.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { signed } from '../replay/narrate.ts';

export interface PayoffCalculatorProps {
  lang: string;
  /** That locale's strings; default: the page's shared copy (`<SharedMessages key="calc-<lang>">`), not inlined in the island's props. */
  messages?: object;
}

/**
 * The worked settlements of the sources, one click away (seed 001 "Pay-off"; seed 002 section 06). Seed 002
 * does not say who was left holding cards: Ben is, as in the replayed example (examples/settlement.ts), and
 * the calculator says so while its fields hold that example.
 */
const EXAMPLES = {
  example001: { won: [14, 12, 8, 6, 12], dealer: 0, lastHolder: 1, lastCapturer: 1 },
  example002: { won: [16, 12, 10, 8, 6], dealer: 0, lastHolder: 1, lastCapturer: 1 },
} as const;

/**
 * The pay-off calculator: won cards per player and who qualifies for the bonus in, every reading's chips
 * out (engine `settleCounts`). Impossible input — odd counts, totals other than 52 — gets a clear message.
 */
export default function PayoffCalculator({ lang, messages }: PayoffCalculatorProps) {
  const t = useMemo(() => createT(lang, messages ?? sharedMessages(`calc-${lang}`)), [lang, messages]);
  const [players, setPlayers] = useState(5);
  const [dealer, setDealer] = useState(0);
  const [won, setWon] = useState<string[]>(['14', '12', '8', '6', '12']);
  const [lastHolder, setLastHolder] = useState<number | null>(1);
  const [lastCapturer, setLastCapturer] = useState<number | null>(1);
  const seats = Array.from({ length: players }, (_, p) => p);
  const name = (p: number) => t(`players.${p}`);

  const changePlayers = (n: number) => {
    setPlayers(n);
    setWon((w) => Array.from({ length: n }, (_, p) => w[p] ?? '0'));
    if (dealer >= n) setDealer(0);
    if (lastHolder !== null && lastHolder >= n) setLastHolder(null);
    if (lastCapturer !== null && lastCapturer >= n) setLastCapturer(null);
  };
  const load = (key: keyof typeof EXAMPLES) => {
    const e = EXAMPLES[key];
    setPlayers(5);
    setDealer(e.dealer);
    setWon(e.won.map(String));
    setLastHolder(e.lastHolder);
    setLastCapturer(e.lastCapturer);
  };

  // An example is shown as chosen, and its note said, while the fields hold it (the first one on arrival), not once
  // pressed: the note's "here it is Ben" would be wrong once the reader changes the last holder.
  const holds = (key: keyof typeof EXAMPLES) => {
    const e = EXAMPLES[key];
    return players === 5 && dealer === e.dealer && lastHolder === e.lastHolder && lastCapturer === e.lastCapturer && e.won.every((n, p) => won[p]?.trim() === String(n));
  };
  const counts = won.slice(0, players).map((w) => (w.trim() === '' ? NaN : Number(w)));
  const input = { dealer, won: counts, lastHolder, lastCapturer };
  const results = Object.values(READINGS).map((r) => ({ reading: r, result: dealSpec(r, players) ? settleCounts(r, input) : null }));
  const firstError = results.find((x) => x.result && !x.result.ok)?.result;
  const error = firstError && !firstError.ok ? firstError.error : null;
  // An empty field is not a wrong number: ask for it.
  const message = (e: CountError) =>
    e.code === 'ERR_WON_COUNT' && !Number.isFinite(e.count)
      ? t('readings.calc.missing', { player: name(e.player) })
      : t(`readings.calc.errors.${e.code}`, { ...e, player: 'player' in e ? name(e.player) : '', count: 'count' in e ? (typeof e.count === 'number' ? e.count : String(e.count)) : '' });
  // Only counts a deal can have (0 to 52 cards) add to the total: a tester's −5 was refused above and yet counted here.
  const total = counts.reduce((a, b) => a + (Number.isInteger(b) && b >= 0 && b <= 52 ? b : 0), 0);
  const seatOptions = (value: number | null, set: (v: number | null) => void, id: string, label: string) => (
    <label class="calc__field">
      <span>{label}</span>
      <select id={id} value={value === null ? '' : String(value)} onChange={(e) => { const v = (e.target as HTMLSelectElement).value; set(v === '' ? null : Number(v)); }}>
        <option value="">{t('readings.calc.nobody')}</option>
        {seats.map((p) => <option value={String(p)}>{name(p)}</option>)}
      </select>
    </label>
  );

  return (
    <section class="calc wide" data-calculator aria-label={t('readings.calc.title')}>
      <div class="calc__examples">
        <button type="button" data-example="001" aria-pressed={holds('example001') ? 'true' : 'false'} onClick={() => load('example001')}>{t('readings.calc.example001')}</button>
        <button type="button" data-example="002" aria-pressed={holds('example002') ? 'true' : 'false'} onClick={() => load('example002')}>{t('readings.calc.example002')}</button>
      </div>
      {holds('example002') && <p class="calc__note" data-calc-note>{t('readings.calc.note002')}</p>}
      <div class="calc__inputs">
        <label class="calc__field">
          <span>{t('readings.calc.players')}</span>
          <select id="calc-players" value={String(players)} onChange={(e) => changePlayers(Number((e.target as HTMLSelectElement).value))}>
            {[3, 4, 5, 6].map((n) => <option value={String(n)}>{n}</option>)}
          </select>
        </label>
        <label class="calc__field">
          <span>{t('readings.calc.dealer')}</span>
          <select id="calc-dealer" value={String(dealer)} onChange={(e) => setDealer(Number((e.target as HTMLSelectElement).value))}>
            {seats.map((p) => <option value={String(p)}>{name(p)}</option>)}
          </select>
        </label>
        {seatOptions(lastHolder, setLastHolder, 'calc-last-holder', t('readings.calc.lastHolder'))}
        {seatOptions(lastCapturer, setLastCapturer, 'calc-last-capturer', t('readings.calc.lastCapturer'))}
      </div>
      <fieldset class="calc__won">
        <legend>{t('readings.calc.won')}</legend>
        {seats.map((p) => (
          <label class="calc__field">
            <span>{name(p)}</span>
            <input id={`calc-won-${p}`} data-won-input={p} type="number" inputMode="numeric" min={0} max={52} step={2} value={won[p] ?? ''}
              onInput={(e) => { const v = (e.target as HTMLInputElement).value; setWon((w) => w.map((x, q) => (q === p ? v : x))); }} />
          </label>
        ))}
        <p class="calc__total" aria-live="polite">{t('readings.calc.total', { count: total })}</p>
      </fieldset>
      <section class="calc__out" tabIndex={0} aria-label={t('readings.calc.result')} aria-live="polite">
        {error ? (
          <p class="calc__error" role="alert" data-calc-error={error.code}>{message(error)}</p>
        ) : (
          <table data-calc-result>
            <caption>{t('readings.calc.result')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('readings.calc.reading')}</th>
                {seats.map((p) => <th scope="col">{name(p)}</th>)}
                <th scope="col">{t('readings.calc.potLeft')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map(({ reading, result }) => (
                <tr data-calc-reading={reading.id}>
                  <th scope="row">{t(`readings.names.${reading.id}`)}{reading.options.lieDownPayment > 0 && <sup>*</sup>}</th>
                  {result && result.ok ? (
                    <>
                      {result.value.net.map((n, p) => <td data-seat={p} data-net={n}>{signed(n)}</td>)}
                      <td data-pot-left={result.value.potAfter}>{signed(result.value.potAfter)}{result.value.potAfter < 0 && <sup>†</sup>}</td>
                    </>
                  ) : (
                    <td colSpan={players + 1} class="calc__na">{t('readings.calc.notDefined')}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {!error && results.some(({ reading, result }) => result && reading.options.lieDownPayment > 0) && (
          <p class="calc__foot" data-calc-foot>* {t('readings.calc.noPayments')}</p>
        )}
        {/* A pot below zero (the French rules for three or four): a debt, explained further down the readings page. */}
        {!error && results.some(({ result }) => result && result.ok && result.value.potAfter < 0) && (
          <p class="calc__foot" data-calc-debt>
            † {t('readings.calc.debt')} <a href={`/${lang}/laugh-and-lie-down/readings/#player-counts`}>{t('readings.calc.debtLink')}</a>
          </p>
        )}
      </section>
    </section>
  );
}
