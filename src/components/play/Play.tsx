import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Position, Step } from '~/engine/lld/types.ts';
import type { EngineError } from '~/engine/lld/errors.ts';
import { dealSeeded } from '~/engine/lld/deal.ts';
import { formatPosition, parsePosition } from '~/engine/lld/notation.ts';
import { exampleById, exampleTimeline } from '~/engine/lld/examples/index.ts';
import { createT } from '~/i18n/createT.ts';
import { sharedMessages } from '~/i18n/sharedMessages.ts';
import { Explorer, current, type ExplorerProps } from './Explorer.tsx';
import { lazy } from '../lazy.tsx';
import { errorText } from './describe.ts';
import { READINGS } from '~/engine/lld/readings/index.ts';
import { tabAfterKey } from '../tabKeys.ts';

export interface PlayProps {
  lang: string;
  /** That locale's strings (players, cards, replay, narr, readings names and options, errors, play); default: the page's shared copy (`<SharedMessages key="play-<lang>">`). */
  messages?: object;
}

type Mode = 'explore' | 'edit' | 'game';

// The editor and the game are fetched when their tab is first opened: the explorer is what the page shows first.
const Editor = lazy(() => import('./Editor.tsx').then((m) => m.Editor));
const Game = lazy(() => import('./Game.tsx').then((m) => m.Game));
type History = ExplorerProps['history'];

/** The deal shown before the reader does anything: the same on the server and in the browser. */
const FIRST_SEED = 1665;

function seededHistory(seed: number, readingId = 'parlett'): History {
  const reading = READINGS[readingId]!;
  const counts = Object.keys(reading.options.deals).map(Number);
  const d = dealSeeded(seed, { dealer: 0, reading, players: counts.includes(5) ? 5 : counts[0]! });
  if (!d.ok) throw new Error(d.error.code);
  return { past: [], start: d.value, future: [] };
}

/**
 * What the address asks for: `?p=<notation>` a position, `?example=<id>&step=<n>` a worked example at a
 * step, `?mode=edit|game` a tab; `?seed=` the first deal of a game; `?reading=<id>` the reading of the game
 * (and of a fresh deal). Every parameter is checked: one that cannot be used is reported in the reader's
 * language (`problems`, each with the text clipped), never silently dropped; a position that cannot be read
 * is kept, with its error, in the editor to be mended.
 */
interface Address {
  history?: History;
  origin?: { example: string; step: number };
  /** The position in the address could not be read: its text and the engine's error. */
  broken?: { text: string; error: EngineError };
  mode?: Mode;
  seed?: number;
  /** `?reading=`: a reading the engine has (READINGS), for the game and for a fresh deal. */
  reading?: string;
  /** Parameters that could not be used: the message key (under `play.address`, or `play.readings.badReading` for `reading`) and its values. */
  problems: { key: string; values: Record<string, string | number> }[];
}

/** The longest parameter value echoed back in a message (characters). */
const ECHO = 40;
/** A parameter's text as quoted in a message: at most ECHO characters, an ellipsis after a cut. */
export const clip = (text: string) => (text.length > ECHO ? `${text.slice(0, ECHO)}…` : text);

export function fromAddress(search: string): Address {
  const q = new URLSearchParams(search.length > 20_000 ? '' : search);
  const out: Address = { problems: [] };
  if (search.length > 20_000) out.problems.push({ key: 'tooLong', values: { count: search.length } });
  const mode = q.get('mode');
  if (mode === 'game' || mode === 'edit' || mode === 'explore') out.mode = mode;
  else if (mode !== null) out.problems.push({ key: 'mode', values: { text: clip(mode) } });
  const seedText = q.get('seed');
  if (seedText !== null) {
    const seed = /^[1-9]\d{0,8}$/.test(seedText) ? Number(seedText) : NaN;
    if (Number.isInteger(seed)) out.seed = seed;
    else out.problems.push({ key: 'seed', values: { text: clip(seedText) } });
  }
  const reading = q.get('reading');
  if (reading !== null) {
    if (Object.hasOwn(READINGS, reading)) out.reading = reading;
    else out.problems.push({ key: 'reading', values: { text: clip(reading) } });
  }
  const p = q.get('p');
  const ex = q.get('example');
  const stepText = q.get('step');
  if (p !== null) {
    const r = parsePosition(p);
    if (r.ok) out.history = { past: [], start: r.value, future: [] };
    else out.broken = { text: p.slice(0, 2_000), error: r.error };
    return out;
  }
  if (ex !== null) {
    const e = ex.length <= 60 ? exampleById(ex) : undefined;
    const tl = e ? exampleTimeline(e) : null;
    if (e && tl && tl.ok) {
      const n = tl.value.steps.length;
      let step = 0;
      if (stepText !== null) {
        const k = /^\d{1,4}$/.test(stepText) ? Number(stepText) : NaN;
        if (Number.isInteger(k) && k <= n) step = k;
        else out.problems.push({ key: 'step', values: { text: clip(stepText), count: n } });
      }
      const past: Step[] = tl.value.steps.slice(0, step) as Step[];
      out.history = { past, start: tl.value.start, future: tl.value.steps.slice(step) };
      out.origin = { example: ex, step };
    } else out.problems.push({ key: 'example', values: { text: clip(ex) } });
  } else if (stepText !== null) out.problems.push({ key: 'stepAlone', values: { text: clip(stepText) } });
  return out;
}

/**
 * The play page's widget: explore a position (legal moves with their rules, a move of one's own checked,
 * undo and redo, another reading), set one up (editor, random deal, pasted notation), or play a game
 * against computer players. The address follows the explored position (`?p=`), so a link reproduces it.
 */
export default function Play({ lang, messages }: PlayProps) {
  const t = useMemo(() => createT(lang, messages ?? sharedMessages(`play-${lang}`)), [lang, messages]);
  const [mode, setMode] = useState<Mode>('explore');
  const [history, setHistory] = useState<History>(() => seededHistory(FIRST_SEED));
  // The worked example the position came from, and the reading it was opened under: the line saying so
  // shows only while the position is still that example's step (reader's review 2026-12-01, item 10c: after
  // switching readings the moves may stop earlier, and the line must not claim the step).
  const [origin, setOrigin] = useState<{ example: string; step: number; reading: string } | undefined>();
  const [addressError, setAddressError] = useState<string | null>(null);
  // A link whose position could not be read: kept in the editor (and in the address) until mended.
  const [broken, setBroken] = useState<{ text: string; error: string } | undefined>();
  /** The Composer's grid in notation while it holds a valid position (Editor onDraft), else null. */
  const [draft, setDraft] = useState<string | null>(null);
  /**
   * Whether the page was opened with a link that had faults (an example or mode that does not exist, …): the
   * link stays in the address, as a broken position does, until the reader changes the position or the tab (a
   * French re-test: `?example=nope&step=3` was replaced at once by a fresh deal's link, and lost). `shown`: what
   * the page showed for it.
   */
  const [faulty, setFaulty] = useState(false);
  const shown = useRef<{ pos: Position; mode: Mode } | null>(null);
  const [seed, setSeed] = useState(FIRST_SEED);
  // The game's reading: the address's `?reading=`, else the explored position's; kept in the address.
  const [gameReading, setGameReading] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const pos: Position = current(history);

  // On first render in the browser: read the address.
  useEffect(() => {
    const a = fromAddress(location.search);
    if (a.history) setHistory(a.history);
    else if (a.reading) setHistory(seededHistory(FIRST_SEED, a.reading));
    if (a.reading) setGameReading(a.reading);
    if (a.origin && a.history) setOrigin({ ...a.origin, reading: a.history.start.reading.id });
    const seed = a.seed ?? Math.floor(Math.random() * 1e6) + 1;
    const lines = a.problems.map((x) =>
      // An unknown reading: the readings' own message, naming the reading used instead.
      x.key === 'reading' ? t('play.readings.badReading', { ...x.values, reading: t('readings.names.parlett') }) : t(`play.address.${x.key}`, x.values),
    );
    if (a.broken) {
      const error = errorText(t, a.broken.error);
      lines.unshift(t('play.address.position', { error }));
      setBroken({ text: a.broken.text, error });
    }
    if (lines.length > 0) setAddressError(lines.join(' '));
    if (a.problems.length > 0) setFaulty(true);
    // A worked example that does not exist: a fresh deal, as its message says.
    if (a.problems.some((x) => x.key === 'example')) setHistory(seededHistory(seed, a.reading));
    if (a.broken) setMode('edit');
    else if (a.mode) setMode(a.mode);
    setSeed(seed);
    setHydrated(true);
  }, []);

  const readingOfPos = pos.reading.id.split('+')[0]!;
  const originLine =
    origin && history.past.length === origin.step && history.start.reading.id === origin.reading
      ? // Step 0 is the example's start (a QA tester read "after step 0").
        t(origin.step === 0 ? 'play.fromExampleStart' : 'play.fromExample', { title: t(`replay.titles.${origin.example}`), step: origin.step })
      : undefined;
  const playedReading = gameReading ?? readingOfPos;
  // The address follows the explored position, the tab and, in the game, its reading, without adding to the
  // browser's history, so that a reload or the back button comes back to the same tab (the game itself is
  // kept by Game.tsx). A broken link stays in the address until it is mended.
  useEffect(() => {
    if (!hydrated || broken) return;
    if (faulty) {
      if (shown.current === null) shown.current = { pos, mode };
      if (shown.current.pos === pos && shown.current.mode === mode) return;
      setFaulty(false);
    }
    const q = new URLSearchParams();
    // In the Composer, its grid's position once valid: the one a reader who copies the address means.
    q.set('p', mode === 'edit' && draft !== null ? draft : formatPosition(pos));
    if (mode !== 'explore') q.set('mode', mode);
    if (mode === 'game') q.set('reading', playedReading);
    window.history.replaceState(null, '', `${location.pathname}?${q.toString()}`);
  }, [pos, mode, hydrated, broken, playedReading, draft, faulty]);

  const open = (p: Position) => {
    setBroken(undefined);
    setAddressError(null);
    setHistory({ past: [], start: p, future: [] });
    setOrigin(undefined);
    setMode('explore');
  };
  const tab = (m: Mode) => (
    <button type="button" role="tab" id={`play-tab-${m}`} aria-controls="play-panel" aria-selected={mode === m ? 'true' : 'false'} tabIndex={mode === m ? 0 : -1} data-tab={m} onClick={() => setMode(m)}
      onKeyDown={(e) => {
        // Arrows, and Home and End (a QA tester pressed Home and stayed on "Play a game").
        const to = tabAfterKey<Mode>(e.key, ['explore', 'edit', 'game'], m);
        if (to === null) return;
        e.preventDefault();
        setMode(to);
        document.getElementById(`play-tab-${to}`)?.focus();
      }}>
      {t(`play.tabs.${m}`)}
    </button>
  );

  return (
    <section class="play wide" data-play data-hydrated={hydrated ? 'true' : undefined} data-position={formatPosition(pos)} aria-label={t('play.label')}>
      <div class="play__tabs" role="tablist" aria-label={t('play.label')}>
        {tab('explore')}
        {tab('edit')}
        {tab('game')}
      </div>
      {addressError && <p class="play__error" role="alert" data-address-error>{addressError}</p>}
      <div id="play-panel" role="tabpanel" aria-labelledby={`play-tab-${mode}`}>
        {mode === 'explore' && <Explorer t={t} lang={lang} history={history} onChange={setHistory} origin={originLine} />}
        {mode === 'edit' && <Editor t={t} readingId={readingOfPos} from={pos} onOpen={open} broken={broken} onDraft={setDraft} />}
        {mode === 'game' && <Game t={t} lang={lang} readingId={playedReading} onReading={setGameReading} seed={seed} />}
      </div>
    </section>
  );
}
